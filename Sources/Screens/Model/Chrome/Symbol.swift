/// The built-in symbols bar buttons and tab bar items may show, drawn as SVG in the tint colour
/// (a small set in the spirit of SF Symbols; their names are ListPreview's, not Apple's).
public enum Symbol: String, CaseIterable, Sendable {
    // What navigation bars show most.
    case plus, edit, back, search, filter, more, share, settings
    // What tab bars show most.
    case home, inbox, person, star, heart, clock, photo, bell, message, folder, list, grid
}

extension Symbol {
    /// The name VoiceOver speaks for a button showing only this symbol, as it names an SF Symbol.
    public var spokenName: String {
        switch self {
        case .plus: "Add"
        case .edit: "Compose"
        case .back: "Back"
        case .search: "Search"
        case .filter: "Filter"
        case .more: "More"
        case .share: "Share"
        case .settings: "Settings"
        case .home: "Home"
        case .inbox: "Inbox"
        case .person: "Person"
        case .star: "Favorite"
        case .heart: "Love"
        case .clock: "Clock"
        case .photo: "Photo"
        case .bell: "Notifications"
        case .message: "Message"
        case .folder: "Folder"
        case .list: "List"
        case .grid: "Grid"
        }
    }
}
