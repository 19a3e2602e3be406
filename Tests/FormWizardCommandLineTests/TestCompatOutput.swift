import Testing

@testable import FormWizardCommandLine

struct TestCompatOutput {
    @Test func tagsAreQuotedOnlyWhereAShellNeedsIt() {
        let quoting = CompatQuoting()
        #expect(quoting.list(["Dog", "Cat"]) == "Dog Cat")
        #expect(quoting.list(["two words", "a$b", ""]) == "\"two words\" \"a\\$b\" \"\"")
        #expect(quoting.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
    }

    @Test func quotedQuotesEveryTag() {
        #expect(CompatQuoting(quotesAll: true).list(["Dog", "Cat"]) == "\"Dog\" \"Cat\"")
    }

    @Test func singleQuotedUsesSingleQuotesAndEscapesLess() {
        let quoting = CompatQuoting(singleQuoted: true)
        #expect(quoting.list(["it's", "a$b c"]) == "'it\\'s' 'a$b c'")
    }

    @Test func separateOutputWritesALineEachUnquoted() {
        #expect(CompatQuoting(separateOutput: true).list(["two words", "b"]) == "two words\nb\n")
    }

    @Test func whiptailQuotesEveryTag() {
        #expect(CompatQuoting(whiptail: true).list(["Dog", "a b"]) == "\"Dog\" \"a b\"")
    }

    @Test func exitCodesAreDialogsAndTheEnvironmentChangesThem() {
        let codes = CompatExitCodes()
        #expect(CompatExit.allCases.map { codes[$0] } == [0, 1, 2, 3, 2, 255, 255, 255])
        let environment = ["DIALOG_OK": "10", "DIALOG_CANCEL": "11", "DIALOG_ERROR": "-1", "DIALOG_ESC": "x"]
        let changed = CompatExitCodes(environment: { environment[$0] })
        #expect(CompatExit.allCases.map { changed[$0] } == [10, 11, 2, 3, 2, 255, 255, 255])
        // Item help and a timeout follow Help and Esc, unless their own variable is set.
        let followed = ["DIALOG_HELP": "20", "DIALOG_ESC": "21"]
        #expect(CompatExitCodes(environment: { followed[$0] })[.itemHelp] == 20)
        #expect(CompatExitCodes(environment: { followed[$0] })[.timeout] == 21)
        let own = ["DIALOG_ITEM_HELP": "4", "DIALOG_TIMEOUT": "5"]
        #expect(
            CompatExit.allCases.map { CompatExitCodes(environment: { own[$0] })[$0] } == [0, 1, 2, 3, 4, 5, 255, 255])
        #expect(
            CompatExit.allCases.map(\.variable) == [
                "DIALOG_OK", "DIALOG_CANCEL", "DIALOG_HELP", "DIALOG_EXTRA", "DIALOG_ITEM_HELP", "DIALOG_TIMEOUT",
                "DIALOG_ESC", "DIALOG_ERROR",
            ])
    }
}
