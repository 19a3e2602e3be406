import FormWizard

/// The settings form's value: a zone among the region's, a proxy, and the service's port
/// when the service is installed.
public struct InstallSettings: Sendable, Equatable, Codable {
    public var region = "Europe"
    public var zone = "Paris"
    public var useProxy = false
    public var proxyHost = ""
    public var startsAtLogin = false
    public var port: Int? = 8080

    public init() {}

    static let zones = [
        "Europe": ["Paris", "Berlin", "Lisbon"], "America": ["New York", "Chicago", "Denver"],
        "Asia": ["Tokyo", "Seoul"],
    ]

    /// The form, its service fields shown only when the service is among `components`, the
    /// port editable only when the service starts at login.
    static func form(for components: [Component]) -> Form<InstallSettings> {
        let service = components.contains(.service)
        return Form(
            "Settings", value: InstallSettings(),
            fields: [
                .select("Region", \.region, options: ["Europe", "America", "Asia"].map { MenuItem($0, value: $0) }),
                .depending(on: { $0.region }) { region in
                    .select("Zone", \.zone, options: zones[region, default: []].map { MenuItem($0, value: $0) })
                },
                .toggle("Proxy", \.useProxy, text: "Use a proxy"),
                .text("Proxy host", \.proxyHost, validate: .required()).shown { $0.useProxy },
                .toggle("At login", \.startsAtLogin, text: "Start the service at login").shown { _ in service },
                .number("Port", \.port, in: 1...65535, validate: .required())
                    .shown { _ in service }
                    .enabled { $0.startsAtLogin },
            ])
    }
}
