import CNcurses
import Dispatch
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: ncurses (wide-character) on `/dev/tty`.
///
/// It talks to `/dev/tty` rather than stdin and stdout, so `name=$(formwizard input ...)`
/// captures only the result. It shows the dialogs on the alternate screen, reads keys without
/// blocking the main actor (a Dispatch read source on the main queue), reports resizes at once
/// (a SIGWINCH source), and writes only the cells that changed, letting ncurses optimise.
///
/// `close()` puts the terminal back as it found it; call it on every exit path. A crash (a trap,
/// a bad memory access, `abort`) restores it from its signal handler before the crash goes on,
/// and SIGQUIT (`Ctrl-\`) restores it and exits with 131 (`EmergencyRestore`).
@MainActor
public final class CursesTerminal: Terminal, RowMovingTerminal, RepaintingTerminal {
    public internal(set) var size: Size
    public var inputHandler: (@MainActor ([InputEvent]) -> Void)?
    /// Set by the screen: called after `fg`, when ncurses' repaint lost the clusters written
    /// beside it (`ClusterWrite`).
    package var repaintHandler: (@MainActor () -> Void)?
    /// Whether the terminal shows colours (and the terminal's default colours); without them
    /// a screen should use `Theme.monochrome`.
    public let hasColors: Bool
    /// How many colours it shows: 8, 16, 88, 256, or 16,777,216 (true colour, see
    /// `TrueColorType`); colours it lacks are shown as the nearest it has.
    public var colorCount: Int { hasColors ? palette.colorCount : 0 }
    /// Whether `close()` has run.
    public private(set) var isClosed = false
    /// Whether symbols are drawn as UTF-8 or through the terminal's line-drawing set.
    let lineDrawing: LineDrawing
    /// The symbols the terminal's line-drawing set has (`LineDrawing.codes(inACSC:)`), when
    /// it is used.
    let lineDrawingCodes: Set<UInt8>
    /// Clusters ncurses cannot draw whole, written after its update (see `drawClusters()`).
    var clusterWrites: [ClusterWrite] = []
    /// Whether the mouse is reported while reading input: the screen sets it
    /// (`Screen.isMouseEnabled`). It takes effect only where terminfo says the terminal reports
    /// xterm mouse events (`kmous`), the same test the emergency restore turns them off by.
    public var reportsMouse = false {
        didSet {
            guard reportsMouse != oldValue, isReading, !isClosed, hasMouse else { return }
            writeToTTY(reportsMouse ? Self.mouseOn : Self.mouseOff)
        }
    }
    /// Whether the terminal reports xterm mouse events (terminfo's `kmous`).
    let hasMouse: Bool
    /// Whether the dialogs are drawn on the alternate screen (see `init(usesAlternateScreen:)`).
    public let usesAlternateScreen: Bool
    /// How this terminal scrolls rows itself for a move (`nil`: it cannot, and ncurses moves them).
    let scrollSequence: ScrollSequence?
    /// How changed cells are sent to this terminal without ncurses' update (`nil`: it cannot,
    /// and ncurses sends them).
    let cellSequence: CellSequence?
    /// `cup` for each position a run of cells was sent to, row by row (empty: not made yet), on
    /// a screen of `size` (`writeCells`).
    var cursorAddresses: [[UInt8]] = []
    /// Where the last update left the cursor shown (`nil`: hidden).
    var shownCursor: Point?
    /// The bytes of each change of attributes `writeCells` made (`attributeChange`).
    var attributeChanges: [AttributeChange: [UInt8]] = [:]
    /// The last scroll written, kept because a list scrolled by one key after another scrolls
    /// the same rows each time: its text is made once.
    var lastScroll: (move: RowMove, rows: Int, text: String)?
    /// Windows over the columns the last moves shifted (`RowMove.columns`), kept while moves
    /// keep to them.
    var columnWindows: ColumnWindows?
    /// Whether ncurses' screens have lines marked changed, for its update to send (a move left
    /// rows for it, or an update stopped short); `nil` after an update: not asked yet
    /// (`linesMarkedChanged`).
    var hasLinesToSend: Bool?
    /// Whether a move costs next to nothing: the terminal is scrolled by `scrollSequence`, not
    /// by ncurses comparing every line moved.
    package var movesRowsCheaply: Bool { scrollSequence != nil }

