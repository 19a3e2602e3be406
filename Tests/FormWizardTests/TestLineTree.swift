import FormWizard
import FormWizardTesting
import Testing

/// The tree in line mode: a folder at a time, `..` to go up.
@MainActor
struct TestLineTree {
    let lines = VirtualLineTerminal()
    let screen: Screen
    let roots = [
        TreeNode(
            "Sources", isExpanded: true,
            children: [
                TreeNode("Checkout", children: [TreeNode("Cart.swift")]),
                TreeNode("main.swift"),
            ]),
        TreeNode("README.md"),
    ]

    init() {
        screen = Screen(lines: lines)
    }

    @Test func goesIntoFoldersAndBackUpToChooseALeaf() async throws {
        lines.type("1", "ch", "..", "9", "main")
        let file = try await screen.tree("Open", roots: roots)
        #expect(file == "main.swift")
        #expect(
            lines.transcript == """
                Open
                  1) Sources (folder, 2 items)
                  2) README.md
                Choose: «1»
                Open: Sources
                  1) .. (up)
                  2) Checkout (folder, 1 item)
                  3) main.swift
                Choose: «ch»
                Open: Sources / Checkout
                  1) .. (up)
                  2) Cart.swift
                Choose: «..»
                Open: Sources
                  1) .. (up)
                  2) Checkout (folder, 1 item)
                  3) main.swift
                Choose: «9»
                Type a number from 1 to 3, or the start of a choice.
                Choose: «main»

                """)
    }

    @Test func aFolderCanBeChosenWhereFoldersAre() async throws {
        lines.type("1", "2")
        let choice = try await screen.present(Tree(title: "Folder", roots: roots, choosesFolders: true))
        #expect(choice == TreeChoice(value: "Sources", titles: ["Sources"]))
        #expect(
            lines.transcript == """
                Folder
                  1) Sources (folder, 2 items)
                  2) README.md
                Choose: «1»
                Folder: Sources
                  1) .. (up)
                  2) Choose this folder
                  3) Checkout (folder, 1 item)
                  4) main.swift
                Choose: «2»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.type("1")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.tree("Open", roots: roots) }
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.tree("Open", roots: [TreeNode("a")]) }
        #expect(
            lines.transcript == """
                Open
                  1) Sources (folder, 2 items)
                  2) README.md
                Choose: «1»
                Open: Sources
                  1) .. (up)
                  2) Checkout (folder, 1 item)
                  3) main.swift
                Choose: «Esc»
                Open
                  1) a
                Choose: «end of input»

                """)
    }
}
