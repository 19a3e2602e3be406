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
    private var sources: [any DispatchSourceSignal] = []

    /// Ignores `signals` (so that neither their default action nor ncurses' handlers run) and
    /// calls `handler` with each one that arrives.
    init(_ signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    isolated deinit {
        for source in sources { source.cancel() }
    }
}
