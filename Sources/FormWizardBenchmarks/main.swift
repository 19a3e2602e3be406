import Checkout
import FormWizard
import FormWizardCurses
import FormWizardTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scripts/bench`: figures, not assertions (these machines are noisy).
@MainActor
enum Benchmarks {
    static var verbose = false

    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        let products = Int(arguments.first { $0.hasPrefix("--products=") }?.dropFirst(11) ?? "") ?? 1_000_000
        let trips = Int(arguments.first { $0.hasPrefix("--round-trips=") }?.dropFirst(14) ?? "") ?? 100_000
        verbose = arguments.contains("--verbose")
        let pasteKeys = Int(arguments.first { $0.hasPrefix("--paste-keys=") }?.dropFirst(13) ?? "") ?? 100
        let pasteSize = Int(arguments.first { $0.hasPrefix("--paste-kib=") }?.dropFirst(12) ?? "") ?? 1024
        let pasteFields = arguments.first { $0.hasPrefix("--paste-fields=") }?.dropFirst(15).split(separator: ",")
        let filterLines = Int(arguments.first { $0.hasPrefix("--filter-lines=") }?.dropFirst(15) ?? "") ?? 1_000_000
        if arguments.contains("--filter") {
            await FilterBenchmarks.run(count: filterLines)
            return
        }
        if arguments.contains("--paste") {
            await PasteBenchmarks.run(
                keyCount: pasteKeys, kibibytes: pasteSize, only: pasteFields?.map(String.init) ?? [])
            return
        }
        catalogMaking()
        await listFiltering(products: products)
        await FilterBenchmarks.run(count: filterLines)
        await roundTrips(count: trips)
        await PasteBenchmarks.run(keyCount: pasteKeys, kibibytes: pasteSize, only: pasteFields?.map(String.init) ?? [])
    }

    /// Makes the checkout's demo catalog, as `formwizard checkout` does before its first frame.
    static func catalogMaking() {
        var times: [Duration] = []
        for _ in 0..<21 {
            let start = ContinuousClock.now
            let catalog = Catalog.demo(count: 10_000)
            times.append(ContinuousClock.now - start)
            precondition(catalog.products.count == 10_000)
        }
        report("demo catalog of 10,000 products", times, target: "–", unit: .milliseconds(1), unitName: "ms")
    }

    /// Types a query into the cart's search over `products` items, one key at a time, and times
    /// each key until the filtered list is drawn (the debounce runs on a test clock, so only the
    /// work is timed).
    static func listFiltering(products: Int) async {
        let catalog = Catalog.demo(count: products)
        let term = VirtualTerminal(columns: 100, rows: 40)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let search = ProductSearch(catalog)
        await search.prepare()
        let cart = Task { try await screen.present(CartDialog(catalog: catalog, search: search)) }
        await screen.idle()
        let keys: [Key] =
            "copper".map { .character($0) } + [.backspace, .backspace, .backspace] + "tea".map { .character($0) }
        var times: [Duration] = []
        for key in keys {
            let start = ContinuousClock.now
            term.send(key)
            await screen.idle()
            clock.advance(by: .milliseconds(250))
            await screen.idle()
            times.append(ContinuousClock.now - start)
            if verbose { print("  \(key): \(Int(seconds(times.last!) * 1e6)) µs, \(term.lines[1].suffix(30))") }
        }
        cart.cancel()
        _ = await cart.result
        report(
            "filter + redraw per key, \(products) products", times,
            target: "≤ 16 ms", unit: .milliseconds(1), unitName: "ms")
        // The same queries on a fresh search, without the screen: what the filtering costs.
        let bare = ProductSearch(catalog)
        await bare.prepare()
        var query = ""
        var searchTimes: [Duration] = []
        for key in keys {
            if case .character(let character) = key.code { query.append(character) } else { query.removeLast() }
            let start = ContinuousClock.now
            let found = (try? await bare.matches(for: query))?.count ?? -1
            searchTimes.append(ContinuousClock.now - start)
            if verbose { print("  \"\(query)\": \(Int(seconds(searchTimes.last!) * 1e6)) µs, \(found) products") }
        }
        report("  of which the search alone", searchTimes, target: "–", unit: .milliseconds(1), unitName: "ms")
    }

    /// Presents an alert and submits it with Enter, `count` times, in the virtual terminal:
    /// once with the keys typed ahead (they wait in the screen's input queue for each dialog),
    /// once interactively (a driver waits for `idle()` before each key).
    static func roundTrips(count: Int) async {
        for typedAhead in [true, false] {
            let term = VirtualTerminal(columns: 80, rows: 24)
            let screen = Screen(terminal: term)
            let start = ContinuousClock.now
            let flow = Task {
                for _ in 0..<count {
                    _ = try await screen.alert(
                        "Delete?", actions: [.destructive("Delete", true), .cancel("Keep", false)])
                }
            }
            if typedAhead {
                await screen.idle()
                term.send(Array(repeating: .key(.enter), count: count))
            } else {
                for _ in 0..<count {
                    await screen.idle()
                    term.send(.enter)
                }
            }
            _ = await flow.result
            let perSecond = Double(count) / seconds(ContinuousClock.now - start)
            let mode = typedAhead ? "keys typed ahead" : "a key after each idle()"
            print(
                "present → submit → resumed, \(mode): \(Int(perSecond)) round trips/s over \(count) (target ≥ 100,000)")
        }
    }

    static func report(_ what: String, _ times: [Duration], target: String, unit: Duration, unitName: String) {
        let sorted = times.sorted()
        func value(_ d: Duration) -> String {
            let v = seconds(d) / seconds(unit)
            return String(Double(Int(v * 100)) / 100)
        }
        print(
            "\(what): median \(value(sorted[sorted.count / 2])) \(unitName), max \(value(sorted.last!)) \(unitName) (target \(target))"
        )
        fflush(nil)  // figures show as they come, even into a pipe
    }

    static func milliseconds(_ d: Duration) -> String {
        String(Double(Int(seconds(d) * 100_000)) / 100)
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

// The main thread serves the main actor itself, as `formwizard` does (see `MainQueue`).
Task { @MainActor in
    await Benchmarks.main()
    exit(0)
}
MainQueue.serve()
