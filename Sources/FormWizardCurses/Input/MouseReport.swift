import FormWizard

/// A mouse report being read from the terminal's input, scalar by scalar, across batches.
///
/// The terminal sends SGR reports (mode 1006): `ESC [ <` then `button;column;row` and `M` (a
/// press, a drag, the wheel) or `m` (a release). ncurses returns `KEY_MOUSE` when the
/// terminal's `kmous` matched the start (`ESC [ <` on xterm's current entry, `ESC [ M` on
/// older ones): what follows is then the rest of an SGR report (with or without its `<`), or
/// the three bytes of an X10 report from a terminal without SGR. Every scalar of a report is
/// taken, so that none of it is ever typed as text; a report that turns out malformed is
/// dropped, and the scalar that broke it is decoded as input again.
struct MouseReport: Equatable, Sendable {
    /// The longest SGR report body (`button;column;row`) taken before giving up.
    static let maximumLength = 24

    private enum Encoding: Equatable, Sendable {
        /// After `KEY_MOUSE`: the next scalar says which.
        case undecided
        case sgr
        case x10
    }

    /// What one more scalar did.
    enum Step: Equatable, Sendable {
        /// Taken; the report goes on.
        case more
        /// The report is complete: its event, or `nil` for one that means nothing here (a
        /// horizontal wheel, a button beyond the third, a move without a button).
        case done(MouseEvent?)
        /// Not part of a report (a letter where digits go, a body past `maximumLength`): drop
        /// the report and decode the scalar as input.
        case invalid
    }

    private var encoding: Encoding
    private var body: [UInt8] = []

    /// A report after `ESC [ <`: SGR.
    static let afterSGRPrefix = MouseReport(encoding: .sgr)
    /// A report after `KEY_MOUSE`.
    static let afterKeyCode = MouseReport(encoding: .undecided)

    private init(encoding: Encoding) {
        self.encoding = encoding
    }

    /// Takes the next scalar of the input.
    mutating func feed(_ scalar: Unicode.Scalar) -> Step {
        switch encoding {
        case .undecided:
            if scalar == "<" {
                encoding = .sgr
                return .more
            }
            if ("0"..."9").contains(scalar) {
                encoding = .sgr
                return feed(scalar)
            }
            encoding = .x10
            return feed(scalar)
        case .sgr:
            switch scalar {
            case "0"..."9", ";":
                guard body.count < Self.maximumLength else { return .invalid }
                body.append(UInt8(scalar.value))
                return .more
            case "M", "m":
                return Self.sgrStep(body, released: scalar == "m")
            default:
                return .invalid
            }
        case .x10:
            // Coordinates past 223 do not fit a byte; a scalar that is no byte still counts.
            body.append(scalar.value < 0x100 ? UInt8(scalar.value) : 0xFF)
            guard body.count == 3 else { return .more }
            return .done(Self.x10Event(body))
        }
    }

    /// The end of an SGR body `button;column;row`: its event; a malformed one (fields missing
    /// or too many, a zero coordinate) is taken whole and means nothing.
    private static func sgrStep(_ body: [UInt8], released: Bool) -> Step {
        let fields = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return .done(nil) }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 6 else { return .done(nil) }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        guard numbers[1] >= 1, numbers[2] >= 1 else { return .done(nil) }
        return .done(event(code: numbers[0], at: Point(x: numbers[1] - 1, y: numbers[2] - 1), released: released))
    }

    /// The event of an X10 report's three bytes (each value plus 32; a release has button 3).
    private static func x10Event(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes[0] >= 32, bytes[1] > 32, bytes[2] > 32 else { return nil }
        let code = Int(bytes[0]) - 32
        let position = Point(x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)
        if code & 0b1100_0011 == 3 {
            return MouseEvent(.release, button: .none, at: position, modifiers: modifiers(code))
        }
        return event(code: code, at: position, released: false)
    }

    /// The event of a button code: the low two bits the button (or the wheel's direction),
    /// 4 Shift, 8 Alt, 16 Ctrl, 32 a move, 64 the wheel, 128 the buttons past the third.
    private static func event(code: Int, at position: Point, released: Bool) -> MouseEvent? {
        let modifiers = modifiers(code)
        let low = code & 3
        if code & 128 != 0 { return nil }
        if code & 64 != 0 {
            guard !released, low < 2 else { return nil }
            return MouseEvent(low == 0 ? .scrollUp : .scrollDown, button: .none, at: position, modifiers: modifiers)
        }
        let button: MouseEvent.Button = [.left, .middle, .right, .none][low]
        if released { return MouseEvent(.release, button: button, at: position, modifiers: modifiers) }
        if code & 32 != 0 {
            guard button != .none else { return nil }
            return MouseEvent(.drag, button: button, at: position, modifiers: modifiers)
        }
        guard button != .none else { return nil }
        return MouseEvent(.press, button: button, at: position, modifiers: modifiers)
    }

    private static func modifiers(_ code: Int) -> Key.Modifiers {
        var modifiers: Key.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
