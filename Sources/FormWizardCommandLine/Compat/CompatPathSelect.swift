import FormWizard

/// `--fselect` and `--dselect` as dialog answers them: its box has a text field holding the
/// path, which Enter returns. Here the picker browses, and until the selection is moved
/// (arrows, pages, the mouse), Enter returns that field: the path given, as given, or once a
/// name is typed or another folder entered, the folder shown joined with the name typed. After
/// the selection moved, Enter is the picker's (a file chosen, a folder entered).
struct CompatPathSelect: Dialog {
    var picker: FilePicker
    /// The path argument, as given (`$HOME/`, or a name not there yet).
    let given: String
    /// The folder the picker started in.
    let start: String
    /// Whether the selection was moved, handing Enter to the picker.
    var moved = false

    init(_ picker: FilePicker, given: String) {
        self.picker = picker
        self.given = given
        start = picker.path
    }

    /// What dialog's text field would hold.
    var field: String {
        if picker.path == start, picker.filterText.isEmpty { return given }
        let folder = picker.path.hasSuffix("/") ? picker.path : picker.path + "/"
        return folder + picker.filterText
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        switch event {
        case .key(.enter) where !moved: return .submit(field)
        case .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end), .key(.ctrl("p")),
            .key(.ctrl("n")), .mouse:
            moved = true
        default: break
        }
        return picker.handle(event)
    }

    mutating func prepare(for size: Size) {
        picker.prepare(for: size)
    }

    func render(into frame: inout Frame) {
        picker.render(into: &frame)
    }

    var tasks: [DialogTask<Self>] {
        picker.tasks.map { $0.map(\Self.picker, response: { $0 }) }
    }
}

extension CompatPathSelect: LinePresentable {
    /// dialog's text field as a line: the title, then `Path [given]: `, an empty line keeping
    /// the path given.
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        prompter.sayIfAny(picker.title.plain)
        return try await prompter.ask("Path", default: given)
    }
}
