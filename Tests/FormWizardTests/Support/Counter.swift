import FormWizard

/// A minimal dialog for screen tests: shows `name: count` on its own row, ↑ counts,
/// Enter submits the count, Esc cancels, anything else is ignored.
struct Counter: Dialog {
    var name: String
    var row: Int
    var count = 0
    /// Lets a test watch the dialog's lifetime through a weak reference.
    var tracker: Tracker?

    init(_ name: String, row: Int = 0, tracker: Tracker? = nil) {
        self.name = name
        self.row = row
        self.tracker = tracker
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        switch event {
        case .key(.up):
            count += 1
            return .handled
        case .key(.enter): return .submit(count)
        case .key(.escape): return .cancel
        default: return .ignored
        }
    }

    func render(into frame: inout Frame) {
        frame.buffer.write("\(name): \(count)", at: Point(x: 0, y: row), style: .plain)
    }
}

/// An object a dialog holds, so a test can check the dialog was released.
final class Tracker: Sendable {}

/// What presentations resolved with, in the order their callers resumed.
@MainActor
final class Outcomes {
    private(set) var list: [String] {
        didSet { notify() }
    }
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init() { list = [] }

    /// Presents `dialog` in a new task and records how its caller resumed.
    func present(_ dialog: Counter, on screen: Screen, resizePolicy: ResizePolicy? = nil) -> Task<Void, Never> {
        Task {
            do {
                let value = try await screen.present(dialog, resizePolicy: resizePolicy)
                list.append("\(dialog.name)=\(value)")
            } catch {
                list.append("\(dialog.name) cancelled")
            }
        }
    }

    /// Waits until `count` outcomes are recorded, without awaiting (and so escalating) any
    /// one task: the callers run in the order they were resumed.
    func waitFor(count: Int) async {
        if list.count >= count { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    private func notify() {
        let ready = waiters.filter { $0.count <= list.count }
        waiters.removeAll { $0.count <= list.count }
        for waiter in ready { waiter.continuation.resume() }
    }
}
