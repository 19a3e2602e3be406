import FormWizard
import FormWizardTesting
import Testing

/// An installer's settings: a zone among the region's, a proxy host only with a proxy, a port
/// editable only when it is custom.
struct InstallSettings: Sendable, Equatable {
    var region = "Europe"
    var zone = "Paris"
    var useProxy = false
    var proxyHost = ""
    var customPort = false
    var port: Int? = 8080

    static let zones = ["Europe": ["Paris", "Berlin"], "America": ["New York", "Chicago", "Denver"]]

    static func form(_ value: InstallSettings = InstallSettings()) -> Form<InstallSettings> {
        Form(
            "Settings", value: value,
            fields: [
                .select("Region", \.region, options: ["Europe", "America"].map { MenuItem($0, value: $0) }),
                .depending(on: \.region) { region in
                    .select("Zone", \.zone, options: (zones[region] ?? []).map { MenuItem($0, value: $0) })
                },
                .toggle("Proxy", \.useProxy, text: "Use a proxy"),
                .text("Proxy host", \.proxyHost, validate: .required()).shown(when: \.useProxy),
                .toggle("Custom port", \.customPort),
                .number("Port", \.port, validate: .required()).enabled(when: \.customPort),
            ])
    }
}

/// Fields shown or enabled by the form's value, and a field built from it: on a full screen
/// (layout, focus, checks, the value submitted) and in line mode (which fields are asked).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestConditionalFields {
    @Test func aHiddenFieldTakesNoRowAndADisabledOneIsDimmedAndSkipped() async throws {
        let form = await PresentedDialog(InstallSettings.form())
        assertSnapshot(form.term, named: "atFirst")
        // Region, Zone, Proxy, Custom port, then the buttons: Port is disabled.
        await form.send(.tab, .tab, .tab, .tab)
        assertSnapshot(form.term, named: "onSubmit")
        await form.close()
    }

    @Test func turningTheToggleOnShowsTheFieldNextInTheTabOrder() async throws {
        let form = await PresentedDialog(InstallSettings.form())
        await form.send(.tab, .tab)
        await form.type(" ")
        assertSnapshot(form.term, named: "proxyShown")
        await form.type("\tproxy.local")
        await form.send(.tab)
        await form.type(" \t")
        assertSnapshot(form.term, named: "portEnabled")
        await form.send(.backspace, .backspace, .backspace, .backspace)
        await form.type("3128\n")
        #expect(
            try await form.value
                == InstallSettings(
                    region: "Europe", zone: "Paris", useProxy: true, proxyHost: "proxy.local", customPort: true,
                    port: 3128))
    }

    @Test func aHiddenOrDisabledFieldIsNotCheckedAndItsErrorGoesWithIt() async throws {
        var settings = InstallSettings()
        settings.port = nil
        let form = await PresentedDialog(InstallSettings.form(settings))
        await form.send(.tab, .tab)
        await form.type(" ")
        // Submit with the proxy host empty: it is required while shown.
        await form.type("\t\t\t\n")
        assertSnapshot(form.term, named: "hostRequired")
        // Back to the toggle, off: the host and its error go, and the form submits with the
        // port empty, as it is disabled.
        await form.send(.backTab)
        await form.type(" ")
        assertSnapshot(form.term, named: "hostHidden")
        await form.send(.tab, .tab)
        await form.send(.enter)
        settings.useProxy = false
        #expect(try await form.value == settings)
    }

    @Test func anotherRegionRebuildsTheZonesAndTheZoneFollows() async throws {
        let form = await PresentedDialog(InstallSettings.form())
        await form.send(.right)
        assertSnapshot(form.term, named: "america")
        await form.send(.tab, .right)
        #expect(form.term.rows.contains { $0.contains("Zone         ‹ Chicago  ›") })
        // Back to Europe: Chicago is none of its zones, so the zone is Europe's first.
        await form.send(.backTab, .left, .tab)
        #expect(form.term.rows.contains { $0.contains("Zone         ‹ Paris  ›") })
        await form.send(.tab, .tab, .tab, .enter)
        #expect(try await form.value == InstallSettings())
    }

    @Test func aPrefilledZoneOutsideItsRegionIsFittedWhenTheFormIsMade() async throws {
        var settings = InstallSettings()
        settings.region = "America"
        let form = InstallSettings.form(settings)
        #expect(form.value.zone == "New York")
        var kept = settings
        kept.zone = "Denver"
        #expect(InstallSettings.form(kept).value.zone == "Denver")
    }

    @Test func inLineModeOnlyTheFieldsShownAndEnabledAreAskedWithTheZonesOfTheRegion() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        lines.type("2", "3", "yes", "proxy.local", "no")
        lines.endInput()
        let settings = try await screen.present(InstallSettings.form())
        #expect(
            settings
                == InstallSettings(region: "America", zone: "Denver", useProxy: true, proxyHost: "proxy.local"))
        #expect(
            lines.transcript == """
                Settings
                Region
                  1) Europe
                  2) America
                Choose [1]: «2»
                Zone
                  1) New York
                  2) Chicago
                  3) Denver
                Choose [1] (or back): «3»
                Use a proxy
                Proxy (Yes/No) [No] (or back): «yes»
                Proxy host (or back): «proxy.local»
                Custom port (Yes/No) [No] (or back): «no»

                """)
    }

    @Test func inLineModeBackFromAFieldShownByTheAnswerBeforeItAsksThatAnswerAgain() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        lines.type("", "", "yes", "back", "no", "no")
        lines.endInput()
        let settings = try await screen.present(InstallSettings.form())
        #expect(settings == InstallSettings())
        #expect(
            lines.transcript.contains(
                "Proxy host (or back): «back»\nUse a proxy\nProxy (Yes/No) [Yes] (or back): «no»\nCustom port"))
    }
}
