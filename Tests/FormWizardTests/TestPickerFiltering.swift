import FormWizardTesting
import Testing

@testable import FormWizard

/// The picker's filtering (folded once, narrowing from the last matches) against a naive filter
/// that asks the public matchers about every item, as the picker did before.
struct TestPickerFiltering {
    /// The items a naive filter lists for `text`: those whose title starts with it first.
    static func naive<Option>(
        _ items: [MenuItem<Option>], _ text: String, matches: (MenuItem<Option>, String) -> Bool
    ) -> [Int] {
        let prefix = LatinFolding.fold(text.trimmingWhitespace())
        let found = items.indices.filter { matches(items[$0], text) }
        let starting = found.filter { LatinFolding.fold(items[$0].title).hasPrefix(prefix) }
        return starting + found.filter { !starting.contains($0) }
    }

    /// Keys typed into a filter: letters that begin names, accents, spaces, punctuation.
    static let keys: [Key] =
        ["u", "n", "i", "t", "e", "d", " ", "k", "s", "a", "o", "c", "ô", "r", "é", "'", ",", "z", "g", "b", "ß"]
        .map { .character($0) } + [.backspace, .backspace, .backspace, .ctrl("w"), .left, .home, .end]

    @Test(arguments: [11, 12, 13, 14, 15, 16])
    func countriesAsTheNaiveFilterListsThem(seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        var popup = PickerPopup(count: Country.all.count, current: nil, filterLimit: 200)
        for step in 0..<300 {
            // Seconds in all: let the other tests' tasks run between keys (see
            // TestLineEditorViewport).
            if step.isMultiple(of: 10) { await Task.yield() }
            _ = popup.filter.handle(.key(Self.keys.randomElement(using: &random)!))
            popup.refilter(index: .countries, custom: nil)
            let expected = Self.naive(Country.menuItems, popup.filter.text) { $0.value.matches($1) }
            guard popup.matching == expected else {
                #expect(popup.matching == expected, "step \(step), filter \"\(popup.filter.text)\"")
                return
            }
        }
    }

    @Test(arguments: [21, 22, 23])
    func titlesAsTheNaiveFilterListsThem(seed: UInt64) async {
        var random = SeededGenerator(seed: seed)
        let titles = [
            "Straße", "Strasse Nord", "Øresund", "Ærø", "Œuvre", "São Tomé", "north", "Nord-Est", "日本", "日本語",
        ]
        let items = titles.map { MenuItem($0, value: $0) }
        let index = PickerIndex(names: items.map { [$0.title] })
        let keys = Self.keys + ["n", "o", "r", "d", "e", "s", "日", "本", "-", "æ", "œ", "ø"].map { .character($0) }
        var popup = PickerPopup(count: items.count, current: nil, filterLimit: 100)
        for step in 0..<300 {
            // Seconds in all: let the other tests' tasks run between keys (see
            // TestLineEditorViewport).
            if step.isMultiple(of: 10) { await Task.yield() }
            _ = popup.filter.handle(.key(keys.randomElement(using: &random)!))
            popup.refilter(index: index, custom: nil)
            let expected = Self.naive(items, popup.filter.text, matches: PickerField<Int, String>.titleMatches)
            guard popup.matching == expected else {
                #expect(popup.matching == expected, "step \(step), filter \"\(popup.filter.text)\"")
                return
            }
        }
    }

    /// A paste of any size reaches a matcher cut to the filter's limit: twice the longest
    /// title and 16 (before, a 256 KiB paste was folded again for every item on every key).
    @Test func aHugePasteIsCutBeforeAnyMatcherSeesIt() {
        let longest = [MenuItem("Alpha", value: 1), MenuItem("Beta", value: 2)]
        let seen = MatcherCalls()
        var field = PickerField<Choice, Int>(
            "Pick", \.number, items: longest,
            matches: { item, filter in
                seen.record(filter.count)
                return item.title.hasPrefix(filter)
            })
        var value = Choice()
        _ = field.handle(.paste(String(repeating: "x", count: 1 << 20)), value: &value)
        _ = field.handle(.key(.backspace), value: &value)
        #expect(seen.counts == [26, 26, 25, 25])
    }

    /// A query word longer than every word of every name matches nothing.
    @Test func aWordLongerThanAnyNameMatchesNothing() {
        var popup = PickerPopup(count: Country.all.count, current: nil, filterLimit: 200)
        _ = popup.filter.handle(.paste("united kingdomofgreatbritain"))
        popup.refilter(index: .countries, custom: nil)
        #expect(popup.matching.isEmpty)
        _ = popup.filter.handle(.key(Key(.backspace, modifiers: .alt)))
        popup.refilter(index: .countries, custom: nil)
        #expect(popup.matching.map { Country.all[$0].code } == ["AE", "GB", "US", "UM", "TZ"])
    }
}

private struct Choice: Sendable {
    var number: Int?
}

/// The filters a matcher was asked about, by length.
private final class MatcherCalls: Sendable {
    private let lengths = Lock<[Int]>([])

    func record(_ length: Int) {
        lengths.withLock { $0.append(length) }
    }

    var counts: [Int] { lengths.withLock { $0 } }
}
