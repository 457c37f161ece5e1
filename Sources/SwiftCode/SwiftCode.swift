import Screens

/// The Swift that draws a screen's placeholder in the app, ready to paste: UIKit's
/// `UIContentUnavailableConfiguration` (iOS 17+), SwiftUI's `ContentUnavailableView`, or a table
/// view's `backgroundView` before iOS 17. Only what differs from the configuration's defaults is written.
package enum SwiftCode {
    /// The four ways to write a placeholder.
    package enum Style: String, CaseIterable, Sendable {
        /// `UIContentUnavailableConfiguration`, iOS 17 and later.
        case uikit
        /// `ContentUnavailableView` in an overlay over the list.
        case swiftui
        /// A `UITableView.backgroundView` of image view, labels and buttons in a stack, before iOS 17.
        case legacy
        /// DZNEmptyDataSet's data source and delegate methods.
        case dzn

        /// The style that writes what `api` draws.
        package init(_ api: PlaceholderAPI) {
            switch api {
            case .uiKit: self = .uikit
            case .swiftUI: self = .swiftui
            case .dzn: self = .dzn
            }
        }
    }

    /// The code for `screen`'s placeholder of kind `state` in `style`, ending in a newline.
    package static func placeholder(screen: Screen, state: EmptyStateKind, style: Style) -> String {
        let config = screen.emptyState(state)
        let lines = switch style {
        case .uikit: uikit(config, kind: state)
        case .swiftui: swiftUI(config, kind: state)
        case .legacy: legacy(config, kind: state)
        case .dzn: dzn(config, kind: state)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// When the app shows the placeholder, as a condition on its view controller's or view's state.
    static func condition(_ kind: EmptyStateKind) -> String {
        switch kind {
        case .empty: "items.isEmpty"
        case .network: "isOffline"
        case .error: "loadError != nil"
        case .loading: "isLoading"
        case .search: "searchResults.isEmpty"
        }
    }

    /// What the button does: reload, as a tap on ListPreview's placeholder does.
    static let reloadAction = "UIAction { [weak self] _ in self?.reload() }"

    /// `lines` indented by `depth` levels of four spaces.
    static func indented(_ lines: [String], _ depth: Int = 1) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        return lines.map { $0.isEmpty ? $0 : indent + $0 }
    }
}
