extension Gauge: LineShowable {
    /// The title, the message and the percentage done on one line (`Copying: disk.img 58%`),
    /// written again whenever one of them changes.
    public var lineText: String {
        let text = [title.plain, message.plain].filter { !$0.isEmpty }.joined(separator: ": ")
        return "\(text) \(GaugeBar(fraction: fraction).percent)%"
    }

    /// A cancellable gauge hears Esc, which cancels it as on a full screen.
    public var lineKeys: LineKeys? { cancellable ? .escapeCancels : nil }
}
