import FormWizard

/// Turns what ncurses reads (`RawInput`: bytes and key codes) into input events; pure, so
/// that every rule is tested without a terminal.
///
/// - Bytes are UTF-8; invalid input becomes U+FFFD (see `UTF8Assembler`).
/// - Printable characters are `.character`; scalars that extend the previous character of the
///   same batch (combining marks, emoji sequences) join it.
/// - 13 and 10 are Enter (the terminal runs with `nonl`), 9 Tab, 8 and 127 Backspace, the other
///   control codes 1–26 Ctrl with a letter; C1 controls are dropped.
/// - ESC followed by a key in the same batch is that key with Alt; a lone ESC is Escape; a
///   complete control sequence that ncurses did not recognise (`ESC [ 1 ; 9 A`) is dropped.
/// - Everything between the paste-start and paste-end codes is one `.paste`, however many
///   batches it spans (see `PasteText`).
/// - A mouse report (`ESC [ <` or `KEY_MOUSE`, then its body) is one `.mouse`, also when it
///   is split across batches (see `MouseReport`); so is a control sequence left incomplete at
///   the end of a batch (`ESC [` and parameters) dropped whole once it ends. Neither is ever
///   typed as text.
struct KeyDecoder: Sendable {
    /// A scalar or a key code: the batch after UTF-8 decoding.
    private enum Unit: Equatable {
        case character(Unicode.Scalar)
        case keyCode(Int32)
    }

    /// What the key codes mean.
    var keyCodes: KeyCodeTable
    var utf8 = UTF8Assembler()
    /// The text of a paste that has started and not ended yet.
    var paste: PasteText?
    /// How many bytes of the paste-end marker the direct bytes ended with (`decodePaste(bytes:)`).
    var pasteEndMatched = 0
    /// A sequence the last batch ended inside of, continued by the next.
    var pending: PendingSequence?

    /// A sequence begun in one batch and continued in the next.
    enum PendingSequence: Equatable, Sendable {
        /// A mouse report.
        case mouse(MouseReport)
        /// A control sequence after `ESC [` that is dropped once it ends; whether it has had an
        /// intermediate byte.
        case controlSequence(sawIntermediate: Bool)
    }

    init(keyCodes: KeyCodeTable = .standard) {
        self.keyCodes = keyCodes
    }

    /// Whether a bracketed paste is under way.
    var isPasting: Bool { paste != nil }

    /// The events of one batch of raw input, in order.
    mutating func decode(_ batch: [RawInput]) -> [InputEvent] {
        let units = assemble(batch)
        var events: [InputEvent] = []
        var index = units.startIndex
        while index < units.endIndex {
            let unit = units[index]
            index += 1
            if paste != nil {
                continuePaste(with: unit, into: &events)
                continue
            }
            if pending != nil, continuePending(with: unit, into: &events) { continue }
            switch unit {
            case .character("\u{1B}"):
                index = escape(in: units, after: index, into: &events)
            case .character(let scalar):
                if let key = Self.key(for: scalar) { append(key, to: &events) }
            case .keyCode(let code):
                switch keyCodes[code] {
                case .key(let key): events.append(.key(key))
                case .pasteStart: paste = PasteText()
                case .mouseReport: pending = .mouse(.afterKeyCode)
                case .pasteEnd, .ignored, nil: break
                }
            }
        }
        return events
    }

    private mutating func assemble(_ batch: [RawInput]) -> [Unit] {
        var units: [Unit] = []
        units.reserveCapacity(batch.count)
        for input in batch {
            switch input {
            case .byte(let byte):
                utf8.feed(byte) { units.append(.character($0)) }
            case .keyCode(let code):
                utf8.interrupt { units.append(.character($0)) }
                units.append(.keyCode(code))
            }
        }
        return units
    }

    // MARK: - Escape

    /// Decodes the ESC just before `index`: Alt with the key after it, an unknown control
    /// sequence to drop, or Escape. Returns the index of the next unit to decode.
    private mutating func escape(in units: [Unit], after index: Int, into events: inout [InputEvent]) -> Int {
        guard index < units.endIndex else {
            events.append(.key(.escape))
            return index
        }
        if units[index] == .character("["), index + 1 < units.endIndex {
            if units[index + 1] == .character("<") {
                pending = .mouse(.afterSGRPrefix)
                return index + 2
            }
            if let end = Self.endOfControlSequence(in: units, from: index + 1) { return end }
            if let sawIntermediate = Self.incompleteControlSequence(in: units, from: index + 1) {
                pending = .controlSequence(sawIntermediate: sawIntermediate)
                return units.endIndex
            }
        }
        if let key = singleKey(units[index]), key != .escape {
            var alt = key
            alt.modifiers.insert(.alt)
            events.append(.key(alt))
            return index + 1
        }
        events.append(.key(.escape))
        return index
    }

