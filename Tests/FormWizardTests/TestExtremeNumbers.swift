import FormWizard
import FormWizardTesting
import Testing

/// Every public dialog and widget built with numbers a caller can pass (`Int.min` to `Int.max`,
/// NaN and the infinities, durations of any length), drawn on screens from 0x0 to 2000x500 and
/// at every `DialogSize`, handed keys, and asked in line mode: numbers are clamped where they
/// enter, and no layout traps (see `ExtremeNumbers`).
@MainActor
struct TestExtremeNumbers {
    typealias Extreme = ExtremeNumbers

    static let items = (1...30).map { MenuItem("Item \($0)", detail: "d\($0)", value: $0) }
    static let few = Array(items.prefix(3))
    static let text = (1...40).map { "Line \($0) of a text long enough to wrap on a small screen" }
        .joined(separator: "\n")

    // MARK: Text inputs

    @Test(arguments: Extreme.integers) func textInputAndPassword(_ number: Int) async {
        let input = TextInput(title: "Name", message: "Type it", text: "Ada Lovelace", maxLength: number)
        Extreme.exercise(input)
        Extreme.exercise(TextInput(title: "Secret", text: "abc", maxLength: number, isSecret: true))
        Extreme.exercise(Password(title: "Password", message: "Type it", maxLength: number))
        await Extreme.presentLines(input)
        await Extreme.presentLines(Password(title: "Password", maxLength: number))
        var editor = LineEditor(text: "Ada", maxLength: number, isSecret: number < 0)
        _ = editor.insert("Lovelace")
        for width in Extreme.integers {
            _ = editor.display(width: width)
            _ = editor.visibleStart(width: width)
            _ = LineEditor.Display(text: "x", cursorColumn: width)
            var moved = editor
            moved.moveCursor(to: width)
            moved.moveCursor(toColumn: width, width: number)
            moved.scrollToCursor(width: width)
            _ = moved.handle(.key(.left))
            moved.deleteToIndex(width)
            _ = moved.display(width: number)
        }
        Extreme.draw(TextField(editor: editor, placeholder: "p", isFocused: true))
    }

    // MARK: Lists

    @Test(arguments: Extreme.integers) func lists(_ number: Int) async {
        let menu = Menu(title: "Menu", message: "Pick", items: Self.items, selected: number)
        Extreme.exercise(menu)
        await Extreme.presentLines(menu)
        let radio = RadioList(title: "Radio", items: Self.items, selected: number, cursor: number)
        Extreme.exercise(radio)
        await Extreme.presentLines(radio)
        let checklist = Checklist(
            title: "Check", items: Self.items, selected: [number, 0, 1], minimum: number, maximum: number)
        Extreme.exercise(checklist)
        await Extreme.presentLines(checklist)
        let open = Checklist(title: "Check", items: Self.few, minimum: number)
        Extreme.exercise(open)
        await Extreme.presentLines(open)
        let build = BuildList(title: "Build", items: Self.items, chosen: [number, 2, number], minimum: number)
        Extreme.exercise(build)
        await Extreme.presentLines(build)
        let inputMenu = InputMenu(title: "Rename", items: Self.items, selected: number)
        Extreme.exercise(inputMenu)
        await Extreme.presentLines(inputMenu)
    }

    @Test(arguments: Extreme.integers) func filterAndTable(_ number: Int) async {
        let lines = (1...50).map { "line \($0)" }
        let filter = Filter(lines, title: "Find", limit: number, synchronousLimit: number)
        Extreme.exercise(filter)
        await Extreme.presentLines(filter)
        Extreme.exercise(Filter(lines, limit: nil, synchronousLimit: number))
        let rows = (1...40).map { ["name \($0)", "\($0 * 7)", "x"] }
        let sort = Table<[String]>.Sort(column: number, ascending: number > 0)
        let table = Table(
            title: "Table", rows: rows, columns: TableColumn.texts(["Name", "N", "X"]), selection: .multiple,
            sort: sort, freezesFirstColumn: true)
        Extreme.exercise(table)
        await Extreme.presentLines(table)
    }

