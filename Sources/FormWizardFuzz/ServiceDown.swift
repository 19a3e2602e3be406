/// An error the fuzzer's services throw.
struct ServiceDown: Error, CustomStringConvertible {
    var description: String { "the service is down" }
}
