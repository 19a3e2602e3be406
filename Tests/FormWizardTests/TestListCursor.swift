import FormWizard
import Testing

/// `ListCursor` against what dialog 1.3 and whiptail 0.52 do, measured in tmux on a list of
/// ten tags with three rows in view (`Ant Bee Cat Dog Eel Asp Bat Cow Doe Elk`), and the
/// library's own behaviour.
struct TestListCursor {
    static let tags = ["Ant", "Bee", "Cat", "Dog", "Eel", "Asp", "Bat", "Cow", "Doe", "Elk"]

    /// The cursor after each key, as `Tag [First–Last]` (the rows in view).
    static func walk(_ keys: [Key], behavior: ListCursor.Behavior, count: Int = 10, from start: Int = 0) -> [String] {
        var cursor = ListCursor(selected: start, behavior: behavior)
        cursor.prepare(rows: 3, count: count)
        return keys.map { key in
            _ = cursor.handle(key, rows: 3, count: count, title: { tags[$0] })
            let top = cursor.top ?? 0
            return "\(tags[cursor.selected]) [\(tags[top])–\(tags[min(count, top + 3) - 1])]"
        }
    }

    @Test(arguments: [ListCursor.Behavior.standard, .dialog, .whiptailMenu, .whiptailChecklist])
    func theEndsStop(behavior: ListCursor.Behavior) {
        var cursor = ListCursor(behavior: behavior)
        cursor.prepare(rows: 3, count: 5)
        #expect(cursor.handle(.up, rows: 3, count: 5) == .unchanged)
        #expect(cursor.selected == 0)
        for _ in 0..<6 { _ = cursor.handle(.down, rows: 3, count: 5) }
        #expect(cursor.selected == 4)
        #expect(cursor.handle(.down, rows: 3, count: 5) == .unchanged)
        #expect(cursor.top == 2)
    }

    @Test func aWrappingListGoesRound() {
        var cursor = ListCursor(behavior: .init(ends: .wrap))
        #expect(cursor.handle(.up, rows: 3, count: 5) == .moved)
        #expect(cursor.selected == 4)
        #expect(cursor.handle(.down, rows: 3, count: 5) == .moved)
        #expect(cursor.selected == 0)
    }