    // MARK: Numbers, progress, time

    @Test(arguments: Extreme.integers) func slider(_ number: Int) async {
        for range in [number...number, min(number, 0)...max(number, 0), Int.min...Int.max, -3...number.magnitudeCapped]
        {
            for step in [number, 1, Int.max, Int.min] {
                let slider = Slider(title: "Level", message: "Choose", range: range, step: step, value: number)
                Extreme.exercise(slider, keys: [.pageUp, .pageUp, .pageDown, .pageDown, .right, .left, .end, .home])
                await Extreme.presentLines(slider)
            }
        }
    }

    @Test(arguments: Extreme.integers) func pauseAndActivity(_ number: Int) async {
        let pause = Pause(title: "Wait", message: "Waiting", seconds: number)
        Extreme.exercise(pause)
        await Extreme.presentLines(pause)
        var activity = Activity(title: "Working", message: "Busy", phase: number)
        Extreme.exercise(activity)
        _ = activity.lines(after: nil)
        activity.phase = number
        Extreme.exercise(activity)
        Extreme.draw(Spinner(phase: number))
        var spinner = Spinner(phase: 0)
        spinner.phase = number
        _ = spinner.frame
        Extreme.draw(TaskRowList(rows: [TaskRow("a", state: .running(fraction: nil, status: "s"))], phase: number))
    }

    @Test(arguments: Extreme.doubles) func gauges(_ fraction: Double) async {
        var gauge = Gauge(title: "Copying", message: "Files", fraction: fraction, cancellable: true)
        Extreme.exercise(gauge)
        _ = gauge.lines(after: nil)
        gauge.fraction = fraction
        _ = gauge.lines(after: Gauge(title: "Copying", fraction: 0.5))
        Extreme.exercise(gauge)
        var bar = GaugeBar(fraction: fraction)
        Extreme.draw(bar)
        bar.fraction = fraction
        _ = bar.percent
        _ = GaugeBar.clamped(fraction)
        Extreme.draw(SliderBar(fraction: fraction))
        let rows = [
            TaskRow("a", state: .running(fraction: fraction, status: nil)),
            TaskRow("b", state: .running(fraction: fraction, status: "s")), TaskRow("c", state: .done(nil)),
        ]
        let progress = TaskProgress(title: "Tasks", message: "Running", rows: rows)
        Extreme.exercise(progress)
        _ = progress.fraction
        _ = progress.lines(after: nil)
        Extreme.draw(TaskRowList(rows: rows, phase: 3))
    }

    @Test(arguments: Extreme.integers) func datesAndTimes(_ number: Int) async {
        let day = CalendarDate(year: 2026, month: 12, day: 7)!
        for date in [CalendarDate.first, day, CalendarDate.last] {
            _ = date.adding(days: number)
            _ = date.adding(months: number)
        }
        _ = CalendarDate(year: number, month: number, day: number)
        _ = CalendarDate.isLeapYear(number)
        _ = CalendarDate.days(inMonth: number, of: number)
        _ = TimeOfDay(hour: number, minute: number, second: number)
        _ = CardExpiry(month: number, year: number)
        let month = YearMonth(year: number, month: number)
        _ = month.adding(months: number)
        _ = month.adding(months: -number.magnitudeCapped)
        _ = YearMonth(year: 2026, month: 12).adding(months: number)
        _ = month.description
        let grid = MonthGrid(
            month: day, selected: day, range: CalendarDate.first...day, firstWeekday: .sunday, firstWeek: number)
        Extreme.draw(grid)
        _ = grid.week(of: day)
        let picker = DatePicker(title: "Day", selected: day, in: CalendarDate.first...CalendarDate.last)
        Extreme.exercise(picker)
        await Extreme.presentLines(picker)
        let time = TimePicker(title: "Time", selected: TimeOfDay(hour: 23, minute: 59, second: 59)!)
        Extreme.exercise(time)
        await Extreme.presentLines(time)
    }

    // MARK: Text

