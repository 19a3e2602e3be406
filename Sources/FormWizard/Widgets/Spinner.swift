/// One frame of an activity spinner (`⠋ ⠙ ⠹ ⠸ …`), for the phase it has reached.
public struct Spinner: Widget {
    /// The frames, shown in turn.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame shows.
    public static let interval = Duration.milliseconds(80)

    /// How many frames have passed since the spinner started.
    public var phase: Int

    /// The spinner at frame `phase` (any number; it wraps).
    public init(phase: Int) {
        self.phase = phase
    }

    /// The frame for the current phase.
    public var frame: Character {
        Self.frames[((phase % Self.frames.count) + Self.frames.count) % Self.frames.count]
    }

    /// Draws the frame at the start of `area`'s first row.
    public func render(in area: Rect, into frame: inout Frame) {
        frame.buffer.write(String(self.frame), at: area.origin, style: frame.theme.title, clip: area)
    }
}
