/// A presentation as the screen's state machine sees it.
@MainActor
struct StackSlot: StackEntry {
    let presentation: any Presentation

    init(_ presentation: any Presentation) {
        self.presentation = presentation
    }

    var id: ObjectIdentifier { ObjectIdentifier(presentation) }
    var isSettled: Bool { presentation.isSettled }
    var isAwaited: Bool { presentation.isAwaited }
    var isBusy: Bool { presentation.isBusy }
}
