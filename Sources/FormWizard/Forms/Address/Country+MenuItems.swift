extension Country {
    /// Every country as a list item: the name, and the code beside it.
    static let menuItems = all.map { MenuItem($0.name, detail: StyledText($0.code), value: $0) }
}
