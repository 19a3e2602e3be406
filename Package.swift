// swift-tools-version:6.2
// 6.2: the sources use isolated deinit and Task.immediate; the Examples package uses
// .defaultIsolation. macOS 15.4 is the lowest the code allows (Atomic needs 15, isolated deinit
// 15.4; Task.immediate, 26, has a fallback). macOS is untested (README, "Platforms").
import PackageDescription

let package = Package(
    name: "FormWizard",
    platforms: [.macOS("15.4")],
    products: [
        .library(name: "FormWizard", targets: ["FormWizard"]),
        .library(name: "FormWizardCurses", targets: ["FormWizardCurses"]),
        .library(name: "FormWizardTesting", targets: ["FormWizardTesting"]),
        .executable(name: "formwizard", targets: ["formwizard"]),
    ],
    targets: [
        // No pkgConfig: SwiftPM would warn about ncursesw.pc's -D flags on every build. The
        // headers are found on the default paths; the library is linked by FormWizardCurses.
        .systemLibrary(name: "CNcurses", path: "CNcurses", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        .target(name: "FormWizard"),
        .target(
            name: "FormWizardCurses", dependencies: ["FormWizard", "CNcurses"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .target(name: "FormWizardTesting", dependencies: ["FormWizard"]),
        .target(name: "Checkout", dependencies: ["FormWizard"]),
        .target(name: "FormWizardCommandLine", dependencies: ["FormWizard", "FormWizardCurses", "Checkout"]),
        .executableTarget(
            name: "FormWizardBenchmarks",
            dependencies: ["Checkout", "FormWizard", "FormWizardCurses", "FormWizardTesting"]),
        .executableTarget(name: "FormWizardFuzz", dependencies: ["FormWizard", "FormWizardTesting"]),
        .executableTarget(name: "FormWizardArgumentFuzz", dependencies: ["FormWizard", "FormWizardTesting"]),
        .executableTarget(name: "formwizard", dependencies: ["FormWizardCommandLine", "FormWizardCurses"]),
        .testTarget(
            name: "FormWizardTests", dependencies: ["FormWizard", "FormWizardTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "FormWizardCursesTests", dependencies: ["FormWizardCurses"]),
        .testTarget(
            name: "CheckoutTests", dependencies: ["Checkout", "FormWizard", "FormWizardTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "FormWizardCommandLineTests",
            dependencies: ["FormWizardCommandLine", "Checkout", "FormWizard", "FormWizardCurses", "FormWizardTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "FormWizardArgumentFuzzTests",
            dependencies: ["FormWizardArgumentFuzz", "FormWizardCommandLine", "FormWizard", "FormWizardTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
