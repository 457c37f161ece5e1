@testable import AppCode
import Foundation
import TestSupport
import Testing

/// Empty states an app declares by name rather than through a system API — a view property or type
/// named for one, a general view called where a block says the list is empty, UIKit views filled in
/// an empty view, rows named for one — each in a small source file written for it.
@Suite struct NamedDeclarationTests {
    private func read(_ files: [String: String]) throws -> [FoundPlaceholder] {
        try readApp(files, named: "appcode-named").placeholders
    }

    private static let strings = #"""
        enum L10n {
            static let noResults = L10n.tr("Localizable", "common_no_results", fallback: "No results")
            static let startSearching = L10n.tr("Localizable", "search_empty_title", fallback: "Start searching")
            static let unreadsEmpty = L10n.tr("Localizable", "filter_unreads_empty", fallback: "No unread chats")
            static let mixedEmpty = L10n.tr("Localizable", "filter_mixed_empty", fallback: "No chats here")
            static let createSpace = L10n.tr("Localizable", "action_create_space", fallback: "Create space")
            static let emptyMessage = L10n.tr("Localizable", "knock_empty", fallback: "No pending requests")
            static let nameFieldPlaceholder = L10n.tr("Localizable", "name_placeholder", fallback: "Your name")
            static func tr(_ table: String, _ key: String, fallback: String) -> String { fallback }
        }
        """#

    @Test func viewsDeclaredByTheirNameAndGeneralViewsWhereTheBlockSaysEmpty() throws {
        let found = try read([
            "Generated/Strings.swift": Self.strings,
            "Components/TitleAndIcon.swift": #"""
                struct TitleAndIcon: View {
                    private let title: String
                    private let subtitle: String?
                    private let icon: KeyPath<Icons, Image>
                    init(title: String, subtitle: String? = nil, icon: KeyPath<Icons, Image>) {
                        self.title = title
                        self.subtitle = subtitle
                        self.icon = icon
                    }
                    var body: some View {
                        VStack {
                            BigIcon(icon: icon)
                            Text(title)
                            if let subtitle { Text(subtitle) }
                        }
                    }
                }
                """#,
            "Screens/SearchScreen.swift": #"""
                struct SearchScreen: View {
                    var body: some View {
                        List { header }
                        TitleAndIcon(title: "Welcome", icon: \.home)
                    }

                    private var emptyState: some View {
                        FullscreenDialog {
                            if isSearching {
                                TitleAndIcon(title: L10n.noResults, icon: \.search)
                            } else {
                                TitleAndIcon(title: L10n.startSearching, subtitle: "Type a name", icon: \.search)
                            }
                        } bottomContent: {
                            Button(L10n.createSpace) { create() }
                        }
                    }

                    @ViewBuilder
                    private var noSearchResultsSection: some View {
                        Section {
                            VStack {
                                Image(systemSymbol: .magnifyingglass)
                                Text("Nothing matches")
                                Text("Try another word")
                            }
                        }
                    }
                }
                """#,
            "Screens/Filters/FiltersEmptyStateView.swift": #"""
                struct FiltersEmptyStateView: View {
                    let state: FiltersState

                    private var emptyStateTitle: String {
                        switch state.filter {
                        case .unreads:
                            return L10n.unreadsEmpty
                        case .mixed:
                            return L10n.mixedEmpty
                        }
                    }

                    var body: some View {
                        VStack {
                            BigIcon(icon: \.filter)
                            Text(emptyStateTitle)
                            Button { clear() } label: { Label("Clear filters", icon: \.close) }
                        }
                    }
                }

