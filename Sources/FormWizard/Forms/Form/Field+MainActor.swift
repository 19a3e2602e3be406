/// The factories again, for a form over a main-actor type: with
/// `.defaultIsolation(MainActor.self)` (new Xcode projects), `\.email` into your own struct is a
/// key path to a main-actor property, which is not `Sendable`, and an enum's `==` is a
/// main-actor conformance, which a `Sendable` generic cannot use. These take such key paths
/// and options on the main actor, where forms run; where a key path is `Sendable`, Swift picks
/// the factory beside the field's type instead. Each does what that one does (see there).
extension Field {
    /// A one-line text input (see `Field.text(_:_:placeholder:maxLength:validate:check:debounce:)`).
    @MainActor
    public static func text(
        _ label: String, _ path: WritableKeyPath<Value, String>, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid,
        check: (@Sendable (String) async throws -> String?)? = nil, debounce: Duration = .milliseconds(300)
    ) -> Field {
        projecting(
            path,
            Field<String>.text(
                label, \.self, placeholder: placeholder, maxLength: maxLength, validate: validate, check: check,
                debounce: debounce))
    }

    /// A masked text input (see `Field.secret(_:_:placeholder:maxLength:validate:)`).
    @MainActor
    public static func secret(
        _ label: String, _ path: WritableKeyPath<Value, String>, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid
    ) -> Field {
        projecting(
            path,
            Field<String>.secret(label, \.self, placeholder: placeholder, maxLength: maxLength, validate: validate))
    }

    /// A multi-line text input (see `Field.textArea(_:_:rows:placeholder:maxLength:validate:)`).
    @MainActor
    public static func textArea(
        _ label: String, _ path: WritableKeyPath<Value, String>, rows: Int = 4, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid
    ) -> Field {
        projecting(
            path,
            Field<String>.textArea(
                label, \.self, rows: rows, placeholder: placeholder, maxLength: maxLength, validate: validate))
    }

    /// A whole-number input (see `Field.number(_:_:placeholder:in:allowsNegative:validate:)`).
    @MainActor
    public static func number(
        _ label: String, _ path: WritableKeyPath<Value, Int?>, placeholder: String = "",
        in range: ClosedRange<Int>? = nil, allowsNegative: Bool = false, validate: Validator<Int?> = .alwaysValid
    ) -> Field {
        projecting(
            path,
            Field<Int?>.number(
                label, \.self, placeholder: placeholder, in: range, allowsNegative: allowsNegative, validate: validate))
    }

    /// A checkbox (see `Field.toggle(_:_:text:)`).
    @MainActor
    public static func toggle(_ label: String, _ path: WritableKeyPath<Value, Bool>, text: String = "") -> Field {
        projecting(path, Field<Bool>.toggle(label, \.self, text: text))
    }

    /// An inline picker for a few options (see `Field.select(_:_:options:)`); the options are
    /// told apart with their type's `==`, which may be a main-actor conformance.
    @MainActor
    public static func select<Option: Equatable>(
        _ label: String, _ path: WritableKeyPath<Value, Option>, options: [MenuItem<Option>]
    ) -> Field {
        let numbered = options.indices.map { MenuItem(options[$0].title, detail: options[$0].detail, value: $0) }
        return Field(
            ProjectedField(
                inner: Field<Int>.select(label, \.self, options: numbered),
                get: { value in options.firstIndex { $0.value == value[keyPath: path] } ?? -1 },
                set: { value, index in
                    if options.indices.contains(index) { value[keyPath: path] = options[index].value }
                }
            ))
    }

    /// A field choosing any number of options (see
    /// `Field.multiSelect(_:_:options:minimum:maximum:)`); the options are told apart with their
    /// type's `==`, which may be a main-actor conformance.
    @MainActor
    public static func multiSelect<Option: Equatable>(
        _ label: String, _ path: WritableKeyPath<Value, [Option]>, options: [MenuItem<Option>], minimum: Int = 0,
        maximum: Int? = nil
    ) -> Field {
        let numbered = options.indices.map { MenuItem(options[$0].title, detail: options[$0].detail, value: $0) }
        return Field(
            ProjectedField(
                inner: Field<[Int]>.multiSelect(
                    label, \.self, options: numbered, minimum: minimum, maximum: maximum),
                get: { value in
                    let chosen = value[keyPath: path]
                    return options.indices.filter { index in chosen.contains { $0 == options[index].value } }
                },
                set: { value, indices in
                    value[keyPath: path] = indices.filter { options.indices.contains($0) }.map { options[$0].value }
                }
            ))
    }

