import FormWizard

/// `formwizard form`: a form of fields named on the command line; prints the answers as a
/// JSON object.
struct FormCommand: Subcommand, Hashable {
    static let name = "form"
    static let summary = "fill in a form of named fields; print them as JSON"
    static let help = """
        Usage: formwizard form [OPTIONS] --field NAME[=LABEL][:OPTIONS] ... [--values FILE|-]

        Shows a form and prints what was entered as one JSON object, a member per field in
        the order given:

          formwizard form --title Signup --field name=Name:required \\
              --field email=E-mail:email,required --field age=Age:number --secret pin=PIN
          {"name":"Ada","email":"ada@example.com","age":36,"pin":"1234"}

        Fields:
          --field NAME[=LABEL][:OPTIONS]  a field; NAME is its key in the JSON (ASCII letters,
                                          digits, '_', '-' and '.'), LABEL is shown beside it,
                                          as typed (left out, what comes before the options
                                          is: --field Name: shows "Name:"). OPTIONS, after
                                          the last ':', lowercase and separated by commas:
                                            text       any text (the default), a JSON string
                                            email      an e-mail address, checked; trimmed
                                            number     a whole number, a JSON number (null
                                                       when left empty)
                                            decimal    a number with decimals (1.5), a JSON
                                                       number written as typed (12.50)
                                            signed     with number or decimal: it may be
                                                       negative (a minus sign)
                                            required   must be filled in
                                            readonly   shown but not editable; Tab skips it;
                                                       printed like the others
                                          Anything else after the last ':' (nothing, a space,
                                          a capital) is part of the label: --field
                                          "t=Time: start" and --field "n=Name:" show the label
                                          as typed; a label ending in ':word' takes a kind:
                                          --field "u=URL:http:text"
          --secret NAME[=LABEL][:OPTIONS] a text field masked as it is typed (OPTIONS: text,
                                          required, readonly); its value is printed in the
                                          JSON, so keep the output safe

        Options:
          --title TEXT        the title in the frame
          --message TEXT      text above the fields, wrapped to fit
          --value NAME=TEXT   what field NAME shows at first (repeatable); a number field's
                              TEXT is a number (-5 with signed, 12.50 for a decimal); other
                              users can read arguments (ps), so give a secret with --values
          --values FILE       read a JSON object of values by field name from FILE, or from
                              standard input for '-' ({"name":"Ada","age":36}: a string, a
                              number or null each); --value wins over it; what the form
                              prints reads back the same
          -h, --help          show this help

        Keys: Tab or Down next field, Shift-Tab or Up previous, Enter next field (submits from
        the last one), typing edits the field like a shell, Esc cancels. A field is checked
        when you leave it and on submit; an error shows under it.

        Exit status: 0 submitted (the JSON and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error (no field, a name given twice, an invalid name,
        an unknown kind, 'signed' on a field that is no number, a value for no field or not
        of its kind, --values that is no JSON object or read from a terminal).

        """

    /// A `--value NAME=TEXT`: what field `name` shows at first.
    struct InitialValue: Hashable, Sendable {
        var name: String
        var text: String
    }

