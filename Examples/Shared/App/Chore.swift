import FormWizard

/// A chore to do: what the app's form edits and its wizard returns.
public struct Chore: Sendable, Equatable {
    public var title = ""
    public var room = Room.kitchen
    public var urgent = false
    /// How many minutes it takes, set on the wizard's last step.
    public var minutes = 15

    public init() {}
}

/// Where a chore is done.
public enum Room: String, Sendable, CaseIterable {
    case kitchen, bathroom, garden

    /// The room's name in the form.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// The form for a chore's title, room and urgency.
public func choreForm(_ chore: Chore = Chore()) -> Form<Chore> {
    Form(
        "New chore", value: chore,
        fields: [
            .text("Title", \.title, validate: .required()),
            .select("Room", \.room, options: Room.allCases.map { MenuItem($0.name, value: $0) }),
            .toggle("Urgent", \.urgent, text: "do it today"),
        ],
        submit: "Next")
}