    @Test(arguments: Extreme.integers) func scrollingText(_ number: Int) async {
        var text = ScrollingText(lines: Self.text.split(separator: "\n").map(String.init), showsLineNumbers: true)
        text.scroll = TextScroll(line: number, row: number, column: number)
        text.tabWidth = number
        text.tabOffset = number
        Extreme.draw(text)
        var unwrapped = text
        unwrapped.wraps = false
        Extreme.draw(unwrapped)
        for viewport in Extreme.sizes + [Size(columns: number, rows: number), Size(columns: 5, rows: number)] {
            for move in [TextScroll.Move.up(number), .down(number), .left(number), .right(number), .top, .bottom] {
                _ = text.scrolled(move, in: viewport)
                _ = unwrapped.scrolled(move, in: viewport)
            }
            _ = text.clamped(text.scroll, in: viewport)
            _ = text.visibleLines(in: viewport)
            _ = text.bottom(in: viewport)
            _ = text.hasMoreAbove(in: viewport)
            _ = text.hasMoreBelow(in: viewport)
            _ = text.rows(ofLine: 3, in: viewport)
            _ = text.rows(ofLine: number, in: viewport)
        }
        _ = text.gutterWidth(in: number)
        _ = TextScroll.Move(.pageDown, page: number)
        _ = TextLayout.displayable("a\tb\tc", tabWidth: number, tabOffset: number)
        _ = TextLayout.wrap("a few words to wrap", width: number)
        _ = TextLayout.truncate("a few words to cut", to: number)
        _ = TextLayout.prefix("a few words", fitting: number)
        _ = StyledText("styled words to wrap").wrapped(width: number)
        _ = StyledText("styled words to cut").truncated(to: number)
        _ = Paragraph.fitting(["one", "two", "three"], rows: number, width: number)
        _ = Paragraph.fitting([StyledText("one"), "two"], rows: number, width: number)
        var pager = Pager(title: "Pager", text: Self.text, wraps: number > 0, showsLineNumbers: true)
        pager.tabWidth = number
        Extreme.exercise(pager)
        await Extreme.presentLines(pager)
        _ = pager.lines(after: nil)
        Extreme.exercise(EditBox(title: "Edit", text: Self.text, showsLineNumbers: true))
    }

    // MARK: Widgets and layout

    @Test(arguments: Extreme.integers) func widgets(_ number: Int) async {
        let rows = (1...5).map {
            ItemList.Row(title: "Row \($0)", detail: "d", mark: "[ ]", highlighted: [number, 0, 2])
        }
        var list = ItemList(
            rows: rows, selected: number, titleWidth: number, detailWidth: number, markWidth: number,
            firstIndex: number)
        Extreme.draw(list)
        list.titleWidth = number
        list.detailWidth = 3
        Extreme.draw(list)
        _ = ItemList.width(titleWidth: number, detailWidth: number, markWidth: number)
        for other in Extreme.integers {
            _ = ItemList.top(from: number, showing: other, rows: number, count: other)
            _ = ItemList.top(from: other, showing: number, rows: 3, count: 10)
        }
        var layout = RowLayout([
            .init(number, priority: number), .init(1, priority: .min), .init(number, priority: .max),
        ])
        for bounds in [
            Rect(x: 0, y: 0, columns: 80, rows: 24), Rect(x: number, y: number, columns: number, rows: number),
        ] {
            _ = layout.heights(fitting: number)
            _ = layout.areas(in: bounds)
            _ = layout.panel(width: number, in: bounds)
        }
        layout.rows[0].height = number
        _ = layout.heights(fitting: .max)
        let bar = ButtonBar(
            buttons: [ButtonBar.Button("OK"), ButtonBar.Button("Cancel", role: .cancel)], focused: number)
        Extreme.draw(bar)
        _ = bar.size(width: number)
        _ = bar.fitsInRow(width: number)
        Extreme.draw(Panel(title: "Panel"))
        _ = Panel.contentWidth(in: Rect(x: 0, y: 0, columns: 80, rows: 24), upTo: number)
        _ = Panel.area(for: Size(columns: number, rows: number), in: Rect(x: 0, y: 0, columns: 80, rows: 24))
        Extreme.draw(Paragraph(lines: ["a paragraph of words"], alignment: .center))
        _ = DisplayWidth.of("x")
        _ = Color.red.reduced(toColors: number)
        _ = Key.function(number).description
        _ = DecimalNumber(significand: number, fractionDigits: number).description
        _ = DecimalNumber(significand: number, fractionDigits: 2).doubleValue
        _ = DecimalNumber(significand: number, fractionDigits: 18) < DecimalNumber(significand: -number.magnitudeCapped)
        let card = CardNumber("4242424242424242")
        _ = (card.column(afterDigits: number), card.digitCount(beforeColumn: number))
    }

