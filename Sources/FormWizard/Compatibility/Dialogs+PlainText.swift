// Initializers that take plain `String`s where 0.1.0 took them and 0.2.0 takes `StyledText`, so
// that code passing a `String` variable still compiles (see CHANGELOG, 0.2.0). They are
// disfavoured: a literal, `nil` or a `StyledText` picks the `StyledText` initializer, so a call
// is never ambiguous. Each shows its text as it is, without styles.

extension Alert {
    /// An alert whose title and message are plain text (see `init(title:message:actions:dismissValue:)`).
    @_disfavoredOverload
    public init(title: String, message: String = "", actions: [AlertAction<Value>], dismissValue: Value? = nil) {
        self.init(
            title: StyledText(title), message: StyledText(message), actions: actions, dismissValue: dismissValue)
    }
}

extension Confirm {
    /// A confirmation whose message is plain text (see
    /// `init(title:message:confirm:cancel:destructive:)`).
    @_disfavoredOverload
    public init(
        title: String, message: String = "", confirm: String = "Yes", cancel: String = "No", destructive: Bool = false
    ) {
        self.init(
            title: title, message: StyledText(message), confirm: confirm, cancel: cancel, destructive: destructive)
    }
}

extension EditBox {
    /// An editor whose title is plain text (see `init(title:text:showsLineNumbers:)`).
    @_disfavoredOverload
    public init(title: String, text: String, showsLineNumbers: Bool = false) {
        self.init(title: StyledText(title), text: text, showsLineNumbers: showsLineNumbers)
    }
}

extension Gauge {
    /// A gauge whose title and message are plain text (see
    /// `init(title:message:fraction:cancellable:)`).
    @_disfavoredOverload
    public init(title: String, message: String = "", fraction: Double = 0, cancellable: Bool = false) {
        self.init(
            title: StyledText(title), message: StyledText(message), fraction: fraction, cancellable: cancellable)
    }
}

extension Menu {
    /// A menu whose title and message are plain text (see
    /// `init(title:message:items:selected:dismissValue:)`).
    @_disfavoredOverload
    public init(
        title: String, message: String = "", items: [MenuItem<Value>], selected: Int? = nil,
        dismissValue: Value? = nil
    ) {
        self.init(
            title: StyledText(title), message: StyledText(message), items: items, selected: selected,
            dismissValue: dismissValue)
    }
}

extension MenuItem {
    /// An item whose detail is plain text (see `init(_:detail:value:)`).
    @_disfavoredOverload
    public init(_ title: String, detail: String? = nil, value: Value) {
        self.init(title, detail: detail.map(StyledText.init(_:)), value: value)
    }
}

extension MenuItem where Value == String {
    /// An item whose value is its title and whose detail is plain text (see `init(_:detail:)`).
    @_disfavoredOverload
    public init(_ title: String, detail: String? = nil) {
        self.init(title, detail: detail.map(StyledText.init(_:)), value: title)
    }
}

extension Password {
    /// A password input whose title and message are plain text (see
    /// `init(title:message:maxLength:)`).
    @_disfavoredOverload
    public init(title: String, message: String = "", maxLength: Int? = nil) {
        self.init(title: StyledText(title), message: StyledText(message), maxLength: maxLength)
    }
}

extension TextInput {
    /// A text input whose title and message are plain text (see
    /// `init(title:message:text:placeholder:maxLength:isSecret:)`).
    @_disfavoredOverload
    public init(
        title: String, message: String = "", text: String = "", placeholder: String = "", maxLength: Int? = nil,
        isSecret: Bool = false
    ) {
        self.init(
            title: StyledText(title), message: StyledText(message), text: text, placeholder: placeholder,
            maxLength: maxLength, isSecret: isSecret)
    }
}

extension Form {
    /// A form whose title and message are plain text (see
    /// `init(_:message:value:fields:rules:submit:cancel:back:)`).
    @_disfavoredOverload
    public init(
        _ title: String, message: String = "", value: Value, fields: [Field<Value>],
        rules: Validator<Value> = .alwaysValid, submit: String = "Submit", cancel: String? = "Cancel",
        back: Bool = false
    ) {
        self.init(
            StyledText(title), message: StyledText(message), value: value, fields: fields, rules: rules,
            submit: submit, cancel: cancel, back: back)
    }
}

extension ItemList.Row {
    /// A row whose title and detail are plain text (see `init(title:detail:mark:highlighted:)`).
    @_disfavoredOverload
    public init(title: String, detail: String? = nil, mark: String? = nil, highlighted: [Int] = []) {
        self.init(
            title: StyledText(title), detail: detail.map(StyledText.init(_:)), mark: mark, highlighted: highlighted)
    }
}
