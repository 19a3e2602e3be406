/// A dialog that changes when `WithButtons` puts buttons under it: a key of its own that
/// closes it, and the hint naming that key, give way to the buttons (`Pager`'s `q`).
protocol HostsButtons: Dialog {
    /// Gives up what the buttons now do.
    mutating func hostButtons()
}

extension WithButtons {
    /// `inner` as it is under buttons (`HostsButtons`).
    static func hosting(_ inner: Inner) -> Inner {
        guard var host = inner as? any HostsButtons else { return inner }
        host.hostButtons()
        return host as? Inner ?? inner
    }
}
