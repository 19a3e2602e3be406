/// Input waiting to be handed to a dialog, first in, first out; taking from the front costs
/// nothing however much is queued (a paste of thousands of keys, type-ahead).
struct InputQueue {
    private var events: [InputEvent] = []
    private var head = 0

    var isEmpty: Bool { head == events.count }

    /// The event that `popFirst()` would return.
    var first: InputEvent? { head < events.count ? events[head] : nil }

    mutating func append(_ event: InputEvent) {
        events.append(event)
    }

    mutating func popFirst() -> InputEvent? {
        guard head < events.count else { return nil }
        let event = events[head]
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024, head * 2 >= events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }

    mutating func removeAll() {
        events.removeAll()
        head = 0
    }
}
