/// Undo and redo for the text area's editor: each change as the bytes it replaced, grouped
/// into steps as an editor's undo does.
///
/// A change is recorded as UTF-8 — at this offset, these bytes removed and those inserted —
/// which grapheme clusters joining across it (an accent typed after its letter) cannot blur:
/// undoing puts the bytes back exactly. Typing coalesces into one step per word (a step ends
/// after white space when a word character follows), Backspace and Delete runs into one step
/// each; a paste, a word or line deletion, a cursor move or an undo ends the step under way.
/// It keeps at most `limit` steps, dropping the oldest.
struct EditHistory: Sendable, Equatable {
    /// What a change was, for grouping.
    enum Kind: Sendable, Equatable {
        /// One character typed.
        case typing
        /// One cluster deleted before the cursor (Backspace).
        case deletingBackward
        /// One cluster deleted after the cursor (Delete).
        case deletingForward
        /// Anything else (a paste, a word deleted): a step of its own.
        case other
    }

    /// One step: bytes `offset ..< offset + removed.utf8.count` of the text before it became
    /// `inserted`.
    struct Change: Sendable, Equatable {
        var offset: Int
        var removed: String
        var inserted: String
        /// The cursor (in clusters) before and after the step.
        var cursorBefore: Int
        var cursorAfter: Int
        var kind: Kind
    }

    /// The most steps kept.
    let limit: Int
    private(set) var undoSteps: [Change] = []
    private(set) var redoSteps: [Change] = []
    /// Whether the next change starts a new step.
    private var isSealed = true
    /// How many undo steps lead to the text as it was saved (made); `nil` once no undo or
    /// redo can lead back there.
    private var savedDepth: Int? = 0

    init(limit: Int = 1000) {
        self.limit = max(1, limit)
    }

    /// Whether the text differs from the one the history started with, as far as the steps
    /// tell (typing a letter and deleting it counts as a change).
    var isModified: Bool { savedDepth != undoSteps.count }

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Ends the step under way: the next change starts a new one.
    mutating func seal() {
        isSealed = true
    }

    /// Records `change`, made just now: merged into the last step when it continues it.
    mutating func record(_ change: Change) {
        redoSteps.removeAll()
        if let savedDepth, savedDepth > undoSteps.count { self.savedDepth = nil }
        if !isSealed, let last = undoSteps.last, let merged = Self.merge(last, change) {
            if savedDepth == undoSteps.count { savedDepth = nil }
            undoSteps[undoSteps.count - 1] = merged
        } else {
            undoSteps.append(change)
            if undoSteps.count > limit {
                undoSteps.removeFirst()
                savedDepth = savedDepth.flatMap { $0 > 0 ? $0 - 1 : nil }
            }
        }
        isSealed = change.kind == .other
    }

    /// The step to undo, moved to the redo steps.
    mutating func popUndo() -> Change? {
        guard let change = undoSteps.popLast() else { return nil }
        redoSteps.append(change)
        isSealed = true
        return change
    }

    /// The step to redo, moved back to the undo steps.
    mutating func popRedo() -> Change? {
        guard let change = redoSteps.popLast() else { return nil }
        undoSteps.append(change)
        isSealed = true
        return change
    }

    /// `last` and `next` as one step, or `nil` when `next` starts a new one.
    private static func merge(_ last: Change, _ next: Change) -> Change? {
        guard last.kind == next.kind else { return nil }
        var merged = last
        merged.cursorAfter = next.cursorAfter
        switch next.kind {
        case .typing:
            guard last.removed.isEmpty, next.offset == last.offset + last.inserted.utf8.count else { return nil }
            // A word character after white space starts the next word's step.
            if let previous = last.inserted.last, previous.isWhitespace,
                let typed = next.inserted.first, !typed.isWhitespace
            {
                return nil
            }
            merged.inserted += next.inserted
        case .deletingBackward:
            guard next.offset + next.removed.utf8.count == last.offset else { return nil }
            merged.offset = next.offset
            merged.removed = next.removed + last.removed
        case .deletingForward:
            guard next.offset == last.offset else { return nil }
            merged.removed += next.removed
        case .other:
            return nil
        }
        return merged
    }
}
