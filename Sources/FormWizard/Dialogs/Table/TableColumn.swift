/// One column of a `Table`: a header and how to get a row's text for it.
///
/// As SwiftUI's `TableColumn`, a column reads its text from the row, so the table holds your
/// own values and returns them:
/// ```swift
/// let columns = [
///     TableColumn<Server>("Name", value: \.name),
///     TableColumn("Load") { String($0.load) },
/// ]
/// ```
/// A column whose every non-empty text is a number sorts numerically and is aligned right.
public struct TableColumn<Row>: Sendable {
    /// Where a column's texts sit when the column is wider than them.
    public enum Alignment: Hashable, Sendable {
        /// From the left.
        case leading
        /// Against the right, as numbers are.
        case trailing
    }

    /// The header.
    public var title: String
    /// The row's text in this column.
    public var text: @Sendable (Row) -> String
    /// Where the texts sit; `nil` for trailing when the column holds numbers, leading otherwise.
    public var alignment: Alignment?

    /// A column headed `title` showing `text(row)` for each row.
    ///
    /// A text holding line breaks is shown on one line, each break as `↵`.
    /// - Parameters:
    ///   - title: the header.
    ///   - alignment: where texts sit; `nil` decides by the content (numbers go right).
    ///   - text: the row's text in this column.
    public init(_ title: String, alignment: Alignment? = nil, text: @escaping @Sendable (Row) -> String) {
        self.title = title
        self.alignment = alignment
        self.text = text
    }

    /// A column headed `title` showing the description of the row's `value`.
    ///
    /// - Parameters:
    ///   - title: the header.
    ///   - value: the property shown, e.g. `\.name`.
    ///   - alignment: where texts sit; `nil` decides by the content (numbers go right).
    public init<Value: CustomStringConvertible & Sendable>(
        _ title: String, value: any KeyPath<Row, Value> & Sendable, alignment: Alignment? = nil
    ) {
        self.init(title, alignment: alignment) { $0[keyPath: value].description }
    }
}

extension TableColumn where Row == [String] {
    /// Columns headed `headers` over rows of texts: column `i` shows each row's `i`-th text (an
    /// empty one when the row is shorter).
    ///
    /// ```swift
    /// Table(title: "Files", rows: [["a.txt", "12"]], columns: TableColumn.texts(["Name", "Size"]))
    /// ```
    /// - Parameter headers: the columns' headers, left to right.
    /// - Returns: one column per header.
    public static func texts(_ headers: [String]) -> [TableColumn] {
        headers.indices.map { index in
            TableColumn(headers[index]) { $0.indices.contains(index) ? $0[index] : "" }
        }
    }
}

extension TableColumn {
    /// A column headed `title` showing the description of the row's `value`, where the row is
    /// a main-actor type: with `.defaultIsolation(MainActor.self)`, `\.name` into your own
    /// struct is a key path to a main-actor property, which is not `Sendable`. Tables draw on
    /// the main actor; reading the column anywhere else stops the program
    /// (`MainActor.assumeIsolated`). Where a key path is `Sendable`, Swift picks
    /// `init(_:value:alignment:)` above instead.
    ///
    /// - Parameters:
    ///   - title: the header.
    ///   - value: the property shown, e.g. `\.name`.
    ///   - alignment: where texts sit; `nil` decides by the content (numbers go right).
    @MainActor
    public init<Value: CustomStringConvertible & Sendable>(
        _ title: String, value: KeyPath<Row, Value>, alignment: Alignment? = nil
    ) {
        let read: @MainActor (Row) -> String = { $0[keyPath: value].description }
        self.init(title, alignment: alignment) { row in
            nonisolated(unsafe) let row = row  // read only below, synchronously, on the main actor
            return MainActor.assumeIsolated { read(row) }
        }
    }
}
