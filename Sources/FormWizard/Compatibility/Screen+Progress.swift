extension Screen {
    /// Runs `operation` while a gauge shows its progress, and returns its value (0.1.0's way to
    /// show progress; `withDialog` with a `Gauge` does the same and can change anything in it).
    ///
    /// - Throws: what `operation` throws; `CancellationError` when the user cancels the gauge,
    ///   the calling task is cancelled, or the screen shuts down.
    @available(
        *, deprecated,
        message: "use withDialog(Gauge(…)) { gauge in try await gauge.update { $0.fraction = … } }"
    )
    public func withProgress<T: Sendable>(
        _ title: String, message: String = "", cancellable: Bool = true,
        operation: @escaping @Sendable (GaugeProgress) async throws -> T
    ) async throws -> T {
        try await withDialog(
            Gauge(title: StyledText(title), message: StyledText(message), cancellable: cancellable)
        ) { gauge in
            try await operation(GaugeProgress(gauge: gauge))
        }
    }
}

/// How an operation run by `Screen.withProgress` reports its progress, from any task.
@available(*, deprecated, renamed: "DialogUpdater", message: "use Screen.withDialog(Gauge(…)) and its DialogUpdater")
public struct GaugeProgress: Sendable {
    let gauge: DialogUpdater<Gauge>

    /// Sets the gauge's fraction (0…1, clamped) and, when given, its message. Does nothing
    /// once the gauge is gone.
    public func report(_ fraction: Double, message: String? = nil) async {
        try? await gauge.update {
            $0.fraction = fraction
            if let message { $0.message = StyledText(message) }
        }
    }
}