    @Test func dialogPages() {
        #expect(
            Self.walk([.pageDown, .pageDown, .pageDown, .pageDown], behavior: .dialog) == [
                "Dog [Bee–Dog]", "Bat [Eel–Bat]", "Elk [Cow–Elk]", "Elk [Cow–Elk]",
            ])
        #expect(
            Self.walk([.end, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp], behavior: .dialog) == [
                "Elk [Cow–Elk]", "Cow [Cow–Elk]", "Eel [Eel–Bat]", "Bee [Bee–Dog]", "Ant [Ant–Cat]", "Ant [Ant–Cat]",
            ])
        #expect(Self.walk([.end, .pageUp], behavior: .dialog, count: 5) == ["Eel [Cat–Eel]", "Cat [Cat–Eel]"])
    }

    @Test func whiptailMenuPagesAPageDownAndOneLessUp() {
        #expect(
            Self.walk([.pageDown, .pageDown, .pageDown], behavior: .whiptailMenu) == [
                "Dog [Dog–Asp]", "Bat [Bat–Doe]", "Elk [Cow–Elk]",
            ])
        #expect(
            Self.walk([.end, .pageUp, .pageUp, .pageUp, .pageUp], behavior: .whiptailMenu) == [
                "Elk [Cow–Elk]", "Cow [Asp–Cow]", "Asp [Dog–Asp]", "Dog [Bee–Dog]", "Bee [Ant–Cat]",
            ])
        #expect(Self.walk([.pageDown], behavior: .whiptailMenu, count: 5) == ["Dog [Cat–Eel]"])
        #expect(Self.walk([.end, .pageUp], behavior: .whiptailMenu, count: 5) == ["Eel [Cat–Eel]", "Cat [Ant–Cat]"])
    }

    @Test func whiptailChecklistPagesToTheEdgesAndIgnoresHomeEndAndLetters() {
        #expect(
            Self.walk([.pageDown, .pageDown], behavior: .whiptailChecklist, count: 5) == [
                "Dog [Bee–Dog]", "Eel [Cat–Eel]",
            ])
        #expect(
            Self.walk([.down, .down, .down, .down, .down, .down, .down, .down, .down], behavior: .whiptailChecklist)
                .last == "Elk [Cow–Elk]")
        #expect(
            Self.walk([.pageUp, .pageUp, .pageUp], behavior: .whiptailChecklist, from: 9) == [
                "Bat [Bat–Doe]", "Dog [Dog–Asp]", "Ant [Ant–Cat]",
            ])
        #expect(
            Self.walk(
                [.end, .home, .character("c"), .character("3"), .right, .right, .left], behavior: .whiptailChecklist)
                == [
                    "Ant [Ant–Cat]", "Ant [Ant–Cat]", "Ant [Ant–Cat]", "Ant [Ant–Cat]", "Bee [Ant–Cat]",
                    "Cat [Ant–Cat]",
                    "Bee [Ant–Cat]",
                ])
    }

    @Test func dialogLettersGoToTheNextTagRoundTheListAndDigitsToARowInView() {
        let a: Key = .character("a")
        let b: Key = .character("b")
        #expect(Self.walk([a, a], behavior: .dialog) == ["Asp [Dog–Asp]", "Ant [Ant–Cat]"])
        #expect(Self.walk([b, b, b], behavior: .dialog).map { String($0.prefix(3)) } == ["Bee", "Bat", "Bee"])
        #expect(Self.walk([.character("C")], behavior: .dialog, count: 5) == ["Cat [Ant–Cat]"])
        #expect(Self.walk([.character("d")], behavior: .dialog, count: 5) == ["Dog [Bee–Dog]"])
        #expect(Self.walk([.end, a], behavior: .dialog).last == "Ant [Ant–Cat]")
        let digits: [Key] = [.end, .character("1"), .character("2"), .character("3"), .character("4")]
        #expect(
            Self.walk(digits, behavior: .dialog) == [
                "Elk [Cow–Elk]", "Cow [Cow–Elk]", "Doe [Cow–Elk]", "Elk [Cow–Elk]", "Elk [Cow–Elk]",
            ])
    }

    @Test func whiptailMenuLettersPutTheRowFoundAtTheTopAndDoNotGoRound() {
        let a: Key = .character("a")
        let b: Key = .character("b")
        #expect(Self.walk([a, a], behavior: .whiptailMenu) == ["Asp [Asp–Cow]", "Asp [Asp–Cow]"])
        #expect(Self.walk([b, b, b], behavior: .whiptailMenu).map { String($0.prefix(3)) } == ["Bee", "Bat", "Bat"])
        #expect(Self.walk([.character("c")], behavior: .whiptailMenu, count: 5) == ["Cat [Cat–Eel]"])
        #expect(Self.walk([.end, a], behavior: .whiptailMenu).last == "Ant [Ant–Cat]")
        #expect(Self.walk([.character("3")], behavior: .whiptailMenu) == ["Ant [Ant–Cat]"])
    }

    @Test func theLibraryPagesWithTheViewAndTypesAPrefix() {
        #expect(
            Self.walk([.pageDown, .pageDown, .pageUp], behavior: .standard).map { String($0.prefix(3)) } == [
                "Dog", "Bat", "Dog",
            ])
        var cursor = ListCursor(selected: 7)
        #expect(cursor.firstRow(rows: 3, count: 10) == 6, "opens with the selected row in the middle")
        let titles = ["Bat", "Bee", "Bear"]
        cursor = ListCursor()
        _ = cursor.handle(.character("b"), rows: 3, count: 3, title: { titles[$0] })
        _ = cursor.handle(.character("e"), rows: 3, count: 3, title: { titles[$0] })
        _ = cursor.handle(.character("a"), rows: 3, count: 3, title: { titles[$0] })
        #expect(cursor.selected == 2)
    }

    @Test func theWheelAndClicks() {
        var cursor = ListCursor()
        cursor.prepare(rows: 3, count: 10)
        var wheel = MouseEvent(.scrollDown, button: .none, at: Point(x: 0, y: 0))
        #expect(cursor.handle(wheel, rows: 3, count: 10) == .moved)
        #expect(cursor.selected == 1)
        wheel = MouseEvent(.scrollUp, button: .none, at: Point(x: 0, y: 0))
        _ = cursor.handle(wheel, rows: 3, count: 10)
        #expect(cursor.handle(wheel, rows: 3, count: 10) == .unchanged)
        #expect(cursor.selected == 0)
    }

    /// Numbers from outside never trap: any count, rows and selection.
    @Test func anyNumbersAreSafe() {
        for value in [Int.min, -1, 0, 1, 3, Int.max] {
            var cursor = ListCursor(selected: value)
            cursor.prepare(rows: value, count: value)
            // Type-ahead looks at each title in turn: letters are tried on a count a test can walk.
            for key: Key in [.up, .down, .pageUp, .pageDown, .home, .end, .character("5")] {
                _ = cursor.handle(key, rows: value, count: value)
                _ = cursor.handle(key, rows: nil, count: 3)
            }
            _ = cursor.handle(.character("a"), rows: value, count: 3, title: { _ in "a" })
            cursor.select(value, rows: value, count: 3)
            cursor.reset(selecting: value, rows: value, count: value)
            cursor.scroll(toTop: value, rows: value, count: value)
        }
    }
}