    /// A pop-up list that filters as you type (see `Field.picker(_:_:items:placeholder:validate:matches:)`).
    @MainActor
    public static func picker<Option: Equatable & Sendable>(
        _ label: String, _ path: WritableKeyPath<Value, Option?>, items: [MenuItem<Option>],
        placeholder: String = "Choose…", validate: Validator<Option?> = .alwaysValid,
        matches: (@Sendable (MenuItem<Option>, String) -> Bool)? = nil
    ) -> Field {
        projecting(
            path,
            Field<Option?>.picker(
                label, \.self, items: items, placeholder: placeholder, validate: validate, matches: matches))
    }

    /// A country picker (see `Field.country(_:_:placeholder:validate:)`).
    @MainActor
    public static func country(
        _ label: String, _ path: WritableKeyPath<Value, Country?>, placeholder: String = "Choose…",
        validate: Validator<Country?> = .alwaysValid
    ) -> Field {
        projecting(path, Field<Country?>.country(label, \.self, placeholder: placeholder, validate: validate))
    }
    /// A decimal number input (see `Field.decimal(_:_:placeholder:in:fractionDigits:allowsNegative:validate:)`).
    @MainActor
    public static func decimal(
        _ label: String, _ path: WritableKeyPath<Value, DecimalNumber?>, placeholder: String = "",
        in range: ClosedRange<DecimalNumber>? = nil, fractionDigits: Int? = nil, allowsNegative: Bool = false,
        validate: Validator<DecimalNumber?> = .alwaysValid
    ) -> Field {
        projecting(
            path,
            Field<DecimalNumber?>.decimal(
                label, \.self, placeholder: placeholder, in: range, fractionDigits: fractionDigits,
                allowsNegative: allowsNegative, validate: validate))
    }

    /// A card number input (see `Field.cardNumber(_:_:validate:)`).
    @MainActor
    public static func cardNumber(
        _ label: String, _ path: WritableKeyPath<Value, CardNumber>, validate: Validator<String> = .cardNumber()
    ) -> Field {
        projecting(path, Field<CardNumber>.cardNumber(label, \.self, validate: validate))
    }

    /// A card expiry input (see `Field.expiry(_:_:validate:)`).
    @MainActor
    public static func expiry(
        _ label: String, _ path: WritableKeyPath<Value, String>, validate: Validator<String> = .expiry()
    ) -> Field {
        projecting(path, Field<String>.expiry(label, \.self, validate: validate))
    }

    /// A card security code input (see `Field.securityCode(_:_:brand:validate:)`); `brand` is
    /// read from the whole value on the main actor, on every key.
    @MainActor
    public static func securityCode(
        _ label: String, _ path: WritableKeyPath<Value, String>, brand: @escaping (Value) -> CardBrand,
        validate: Validator<String> = .required()
    ) -> Field {
        Field(
            ProjectedField(
                inner: Field<SecurityCodePart>.securityCode(label, \.code, brand: { $0.brand }, validate: validate),
                get: { SecurityCodePart(code: $0[keyPath: path], brand: brand($0)) },
                set: { value, part in value[keyPath: path] = part.code }))
    }
}

/// What a main-actor security code field sees of the form's value: the code, and the card's
/// brand as it was when the key arrived.
struct SecurityCodePart: Sendable {
    var code: String
    var brand: CardBrand
}

extension Field {
    /// A value shown but not editable (see `Field.readOnly(_:_:isSecret:)`).
    @MainActor
    public static func readOnly(_ label: String, _ path: KeyPath<Value, String>, isSecret: Bool = false) -> Field {
        Field(
            ProjectedField(
                inner: Field<String>.readOnly(label, \.self, isSecret: isSecret), get: { $0[keyPath: path] },
                set: { _, _ in }))
    }
}
