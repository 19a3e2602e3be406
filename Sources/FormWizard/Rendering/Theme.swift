/// The styles dialogs draw with.
///
/// Themes keep the terminal's own background (`use_default_colors`) so dialogs fit any colour
/// scheme; focus is always shown with an attribute too, so a terminal without colours still
/// shows where it is.
public struct Theme: Hashable, Sendable {
    /// Everything behind the dialogs.
    public var screen: Style
    /// A dialog's body text and background.
    public var dialog: Style
    /// A dialog's frame.
    public var border: Style
    /// A dialog's title.
    public var title: Style
    /// A button or list row without focus.
    public var button: Style
    /// The button or list row with focus.
    public var focused: Style
    /// A destructive action's label.
    public var destructive: Style
    /// The letter that chooses a button from the keyboard.
    public var hotkey: Style
    /// A text field.
    public var input: Style
    /// The filled part of a gauge.
    public var gaugeFilled: Style
    /// Hints such as the keys that work, and scroll markers.
    public var hint: Style
    /// Error messages.
    public var error: Style
    /// The characters of a line that matched a filter's query (`Filter`); on the selected row
    /// its attributes are added to `focused`.
    public var match: Style
    /// Whether text may bring its own colours (a `StyledText` run's foreground): false in
    /// `monochrome`, so that `NO_COLOR` and terminals without colours keep to attributes.
    public var usesColor: Bool

    /// A theme with a style for each part (see the properties).
    public init(
        screen: Style, dialog: Style, border: Style, title: Style, button: Style, focused: Style,
        destructive: Style, hotkey: Style, input: Style, gaugeFilled: Style, hint: Style, error: Style,
        match: Style = Style(attributes: [.bold, .underline]), usesColor: Bool = true
    ) {
        self.screen = screen
        self.dialog = dialog
        self.border = border
        self.title = title
        self.button = button
        self.focused = focused
        self.destructive = destructive
        self.hotkey = hotkey
        self.input = input
        self.gaugeFilled = gaugeFilled
        self.hint = hint
        self.error = error
        self.match = match
        self.usesColor = usesColor
    }

    /// Colours on the terminal's own background.
    public static let `default` = Theme(
        screen: .plain,
        dialog: .plain,
        border: Style(foreground: .cyan),
        title: Style(attributes: .bold),
        button: .plain,
        focused: Style(attributes: [.reverse, .bold]),
        destructive: Style(foreground: .red),
        hotkey: Style(attributes: .underline),
        input: Style(attributes: .underline),
        gaugeFilled: Style(attributes: .reverse),
        hint: Style(attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        match: Style(foreground: .magenta, attributes: [.bold, .underline])
    )

    /// Attributes only, for terminals without colours and for `NO_COLOR`.
    public static let monochrome = Theme(
        screen: .plain,
        dialog: .plain,
        border: .plain,
        title: Style(attributes: .bold),
        button: .plain,
        focused: Style(attributes: [.reverse, .bold]),
        destructive: Style(attributes: .bold),
        hotkey: Style(attributes: .underline),
        input: Style(attributes: .underline),
        gaugeFilled: Style(attributes: .reverse),
        hint: Style(attributes: .dim),
        error: Style(attributes: .bold),
        match: Style(attributes: [.bold, .underline]),
        usesColor: false
    )
}