                #Preview {
                    FiltersEmptyStateView(state: .init(filter: .unreads))
                }

                struct FiltersEmptyStateView_Previews: PreviewProvider {
                    static var previews: some View {
                        VStack { Text("Preview only") }
                    }
                }
                """#,
        ])
        let search = found.filter { $0.file == "Screens/SearchScreen.swift" }.sorted { $0.line < $1.line }
        // The general view counts only inside `emptyState`, each branch one placeholder with the block's button.
        #expect(search.map(\.line) == [10, 12, 20])
        #expect(search[0].title == .key("common_no_results", table: "Localizable", fallback: "No results"))
        #expect(search[0].picture == .asset("search") && search[0].state == "search")
        #expect(search[1].detail == .textOrKey("Type a name"))
        #expect(search.prefix(2).allSatisfy { $0.buttons == [.key("action_create_space", table: "Localizable", fallback: "Create space")] })
        #expect(search[2].title == .textOrKey("Nothing matches") && search[2].detail == .textOrKey("Try another word"))
        #expect(search[2].picture == .symbol("magnifyingglass") && search[2].kind == "view noSearchResultsSection")
        // A type named for an empty state with texts of its own: at its declaration, one per text its property returns.
        let filters = found.filter { $0.file.hasSuffix("FiltersEmptyStateView.swift") }
        #expect(filters.count == 2 && filters.allSatisfy { $0.line == 1 && $0.picture == .asset("filter") })
        #expect(Set(filters.compactMap(\.title)) == [.key("filter_unreads_empty", table: "Localizable", fallback: "No unread chats"),
                                                     .key("filter_mixed_empty", table: "Localizable", fallback: "No chats here")])
        #expect(filters.allSatisfy { $0.buttons == [.textOrKey("Clear filters")] })
        // Nothing from the previews.
        #expect(!found.contains { $0.line >= 24 && $0.file.hasSuffix("FiltersEmptyStateView.swift") })
    }

    @Test func uiKitViewsFilledInAnEmptyView() throws {
        let found = try read([
            "Generated/Strings.swift": Self.strings,
            "Views/ServerEmptyStateView.swift": #"""
                final class ServerEmptyStateView: UIView {
                    let networkImageView: UIImageView = {
                        let imageView = UIImageView()
                        imageView.image = UIImage(systemName: "wifi.exclamationmark")
                        return imageView
                    }()
                    let infoLabel: UILabel = {
                        let label = UILabel()
                        label.text = "info"
                        return label
                    }()
                }
                """#,
            "Scenes/PickServerViewController.swift": #"""
                final class PickServerViewController: UIViewController {
                    let friendsImageView: UIImageView = {
                        let imageView = UIImageView()
                        imageView.image = UIImage(named: "friends")
                        return imageView
                    }()

                    func bind() {
                        viewModel.state.sink { [weak self] state in
                            switch state {
                            case .loading:
                                self.emptyStateView.networkImageView.isHidden = true
                                self.emptyStateView.infoLabel.text = "Finding servers…"
                            case .badNetwork:
                                self.emptyStateView.networkImageView.isHidden = false
                                self.emptyStateView.infoLabel.text = "Check your connection."
                            }
                        }
                    }

                    func showEmptyView() {
                        let button = UIButton()
                        button.setTitle("Find people", for: .normal)
                        emptyView.addArrangedSubview(friendsImageView)
                        emptyView.addArrangedSubview(button)
                    }

                    private func setupBackground(_ tableView: UITableView) {
                        let label = UILabel()
                        label.text = L10n.emptyMessage
                        tableView.backgroundView = label
                        let field = UITextField()
                        field.placeholder = L10n.nameFieldPlaceholder
                        let title = UILabel()
                        title.text = "Servers"
                    }
                }
                """#,
        ])
        let scene = found.filter { $0.file.hasPrefix("Scenes/") }.sorted { $0.line < $1.line }
        #expect(scene.map(\.line) == [13, 16, 23, 30])
        #expect(scene[0].title == .literal("Finding servers…", arguments: []) && scene[0].picture == nil && scene[0].state == "loading")
        #expect(scene[1].title == .literal("Check your connection.", arguments: []) && scene[1].picture == .symbol("wifi.exclamationmark"))
        #expect(scene[1].state == "network")
        #expect(scene[2].title == nil && scene[2].buttons == [.literal("Find people", arguments: [])] && scene[2].picture == .asset("friends"))
        #expect(scene[3].title == .key("knock_empty", table: "Localizable", fallback: "No pending requests"))
        // The empty view's own default text is not an empty state of its own.
        #expect(!found.contains { $0.file.hasPrefix("Views/") })
    }

    @Test func rowsNamedForAnEmptyState() throws {
        let found = try read([
            "Generated/Strings.swift": Self.strings,
            "Strings/LString.swift": #"""
                enum LString {
                    static let titleGroupIsEmpty = NSLocalizedString("[Group/empty]", value: "This group is empty", comment: "")
                    static let titleServers = NSLocalizedString("[Servers]", value: "Servers", comment: "")
                }
                """#,
            "Group/GroupViewController.swift": #"""
                enum Item: Hashable {
                    case entry(Entry)
                    case emptyStatePlaceholder(String)
                }

                extension GroupViewController {
                    func populate(_ snapshot: inout Snapshot) {
                        let placeholderItem = Item.emptyStatePlaceholder(LString.titleGroupIsEmpty)
                        snapshot.appendItems([placeholderItem])
                        snapshot.appendItems([.header(text: LString.titleServers)])
                        if items.isEmpty {
                            snapshot.appendItems([.bottomHeader(text: L10n.emptyMessage)])
                        }
                    }

                    func cell(for item: Item) -> UITableViewCell {
                        switch item {
                        case .emptyStatePlaceholder(let text):
                            return makeLabelCell(text)
                        case .entry(let entry):
                            return makeEntryCell(entry)
                        }
                    }
                }
                """#,
        ])
        let rows = found.filter { $0.file.hasPrefix("Group/") }.sorted { $0.line < $1.line }
        #expect(rows.map(\.line) == [8, 12])
        #expect(rows[0].title == .key("[Group/empty]", table: nil, fallback: "This group is empty"))
        #expect(rows[1].title == .key("knock_empty", table: "Localizable", fallback: "No pending requests"))
    }

    @Test func typesMadeOfOthersSubclassesWithTheirOwnMethodsAndUIKitButtonConfigurations() throws {
        let found = try read([
            "Web/WebViewEmptyStateView.swift": #"""
                struct WebViewEmptyStateView: View {
                    let style: WebViewEmptyStateStyle
                    var body: some View {
                        VStack {
                            WebViewEmptyStateIcon(style: style)
                            WebViewEmptyStateMessage(style: style)
                        }
                    }
                }

                struct WebViewEmptyStateIcon: View {
                    let style: WebViewEmptyStateStyle
                    var body: some View { Image(systemSymbol: style.icon) }
                }
                """#,
            "Web/ReauthView.swift": #"""
                struct ReauthView: View {
                    var body: some View {
                        WebViewEmptyStateView(style: .needsReauthentication)
                    }
                }
                """#,
            "Common/ViewController.swift": #"""
                class ViewController: UIViewController, DZNEmptyDataSetSource {
                    var emptyDataSetTitle = "No results"
                    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                        return NSAttributedString(string: emptyDataSetTitle)
                    }
                }
                """#,
            "Contacts/ContactsViewController.swift": #"""
                class ContactsViewController: ViewController {
                    override func makeUI() {
                        super.makeUI()
                        emptyDataSetTitle = "Contacts are off"
                    }
                }

                extension ContactsViewController {
                    func buttonTitle(forEmptyDataSet scrollView: UIScrollView!, for state: UIControl.State) -> NSAttributedString! {
                        return NSAttributedString(string: "Settings")
                    }
                }
                """#,
            "Picker/Picker+emptyState.swift": #"""
                enum EmptyListConfigurator {
                    static func make() -> UIContentUnavailableConfiguration {
                        var config = UIContentUnavailableConfiguration.empty()
                        config.text = "No files"
                        if allowed {
                            var buttonConfig = UIButton.Configuration.plain()
                            buttonConfig.title = "Open File"
                            config.button = buttonConfig
                        }
                        return config
                    }
                    static func search() -> UIContentUnavailableConfiguration {
                        UIContentUnavailableConfiguration.search()
                    }
                }
                """#,
        ])
        // Only the call elsewhere, with what it is given; the type's own parts are not empty states.
        let web = found.filter { $0.file.hasPrefix("Web/") }
        #expect(web.count == 1 && web[0].file == "Web/ReauthView.swift" && web[0].line == 3)
        #expect(web[0].notes == ["what it shows is computed by WebViewEmptyStateView from style: .needsReauthentication"])
        // The subclass sets the base class's title and answers the button itself: one placeholder.
        let contacts = found.filter { $0.file.hasPrefix("Contacts/") }
        #expect(contacts.count == 1 && contacts[0].line == 4)
        #expect(contacts[0].title == .literal("Contacts are off", arguments: []) && contacts[0].buttons == [.literal("Settings", arguments: [])])
        let picker = found.filter { $0.file.hasPrefix("Picker/") }.sorted { $0.line < $1.line }
        #expect(picker.count == 2 && picker[0].buttons == [.literal("Open File", arguments: [])])
        #expect(picker[1].state == "search" && picker[1].picture == .symbol("magnifyingglass"))
    }

    @Test func aNegatedChainIsNotEmpty() throws {
        let found = try read(["List/AccountsView.swift": #"""
            struct AccountsView: View {
                var body: some View {
                    if !account.followRequests.isEmpty {
                        Section { Text("Pending requests") }
                    }
                    if model.accounts?.isEmpty == true {
                        Section { Text("No accounts") }
                    }
                }
            }
            """#])
        #expect(found.map(\.title) == [.textOrKey("No accounts")])
    }

    @Test func eachViewsOwnConstantsAndWhatIsNotAnEmptyState() throws {
        let found = try read([
            // Each view's own `Constants`, in an extension of it and file-private, read through the app's localizer.
            "Bookmarks/BookmarksView+Constants.swift": #"""
                extension BookmarksView {
                    enum Constants {
                        static var emptyTitle: String { AppLocalization.localized("bookmarks.empty.title") }
                    }
                }
                """#,
            "Media/MediaView+Constants.swift": #"""
                extension MediaView {
                    enum Constants {
                        static var emptyTitle: String { AppLocalization.localized("media.empty.title") }
                    }
                }
                """#,
            "Bookmarks/BookmarksView.swift": #"""
                struct BookmarksView: View {
                    var body: some View {
                        if bookmarks.isEmpty { Text(Constants.emptyTitle) }
                    }
                }
                """#,
            "Feed/FeedEmptyStateView.swift": #"""
                private enum Constants {
                    static var title: String { AppLocalization.localized("feed.no_articles.title") }
                }
                struct FeedEmptyStateView: View {
                    var body: some View { Text(Constants.title) }
                }
                """#,
            "Settings/SettingsView.swift": #"""
                private enum Constants {
                    static var title: String { AppLocalization.localized("settings.title") }
                    static var searchNoResults: String { AppLocalization.localized("search.no_results") }
                    static let emptyView = "settingsEmptyView"
                }
                struct SettingsView: View {
                    var body: some View {
                        if rows.isEmpty { Text(" ") }
                        List { rows }
                            .accessibilityIdentifier(Constants.emptyView)
                            .onChange(of: showNoResults) { AccessibilityNotification.Announcement(Constants.searchNoResults).post() }
                    }
                }
                """#,
            // The app's own type: its calls are the empty states, never its inside or a declaration's type.
            "UI/EmptyStateView.swift": #"""
                struct EmptyStateView: View {
                    let title: String
                    let systemImage: String
                    var body: some View { ContentUnavailableView(title, systemImage: systemImage) }
                }
                extension EmptyStateView {
                    static var noSessions: EmptyStateView {
                        EmptyStateView(title: "No Sessions Yet", systemImage: "bubble.left")
                    }
                }
                """#,
            // Colours named “placeholder” are no view: their calls are no empty states.
            "UI/Palette.swift": #"""
                struct PlaceholderColors {
                    let backgroundColor: UIColor
                    init(backgroundColor: UIColor) { self.backgroundColor = backgroundColor }
                }
                let light = PlaceholderColors(backgroundColor: .white)
                """#,
            // The app's tests show its empty states again.
            "AppTests/EmptyStateViewSnapshotTests.swift": #"""
                func testEmpty() { assertSnapshot(of: EmptyStateView(title: "No Items", systemImage: "tray")) }
                """#,
        ])
        let titles = Dictionary(found.map { ($0.file, $0.title) }, uniquingKeysWith: { first, _ in first })
        #expect(titles["Bookmarks/BookmarksView.swift"] == .key("bookmarks.empty.title", table: nil, fallback: nil))
        #expect(titles["Feed/FeedEmptyStateView.swift"] == .key("feed.no_articles.title", table: nil, fallback: nil))
        #expect(found.filter { $0.file == "UI/EmptyStateView.swift" }.map(\.line) == [8], "the call in the factory, not the type's inside or its declared type")
        #expect(!found.contains { $0.file.hasPrefix("Settings/") || $0.file == "UI/Palette.swift" || $0.file.hasPrefix("AppTests/") },
                "\(found.map { "\($0.file):\($0.line)" })")
    }
}