    // MARK: Geometry and buffers

    @Test(arguments: Extreme.integers) func geometryAndBuffers(_ number: Int) {
        let screen = Rect(x: 0, y: 0, columns: 80, rows: 24)
        var rect = Rect(x: number, y: number, columns: number, rows: number)
        for area in [
            rect, Rect(x: 2, y: 2, columns: number, rows: number), Rect(x: number, y: 3, columns: 10, rows: 2),
        ] {
            _ = (area.maxX, area.maxY, area.contains(Point(x: number, y: number)), area.intersection(screen))
            _ = area.inset(top: number, left: number, bottom: number, right: number)
            _ = area.inset(horizontal: number, vertical: -number.magnitudeCapped)
            _ = area.centered(Size(columns: number, rows: number))
            _ = area.row(number)
            _ = Panel.content(of: area)
        }
        rect.origin = Point(x: number, y: -number.magnitudeCapped)
        rect.size = Size(columns: number, rows: number)
        _ = (rect.maxX, rect.maxY)
        for size in [Size(columns: number, rows: 3), Size(columns: 3, rows: number)] {
            var buffer = CellBuffer(size: size)
            buffer.write("text", at: Point(x: number, y: 1), style: .plain)
            buffer.write("日本", at: Point(x: 1, y: number), style: .plain, clip: rect)
            _ = buffer.lines
        }
        var frame = Frame(size: Size(columns: 80, rows: 24), theme: .default)
        for area in [rect, Rect(x: number, y: 1, columns: 5, rows: 5), Rect(x: 1, y: 1, columns: number, rows: number)]
        {
            frame.write(StyledText("styled"), at: Point(x: number, y: number), style: .plain, clip: area)
            frame.buffer.write("plain", at: Point(x: number, y: 2), style: .plain, clip: area)
            frame.buffer.write(Substring("sub"), at: Point(x: 2, y: number), style: .plain)
            frame.buffer.fill(area, with: "x", style: .plain)
            frame.buffer.restyle(area) { $0 }
            frame.buffer.set(Cell("y"), at: Point(x: number, y: number))
            frame.buffer.drawBox(area, style: .plain, title: "Box")
            frame.addHitRegion(.row(number), in: area)
            frame.render(Panel(title: "Panel"), in: area)
            frame.moveRows(in: area, by: number)
            _ = frame.scrollRows(in: area, by: number, highlightFrom: number, to: number)
            _ = frame.scrollRows(in: area, by: -number.magnitudeCapped, highlightFrom: 0, to: number)
        }
    }

    // MARK: Buttons and sizes

