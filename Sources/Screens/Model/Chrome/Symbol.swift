/// The built-in symbols bar buttons and tab bar items may show, drawn as SVG in the tint colour
/// (a small set in the spirit of SF Symbols; their names are ListPreview's, not Apple's).
public enum Symbol: String, CaseIterable, Sendable {
    // What navigation bars show most.
    case plus, edit, back, search, filter, more, share, settings
    // What tab bars show most.
    case home, inbox, person, star, heart, clock, photo, bell, message, folder, list, grid
}
