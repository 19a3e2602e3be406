import FormWizard
import Testing

@testable import FormWizardCommandLine

/// newt's guess of a box's size for `0 0`, number by number, each checked against whiptail
/// 0.52.23 at 80x24 in tmux (the box's width and rows as drawn).
struct TestWhiptailSize {
    private let screen = Size(columns: 80, rows: 24)

    private func guess(_ box: CompatBox, title: String = "", height: Int = 0, width: Int = 0) -> WhiptailSize? {
        WhiptailSize(for: box, title: title, noCancel: false, height: height, width: width, screen: screen)
    }

    private func items(_ pairs: [(String, String)]) -> [CompatItem] {
        pairs.map { CompatItem(tag: $0.0, text: StyledText($0.1)) }
    }

    @Test func messagesAndQuestions() {
        #expect(guess(.message(.msgbox, text: "Hello there, this is a message")) == WhiptailSize(height: 7, width: 38))
        #expect(guess(.message(.yesno, text: "Continue with the installation?")) == WhiptailSize(height: 7, width: 39))
        #expect(
            guess(.message(.msgbox, text: "Hi"), title: "A much longer title here")
                == WhiptailSize(height: 7, width: 30))
        #expect(guess(.message(.yesno, text: "Line one\nLine two is longer")) == WhiptailSize(height: 8, width: 26))
    }

    @Test func inputsAndLists() {
        #expect(guess(.input(text: "Your name", initial: "", isSecret: false)) == WhiptailSize(height: 8, width: 21))
        // A password box gets no room for its buttons: newt's guess has no case for it.
        #expect(guess(.input(text: "Your password", initial: "", isSecret: true)) == WhiptailSize(height: 5, width: 21))
        #expect(
            guess(.input(text: "Your name", initial: "", isSecret: false), width: 50)
                == WhiptailSize(height: 8, width: 50))
        let fruit = items([("a", "Apple"), ("bb", "Banana"), ("c", "Cherry")])
        #expect(
            guess(.menu(text: "Choose", items: fruit), title: "Pick")
                == WhiptailSize(height: 11, width: 21, listHeight: 3))
        #expect(
            guess(.checklist(text: "Choose", items: Array(fruit.prefix(2)), isRadio: false))
                == WhiptailSize(height: 10, width: 21, listHeight: 2))
    }

    @Test func aGivenSizeIsKeptAndAHugeTextIsCut() {
        #expect(guess(.message(.msgbox, text: "Hi"), height: 10, width: 40) == nil)
        #expect(
            guess(.message(.msgbox, text: "Hi"), height: .max, width: .min)
                == WhiptailSize(height: Int(Int32.max), width: 10))
        let long = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let size = guess(.message(.msgbox, text: StyledText(long)))
        #expect(size == WhiptailSize(height: 23, width: 17))  // the screen's rows less 1, 2 columns for a scroll bar
        let many = items((1...50).map { ("\($0)", "Item \($0)") })
        #expect(guess(.menu(text: "Choose", items: many))?.listHeight == 15)  // 24 rows less the box's 5 and 4
    }
}