    let tty: UnsafeMutablePointer<FILE>
    let screen: OpaquePointer
    /// The tty's modes from before ncurses changed them, for the emergency restore.
    let shellModes: termios
    var decoder: KeyDecoder
    var palette: ColorPalette
    var isCursorVisible: Bool?
    /// Whether input, resizes and bracketed paste are on (from the first frame on).
    var isReading = false
    var readSource: (any DispatchSourceRead)?
    var resizeSource: (any DispatchSourceSignal)?
    var continueSource: (any DispatchSourceSignal)?

    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Clicks and releases (1000), drags (1002), reported as SGR (1006).
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = RestoreSequence.mouseOff

    /// Opens `/dev/tty` and takes over the screen: alternate screen, no echo, keys one by one
    /// (Ctrl-C still interrupts). Reading input, watching resizes and bracketed paste start once
    /// the first frame is shown, so that nothing delays it.
    ///
    /// Set SIGINT, SIGTERM and SIGHUP to `SIG_IGN` (or handle them) before, so that ncurses
    /// does not install handlers of its own; SIGWINCH is handled here.
    /// - Parameter usesAlternateScreen: whether the dialogs are drawn on the alternate screen,
    ///   which `close()` leaves for what the terminal showed before. Without it they are drawn
    ///   over the normal screen and what is drawn last stays there after `close()`, the cursor
    ///   on the bottom row (`dialog --infobox`).
    /// - Throws: `TerminalError` when there is no terminal, `TERM` is missing or unknown, or the
    ///   terminal cannot position the cursor. Nothing on the terminal has changed then.
    public init(usesAlternateScreen: Bool = true) throws(TerminalError) {
        UTF8Locale.activate()
        SignalHandlers.installCrashHandlers()
        guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
            throw .terminalTypeNotSet
        }
        guard let tty = fopen("/dev/tty", "r+") else {
            throw .noTerminal(reason: String(cString: strerror(errno)))
        }
        let entry = TrueColorType.entry(
            for: type, colorTerm: getenv("COLORTERM").map { String(cString: $0) },
            isTrueColor: { fw_true_color_type($0, fileno(tty)) == 1 },
            isUsable: { fw_check_terminal($0, fileno(tty)) == 1 })
        switch fw_check_terminal(entry, fileno(tty)) {
        case 1: break
        case 2:
            fclose(tty)
            throw .cannotPositionCursor(terminalType: type)
        default:
            fclose(tty)
            throw .unknownTerminalType(type)
        }
        let names: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
        let locale = names.lazy.compactMap { name in getenv(name).map { String(cString: $0) } }.first { !$0.isEmpty }
        lineDrawing = LineDrawing.mode(locale: locale, terminalType: type)
        // ncurses draws the line-drawing set as Unicode for linux and screen in a UTF-8
        // locale (which the process has, for wcwidth) unless told not to.
        if lineDrawing == .terminal { setenv("NCURSES_NO_UTF8_ACS", "0", 0) }
        // Resizes are read with a Dispatch signal source. ncurses 6 installs a SIGWINCH handler
        // of its own in newterm even when the signal is ignored; the source, installed after
        // the first frame, replaces it (see `startWatchingResizes`).
        signal(SIGWINCH, SIG_IGN)
        var shellModes = termios()
        tcgetattr(fileno(tty), &shellModes)
        guard let screen = newterm(entry, tty, tty) else {
            fclose(tty)
            throw .unknownTerminalType(type)
        }
        self.tty = tty
        self.screen = screen
        self.shellModes = shellModes
        self.lineDrawingCodes =
            lineDrawing == .terminal
            ? LineDrawing.codes(inACSC: fw_tigetstr("acsc").map { Array(String(cString: $0).utf8) }) : []
        self.usesAlternateScreen = usesAlternateScreen
        if !usesAlternateScreen { Self.keepNormalScreen(descriptor: fileno(tty)) }
        self.hasColors = Self.setUpModes()
        self.hasMouse = fw_tigetstr("kmous") != nil
        self.scrollSequence = ScrollSequence(
            capability: { name in fw_tigetstr(name).map { String(cString: $0) } }, flag: { fw_tigetflag($0) != 0 })
        self.cellSequence = CellSequence(
            capability: { name in fw_tigetstr(name).map { String(cString: $0) } }, flag: { fw_tigetflag($0) != 0 },
            number: { Int(fw_tigetnum($0)) })
        if hasMouse { SuspendRestore.arm(descriptor: fileno(tty), sequence: Array(Self.mouseOff.utf8)) }
        Self.disableFlowControl(descriptor: fileno(tty))
        self.palette = ColorPalette(hasColors: hasColors, colorCount: Int(fw_colors()))
        self.decoder = KeyDecoder()
        self.size = Size(columns: Int(fw_cols()), rows: Int(fw_lines()))
        armEmergencyRestore()
    }

    /// Starts reading keys and watching resizes: the key table of this terminal, bracketed
    /// paste, and the Dispatch sources. `apply(_:)` calls it after the first frame.
    func startReading() {
        guard !isReading, !isClosed else { return }
        isReading = true
        decoder.keyCodes = .forCurrentTerminal()
        writeToTTY(Self.bracketedPasteOn)
        if reportsMouse, hasMouse { writeToTTY(Self.mouseOn) }
        startReadingInput()
        startWatchingResizes()
        startWatchingContinues()
    }

    isolated deinit {
        close()
    }

    /// Puts the terminal back as it was before `init`: stops reading, turns bracketed paste
    /// and the mouse off, shows the cursor, leaves the alternate screen (if it was used),
    /// restores the tty modes, and closes `/dev/tty`. Safe to call more than once; later updates
    /// are ignored.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        inputHandler = nil
        readSource?.cancel()
        stopWatchingSignals()
        curs_set(1)
        dropColumnWindows()
        endwin()
        writeToTTY(Self.bracketedPasteOff)
        if hasMouse { writeToTTY(Self.mouseOff) }
        // Restored: a crash from here on has nothing to restore, and must not write to the
        // tty's descriptor once it is closed (another file could take its number).
        EmergencyRestore.disarm()
        SuspendRestore.disarm()
        delscreen(screen)
        fclose(tty)
    }

    /// Sets the input and output modes; returns whether colours are available.
    private static func setUpModes() -> Bool {
        let window = fw_stdscr()
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        set_escdelay(25)
        guard has_colors() else { return false }
        start_color()
        return use_default_colors() != fw_err()
    }

    /// Turns XON/XOFF flow control off (`stty -ixon`) while the dialogs run, so that Ctrl-S
    /// and Ctrl-Q reach them (the edit box saves with Ctrl-S) instead of pausing and resuming
    /// the output. ncurses takes it as its program mode (`def_prog_mode`), so a resume after
    /// Ctrl-Z keeps it; `endwin` and the emergency restore put back the shell's modes, saved
    /// before.
    private static func disableFlowControl(descriptor: Int32) {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0, modes.c_iflag & tcflag_t(IXON) != 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        guard tcsetattr(descriptor, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

    /// Keeps the dialogs on the normal screen, as dialog does in xterm. `newterm` has queued
    /// the switch to the alternate screen (`smcup`), written with the first refresh: that
    /// refresh is done now, then the switch back (`rmcup`) and a clear are written, and both
    /// switches are cancelled so that nothing switches again (`endwin`, a resume after Ctrl-Z,
    /// the emergency restore, armed after this).
    private static func keepNormalScreen(descriptor: Int32) {
        if fw_tigetstr("smcup") != nil, let leave = fw_tigetstr("rmcup") {
            wrefresh(fw_stdscr())
            let clear = fw_tigetstr("clear").map { String(cString: $0) } ?? ""
            write(RestoreSequence.withoutPadding(String(cString: leave) + clear), to: descriptor)
        }
        fw_cancel_alternate_screen()
    }

    /// Writes bytes to the tty directly (mode switches ncurses does not know about).
    func writeToTTY(_ text: String) {
        Self.write(text, to: fileno(tty))
    }

    /// Writes bytes to the tty directly (cells sent without ncurses' update, `writeCells`).
    func writeToTTY(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { Self.write($0, to: fileno(tty)) }
    }

    /// Writes all of `text` to `descriptor`, unless it fails.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, unless it fails.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            // Safe: `bytes` is not empty here, so it has a base address.
            let written = SystemCall.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
