import FormWizard

/// `formwizard form`: a form of fields named on the command line; prints the answers as a
/// JSON object.
struct FormCommand: Subcommand, Hashable {
    static let name = "form"
    static let summary = "fill in a form of named fields; print them as JSON"
    static let help = """
        Usage: formwizard form [OPTIONS] --field NAME[=LABEL][:OPTIONS] ...

        Shows a form and prints what was entered as one JSON object, a member per field in
        the order given:

          formwizard form --title Signup --field name=Name:required \\
              --field email=E-mail:email,required --field age=Age:number --secret pin=PIN
          {"name":"Ada","email":"ada@example.com","age":36,"pin":"1234"}

        Fields:
          --field NAME[=LABEL][:OPTIONS]  a field; NAME is its key in the JSON (ASCII letters,
                                          digits, '_', '-' and '.'), LABEL is shown beside it
                                          (left out, the name is). OPTIONS, after the last
                                          ':', separated by commas:
                                            text       any text (the default), a JSON string
                                            email      an e-mail address, checked; trimmed
                                            number     a whole number, a JSON number (null
                                                       when left empty)
                                            decimal    a number with decimals (1.5), a JSON
                                                       number written as typed (12.50)
                                            signed     with number or decimal: it may be
                                                       negative (a minus sign)
                                            required   must be filled in
                                          A label with a ':' in it ends with one:
                                          --field t="Time: start:"
          --secret NAME[=LABEL][:OPTIONS] a text field masked as it is typed (OPTIONS: text,
                                          required); its value is printed in the JSON, so
                                          keep the output safe

        Options:
          --title TEXT     the title in the frame
          --message TEXT   text above the fields, wrapped to fit
          -h, --help       show this help

        Keys: Tab or Down next field, Shift-Tab or Up previous, Enter next field (submits from
        the last one), typing edits the field like a shell, Esc cancels. A field is checked
        when you leave it and on submit; an error shows under it.

        Exit status: 0 submitted (the JSON and a newline are printed), 1 Cancel or Esc
        (nothing is printed), 2 usage error (no field, a name given twice, an invalid name,
        an unknown kind, 'signed' on a field that is no number).

        """

    var title = ""
    var message = ""
    var fields: [FormFieldSpec]

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var fields: [FormFieldSpec] = []
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--field", "--secret":
                let field = try FormFieldSpec(parsing: try arguments.value(for: option), isSecret: option == "--secret")
                guard !fields.contains(where: { $0.name == field.name }) else {
                    throw .invalid("field '\(field.name)' is given twice; its key in the JSON would be ambiguous")
                }
                fields.append(field)
            default: throw arguments.unknown(option)
            }
        }
        guard !fields.isEmpty else { throw .invalid("a form needs at least one --field or --secret") }
        self.fields = fields
    }

    init(title: String = "", message: String = "", fields: [FormFieldSpec]) {
        self.title = title
        self.message = message
        self.fields = fields
    }

    func run(on screen: Screen) async -> CommandResult {
        let form = Form(title, message: message, value: FormAnswers(), fields: fields.map(Self.field))
        do {
            let answers = try await screen.present(form)
            return .submitted(answers.json(of: fields).text, isSecret: fields.contains(where: \.isSecret))
        } catch {
            return .cancelled
        }
    }

    /// The form field for `spec`.
    private static func field(_ spec: FormFieldSpec) -> Field<FormAnswers> {
        let required: Validator<String> = spec.isRequired ? .required() : .alwaysValid
        if spec.isSecret { return .secret(spec.label, \.[text: spec.name], validate: required) }
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
