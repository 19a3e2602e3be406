/// Tells a double click from two clicks: a left press on the region the press before it hit,
/// on the same dialog, within `interval`, with nothing between them but that press's release
/// and drags. Pure: the screen gives it each event aimed at a dialog and the time on its clock.
struct ClickCounter {
    /// The longest time between the presses of a double click.
    static let interval = Duration.milliseconds(500)

    /// The last press that may start a double click: its dialog, what it hit and when.
    private var last: (dialog: ObjectIdentifier, hit: HitRegion, time: Duration)?

    /// Whether `event`, aimed at `dialog` at `time`, is the second press of a double click;
    /// remembers it for the next.
    mutating func isDoubleClick(_ event: InputEvent, on dialog: ObjectIdentifier, at time: Duration) -> Bool {
        guard case .mouse(let mouse) = event, mouse.isClick, let hit = mouse.hit else {
            if let action = event.mouse?.action, action == .release || action == .drag { return false }
            last = nil
            return false
        }
        if let last, last.dialog == dialog, last.hit == hit, time - last.time <= Self.interval {
            self.last = nil
            return true
        }
        last = (dialog, hit, time)
        return false
    }
}
