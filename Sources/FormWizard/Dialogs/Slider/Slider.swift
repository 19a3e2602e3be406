/// A number chosen on a scale, like dialog's `--rangebox`; submitting returns it.
///
/// ←/→ (or ↓/↑) move by `step`, PgUp/PgDn by ten steps, Home/End go to the ends. Typing digits
/// (and a leading `-` when the range allows it) enters a value instead; Enter takes a typed
/// value when it is in the range and on a step, and otherwise says why not. Enter chooses; Esc
/// forgets a typed value, and otherwise cancels.
public struct Slider: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// What the key hint says Esc does: "cancel", or "leave" as a wizard's step.
    public var escapeAction = "cancel"
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// The values that may be chosen.
    public let range: ClosedRange<Int>
    /// The distance between two values that may be chosen, from `range.lowerBound`.
    public let step: Int
    /// The value chosen.
    public private(set) var value: Int
    /// A value being typed.
    public private(set) var typed = ""
    /// Why the typed value was refused, until the next key.
    public private(set) var problem: String?

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - range: the values that may be chosen.
    ///   - step: the distance between two of them (at least 1), from the range's lower bound.
    ///   - value: the value at first, moved onto the range and its steps.
    public init(title: StyledText, message: StyledText = "", range: ClosedRange<Int>, step: Int = 1, value: Int) {
        self.title = title
        self.message = message
        self.range = range
        self.step = max(1, step)
        self.value = range.lowerBound
        self.value = snapped(value)
    }

    /// `candidate` clamped to the range and moved down onto a step.
    private func snapped(_ candidate: Int) -> Int {
        let clamped = min(max(candidate, range.lowerBound), range.upperBound)
        // The distance from the lower bound as an unsigned number: it may exceed `Int.max`.
        let distance = UInt(bitPattern: clamped &- range.lowerBound)
        return clamped - Int(distance % UInt(step))
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        guard case .key(let key) = event else { return .ignored }
        problem = nil
        switch key {
        case .left, .down: move(by: -step)
        case .right, .up: move(by: step)
        case .pageDown: move(by: step.multipliedSaturated(by: -10))
        case .pageUp: move(by: step.multipliedSaturated(by: 10))
        case .home: move(to: range.lowerBound)
        case .end: move(to: range.upperBound)
        case .backspace:
            guard !typed.isEmpty else { return .ignored }
            typed.removeLast()
        case .escape:
            guard typed.isEmpty else {
                typed = ""
                return .handled
            }
            return .cancel
        case .enter:
            guard !typed.isEmpty else { return .submit(value) }
            let number = Int(typed)
            if let refusal = refusal(of: number) {
                problem = refusal
                return .handled
            }
            return .submit(number ?? value)
        default:
            guard let character = key.typedCharacter,
                character.isASCIIDigit || (character == "-" && typed.isEmpty && range.lowerBound < 0),
                typed.count < 20
            else { return .ignored }
            typed.append(character)
        }
        return .handled
    }

    private mutating func move(by amount: Int) {
        move(to: value.addingSaturated(amount))
    }

    private mutating func move(to target: Int) {
        typed = ""
        value = snapped(target)
    }
}

extension Slider {
    /// Why a typed value is refused (not a number, outside the range, off the steps), or `nil`.
    func refusal(of number: Int?) -> String? {
        guard let number, range.contains(number) else {
            return "Enter a value from \(range.lowerBound) to \(range.upperBound)"
        }
        guard UInt(bitPattern: number &- range.lowerBound) % UInt(step) == 0 else {
            return "Enter a value in steps of \(step) from \(range.lowerBound)"
        }
        return nil
    }
}
