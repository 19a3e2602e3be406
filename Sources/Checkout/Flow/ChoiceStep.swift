import FormWizard

/// A choice between a few answers as a step of the checkout: a menu that ends with a Back item
/// when there is a step to go back to, and that shows the answer chosen last time selected
/// when the customer comes back to it.
struct ChoiceStep<Value: Sendable>: WizardStepDialog {
    let title: String
    let message: String
    let items: [MenuItem<Value>]
    /// The menu shown: the items and, when Back is offered, a Back item answering `nil`.
    private var menu: Menu<Value?>
    /// The item chosen last (the first at first).
    private(set) var chosen = 0
    private var offersBack = false
    private var escapeAction = "cancel"
    private(set) var backRequested = false

    init(title: String, message: String, items: [MenuItem<Value>]) {
        self.title = title
        self.message = message
        self.items = items
        menu = Self.menu(title: title, message: message, items: items, selected: 0, back: false)
    }

    private static func menu(
        title: String, message: String, items: [MenuItem<Value>], selected: Int, back: Bool
    ) -> Menu<Value?> {
        var shown = items.map { MenuItem($0.title, detail: $0.detail, value: Optional($0.value)) }
        if back { shown.append(MenuItem("Back", value: nil)) }
        return Menu(title: StyledText(title), message: StyledText(message), items: shown, selected: selected)
    }

    private mutating func rebuildMenu(selected: Int) {
        menu = Self.menu(title: title, message: message, items: items, selected: selected, back: offersBack)
        menu.escapeAction = escapeAction
    }

    var draft: Int { chosen }

    mutating func restore(_ draft: Int) {
        chosen = draft
        rebuildMenu(selected: draft)
    }

    mutating func enableBack() {
        offersBack = true
        rebuildMenu(selected: menu.selected)
    }

    mutating func describeEscape(as action: String) {
        escapeAction = action
        menu.escapeAction = action
    }

    mutating func prepare(for size: Size) {
        menu.prepare(for: size)
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        switch menu.handle(event) {
        case .submit(let value?):
            chosen = menu.selected
            return .submit(value)
        case .submit(nil):
            backRequested = true
            return .handled
        case .handled: return .handled
        case .ignored: return .ignored
        case .cancel: return .cancel
        }
    }

    func render(into frame: inout Frame) {
        menu.render(into: &frame)
    }
}