    /// The key one unit stands for on its own, if any; an uppercase letter is Shift with the
    /// lowercase one.
    private func singleKey(_ unit: Unit) -> Key? {
        switch unit {
        case .character(let scalar):
            guard var key = Self.key(for: scalar) else { return nil }
            if case .character(let character) = key.code, character.isUppercase, key.modifiers.isEmpty {
                key = Key(.character(Character(character.lowercased())), modifiers: .shift)
            }
            return key
        case .keyCode(let code):
            if case .key(let key) = keyCodes[code] { return key }
            return nil
        }
    }

    /// After `ESC [`: the index after a complete CSI sequence (parameter bytes 0x30–0x3F,
    /// intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E), or `nil` if the batch has none.
    private static func endOfControlSequence(in units: [Unit], from start: Int) -> Int? {
        var index = start
        var sawIntermediate = false
        while index < units.endIndex, case .character(let scalar) = units[index] {
            index += 1
            switch scalar.value {
            case 0x30...0x3F where !sawIntermediate: continue
            case 0x20...0x2F: sawIntermediate = true
            case 0x40...0x7E: return index
            default: return nil
            }
        }
        return nil
    }

    /// After `ESC [`: whether the rest of the batch is the start of a control sequence
    /// (parameters and intermediates, at least one), and if so whether it had an intermediate.
    private static func incompleteControlSequence(in units: [Unit], from start: Int) -> Bool? {
        var sawIntermediate = false
        for unit in units[start...] {
            guard case .character(let scalar) = unit else { return nil }
            switch scalar.value {
            case 0x30...0x3F where !sawIntermediate: continue
            case 0x20...0x2F: sawIntermediate = true
            default: return nil
            }
        }
        return sawIntermediate
    }

    /// Continues the sequence the last batch ended inside of with `unit`. Returns whether it
    /// took the unit; one that breaks the sequence ends it and is decoded as input.
    private mutating func continuePending(with unit: Unit, into events: inout [InputEvent]) -> Bool {
        guard case .character(let scalar) = unit else {
            pending = nil
            return false
        }
        switch pending {
        case .mouse(var report):
            switch report.feed(scalar) {
            case .more:
                pending = .mouse(report)
                return true
            case .done(let event):
                pending = nil
                if let event { events.append(.mouse(event)) }
                return true
            case .invalid:
                pending = nil
                return false
            }
        case .controlSequence(let sawIntermediate):
            switch scalar.value {
            case 0x30...0x3F where !sawIntermediate: return true
            case 0x20...0x2F:
                pending = .controlSequence(sawIntermediate: true)
                return true
            case 0x40...0x7E:
                pending = nil
                return true
            default:
                pending = nil
                return false
            }
        case nil:
            return false
        }
    }

    // MARK: - Characters

    /// The key a scalar stands for, or `nil` for one that means nothing (C1 controls).
    static func key(for scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 13, 10: .enter
        case 9: .tab
        case 8, 0x7F: .backspace
        case 0x1B: .escape
        case 0: Key(.character(" "), modifiers: .control)
        case 1...26: .ctrl(Character(Unicode.Scalar(UInt8(scalar.value) + 0x60)))
        case 28...31: Key(.character(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40))), modifiers: .control)
        case 0x80...0x9F: nil
        default: .character(Character(scalar))
        }
    }

    /// Appends `key`, joining a scalar that extends the previous character into one character.
    private func append(_ key: Key, to events: inout [InputEvent]) {
        if case .character(let character) = key.code, key.modifiers.isEmpty, !character.isASCII,
            case .key(let previous)? = events.last, previous.modifiers.isEmpty,
            case .character(let base) = previous.code
        {
            var joined = String(base)
            joined.unicodeScalars.append(contentsOf: character.unicodeScalars)
            if joined.count == 1 {
                events[events.count - 1] = .key(.character(Character(joined)))
                return
            }
        }
        events.append(.key(key))
    }

    // MARK: - Paste

    private mutating func continuePaste(with unit: Unit, into events: inout [InputEvent]) {
        switch unit {
        case .character(let scalar):
            paste?.append(scalar)
        case .keyCode(let code):
            switch keyCodes[code] {
            case .pasteEnd:
                if let text = paste?.text { events.append(.paste(text)) }
                paste = nil
            case .key(.enter):
                paste?.append("\r")
            default:
                break
            }
        }
    }
}
