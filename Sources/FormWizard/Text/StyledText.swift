/// Text with attributes and colours on parts of it: a message with a word in bold, a warning
/// in red (dialog's `--colors` codes are read into one).
///
/// A styled text is a list of runs, each a piece of text and how it differs from the style
/// the widget draws it in: attributes added, and perhaps its own foreground colour. Titles and
/// messages take it (`Alert`, `InfoBox`, `TextInput`, `Menu`, `Checklist`, `RadioList`,
/// `Gauge`, `Form`, `OutputBox`…), and so do `Paragraph`, `ScrollingText` and `ItemList`'s rows;
/// a string literal is a styled text without attributes.
/// Wrapping and truncating measure the plain text by display width (wide characters, emoji)
/// and keep each character's style, whatever runs the lines break across. A theme without
/// colours (`Theme.monochrome`, as under `NO_COLOR`) draws the attributes and not the colours.
///
/// ```swift
/// let message: StyledText = [
///     .init("Delete "), .init("3 files", attributes: .bold), .init("? This cannot be undone.", foreground: .red),
/// ]
/// try await screen.present(Alert(title: "Delete", message: message, actions: [.cancel("Keep", false)]))
/// ```
public struct StyledText: Hashable, Sendable, CustomStringConvertible {
    /// A piece of text and how it differs from the style it is drawn in.
    public struct Run: Hashable, Sendable {
        /// The text.
        public var text: String
        /// Attributes added to the widget's style (bold, underline, reverse, dim).
        public var attributes: Style.Attributes
        /// Its own foreground colour; `nil` keeps the widget's.
        public var foreground: Color?

        /// `text` with `attributes` added and, if given, its own `foreground`.
        public init(_ text: String, attributes: Style.Attributes = [], foreground: Color? = nil) {
            self.text = text
            self.attributes = attributes
            self.foreground = foreground
        }

        /// The style it is drawn in over `base`: the attributes added, the colour only when
        /// `usesColor`.
        public func style(over base: Style, usesColor: Bool = true) -> Style {
            var style = base.adding(attributes)
            if usesColor, let foreground { style.foreground = foreground }
            return style
        }

        /// Whether it looks the same as `other`.
        func looksLike(_ other: Run) -> Bool {
            attributes == other.attributes && foreground == other.foreground
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// A text made of `runs`.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// `text` without attributes.
    public init(_ text: String) {
        self.runs = text.isEmpty ? [] : [Run(text)]
    }

    /// The text without its attributes.
    public var plain: String {
        guard runs.count != 1 else { return runs[0].text }
        var text = ""
        for run in runs { text.append(contentsOf: run.text) }
        return text
    }

    /// Its text when it looks plain: no runs, or one without attributes or colour (what
    /// `StyledText(_:)` makes of a string); `nil` otherwise. Widgets draw such a text as a
    /// string, without cutting it into runs.
    var plainRun: String? {
        if runs.isEmpty { return "" }
        guard runs.count == 1, runs[0].attributes.isEmpty, runs[0].foreground == nil else { return nil }
        return runs[0].text
    }

    /// Whether it has no text.
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// Whether some run has attributes or a colour.
    public var isStyled: Bool { runs.contains { !$0.attributes.isEmpty || $0.foreground != nil } }

    /// The plain text.
    public var description: String { plain }

    /// Adds `run` at the end, joined to the last run when they look the same.
    public mutating func append(_ run: Run) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.looksLike(run) {
            runs[runs.count - 1].text.append(contentsOf: run.text)
        } else {
            runs.append(run)
        }
    }
}

extension StyledText: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension StyledText: ExpressibleByArrayLiteral {
    public init(arrayLiteral runs: Run...) {
        self.init(runs: runs)
    }
}
