/// A yes-or-no question: an `Alert` with a confirm and a cancel button that returns a `Bool`.
///
/// Enter or Space presses the focused button, ←/→ and Tab move between them, and each
/// button's first letter presses it (`y` and `n` for Yes / No). Esc cancels: the caller gets
/// `CancellationError`, not `false`, so that "the user said no" and "the user backed out" stay
/// apart.
///
/// A destructive confirmation draws its confirm button in the destructive style and starts
/// with focus on the cancel button, so that a reflexive Enter does not destroy anything.
///
/// A message taller than the screen scrolls as an `Alert`'s does.
public struct Confirm: Dialog {
    var alert: Alert<Bool>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - confirm: the label of the button that returns `true`.
    ///   - cancel: the label of the button that returns `false`.
    ///   - destructive: whether confirming destroys something.
    public init(
        title: String, message: StyledText = "", confirm: String = "Yes", cancel: String = "No",
        destructive: Bool = false
    ) {
        let yes: AlertAction<Bool> = destructive ? .destructive(confirm, true) : .default(confirm, true)
        let no: AlertAction<Bool> = .cancel(cancel, false)
        alert = Alert(
            title: StyledText(title), message: message,
            actions: [destructive ? yes : yes.preferred(), destructive ? no.preferred() : no])
    }

    /// Whether the confirm button (rather than the cancel button) has focus.
    public var isConfirmFocused: Bool { alert.focus == 0 }

    public mutating func prepare(for size: Size) {
        alert.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Bool> {
        alert.handle(event)
    }

    public func render(into frame: inout Frame) {
        alert.render(into: &frame)
    }
}
