import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestTree {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static func file(_ title: String, in folder: String) -> TreeNode<String> {
        TreeNode(title, value: folder + "/" + title)
    }

    static let roots = [
        TreeNode(
            "Sources", value: "Sources", isExpanded: true,
            children: [
                TreeNode("Checkout", value: "Sources/Checkout", children: [file("Cart.swift", in: "Sources/Checkout")]),
                TreeNode(
                    "FormWizard 表", value: "Sources/FormWizard 表",
                    children: [
                        TreeNode(
                            "Dialogs", value: "Sources/FormWizard 表/Dialogs",
                            children: [
                                file("Table.swift", in: "Sources/FormWizard 表/Dialogs"),
                                file("Tree 🌳.swift", in: "Sources/FormWizard 表/Dialogs"),
                            ]),
                        file("Screen.swift", in: "Sources/FormWizard 表"),
                    ]),
                file("main.swift", in: "Sources"),
            ]),
        TreeNode("README 読んで.md", value: "README 読んで.md"),
        TreeNode("Package.swift", value: "Package.swift"),
    ]

    static func numbered(_ count: Int) -> [TreeNode<Int>] {
        [
            TreeNode(
                "Numbers", value: 0, isExpanded: true, children: (1...count).map { TreeNode("Leaf \($0)", value: $0) })
        ]
    }

    private func start(_ size: Size) -> (VirtualTerminal, Screen, Task<TreeChoice<String>, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        return (term, screen, Task { try await screen.present(Tree(title: "木 Files", roots: Self.roots)) })
    }

    @Test(arguments: sizes) func collapsedExpandedAndChosen(size: Size) async throws {
        let (term, screen, answer) = start(size)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "initial.\(size)")
        term.send(.character("-"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "collapsed.\(size)")
        term.send(.character("+"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "expanded.\(size)")
        term.send(.down, .down, .down, .down, .down, .down)  // Tree 🌳.swift
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "chosen.\(size)")
        term.send(.enter)
        let choice = try await answer.value
        #expect(choice.value == "Sources/FormWizard 表/Dialogs/Tree 🌳.swift")
        #expect(choice.titles == ["Sources", "FormWizard 表", "Dialogs", "Tree 🌳.swift"])
    }

    @Test(arguments: sizes) func scrolled(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.tree("Numbers", roots: Self.numbered(50)) }
        await screen.waitUntilIdle()
        term.send(.pageDown, .pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.end, .enter)
        #expect(try await answer.value == 50)
    }

    @Test func foldersCanBeChosen() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], String)] = [
            ([.down, .enter], "Sources/Checkout"), ([.down, .right, .enter], "Sources/Checkout"),
            ([.down, .right, .right, .enter], "Sources/Checkout/Cart.swift"), ([.enter], "Sources"),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.tree("Files", roots: Self.roots, choosesFolders: true) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key))
            #expect(try await answer.value == expected, "\(keys)")
        }
        let cancelled = Task { try await screen.tree("Files", roots: Self.roots) }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }

    @Test func aResizeKeepsTheState() async throws {
        let (term, screen, answer) = start(Size(columns: 80, rows: 24))
        await screen.waitUntilIdle()
        term.send(.character("+"), .end, .up, .up)
        await screen.waitUntilIdle()
        term.resize(columns: 30, rows: 7)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized.30x7")
        term.send(.enter)
        #expect(try await answer.value.value == "Sources/main.swift")
    }

    @Test func rendersOnEverySmallScreen() {
        let tree = Tree(title: "木", roots: Self.roots)
        drawOnEverySmallScreen(tree)
        drawOnEverySmallScreen(tree, after: [.character("+"), .pageDown, .end, .left, .left])
        drawOnEverySmallScreen(Tree<String>(title: "", roots: []), after: [.down, .enter, .right])
    }

    @Test func keyScripts() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        // Enter on a folder opens or closes it; on a leaf it chooses.
        let script: [([Key], String)] = [
            ([.down, .enter, .down, .enter], "Sources/Checkout/Cart.swift"),
            ([.down, .right, .right, .enter], "Sources/Checkout/Cart.swift"),
            (
                [.down, .down, .right, .down, .right, .down, .down, .enter],
                "Sources/FormWizard 表/Dialogs/Tree 🌳.swift"
            ),
            ([.down, .right, .down, .left, .left, .down, .down, .enter], "Sources/main.swift"),
            ([.left, .down, .enter], "README 読んで.md"),
            ([.end, .up, .enter], "README 読んで.md"),
            ([.character("p"), .enter], "Package.swift"),
            ([.character("r"), .enter], "README 読んで.md"),
            ([.down, .character(" "), .down, .enter], "Sources/Checkout/Cart.swift"),
            ([.character("+"), .end, .up, .up, .character("-"), .down, .enter], "README 読んで.md"),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.tree("Files", roots: Self.roots) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key))
            await screen.waitUntilIdle()
            term.send(.escape)
            #expect(try await answer.value == expected, "\(keys)")
        }
    }
}
