/// A button of a form.
public enum FormButton: Hashable, Sendable {
    /// Back, for a step of a wizard, with its label.
    case back(String)
    /// The button that submits the form, with its label.
    case submit(String)
    /// The button that cancels the form, with its label.
    case cancel(String)

    var title: String {
        switch self {
        case .back(let title), .submit(let title), .cancel(let title): title
        }
    }

    var button: ButtonBar.Button {
        switch self {
        case .back(let title), .submit(let title): ButtonBar.Button(title)
        case .cancel(let title): ButtonBar.Button(title, role: .cancel)
        }
    }

    /// What Enter does on it, for the footer.
    var action: String {
        switch self {
        case .back: "back"
        case .submit: "submit"
        case .cancel: "cancel"
        }
    }
}

extension FormButton {
    var isBack: Bool {
        if case .back = self { return true }
        return false
    }
}
