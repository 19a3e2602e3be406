/// How an operation run by `Screen.withProgress` reports its progress, from any task.
public struct GaugeProgress: Sendable {
    let updater: DialogUpdater<Gauge>

    /// Sets the gauge's fraction (0…1, clamped) and, when given, its message.
    ///
    /// - Throws: `CancellationError` once the gauge is gone (the user pressed Cancel): the
    ///   operation is cancelled too and should stop.
    public func report(_ fraction: Double, message: String? = nil) async throws(CancellationError) {
        try await updater.update {
            $0.fraction = fraction
            if let message { $0.message = message }
        }
    }
}
