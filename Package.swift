// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FormWizard",
    products: [
        .library(name: "FormWizard", targets: ["FormWizard"]),
        .library(name: "FormWizardCurses", targets: ["FormWizardCurses"]),
        .library(name: "FormWizardTesting", targets: ["FormWizardTesting"]),
        .executable(name: "formwizard", targets: ["formwizard"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "FormWizard"),
        .target(name: "FormWizardCurses", dependencies: ["FormWizard", "CNcurses"]),
        .target(name: "FormWizardTesting", dependencies: ["FormWizard"]),
        .target(name: "Checkout", dependencies: ["FormWizard"]),
        .target(name: "FormWizardCommandLine", dependencies: ["FormWizard", "Checkout"]),
        .executableTarget(
            name: "FormWizardBenchmarks",
            dependencies: ["Checkout", "FormWizard", "FormWizardCurses", "FormWizardTesting"]),
        .executableTarget(name: "FormWizardFuzz", dependencies: ["FormWizard", "FormWizardTesting"]),
        .executableTarget(name: "formwizard", dependencies: ["FormWizardCommandLine", "FormWizardCurses"]),
        .testTarget(
            name: "FormWizardTests", dependencies: ["FormWizard", "FormWizardTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "FormWizardCursesTests", dependencies: ["FormWizardCurses"]),
        .testTarget(
            name: "CheckoutTests", dependencies: ["Checkout", "FormWizard", "FormWizardTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "FormWizardCommandLineTests",
            dependencies: ["FormWizardCommandLine", "Checkout", "FormWizard", "FormWizardTesting"],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