    @Test(arguments: Extreme.integers) func buttonsAndDialogSizes(_ number: Int) async {
        let buttons = [DialogButton("OK", action: .accept), DialogButton("More", action: .custom(number))]
        let message = Alert(title: "Note", message: "A message", actions: [.default("OK", 1)])
        Extreme.exercise(WithButtons(message, buttons: buttons, defaultButton: number))
        Extreme.exercise(Menu(title: "Menu", items: Self.items).withButtons(buttons, defaultButton: number))
        // A pager or an edit box with buttons fills a large screen, and `WithButtons` copies its
        // cells one by one (seconds at 2000x500 in a debug build): up to 80x24 here.
        let sizes = Array(Extreme.sizes.dropLast())
        Extreme.exercise(
            Pager(title: "File", text: Self.text).withButtons(buttons, defaultButton: number), sizes: sizes)
        Extreme.exercise(
            EditBox(title: "Edit", text: Self.text).withButtons(buttons, defaultButton: number), sizes: sizes)
        await Extreme.presentLines(WithButtons(message, buttons: buttons, defaultButton: number))
        var size = DialogSize(columns: number, rows: number, margin: Size(columns: number, rows: number))
        size.columns = number
        size.rows = number
        size.margin = Size(columns: number, rows: -number.magnitudeCapped)
        var frame = Frame(size: Size(columns: 80, rows: 24), theme: .default)
        message.render(at: size, into: &frame)
        let screen = VirtualTerminal(columns: 40, rows: 12)
        let sized = Screen(terminal: screen, clock: TestClock())
        let alert = Task { try await sized.withDialogSize(size) { try await sized.present(message) } }
        await sized.waitUntilIdle()
        screen.send(.enter)
        _ = await alert.result
    }

    // MARK: Forms

    struct Answers: Sendable, Equatable {
        var text = "Ada"
        var notes = "one\ntwo\nthree"
        var number: Int? = 5
        var decimal: DecimalNumber? = DecimalNumber(significand: 125, fractionDigits: 2)
        var options: [Int] = [1]
    }

    @Test(arguments: Extreme.integers) func forms(_ number: Int) async {
        let low = min(number, 0)
        let high = max(number, 0)
        let fields: [Field<Answers>] = [
            .text("Text", \.text, maxLength: number, validate: .length(min: number, max: number)),
            .secret("Secret", \.text, maxLength: number, validate: .length(min: 0, max: number)),
            .textArea("Notes", \.notes, rows: number, maxLength: number, validate: .length(min: number)),
            .number("Number", \.number, in: low...high),
            .number("Any", \.number, in: Int.min...Int.max),
            .decimal(
                "Decimal", \.decimal,
                in: DecimalNumber(significand: low, fractionDigits: 2)...DecimalNumber(significand: high),
                fractionDigits: number),
            .multiSelect("Options", \.options, options: Self.few, minimum: number, maximum: number),
            .note(Self.text, label: "Note", maxRows: number),
        ]
        let form = Form("Form", message: "Fill it in", value: Answers(), fields: fields)
        Extreme.exercise(form)
        await Extreme.presentLines(form)
        for validator in [Validator<String>.length(min: number), .length(max: number), .length(min: number, max: -1)] {
            _ = validator.validate("some text")
            _ = validator.validate("")
        }
        _ = Validator<String>.integer(in: low...high).validate(String(number))
        _ = Validator<Int>.range(low...high).validate(number)
    }

    // MARK: Every dialog at every `DialogSize`

