/// A button of the page (or a call of the API) that changes a screen's state.
public enum ScreenAction: String, CaseIterable, Sendable {
    /// “Show data”: the fixture's rows.
    case show
    /// “Clear data”: no rows, so the empty placeholder appears.
    case clear
    /// Simulates a network failure.
    case network
    /// Simulates another failure.
    case error
    /// Simulates loading, until another action.
    case loading
    /// A tap on the placeholder: reload as the screen's `reload` says.
    case reload

    /// The state a preview shows for this action: what the live screen would show after it, as far
    /// as a preview can say (a reload shows where it lands, not its loading phase).
    public func previewedResult(reload: ReloadBehavior) -> DisplayState {
        switch self {
        case .show: .data
        case .clear: .empty
        case .network: .network
        case .error: .error
        case .loading: .loading
        case .reload:
            switch reload.result {
            case .restore, .append: .data
            case .empty: .empty
            case .network: .network
            case .error: .error
            }
        }
    }

    /// The button's label.
    public var label: LocalizedText {
        switch self {
        case .show: BuiltInStrings.showData
        case .clear: BuiltInStrings.clearData
        case .network: BuiltInStrings.simulateNetwork
        case .error: BuiltInStrings.simulateError
        case .loading: BuiltInStrings.simulateLoading
        case .reload: BuiltInStrings.tapToReload
        }
    }
}

/// Any change to a screen's state: an action, or an edit of its rows.
public enum ScreenChange: Sendable, Equatable {
    /// A button or API state change.
    case action(ScreenAction)
    /// The panel's Add row form on a live page: a row with this title at the end of the last section.
    case addRow(title: String)
    /// A row's remove button (−) on a live page: the row with this id.
    case deleteRow(id: Int)
    /// The API's replacement of all rows.
    case replaceRows([ListSection])
}

extension ScreenAction {
    /// The button's id on the page.
    package var elementID: String {
        switch self {
        case .show: "show-data"
        case .clear: "clear-data"
        default: rawValue
        }
    }
}
