extension Form {
    public mutating func prepare(for size: Size) {
        screenSize = size
        let layout = FormLayout(self, in: Rect(size: size))
        scroll = followsFocus ? layout.scroll(scroll, showing: focusedField) : layout.clamped(scroll)
        if let index = focusedField {
            fields[index].prepare(for: layout.inputArea(of: index, top: scroll), screen: size)
        }
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        if let step = event.mouse?.wheelStep { return scroll(by: step) }
        followsFocus = true
        var event = event
        let focusBefore = focus
        if let mouse = event.mouse {
            switch handleClick(mouse) {
            case .done(let response): return response
            case .forward(let click): event = click
            }
        }
        let hadNotices = !notices.isEmpty
        notices.removeAll()
        var response = DialogResponse<Value>.ignored
        if let index = focusedField {
            switch fields[index].handle(event, value: &value) {
            case .handled:
                edited(index)
                response = .handled
            case .notice(let text):
                edited(index)
                notices[index] = text
                response = .handled
            case .done:
                edited(index)
                response = navigate(.key(.enter))
            case .ignored:
                break
            }
        }
        if case .ignored = response { response = scrollHeader(event) }
        if case .ignored = response { response = navigate(event) }
        if case .ignored = response, hadNotices || focus != focusBefore { response = .handled }
        if let screenSize {
            scroll = FormLayout(self, in: Rect(size: screenSize)).scroll(scroll, showing: focusedField)
        }
        return response
    }

    /// PgUp/PgDn that the focused field left: they scroll the form's message while it is
    /// taller than its rows.
    private mutating func scrollHeader(_ event: InputEvent) -> DialogResponse<Value> {
        guard case .key(let key) = event, key == .pageUp || key == .pageDown, let screenSize else { return .ignored }
        let layout = FormLayout(self, in: Rect(size: screenSize))
        guard layout.headerScrolls, let move = TextScroll.Move(key, page: layout.headerArea.rows) else {
            return .ignored
        }
        headerScroll = layout.headerText(headerScroll).scrolled(move, in: layout.headerArea.size)
        return .handled
    }

    private mutating func navigate(_ event: InputEvent) -> DialogResponse<Value> {
        guard case .key(let key) = event else { return .ignored }
        switch (focus, key) {
        case (_, .escape) where submitPending:
            // Esc stops a submit waiting for checks first, as it stops `Submitting`'s work:
            // the form stays as typed, and nothing submits behind the user's back.
            submitPending = false
        case (_, .escape):
            return .cancel
        case (_, .tab) where !showsButtons, (_, .backTab) where !showsButtons:
            // Without buttons of its own, the dialog around the form has them.
            return .ignored
        case (.field, .enter) where !showsButtons:
            return submit()
        case (_, .tab), (.field, .down), (.button, .down):
            moveFocus(by: 1)
        case (_, .backTab) where focus == focusOrder.first && buttons.contains(where: \.isBack):
            // In a wizard step, Shift-Tab from the first field goes back, like the Back button.
            return press(.back("Back"))
        case (_, .backTab), (_, .up):
            moveFocus(by: -1)
        case (.field(let index), .enter):
            if index == lastFieldIndex { return submit() }
            moveFocus(by: 1)
        case (.button(let button), .enter), (.button(let button), .character(" ")):
            return press(button)
        case (.button(let button), .left), (.button(let button), .right):
            let buttons = shownButtons
            guard let index = buttons.firstIndex(of: button) else { return .ignored }
            let next = key == .left ? index - 1 : index + 1
            guard buttons.indices.contains(next) else { return .ignored }
            focus = .button(buttons[next])
        case (.button, _):
            let buttons = shownButtons
            let index = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: buttons.map(\.button))
            guard let index else { return .ignored }
            return press(buttons[index])
        default:
            return .ignored
        }
        return .handled
    }

    var lastFieldIndex: Int? {
        fields.indices.last { fields[$0].isFocusable && isActive($0) }
    }

    mutating func press(_ button: FormButton) -> DialogResponse<Value> {
        switch button {
        case .back:
            // Back is never blocked by validation: the value goes back as typed.
            backRequested = true
            return .handled
        case .submit: return submit()
        case .cancel: return .cancel
        }
    }

    /// Moves focus along the Tab order, checking the field it leaves.
    mutating func moveFocus(by step: Int) {
        let order = focusOrder
        if case .field(let index) = focus { left(index) }
        guard let current = order.firstIndex(of: focus) else {
            // A note that no longer scrolls (the screen grew) lost its place in the order:
            // go on from where it stands.
            guard case .field(let index) = focus else { return }
            let after = order.firstIndex { if case .field(let other) = $0 { other > index } else { true } }
            focus = order[step > 0 ? (after ?? 0) : ((after ?? order.count) + order.count - 1) % order.count]
            return
        }
        focus = order[(current + step + order.count) % order.count]
    }

    /// A field leaves focus, checked if the user has typed in it.
    mutating func leaveField() {
        if case .field(let index) = focus { left(index) }
    }

    /// After an edit: fields that follow the value are rebuilt, and fields checked before are
    /// checked again, so an error goes as soon as it is fixed (here or in a field it depends
    /// on); the field being edited gains no new error while typing, and a field hidden or
    /// disabled by the edit has none. A pending submit stops.
    private mutating func edited(_ index: Int) {
        touched.insert(index)
        formError = nil
        submitPending = false
        backRequested = false
        followValue()
        for other in checkedOnce where other != index || errors[index] != nil {
            errors[other] = isActive(other) ? fields[other].validate(value) : nil
        }
        if let focused = focusedField, !isActive(focused) { moveFocus(by: 1) }
    }

    /// Focus leaves a field: check it if the user has typed in it.
    private mutating func left(_ index: Int) {
        guard isActive(index), touched.contains(index) || checkedOnce.contains(index) else { return }
        checkedOnce.insert(index)
        errors[index] = fields[index].validate(value)
    }
}
