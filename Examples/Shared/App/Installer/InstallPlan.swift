/// What the installer installs: the components, the folder and the settings chosen.
public struct InstallPlan: Sendable, Equatable, Codable {
    public var components: [Component]
    public var folder: String
    public var settings: InstallSettings
}

/// A part of the product the user may choose.
public enum Component: String, Sendable, Equatable, Codable, CaseIterable {
    case core, docs, examples, service

    /// How the component is listed.
    public var title: String {
        switch self {
        case .core: "Core"
        case .docs: "Documentation"
        case .examples: "Examples"
        case .service: "Background service"
        }
    }
}
