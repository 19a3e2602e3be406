import Testing

@testable import FormWizardCommandLine

/// How `--item TAG=LABEL` and `--option=VALUE` split, read as bytes.
struct TestListItem {
    @Test func anItemSplitsAtItsFirstEqualsSign() throws {
        #expect(try ListItem(spec: "eu=Europe 🇪🇺") == ListItem(tag: "eu", label: "Europe 🇪🇺"))
        #expect(try ListItem(spec: "東京=Tokyo=都") == ListItem(tag: "東京", label: "Tokyo=都"))
        #expect(try ListItem(spec: "plain") == ListItem(tag: "plain", label: "plain"))
        // A combining mark after `=` stays with the label: nothing typed is lost.
        #expect(try ListItem(spec: "a=\u{301}b") == ListItem(tag: "a", label: "\u{301}b"))
        #expect(throws: ArgumentError.self) { try ListItem(spec: "=label") }
        #expect(throws: ArgumentError.self) { try ListItem(spec: "tag=") }
    }

    @Test func anOptionsValueFollowsItsEqualsSign() throws {
        var arguments = ArgumentScanner(["--title=ピザ=🍕", "--item", "x"])
        #expect(try arguments.nextOption() == "--title")
        #expect(try arguments.value(for: "--title") == "ピザ=🍕")
        #expect(try arguments.nextOption() == "--item")
        for argument in ["-", "title"] {
            var scanner = ArgumentScanner([argument])
            #expect(throws: ArgumentError.self) { try scanner.nextOption() }
        }
    }
}
