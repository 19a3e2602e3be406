/// A multi-step flow written as one top-to-bottom async function, with Back.
///
/// ```swift
/// let order = try await screen.wizard(leaveTitle: "Leave checkout?") { wizard in
///     let cart = try await wizard.step(CartDialog(...))
///     try await wizard.run { try await checkStock(cart) }
///     let address = try await wizard.step(AddressForm())
///     let card = try await wizard.step(PaymentForm())
///     return Order(cart: cart, address: address, card: card)
/// }
/// ```
///
/// Back works by replay: going back from a step runs the flow again from the top, where every
/// step before the one to revisit returns its earlier result at once, without drawing, and the
/// steps from there on show again with what was typed in them. So a flow must take the same
/// path for the same results, and its service calls belong in `run(_:)`, which a replay also
/// answers from memory. Back is never blocked by validation: a step hands back its draft as is.
/// A draft belongs to the step's type and its place among the steps of that type, so a step
/// keeps what was typed in it when an earlier choice adds or skips a step before it.
///
/// Esc on a step asks whether to leave (`leaveTitle`): Leave cancels the whole flow, Stay (and
/// Esc on that question) shows the step again exactly as it was.
///
/// Going back and leaving are errors thrown through the flow, and the flow cannot turn them
/// into a value: once a step has thrown one, every later `step`, `run` and `back` throws it
/// again at once, and the wizard drops whatever the flow returns or throws instead. A `catch`
/// around a step that makes up a value therefore changes nothing; the replay or the leaving
/// goes on.
@MainActor
public final class Wizard {
    /// The screen the steps are presented on.
    public let screen: Screen
    let leaveTitle: String
    let leaveMessage: String

    /// Results of earlier steps by position, and which were dialogs.
    private var results: [Int: any Sendable] = [:]
    private var interactive: Set<Int> = []
    /// What was typed in steps, by the step's type and how many steps of that type came before
    /// it in the pass: a step keeps its draft when an earlier choice adds or skips a step.
    private var drafts: [DraftKey: any Sendable] = [:]
    private var stepsOfType: [ObjectIdentifier: Int] = [:]
    /// The position of the next step in this pass, and the step the pass must show again.
    private var position = 0
    private var revisit = Int.max
    /// Takes away the last step shown, kept in sight after it was answered so that what the
    /// flow shows before the next step (an alert, a gauge while `run` works) is not drawn over
    /// an empty screen.
    private var dismissLastStep: (() -> Void)?
    /// Going back (`WizardBack`) or leaving (`CancellationError`), once a step has thrown it:
    /// the pass is over whatever the flow does with the error.
    private(set) var unwinding: (any Error)?

    init(screen: Screen, leaveTitle: String, leaveMessage: String) {
        self.screen = screen
        self.leaveTitle = leaveTitle
        self.leaveMessage = leaveMessage
    }

    /// Shows a step dialog and returns its value; on a replay before the step to revisit,
    /// returns the earlier value without showing anything.
    ///
    /// - Throws: `CancellationError` when the user leaves or the task is cancelled; an internal
    ///   error that the wizard catches when the user goes back. Once either was thrown, every
    ///   later call throws it again.
    public func step<D: WizardStepDialog>(_ dialog: D) async throws -> D.Value {
        try await present(dialog, draft: { $0.draft }, backRequested: { $0.backRequested }) { dialog, draft, back in
            if let draft = draft as? D.Draft { dialog.restore(draft) }
            if back { dialog.enableBack() }
            dialog.describeEscape(as: "leave")
        }
    }

    /// Shows any dialog as a step; Shift-Tab (when the dialog does not use it) goes back.
    ///
    /// The library's lists, pickers and inputs (`Menu`, `Checklist`, `RadioList`, `Table`,
    /// `Tree`, `Filter`, `FilePicker`, `BuildList`, `InputMenu`, `TextInput`, `Password`,
    /// `EditBox`, `Slider`, `DatePicker`, `TimePicker`) come back after Back as the user left
    /// them (in line mode, with what was answered as the default), and the library's dialogs
    /// with an Esc key hint say that Esc asks to leave.
    public func step<D: Dialog>(_ dialog: D) async throws -> D.Value {
        try await present(dialog, draft: { StepDraft.of($0) }, backRequested: { _ in false }) { dialog, draft, _ in
            dialog = StepDraft.prepared(dialog, draft: draft, escapeAction: "leave")
        }
    }

