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
