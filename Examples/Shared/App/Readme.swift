// swift-format-ignore-file
// README.md's examples as it shows them; TestReadme keeps the
// regions between `// <readme: NAME>` and `// </readme>` equal to its blocks.
// <readme: cleanUp>
import FormWizard

@MainActor
func cleanUp(on screen: Screen) async throws {
    let delete = try await screen.alert(
        "Delete 3 files?", message: "They are in the trash since last week.",
        actions: [.destructive("Delete", true), .cancel("Keep", false)])
    guard delete else { return }
    try await screen.withActivity("Deleting…") { try await trash.empty() }
}
// </readme>

// <readme: signUp>
struct Signup: Sendable {
    var email = ""
    var password = ""
    var plan = Plan.free
}
enum Plan: Sendable { case free, pro }
// </readme>

@MainActor
func signUp(on screen: Screen) async throws -> (Credentials, Signup) {
    // <readme: signUp>
    let login = try await screen.present(LoginForm())  // Credentials: login.email, login.password
    let signup = try await screen.present(
        Form("Sign up", value: Signup(), fields: [
            .text("E-mail", \.email, validate: .required().and(.email())),
            .secret("Password", \.password, validate: .required().and(.length(min: 8))),
            .select("Plan", \.plan, options: [MenuItem("Free", value: .free), MenuItem("Pro", value: .pro)]),
        ]))  // Signup
    // </readme>
    return (login, signup)
}

// <readme: installSettings>
struct Install: Sendable {
    var region = "Europe"
    var zone = "Paris"
    var useProxy = false
    var proxyHost = ""
}
let zones = ["Europe": ["Paris", "Berlin"], "America": ["New York", "Chicago"]]
// </readme>

@MainActor
func installSettings(on screen: Screen) async throws -> Install {
    // <readme: installSettings>
    let install = try await screen.present(
        Form("Install", value: Install(), fields: [
            .select("Region", \.region, options: ["Europe", "America"].map { MenuItem($0, value: $0) }),
            .depending(on: { $0.region }) { region in  // built again when the region changes
                .select("Zone", \.zone, options: zones[region, default: []].map { MenuItem($0, value: $0) })
            },
            .toggle("Proxy", \.useProxy, text: "Use a proxy"),
            .text("Proxy host", \.proxyHost, validate: .required())
                .shown { $0.useProxy }  // no row, no focus, no checks while the proxy is off
                .checking({ $0.proxyHost }) { host in try await network.reaches(host) ? nil : "Unreachable" },
        ]))  // Install
    // </readme>
    return install
}
