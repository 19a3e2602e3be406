extension Pager: HostsButtons {
    mutating func hostButtons() {
        closesWithQ = false
    }
}
