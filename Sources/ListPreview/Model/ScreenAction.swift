/// Something a designer does to a screen from the page: a button or a tap on the overlay.
public enum ScreenAction: String, CaseIterable, Sendable {
    /// “Show data”: the fixture's rows.
    case show
    /// “Clear data”: no rows, so the placeholder appears.
    case clear
    /// A tap on the placeholder: reload, which brings the rows back as the demo's reload does.
    case reload

    /// The new state after the action.
    public func applied(to state: ScreenState, of screen: Screen) -> ScreenState {
        let sections = switch self {
        case .show, .reload: screen.sections
        case .clear: screen.emptySections
        }
        return ScreenState(sections: sections, version: state.version + 1)
    }
}