    var title: StyledText = ""
    var message: StyledText = ""
    var fields: [FormFieldSpec]
    /// How secret fields show what is typed (`•`; the drop-in's as dialog's).
    var secretMask: SecretMask = .bullets
    /// The `--value`s, in order; they win over `--values`.
    var values: [InitialValue] = []
    /// Where `--values` reads a JSON object of values from, if given.
    var valuesInput: FileInput?
    /// Standard input, for `--values -`.
    var input: InputLines?
    /// What the fields show at first: the `--value`s.
    private(set) var initial = FormAnswers()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var fields: [FormFieldSpec] = []
        var values: [InitialValue] = []
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--field", "--secret":
                let field = try FormFieldSpec(parsing: try arguments.value(for: option), isSecret: option == "--secret")
                guard !fields.contains(where: { $0.name == field.name }) else {
                    throw .invalid("field '\(field.name)' is given twice; its key in the JSON would be ambiguous")
                }
                fields.append(field)
            case "--value":
                let value = try arguments.value(for: option)
                guard let equals = value.firstIndex(of: "=") else {
                    throw .invalid("--value '\(value)': give it as NAME=TEXT")
                }
                values.append(
                    InitialValue(name: String(value[..<equals]), text: String(value[value.index(after: equals)...])))
            case "--values":
                valuesInput = FileInput(try arguments.value(for: option))
            default: throw arguments.unknown(option)
            }
        }
        guard !fields.isEmpty else { throw .invalid("a form needs at least one --field or --secret") }
        self.fields = fields
        self.values = values
        for value in values {
            guard let field = fields.first(where: { $0.name == value.name }) else {
                throw .invalid("--value '\(value.name)=\(value.text)': there is no field '\(value.name)'")
            }
            if let problem = initial.set(value.text, for: field) {
                throw .invalid("--value '\(value.name)=\(value.text)': \(problem)")
            }
        }
    }

    /// Reads the options; with `--values`, opens the file or takes standard input, which must
    /// not be the terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        guard let valuesInput = command.valuesInput else { return command }
        let lines = try valuesInput.lines(
            standardInput: standardInput, maximumLineLength: Self.maximumValuesLength, option: "--values")
        command.input = InputLines(source: lines)
        return command
    }

    /// The longest line of `--values` JSON read, in bytes.
    static let maximumValuesLength = 16 << 20

    init(title: StyledText = "", message: StyledText = "", fields: [FormFieldSpec]) {
        self.title = title
        self.message = message
        self.fields = fields
    }

    func run(on screen: Screen) async -> CommandResult {
        var answers = initial
        if let input {
            guard case .lines(let lines) = await input.source.readAll(naming: "--values", on: screen) else {
                return .cancelled
            }
            let text = lines.joined(separator: "\n")
            if let problem = Self.apply(json: text, to: &answers, fields: fields) {
                return CommandResult(
                    code: CommandResult.usageCode,
                    errorOutput: "\(FormWizardCommand.programName) \(Self.name): --values: \(problem)\n")
            }
            for value in values {
                if let field = fields.first(where: { $0.name == value.name }) {
                    _ = answers.set(value.text, for: field)
                }
            }
        }
        do {
            let answers = try await screen.present(form(with: answers))
            return .submitted(answers.json(of: fields).text, isSecret: fields.contains(where: \.isSecret))
        } catch {
            return .cancelled
        }
    }

    /// The form this command shows, filled in with `answers`.
    func form(with answers: FormAnswers) -> Form<FormAnswers> {
        Form(title, message: message, value: answers, fields: fields.map { Self.field($0, mask: secretMask) })
    }

    /// Sets `answers` from `text`, a JSON object of values by field name.
    ///
    /// - Returns: what is wrong, or `nil`.
    static func apply(json text: String, to answers: inout FormAnswers, fields: [FormFieldSpec]) -> String? {
        let json: JSONValue
        do throws(JSONValue.ParseError) {
            json = try JSONValue(parsing: text)
        } catch {
            return "not JSON: \(error)"
        }
        guard case .object(let members) = json else { return "expected a JSON object of values by field name" }
        for (key, value) in members {
            guard let field = fields.first(where: { $0.name == key }) else {
                return "there is no field '\(key)'"
            }
            if let problem = answers.set(value, for: field) { return "'\(key)': \(problem)" }
        }
        return nil
    }

    /// The form field for `spec`, a secret shown with `mask`.
    private static func field(_ spec: FormFieldSpec, mask: SecretMask) -> Field<FormAnswers> {
        let required: Validator<String> = spec.isRequired ? .required() : .alwaysValid
        if spec.isReadOnly {
            return .readOnly(spec.label, isSecret: spec.isSecret) { $0.shown(spec) }
        }
        if spec.isSecret {
            var entry = TextEntry<FormAnswers>(spec.label, \.[text: spec.name], isSecret: true, validate: required)
            entry.mask = mask
            return Field(entry)
        }
        switch spec.kind {
        case .text:
            return .text(spec.label, \.[text: spec.name], validate: required)
        case .email:
            let email = Validator<String>.email().on(FormAnswers.trimmed)
            return .text(
                spec.label, \.[text: spec.name], placeholder: "name@example.com", validate: required.and(email))
        case .number:
            return .number(
                spec.label, \.[number: spec.name], allowsNegative: spec.isSigned,
                validate: spec.isRequired ? .required() : .alwaysValid)
        case .decimal:
            return .decimal(
                spec.label, \.[decimal: spec.name], allowsNegative: spec.isSigned,
                validate: spec.isRequired ? .required() : .alwaysValid)
        }
    }
}