    /// Runs work that is part of the flow, such as a service call; a replay before the step to
    /// revisit returns its earlier result without running it again.
    public func run<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        if let unwinding { throw unwinding }
        let index = nextPosition()
        if index < revisit, let result = remembered(index, as: T.self) { return result }
        let result = try await work()
        results[index] = result
        return result
    }

    /// Goes back to the first step, e.g. "Back to cart" from a question further on.
    ///
    /// - Throws: always; the wizard catches it and replays to the first step.
    public func startOver() throws -> Never {
        if let unwinding { throw unwinding }
        throw unwind(WizardBack(step: interactive.min()))
    }

    /// Goes back: right after a step, to the step before it (a "Back" choice of an alert);
    /// during or after `run(_:)`, to the last step shown (the user cancelled the call).
    ///
    /// - Throws: always; the wizard catches it and replays to that step.
    public func back() throws -> Never {
        if let unwinding { throw unwinding }
        let afterStep = interactive.contains(position - 1)
        throw unwind(WizardBack(step: previousStep(before: afterStep ? position - 1 : position)))
    }

    /// Ends the pass with `error` (going back, or leaving): returns it to throw, and makes
    /// every later call throw it too.
    private func unwind(_ error: any Error) -> any Error {
        unwinding = error
        return error
    }

    private func present<D: Dialog>(
        _ dialog: D, draft: @escaping @Sendable (D) -> (any Sendable)?, backRequested: @escaping @Sendable (D) -> Bool,
        prepare: (inout D, (any Sendable)?, Bool) -> Void
    ) async throws -> D.Value {
        if let unwinding { throw unwinding }
        let index = nextPosition()
        let draftKey = nextDraftKey(for: D.self)
        interactive.insert(index)
        if index < revisit, let result = remembered(index, as: D.Value.self) { return result }
        let canGoBack = previousStep(before: index) != nil
        var dialog = dialog
        prepare(&dialog, drafts[draftKey], canGoBack)
        while true {
            let step = WizardStep(inner: dialog, canGoBack: canGoBack, draft: draft, backRequested: backRequested)
            // In the same turn as the step comes up: no frame between them shows neither.
            takeAwayLastStep()
            let outcome: StepOutcome<D>
            do {
                outcome = try await screen.present(step)
            } catch {
                throw unwind(error)
            }
            switch outcome {
            case .next(let value, let draft, let shown):
                results[index] = value
                drafts[draftKey] = draft
                let backdrop = screen.show(Backdrop(dialog: shown))
                dismissLastStep = { backdrop.dismiss() }
                return value
            case .back(let draft):
                if let draft { drafts[draftKey] = draft }
                throw unwind(WizardBack(step: previousStep(before: index)))
            case .escaped(let shown):
                if try await askToLeave(over: shown) { throw unwind(CancellationError()) }
                dialog = shown
            }
        }
    }

    /// Takes away the last step answered, if it is still in sight.
    func takeAwayLastStep() {
        dismissLastStep?()
        dismissLastStep = nil
    }

    /// Asks whether to leave the flow, with the step kept in sight under the question.
    private func askToLeave<D: Dialog>(over step: D) async throws -> Bool {
        let backdrop = screen.show(Backdrop(dialog: step))
        defer { backdrop.dismiss() }
        do {
            return try await screen.alert(
                leaveTitle, message: leaveMessage,
                actions: [.destructive("Leave", true), .default("Stay", false).preferred()], dismissValue: false)
        } catch {
            throw unwind(error)
        }
    }

    /// The result step `index` gave in an earlier pass, if it gave one of this type.
    ///
    /// Unwrapped first: `results[index] as? T` with an optional `T` would turn a missing result
    /// into a result of `nil`, so a step or call that never ran would count as answered.
    private func remembered<T>(_ index: Int, as type: T.Type) -> T? {
        guard let result = results[index] else { return nil }
        return result as? T
    }

    private func nextPosition() -> Int {
        defer { position += 1 }
        return position
    }

    private func nextDraftKey<D>(for type: D.Type) -> DraftKey {
        let id = ObjectIdentifier(type)
        defer { stepsOfType[id, default: 0] += 1 }
        return DraftKey(type: id, occurrence: stepsOfType[id, default: 0])
    }

    private func previousStep(before index: Int) -> Int? {
        interactive.filter { $0 < index }.max()
    }

    /// Starts a pass from the top that shows step `revisit` again.
    func replay(revisiting step: Int?) {
        unwinding = nil
        position = 0
        revisit = step ?? 0
        interactive.removeAll()
        stepsOfType.removeAll()
    }
}

/// Identifies a step's draft: the step's dialog type, and how many steps of that type came
/// before it in the pass.
private struct DraftKey: Hashable {
    let type: ObjectIdentifier
    let occurrence: Int
}

/// Thrown by a step to go back; the wizard catches it and replays the flow.
struct WizardBack: Error {
    let step: Int?
}

extension Screen {
    /// Runs `flow` as a wizard: steps presented with `Wizard.step`, Back by replay, and Esc
    /// asking whether to leave.
    ///
    /// - Throws: `CancellationError` when the user leaves or the task is cancelled, and whatever
    ///   `flow` throws.
    public func wizard<T>(
        leaveTitle: String = "Leave?", leaveMessage: String = "What you entered will be lost.",
        _ flow: (Wizard) async throws -> T
    ) async throws -> T {
        let wizard = Wizard(screen: self, leaveTitle: leaveTitle, leaveMessage: leaveMessage)
        defer { wizard.takeAwayLastStep() }
        while true {
            let result: Result<T, any Error>
            do {
                result = .success(try await flow(wizard))
            } catch {
                result = .failure(error)
            }
            // Going back or leaving wins over whatever the flow made of it.
            switch wizard.unwinding ?? result.error {
            case let back as WizardBack: wizard.replay(revisiting: back.step)
            case let error?: throw error
            case nil: return try result.get()
            }
        }
    }
}

extension Result {
    fileprivate var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
