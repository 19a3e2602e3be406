import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes signals with Dispatch signal sources on the main queue instead of handlers: the
/// handler runs on the main actor, where it may touch the screen.
@MainActor
final class SignalWatcher {
    /// Dispatch's own handler for each signal, as it installed it for the first source of the
    /// process. Dispatch installs it only then, so a later watcher, after the session before
    /// gave the signal its old disposition back (`SignalHandlers.release`), puts it back itself.
    private static var dispatchActions: [Int32: sigaction] = [:]

    private var sources: [any DispatchSourceSignal] = []

    /// Calls `handler` with each of `signals` that arrives, and `onReady` once each is watched
    /// (from then on, no handler of the process' own sees it).
    init(
        _ signals: [Int32], onReady: @escaping @MainActor () -> Void,
        handler: @escaping @MainActor (Int32) -> Void
    ) {
        for number in signals {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    SignalHandlers.unblockQuitAndSuspend()
                    handler(number)
                }
            }
            source.setRegistrationHandler {
                MainActor.assumeIsolated {
                    Self.installDispatchHandler(for: number)
                    onReady()
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    isolated deinit {
        for source in sources { source.cancel() }
    }

    /// Makes sure Dispatch's handler takes `number`, remembering it the first time; call it
    /// once a source of `number` has registered.
    static func installDispatchHandler(for number: Int32) {
        if var action = dispatchActions[number] {
            _ = sigaction(number, &action, nil)
        } else {
            var action = sigaction()
            _ = sigaction(number, nil, &action)
            dispatchActions[number] = action
        }
    }
}
