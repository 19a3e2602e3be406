/// Every order of `items`, for tests that run a state machine over every interleaving.
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { index -> [[T]] in
        var rest = items
        let item = rest.remove(at: index)
        return permutations(rest).map { [item] + $0 }
    }
}