    @Test func everyDialogAtEveryDialogSize() {
        let alert = Alert(title: "Alert", message: "Something", actions: [.default("A", 1), .cancel("B", 2)])
        let buttons = [DialogButton("OK", action: .accept), DialogButton("Cancel", action: .cancel)]
        let day = CalendarDate(year: 2026, month: 12, day: 7)!
        let lines = AsyncThrowingStream<String, any Error> { $0.finish() }
        Extreme.exerciseSizes(alert)
        Extreme.exerciseSizes(alert.withButtons(buttons))
        Extreme.exerciseSizes(Confirm(title: "Sure?", message: "Really"))
        Extreme.exerciseSizes(InfoBox(title: "Info", message: "A message"))
        Extreme.exerciseSizes(TextInput(title: "Name", message: "Type it", text: "Ada", maxLength: 10))
        Extreme.exerciseSizes(Password(title: "Password").withButtons(buttons))
        Extreme.exerciseSizes(Menu(title: "Menu", message: "Pick", items: Self.items).withButtons(buttons))
        Extreme.exerciseSizes(RadioList(title: "Radio", items: Self.items))
        Extreme.exerciseSizes(Checklist(title: "Check", items: Self.items))
        Extreme.exerciseSizes(BuildList(title: "Build", items: Self.items, chosen: [1]))
        Extreme.exerciseSizes(InputMenu(title: "Rename", items: Self.items))
        Extreme.exerciseSizes(Filter((1...50).map { "line \($0)" }, title: "Find"))
        Extreme.exerciseSizes(
            Table(title: "Table", rows: [["a", "1"], ["b", "2"]], columns: TableColumn.texts(["Name", "N"])))
        Extreme.exerciseSizes(Slider(title: "Level", range: 0...100, value: 50))
        Extreme.exerciseSizes(Pause(title: "Wait", message: "Waiting", seconds: 10).withButtons(buttons))
        Extreme.exerciseSizes(Gauge(title: "Copying", message: "Files", fraction: 0.5))
        Extreme.exerciseSizes(Activity(title: "Working", message: "Busy"))
        Extreme.exerciseSizes(TaskProgress(title: "Tasks", rows: [TaskRow("a"), TaskRow("b", state: .done(nil))]))
        Extreme.exerciseSizes(DatePicker(title: "Day", selected: day))
        Extreme.exerciseSizes(TimePicker(title: "Time", selected: TimeOfDay(hour: 12, minute: 0)!))
        Extreme.exerciseSizes(Pager(title: "Pager", text: Self.text, showsLineNumbers: true).withButtons(buttons))
        Extreme.exerciseSizes(EditBox(title: "Edit", text: Self.text).withButtons(buttons))
        Extreme.exerciseSizes(FilePicker(path: "/home/ana", listing: FakeDirectoryListing.home))
        Extreme.exerciseSizes(
            Tree(title: "Tree", roots: [TreeNode("a", value: 1, children: [TreeNode("b", value: 2)])]))
        Extreme.exerciseSizes(ThemePicker())
        Extreme.exerciseSizes(OutputBox(title: "Out", message: "Output", lines: lines))
        Extreme.exerciseSizes(Form("Form", value: Answers(), fields: [.text("Text", \.text)]))
        Extreme.exerciseSizes(LoginForm())
        Extreme.exerciseSizes(Backdrop(dialog: InfoBox(message: "Behind")))
    }

    // MARK: Dialogs without numbers of their own, at every size

    @Test func everyOtherDialogAtEverySize() async {
        let confirm = Confirm(title: "Sure?", message: "Really", destructive: true)
        Extreme.exercise(confirm)
        await Extreme.presentLines(confirm)
        let alert = Alert(title: "Alert", message: "Something", actions: [.default("A", 1), .cancel("B", 2)])
        Extreme.exercise(alert)
        await Extreme.presentLines(alert)
        Extreme.exercise(InfoBox(title: "Info", message: "A message"))
        Extreme.exercise(Backdrop(dialog: InfoBox(message: "Behind")))
        let tree = Tree(
            title: "Tree",
            roots: [
                TreeNode("a", value: 1, isExpanded: true, children: [TreeNode("b", value: 2), TreeNode("c", value: 3)])
            ])
        Extreme.exercise(tree)
        await Extreme.presentLines(tree)
        let files = FilePicker(path: "/home/ana", listing: FakeDirectoryListing.home)
        Extreme.exercise(files)
        await Extreme.presentLines(files)
        let themes = ThemePicker()
        Extreme.exercise(themes)
        await Extreme.presentLines(themes)
        let edit = EditBox(title: "Edit", text: Self.text)
        await Extreme.presentLines(edit)
        for form in [LoginForm()] { Extreme.exercise(form) }
        Extreme.exercise(AddressForm())
        Extreme.exercise(PaymentForm(today: { YearMonth(year: 2026, month: 12) }))
        await Extreme.presentLines(LoginForm())
        await Extreme.presentLines(AddressForm())
        await Extreme.presentLines(PaymentForm(today: { YearMonth(year: 2026, month: 12) }))
        let output = OutputBox(title: "Out", lines: AsyncThrowingStream<String, any Error> { $0.finish() }, capacity: 3)
        Extreme.exercise(output)
        _ = output.lines(after: nil)
    }

