import FormWizard
import Testing

@testable import FormWizardCurses

/// `KEY_MOUSE` as curses.h defines it: what ncurses returns when the terminal's `kmous` matched.
private let keyMouse: Int32 = 0o631

private func bytes(_ text: String) -> [RawInput] {
    text.utf8.map(RawInput.byte)
}

private func click(_ column: Int, _ row: Int, _ action: MouseEvent.Action = .press) -> InputEvent {
    .mouse(MouseEvent(action, at: Point(x: column, y: row)))
}

/// Decodes `batches` one after another with one decoder, and returns every event.
private func decode(_ batches: [[RawInput]]) -> [InputEvent] {
    var decoder = KeyDecoder()
    return batches.flatMap { decoder.decode($0) }
}

struct TestMouseDecoder {
    @Test func sgrPressAndReleaseFromRawBytes() {
        #expect(
            decode([bytes("\u{1B}[<0;40;15M\u{1B}[<0;40;15m")]) == [click(39, 14), click(39, 14, .release)])
    }

    @Test func sgrAfterKeyMouseWithAndWithoutItsLessThan() {
        // xterm's entry has kmous=\E[< (ncurses took the `<`), older ones \E[M (it did not match).
        #expect(decode([[.keyCode(keyMouse)] + bytes("0;40;15M")]) == [click(39, 14)])
        #expect(decode([[.keyCode(keyMouse)] + bytes("<0;1;1m")]) == [click(0, 0, .release)])
    }

    @Test func buttonsWheelDragAndModifiers() {
        let events = decode([
            bytes("\u{1B}[<2;3;4M\u{1B}[<1;3;4M\u{1B}[<64;5;6M\u{1B}[<65;5;6M\u{1B}[<32;7;8M\u{1B}[<20;1;1M")
        ])
        #expect(
            events == [
                .mouse(MouseEvent(.press, button: .right, at: Point(x: 2, y: 3))),
                .mouse(MouseEvent(.press, button: .middle, at: Point(x: 2, y: 3))),
                .mouse(MouseEvent(.scrollUp, button: .none, at: Point(x: 4, y: 5))),
                .mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 4, y: 5))),
                .mouse(MouseEvent(.drag, at: Point(x: 6, y: 7))),
                .mouse(MouseEvent(.press, at: Point(x: 0, y: 0), modifiers: [.shift, .control])),
            ])
    }

    @Test func reportsThatMeanNothingAreTakenWhole() {
        // A horizontal wheel, an eighth button, a move without a button (1003): no event, no text.
        #expect(decode([bytes("\u{1B}[<66;1;1M\u{1B}[<128;1;1M\u{1B}[<35;1;1Mx")]) == [.key(.character("x"))])
    }

    @Test func reportSplitAnywhereAcrossBatches() {
        let report = "\u{1B}[<0;40;15M"
        let scalars = Array(report.unicodeScalars)
        for cut in 3..<scalars.count {
            let first = String(String.UnicodeScalarView(scalars[..<cut]))
            let second = String(String.UnicodeScalarView(scalars[cut...]))
            #expect(
                decode([bytes(first), bytes(second) + bytes("a")]) == [click(39, 14), .key(.character("a"))],
                "cut at \(cut)")
        }
        // After KEY_MOUSE, one byte at a time.
        let batches: [[RawInput]] = [[.keyCode(keyMouse)]] + bytes("0;40;15Mb").map { [$0] }
        #expect(decode(batches) == [click(39, 14), .key(.character("b"))])
    }

    @Test func partialControlSequenceAtTheEndOfABatchIsNotTyped() {
        // `ESC [ 1 ; 5` ends a batch, `A` starts the next: the whole unknown sequence is dropped.
        #expect(decode([bytes("\u{1B}[1;5"), bytes("Az")]) == [.key(.character("z"))])
        // `ESC [` alone at the end stays Alt-[.
        #expect(decode([bytes("\u{1B}[")]) == [.key(.alt("["))])
    }

    @Test func garbageEndsAReportAndIsDecodedAsInput() {
        // A report broken by a letter: the report is dropped, the letter typed, nothing else.
        #expect(decode([bytes("\u{1B}[<0;4x")]) == [.key(.character("x"))])
        // Too many fields, a missing field, a zero coordinate: dropped.
        #expect(decode([bytes("\u{1B}[<0;1;1;1M\u{1B}[<0;1M\u{1B}[<0;0;5M")]) == [])
        // An endless run of digits stops being a report after its longest length.
        let long = String(repeating: "1", count: MouseReport.maximumLength + 1)
        #expect(decode([bytes("\u{1B}[<" + long + "q")]) == [.key(.character("1")), .key(.character("q"))])
        // A key code in the middle of a report ends it and is the key.
        #expect(decode([bytes("\u{1B}[<0;1"), [.keyCode(0o403)]]) == [.key(.up)])
        // Escape after a broken report is Escape.
        #expect(decode([[.keyCode(keyMouse)] + bytes("<0;1\u{1B}")]) == [.key(.escape)])
    }

    @Test func x10ReportAfterKeyMouse() {
        // A terminal without SGR: button byte 32 (left press), column and row plus 33.
        #expect(
            decode([[.keyCode(keyMouse)] + bytes(" !!"), [.keyCode(keyMouse)] + bytes("#!!")]) == [
                click(0, 0), .mouse(MouseEvent(.release, button: .none, at: .zero)),
            ])
    }

    @Test func mouseBytesNeverBecomeText() {
        // Whatever way a click is split or encoded, not one character of it is typed.
        let inputs: [[[RawInput]]] = [
            [bytes("\u{1B}[<0;40;15M")],
            [[.keyCode(keyMouse)] + bytes("0;40;15M")],
            [[.keyCode(keyMouse)], bytes("0;40"), bytes(";15M")],
            [bytes("\u{1B}[<"), bytes("0;40;1"), bytes("5m")],
        ]
        for batches in inputs {
            let events = decode(batches)
            #expect(!events.contains { if case .key = $0 { true } else { false } }, "\(batches)")
            #expect(events.count == 1)
        }
    }
}
