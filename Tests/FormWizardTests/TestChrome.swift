import FormWizard
import Testing

@testable import FormWizard

/// Titles and buttons where dialog 1.3 and whiptail 0.52 draw them: each expected row is what
/// the real program drew in tmux for the same box (`--title T --yesno … H W`, `--inputbox`,
/// `--msgbox`), the box's left border at column 0.
@MainActor
struct TestChrome {
    /// A box `width` wide and 8 rows tall titled `title`, with `labels` on its second row from
    /// the bottom (the content row, inset as dialogs inset it), drawn with `chrome`.
    private func box(_ chrome: Chrome, title: String, width: Int, labels: [String], row: Int = 6) -> [String] {
        var frame = Frame(size: Size(columns: width, rows: 8), theme: .monochrome)
        frame.chrome = chrome
        let area = Rect(x: 0, y: 0, columns: width, rows: 8)
        frame.render(Panel(title: StyledText(title)), in: area)
        let content = Panel.content(of: area)
        let buttons = labels.map { ButtonBar.Button($0) }
        frame.render(
            ButtonBar(buttons: buttons, focused: nil), in: Rect(x: content.x, y: row, columns: content.columns, rows: 1)
        )
        return frame.buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func dialogCentresTheTitleAndSpreadsPaddedButtons() {
        let yesNo = box(.dialog, title: "Odd", width: 31, labels: ["Yes", "No"])
        #expect(yesNo[0] == "┌────────────Odd──────────────┐")
        #expect(yesNo[6] == "│     < Yes >   < No  >       │")
        let input = box(.dialog, title: "Hello", width: 40, labels: ["OK", "Cancel"])
        #expect(input[0] == "┌───────────────Hello──────────────────┐")
        #expect(input[6] == "│       <  OK  >    <Cancel>           │")
        let words = box(.dialog, title: "Two words", width: 30, labels: ["OK"])
        #expect(words[0] == "┌────────Two words───────────┐")
        #expect(words[6] == "│         <  OK  >           │")
        let wide = box(.dialog, title: "", width: 40, labels: ["Yes", "No"])
        #expect(wide[6] == "│         < Yes >     < No  >          │")
    }

    @Test func whiptailCentresTheTitleBetweenTeesAndPutsCompactButtonsInThirds() {
        let message = box(.whiptail, title: "Hello", width: 30, labels: ["Ok"])
        #expect(message[0] == "┌─────────┤ Hello ├──────────┐")
        #expect(message[6] == "│           <Ok>             │")
        let yesNo = box(.whiptail, title: "Odd", width: 31, labels: ["Yes", "No"])
        #expect(yesNo[0] == "┌───────────┤ Odd ├───────────┐")
        #expect(yesNo[6] == "│     <Yes>        <No>       │")
        let input = box(.whiptail, title: "", width: 40, labels: ["Ok", "Cancel"])
        #expect(input[6] == "│       <Ok>           <Cancel>        │")
        let wide = box(.whiptail, title: "", width: 40, labels: ["Yes", "No"])
        #expect(wide[6] == "│        <Yes>           <No>          │")
    }

    /// Labels too wide for a program's places are centred as usual rather than overlapped.
    @Test func buttonsThatDoNotFitThatWayAreCentred() {
        let crowded = box(.dialog, title: "", width: 20, labels: ["Continue", "Go back", "Help"])
        let standard = box(.standard, title: "", width: 20, labels: ["Continue", "Go back", "Help"])
        #expect(crowded[6] == standard[6])
        let three = box(.whiptail, title: "", width: 40, labels: ["Ok", "Extra", "Cancel"])
        #expect(three[6] == box(.standard, title: "", width: 40, labels: ["Ok", "Extra", "Cancel"])[6])
    }

    @Test func theStandardChromeIsUnchanged() {
        let standard = box(.standard, title: "Odd", width: 31, labels: ["Yes", "No"])
        #expect(standard[0] == "┌ Odd ────────────────────────┐")
        #expect(standard[6] == "│       < Yes >  < No >       │")
    }
}
