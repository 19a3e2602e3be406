// swift-tools-version:6.2
import PackageDescription

/// What new Xcode 26 projects set ("Default Actor Isolation: MainActor", "Approachable
/// Concurrency"): everything not marked otherwise is on the main actor.
let mainActorByDefault: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

/// README's examples and two small apps of their own (a to-do list and an installer), written as a user of FormWizard would, with
/// its public API only. The same sources (`Shared/`, linked into each target) are built twice:
/// `MainActorApp` with the main actor as the default isolation, `NonisolatedApp` with Swift 6's
/// default (nonisolated). `scripts/test` builds and tests both.
let package = Package(
    name: "FormWizardExamples",
    platforms: [.macOS("15.4")],
    dependencies: [.package(name: "FormWizard", path: "..")],
    targets: [
        .target(
            name: "MainActorApp", dependencies: [.product(name: "FormWizard", package: "FormWizard")],
            swiftSettings: mainActorByDefault),
        .testTarget(
            name: "MainActorAppTests",
            dependencies: ["MainActorApp", .product(name: "FormWizardTesting", package: "FormWizard")],
            exclude: ["__Snapshots__"], swiftSettings: mainActorByDefault),
        .target(name: "NonisolatedApp", dependencies: [.product(name: "FormWizard", package: "FormWizard")]),
        .testTarget(
            name: "NonisolatedAppTests",
            dependencies: ["NonisolatedApp", .product(name: "FormWizardTesting", package: "FormWizard")],
            exclude: ["__Snapshots__"]),
        .executableTarget(
            name: "todo",
            dependencies: ["MainActorApp", .product(name: "FormWizardCurses", package: "FormWizard")],
            swiftSettings: mainActorByDefault),
        .executableTarget(
            name: "installer",
            dependencies: ["MainActorApp", .product(name: "FormWizardCurses", package: "FormWizard")],
            swiftSettings: mainActorByDefault),
    ],
    swiftLanguageModes: [.v6]
)
