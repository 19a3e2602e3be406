extension Form {
    /// Records field `index`'s label and input, as far as they are in view, as `.field(index)`.
    func addHitRegions(of index: Int, layout: FormLayout, top: Int, into frame: inout Frame) {
        let viewport = layout.viewport
        let input = layout.inputArea(of: index, top: top)
        if let y = layout.place(layout.fields[index].label, top: top), !fields[index].label.isEmpty {
            let width = layout.stacked ? viewport.columns : layout.labelWidth
            frame.addHitRegion(.field(index), in: Rect(x: viewport.x, y: y, columns: width, rows: 1))
        }
        frame.addHitRegion(.field(index), in: input.intersection(viewport))
    }

    /// What a click does: all it does, or the click to hand the focused field.
    enum ClickOutcome {
        case done(DialogResponse<Value>)
        case forward(InputEvent)
    }

    /// A click on a button presses it; on a field focuses it (checking the one it leaves) and,
    /// on its input, goes on to the field, aimed at the input. Other mouse events go to the
    /// focused field as they are (a pop-up's rows).
    mutating func handleClick(_ mouse: MouseEvent) -> ClickOutcome {
        let buttons = shownButtons
        if let index = mouse.clickedButton, buttons.indices.contains(index) {
            leaveField()
            focus = .button(buttons[index])
            return .done(press(buttons[index]))
        }
        guard let index = mouse.clickedField, fields.indices.contains(index), let screenSize else {
            return .forward(.mouse(mouse))
        }
        guard focusOrder.contains(.field(index)) else { return .done(.ignored) }
        if focus != .field(index) {
            leaveField()
            focus = .field(index)
        }
        // `scroll` is where the fields were drawn from: `prepare(for:)` set it.
        let input = FormLayout(self, in: Rect(size: screenSize)).inputArea(of: index, top: scroll)
        fields[index].prepare(for: input, screen: screenSize)
        guard input.contains(mouse.position) else { return .done(.handled) }
        var click = mouse
        click.hit = HitRegion(.field(index), area: input)
        return .forward(.mouse(click))
    }

    /// The wheel: the fields scroll a row a notch, and stay there (focus may leave the view)
    /// until the next key or click.
    mutating func scroll(by step: Int) -> DialogResponse<Value> {
        guard let screenSize else { return .ignored }
        let layout = FormLayout(self, in: Rect(size: screenSize))
        let next = layout.clamped(scroll + step)
        guard next != layout.clamped(scroll) || followsFocus else { return .ignored }
        followsFocus = false
        scroll = next
        return .handled
    }
}
