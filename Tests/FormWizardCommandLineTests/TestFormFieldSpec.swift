import Testing

@testable import FormWizardCommandLine

/// The small syntax of `--field NAME=LABEL[:OPTIONS]` and `--secret`.
struct TestFormFieldSpec {
    private func field(_ spec: String, secret: Bool = false) throws -> FormFieldSpec {
        try FormFieldSpec(parsing: spec, isSecret: secret)
    }

    @Test func nameAndLabel() throws {
        #expect(try field("email=E-mail") == FormFieldSpec(name: "email", label: "E-mail"))
        #expect(try field("full_name=Full name") == FormFieldSpec(name: "full_name", label: "Full name"))
        #expect(try field("a.b-C_9=x") == FormFieldSpec(name: "a.b-C_9", label: "x"))
    }

    @Test func theLabelDefaultsToTheName() throws {
        #expect(try field("city") == FormFieldSpec(name: "city", label: "city"))
        #expect(try field("city=") == FormFieldSpec(name: "city", label: "city"))
        #expect(try field("age:number") == FormFieldSpec(name: "age", label: "age", kind: .number))
        #expect(try field("age=:number") == FormFieldSpec(name: "age", label: "age", kind: .number))
    }

    @Test func kindsAndRequired() throws {
        #expect(try field("a=A:text") == FormFieldSpec(name: "a", label: "A", kind: .text))
        #expect(try field("a=A:email") == FormFieldSpec(name: "a", label: "A", kind: .email))
        #expect(try field("a=A:number") == FormFieldSpec(name: "a", label: "A", kind: .number))
        #expect(try field("a=A:required") == FormFieldSpec(name: "a", label: "A", isRequired: true))
        #expect(
            try field("a=A:required,email") == FormFieldSpec(name: "a", label: "A", kind: .email, isRequired: true))
        #expect(
            try field("a=A:number,required") == FormFieldSpec(name: "a", label: "A", kind: .number, isRequired: true))
    }

    @Test func decimalsAndSignedNumbers() throws {
        #expect(try field("p=Price:decimal") == FormFieldSpec(name: "p", label: "Price", kind: .decimal))
        #expect(
            try field("t=Change:decimal,signed")
                == FormFieldSpec(name: "t", label: "Change", kind: .decimal, isSigned: true))
        #expect(
            try field("n=N:signed,number,required")
                == FormFieldSpec(name: "n", label: "N", kind: .number, isRequired: true, isSigned: true))
        #expect(throws: ArgumentError.invalid("--field 'a=A:signed': 'signed' goes with a number or decimal field")) {
            try field("a=A:signed")
        }
    }

    @Test func optionsFollowTheLastColonSoALabelMayHoldOne() throws {
        #expect(try field("t=Time: start:required") == FormFieldSpec(name: "t", label: "Time: start", isRequired: true))
        #expect(try field("r=1:2:number") == FormFieldSpec(name: "r", label: "1:2", kind: .number))
        #expect(try field("e=a=b") == FormFieldSpec(name: "e", label: "a=b"))
        #expect(try field("u=URL:http:text") == FormFieldSpec(name: "u", label: "URL:http"))
    }

    /// Before, `Name:` lost its `:` (an empty list of options), so a label could end in one
    /// only when written `Name::`.
    @Test func aLabelsTrailingColonIsKeptAsTyped() throws {
        #expect(try field("Name:") == FormFieldSpec(name: "Name", label: "Name:"))
        #expect(try field("name=Name:") == FormFieldSpec(name: "name", label: "Name:"))
        #expect(try field("name=Name::required") == FormFieldSpec(name: "name", label: "Name:", isRequired: true))
        #expect(try field("t=Time: start:") == FormFieldSpec(name: "t", label: "Time: start:"))
        #expect(try field("t=Time: start") == FormFieldSpec(name: "t", label: "Time: start"))
        #expect(try field("r=Ratio 1:2") == FormFieldSpec(name: "r", label: "Ratio 1:2"))
        #expect(try field("n=名前：") == FormFieldSpec(name: "n", label: "名前："))
        #expect(try field("age::number") == FormFieldSpec(name: "age", label: "age:", kind: .number))
        // A lowercase word after the last ':' is an option, so a typo is caught, not shown.
        #expect(throws: ArgumentError.self) { try field("u=URL:http") }
    }

    @Test func readOnly() throws {
        #expect(try field("id=ID:readonly") == FormFieldSpec(name: "id", label: "ID", isReadOnly: true))
        #expect(
            try field("n=N:number,readonly") == FormFieldSpec(name: "n", label: "N", kind: .number, isReadOnly: true))
        #expect(
            try field("k=Key:readonly", secret: true)
                == FormFieldSpec(name: "k", label: "Key", isSecret: true, isReadOnly: true))
        #expect(
            throws: ArgumentError.invalid(
                "--field 'id=ID:readonly,required': a read-only field cannot be filled in, so it cannot be 'required'")
        ) {
            try field("id=ID:readonly,required")
        }
    }

    @Test func secrets() throws {
        #expect(try field("pin=PIN", secret: true) == FormFieldSpec(name: "pin", label: "PIN", isSecret: true))
        #expect(
            try field("pin=PIN:required", secret: true)
                == FormFieldSpec(name: "pin", label: "PIN", isRequired: true, isSecret: true))
        #expect(
            try field("pin=PIN:text,required", secret: true)
                == FormFieldSpec(name: "pin", label: "PIN", isRequired: true, isSecret: true))
        #expect(
            throws: ArgumentError.invalid(
                "--secret 'pin=PIN:email': a secret is text; only 'text', 'required' and 'readonly' may follow it"
                    + " (got 'email')")
        ) {
            try field("pin=PIN:email", secret: true)
        }
    }

    @Test func invalidNames() {
        for name in ["a b", "é", "a/b", "\"q\"", "a:b=x"] {
            #expect(throws: ArgumentError.self, "\(name)") { try field("\(name)=Label") }
        }
        #expect(throws: ArgumentError.invalid("--field ':number': a field needs a name, as in --field email=E-mail")) {
            try field(":number")
        }
    }

    @Test func unknownOption() {
        #expect(
            throws: ArgumentError.invalid(
                "--field 'a=A:email,requird': unknown kind 'requird' (the kinds are text, email, number, decimal; and"
                    + " 'required', 'signed', 'readonly'; a label ending in ':requird' is written ':requird:text')"
            )
        ) {
            try field("a=A:email,requird")
        }
    }
}