    @Test(arguments: Extreme.integers) func outputCapacity(_ number: Int) async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let lines = AsyncThrowingStream<String, any Error> { continuation in
            for line in 1...25 { continuation.yield("line \(line)") }
            continuation.finish()
        }
        let output = OutputBox(title: "Out", lines: lines, capacity: number, closesAtEnd: true)
        Extreme.exercise(output)
        try await screen.present(output)
    }

    // MARK: Line questions

    /// The line prompter's questions given extreme defaults and limits, and answered with
    /// extreme numbers typed (then the end of input, so that each ends).
    @Test(arguments: Extreme.integers) func lineQuestions(_ number: Int) async {
        let options = ["one", "two", "three"]
        let typed = String(number)
        func ask(_ answers: [String], _ question: (LinePrompter) async throws -> Void) async {
            let lines = VirtualLineTerminal()
            lines.send(answers.map(LineInput.line) + [.end])
            try? await question(LinePrompter(terminal: lines))
        }
        await ask([typed, "", "1"]) { _ = try await $0.choose("Pick", options: options, default: number) }
        await ask([typed, ""]) { _ = try await $0.chooseOrEscape("Pick", options: options, default: number) }
        await ask([typed, ""]) {
            _ = try await $0.chooseOrType("Pick", options: options, typing: "a name", default: number)
        }
        await ask([typed, "\(typed) 1", "1 2", ""]) {
            _ = try await $0.chooseMany(
                "Pick", options: options, selected: [number, 0], minimum: number, maximum: number)
        }
        await ask([typed, "2 1", ""]) {
            _ = try await $0.chooseInOrder("Order", options: options, chosen: [number, 1], minimum: number)
        }
        await ask(["t", typed, "1", "", "x"]) {
            _ = try await $0.search("Find", options: options, default: number, limit: number) { _ in
                (count: number, best: [number, 0, 1, 2, -1])
            }
        }
    }

    // MARK: Durations

    @Test(arguments: Extreme.durations) func durations(_ duration: Duration) async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let input = Task { try await screen.withTimeout(duration) { try await screen.textInput("Name") } }
        await screen.waitUntilIdle()
        term.send(.enter)
        _ = await input.result
        let lines = VirtualLineTerminal()
        let prompter = LinePrompter(terminal: lines)
        lines.type("x")
        _ = try? await prompter.withTimeLimit(duration) { () throws(CancellationError) in try await prompter.ask("Q") }
        let slept = Task { try await screen.present(Sleeper(duration: duration)) }
        await eventually("the sleeper is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        term.send(.escape)
        _ = await slept.result
        _ = DialogTimeoutError(duration: duration)
        #expect(AsyncCheck(id: 1, debounce: duration) { nil }.debounce <= .seconds(Int32.max))
        let form = Form(
            "Check", value: Answers(), fields: [.text("Text", \.text, check: { _ in nil }, debounce: duration)])
        let checked = Task { try await screen.present(form) }
        await screen.waitUntilIdle()
        term.type("x")
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.escape)
        _ = await checked.result
    }
}

/// A dialog whose task sleeps for `duration`, then ticks every `duration` three times.
private struct Sleeper: Dialog {
    var duration: Duration

    mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        guard case .key(let key) = event, key == .escape else { return .ignored }
        return .cancel
    }

    func render(into frame: inout Frame) {
        frame.render(Paragraph(lines: ["Sleeping"]), in: frame.bounds)
    }

    var tasks: [DialogTask<Sleeper>] {
        [
            DialogTask(id: "sleep") { [duration] (context: DialogTaskContext<Sleeper>) -> DialogTask<Sleeper>.Update? in
                try await context.sleep(for: duration)
                var ticks = 0
                try await context.every(duration) { _ in
                    ticks += 1
                    if ticks > 2 { throw CancellationError() }
                }
                return nil
            }
        ]
    }
}

extension Int {
    /// The magnitude, as an `Int` (`Int.max` for `Int.min`).
    fileprivate var magnitudeCapped: Int { self == .min ? .max : Swift.abs(self) }
}
