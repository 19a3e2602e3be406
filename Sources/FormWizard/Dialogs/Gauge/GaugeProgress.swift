/// How an operation run by `Screen.withProgress` reports its progress, from any task.
public struct GaugeProgress: Sendable {
    let handle: DialogHandle<Gauge>

    /// Sets the gauge's fraction (0…1, clamped) and, when given, its message. Does nothing
    /// once the gauge is gone.
    public func report(_ fraction: Double, message: String? = nil) async {
        await MainActor.run {
            handle.update {
                $0.fraction = fraction
                if let message { $0.message = message }
            }
        }
    }
}
