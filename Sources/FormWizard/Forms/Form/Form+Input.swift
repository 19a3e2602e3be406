extension Form {
    public mutating func prepare(for size: Size) {
        screenSize = size
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        let hadNotices = !notices.isEmpty
        notices.removeAll()
        if case .field(let index) = focus {
            switch fields[index].handle(event, value: &value) {
            case .handled:
                edited(index)
                return .handled
            case .notice(let text):
                edited(index)
                notices[index] = text
                return .handled
            case .ignored:
                break
            }
        }
        let response = navigate(event)
        if case .ignored = response, hadNotices { return .handled }
        return response
    }

    private mutating func navigate(_ event: InputEvent) -> DialogResponse<Value> {
        guard case .key(let key) = event else { return .ignored }
        switch (focus, key) {
        case (_, .escape):
            return .cancel
        case (.field, .tab), (.field, .down), (.button, .tab):
            moveFocus(by: 1)
        case (.field, .backTab), (.field, .up), (.button, .backTab), (.button, .up):
            if focus == focusOrder.first, buttons.contains(where: \.isBack) { return goBack() }
            moveFocus(by: -1)
        case (.button, .down):
            moveFocus(by: 1)
        case (.field(let index), .enter):
            if index == lastFieldIndex { return submit() }
            moveFocus(by: 1)
        case (.button(let button), .enter), (.button(let button), .character(" ")):
            return press(button)
        case (.button(let button), .left), (.button(let button), .right):
            guard let index = buttons.firstIndex(of: button) else { return .ignored }
            let next = key == .left ? index - 1 : index + 1
            guard buttons.indices.contains(next) else { return .ignored }
            focus = .button(buttons[next])
        case (.button, _):
            let index = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: buttons.map(\.button))
            guard let index else { return .ignored }
            return press(buttons[index])
        default:
            return .ignored
        }
        return .handled
    }

    private var lastFieldIndex: Int? {
        fields.indices.last { fields[$0].isFocusable }
    }

    private mutating func press(_ button: FormButton) -> DialogResponse<Value> {
        switch button {
        case .back: goBack()
        case .submit: submit()
        case .cancel: .cancel
        }
    }

    /// Back is never blocked by validation: the value goes back as typed.
    private mutating func goBack() -> DialogResponse<Value> {
        backRequested = true
        return .handled
    }

    /// Moves focus along the Tab order, checking the field it leaves.
    mutating func moveFocus(by step: Int) {
        let order = focusOrder
        guard let current = order.firstIndex(of: focus) else { return }
        if case .field(let index) = focus { left(index) }
        focus = order[(current + step + order.count) % order.count]
    }

    /// After an edit: a shown error is checked again at once, so it goes as soon as it is fixed.
    private mutating func edited(_ index: Int) {
        touched.insert(index)
        formError = nil
        submitPending = false
        if errors[index] != nil {
            errors[index] = fields[index].validate(value)
        }
    }

    /// Focus leaves a field: check it if the user has typed in it.
    private mutating func left(_ index: Int) {
        guard touched.contains(index) || errors[index] != nil else { return }
        errors[index] = fields[index].validate(value)
    }
}

extension FormButton {
    var isBack: Bool {
        if case .back = self { return true }
        return false
    }
}
