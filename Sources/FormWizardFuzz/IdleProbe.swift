import FormWizard

/// Runs `screen.idle()` in a task of its own, so that the fuzzer can stop waiting for it.
///
/// A probe whose `idle()` never returns is resumed by `shutdown()` at the episode's end.
@MainActor
final class IdleProbe {
    private(set) var returned = false

    init(_ screen: Screen) {
        Task { [weak self] in
            await screen.idle()
            self?.returned = true
        }
    }
}
