import FormWizard
import Testing

@testable import FormWizardCommandLine

/// dialog's size for a box with a 0 axis (`dlg_auto_size`), each expected size the rows and
/// columns dialog 1.3-20230209 drew at 80x24 in tmux for the same arguments.
struct TestDialogAutoSize {
    private let screen = Size(columns: 80, rows: 24)

    private func size(
        _ box: CompatBox, title: String = "", height: Int = 0, width: Int = 0,
        _ change: (inout CompatOptions) -> Void = { _ in }
    ) -> DialogAutoSize? {
        var options = CompatOptions()
        options.title = title
        change(&options)
        return DialogAutoSize(for: box, options: options, height: height, width: width, screen: screen)
    }

    private func message(_ text: String, _ kind: CompatBox.MessageKind = .msgbox) -> CompatBox {
        .message(kind, text: StyledText(text))
    }

    @Test func messagesWrapForAnAspectRatioOfNine() {
        #expect(size(message("Hello there, this is a message")) == DialogAutoSize(height: 7, width: 18))
        #expect(size(message("Hi"), title: "A rather long title for it") == DialogAutoSize(height: 5, width: 30))
        let fox =
            "The quick brown fox jumps over the lazy dog and keeps running far away into the distant hills beyond the river"
        #expect(size(message(fox)) == DialogAutoSize(height: 9, width: 33))
        #expect(size(message("Line one\nLine two is a longer one\nThree")) == DialogAutoSize(height: 7, width: 30))
        let words = (0..<300).map { "word\($0)" }.joined(separator: " ")
        #expect(size(message(words)) == DialogAutoSize(height: 22, width: 78))
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init).joined(separator: "\n")
        #expect(size(message(letters)) == DialogAutoSize(height: 23, width: 16))
    }

    @Test func eachBoxHasItsLeastWidthAndRows() {
        #expect(size(message("Continue with the installation?", .yesno)) == DialogAutoSize(height: 6, width: 29))
        #expect(size(message("Ok?", .yesno)) == DialogAutoSize(height: 5, width: 29))
        #expect(
            size(message("Do you want to continue with the installation of the system now?", .yesno))
                == DialogAutoSize(height: 7, width: 29))
        #expect(size(message("Please wait", .infobox)) == DialogAutoSize(height: 4, width: 16))
        #expect(
            size(.input(text: "Your name", initial: "Ada", isSecret: false)) == DialogAutoSize(height: 8, width: 30))
        #expect(
            size(
                .input(
                    text: "Enter the full path of the directory to install into", initial: "/usr/local/share/something",
                    isSecret: false))
                == DialogAutoSize(height: 9, width: 37))
    }

    @Test func aGivenAxisIsKeptAndANegativeOneTakesTheScreen() {
        let hello = message("Hello there, this is a message")
        // dialog sizes no row for the text then (a 4-row box hides it); the layout keeps its height.
        #expect(size(hello, width: 40) == nil)
        #expect(size(hello, height: 10) == DialogAutoSize(height: 10, width: 18))
        #expect(size(hello, width: -1) == DialogAutoSize(height: 7, width: 78))
        #expect(size(hello, height: 10, width: 40) == nil)
        // From the argument fuzzer: a height of Int.max with a text wider than the screen.
        let wide = message(String(repeating: "x", count: 200))
        #expect(size(wide, height: .max) == DialogAutoSize(height: 23, width: 78))
        #expect(size(wide, height: .min)?.width == 78)
    }

    @Test func buttonsWidenTheLeastWidth() {
        #expect(DialogAutoSize.buttonsWidth(["OK"]) == 12)
        #expect(DialogAutoSize.buttonsWidth(["Yes", "No"]) == 18)
        #expect(DialogAutoSize.buttonsWidth(["Install now", "Cancel"]) == 30)
    }
}
