import FormWizard

/// One item of `menu`, `checklist`, `radiolist`, `buildlist` or `inputmenu`: the tag printed
/// when it is chosen, the label shown, and an optional detail shown dimmed beside it.
struct ListItem: Hashable, Sendable {
    /// What is printed when the item is chosen.
    var tag: String
    /// What the list shows.
    var label: String
    /// A description shown dimmed beside the label; never printed.
    var detail: String?

    init(tag: String, label: String? = nil, detail: String? = nil) {
        self.tag = tag
        self.label = label ?? tag
        self.detail = detail
    }

    /// An item shown as it is printed, as `--item TEXT` gives.
    init(text: String, detail: String? = nil) {
        self.init(tag: text, detail: detail)
    }

    /// The item `--item TAG=LABEL` gives: split at the first `=`; without one, the tag is also
    /// the label.
    ///
    /// - Throws: `.invalid` for an empty tag or label.
    init(spec: String) throws(ArgumentError) {
        guard let equals = spec.utf8.firstIndex(of: UInt8(ascii: "=")) else {
            self.init(tag: spec)
            return
        }
        let tag = String(spec[..<equals])
        let label = String(spec[spec.utf8.index(after: equals)...])
        guard !tag.isEmpty, !label.isEmpty else {
            throw .invalid("item '\(spec)' needs a tag before '=' and a label after it")
        }
        self.init(tag: tag, label: label)
    }

    /// The item a line of `--items-from` gives: `TAG`, `TAG<tab>LABEL` or
    /// `TAG<tab>LABEL<tab>DETAIL`; `nil` for an empty line.
    init?(line: String) {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard let tag = fields.first, !tag.isEmpty else { return nil }
        let label = fields.count > 1 && !fields[1].isEmpty ? fields[1] : tag
        self.init(tag: tag, label: label, detail: fields.count > 2 ? fields[2] : nil)
    }

    /// What the library's lists show for it.
    var menuItem: MenuItem<String> { MenuItem(label, detail: detail.map { StyledText($0) }, value: tag) }
}
