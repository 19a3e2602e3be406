import FormWizard

/// A change of the terminal's attributes between two styles (`nil`: normal), the key of the
/// bytes `CursesTerminal.writeCells` keeps for it.
struct AttributeChange: Hashable {
    var from: Style?
    var to: Style?
}
