@testable import AppCode
import Foundation
import TestSupport
import Testing

/// Each way an app's code declares an empty state, in a small source file written for it, read by
/// `AppReader` as `listpreview import` reads an app's folder.
@Suite struct AppReaderTests {
    private func read(_ files: [String: String]) throws -> AppReader.Result {
        try readApp(files, named: "appcode")
    }

    @Test func theLexerReadsStringsAsSwiftWritesThem() {
        let tokens = Lexer.tokens(Array(##"""
            let a = "No \(count) items" // a comment
            /* a /* nested */ comment */ let b = #"raw "quoted" \#(x)"#
            let c = """
                Two
                lines
                """
            let d = "caf\u{E9}\n"
            """##.utf8), language: .swift)
        let strings = tokens.compactMap { token -> [StringPart]? in if case let .string(parts) = token.kind { parts } else { nil } }
        #expect(strings.count == 4)
        #expect(strings[0].count == 3 && strings[0][0] == .text("No ") && strings[0][2] == .text(" items"))
        if case let .interpolation(inner) = strings[0][1] { #expect(inner.map(\.text) == ["count"]) } else { Issue.record("no interpolation") }
        #expect(strings[1].first == .text(#"raw "quoted" "#))
        #expect(strings[2] == [.text("Two\nlines")])
        #expect(strings[3] == [.text("café\n")])
        #expect(tokens.first { $0.text == "c" }?.line == 3 && tokens.last?.line == 7)
        // Objective-C: @"…" strings, preprocessor lines skipped, a cut file still gives tokens.
        let objc = Lexer.tokens(Array("#import <UIKit/UIKit.h>\nNSString *t = @\"No Data\";\n[x foo:@\"unterminated".utf8), language: .objectiveC)
        #expect(objc.first?.text == "NSString" && objc.contains { $0.kind == .string([.text("No Data")]) })
    }

    @Test func contentUnavailableViewInEveryForm() throws {
        let result = try read(["Sources/Inbox/InboxView.swift": #"""
            import SwiftUI
            struct InboxView: View {
                var body: some View {
                    List {}
                        .overlay {
                            if items.isEmpty {
                                ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows up here."))
                            }
                        }
                }
            }
            struct PhotosView: View {
                var body: some View {
                    ContentUnavailableView {
                        Label("No Photos", systemImage: "photo")
                    } description: {
                        Text("Take one.")
                    } actions: {
                        Button("Open Camera") { open() }
                        Button(action: import) { Text("Import") }
                    }
                    ContentUnavailableView(isSearching ? "No Results" : "Nothing Here", image: "EmptyBox")
                    ContentUnavailableView.search(text: query)
                }
            }
            """#])
        let found = result.placeholders
        #expect(found.count == 5, "\(found)")
        let mail = try #require(found.first { $0.title == .textOrKey("No Mail") })
        #expect(mail.file == "Sources/Inbox/InboxView.swift" && mail.line == 7 && mail.owner == "InboxView" && mail.api == "swiftui")
        #expect(mail.picture == .symbol("tray") && mail.detail == .textOrKey("New mail shows up here.") && mail.notes.isEmpty)
        let photos = try #require(found.first { $0.title == .textOrKey("No Photos") })
        #expect(photos.line == 14 && photos.picture == .symbol("photo") && photos.detail == .textOrKey("Take one."))
        #expect(photos.buttons == [.textOrKey("Open Camera"), .textOrKey("Import")])
        // A ternary's literals: one placeholder each, the same line, the state from the text.
        let alternatives = found.filter { $0.line == 22 }
        #expect(alternatives.map(\.title) == [.textOrKey("No Results"), .textOrKey("Nothing Here")])
        #expect(alternatives.map(\.state) == ["search", "empty"] && alternatives.allSatisfy { $0.picture == .asset("EmptyBox") })
        #expect(found.contains { $0.kind == "ContentUnavailableView.search" && $0.line == 23 && $0.state == "search" })
    }

    @Test func uiKitsConfigurationAndWhatIsSetOnIt() throws {
        let result = try read(["Coordinator+emptyState.swift": #"""
            extension DatabasePickerCoordinator {
                static func makeEmptyConfiguration() -> UIContentUnavailableConfiguration {
                    var config = UIContentUnavailableConfiguration.empty()
                    config.text = NSLocalizedString("[Database/List/empty]", value: "No database files", comment: "")
                    config.secondaryText = viewModel.hint
                    config.image = UIImage(named: "no-databases")
                    config.button = .filled()
                    config.button.title = String(localized: "database.add", defaultValue: "Add Database")
                    return config
                }
                func search() {
                    var search: UIContentUnavailableConfiguration = .search()
                    contentUnavailableConfiguration = search
                }
            }
            """#])
        let empty = try #require(result.placeholders.first { $0.line == 3 })
        #expect(empty.kind == "UIContentUnavailableConfiguration.empty()" && empty.api == "uikit" && empty.owner == "DatabasePickerCoordinator")
        #expect(empty.title == .key("[Database/List/empty]", table: nil, fallback: "No database files"))
        #expect(empty.detail == .computed("viewModel.hint") && empty.notes == ["detail computed: viewModel.hint"])
        #expect(empty.picture == .asset("no-databases"))
        #expect(empty.buttons == [.key("database.add", table: nil, fallback: "Add Database")])
        let search = try #require(result.placeholders.first { $0.line == 12 })
        #expect(search.state == "search" && search.title == nil)
    }

    /// SwiftGen's generated accessors, string constants and implicit members, SFSafeSymbols.
    @Test func textsThroughTheAppsDeclarations() throws {
        let result = try read([
            "Generated/Strings.swift": #"""
                internal enum L10n {
                  internal enum Scene {
                    internal enum Home {
                      /// Nothing yet
                      internal static let emptyTitle = L10n.tr("Localizable", "Scene.Home.Empty.Title", fallback: "Nothing yet")
                      internal static func emptyDetail(_ p1: Any) -> String {
                        return L10n.tr("Localizable", "Scene.Home.Empty.Detail", String(describing: p1), fallback: "Follow %@")
                      }
                    }
                  }
                }
                """#,
            "UserText.swift": #"""
                enum UserText {
                    static let autofillEmptyTitle = NSLocalizedString("autofill.empty.title", value: "No Passwords", comment: "")
                    static let plain = "Just Text"
                }
                """#,
            "HomeView.swift": #"""
                struct HomeView: View {
                    var body: some View {
                        ContentUnavailableView(L10n.Scene.Home.emptyTitle, systemImage: "house",
                                               description: Text(L10n.Scene.Home.emptyDetail(name)))
                        ContentUnavailableView(UserText.autofillEmptyTitle, systemImage: "key")
                        ContentUnavailableView(.plain, image: Asset.emptyBox.name)
                        Image(systemSymbol: .squareBadgePlusFill)
                    }
                }
                """#,
        ])
        let home = try #require(result.placeholders.first { $0.line == 3 })
        #expect(home.title == .key("Scene.Home.Empty.Title", table: "Localizable", fallback: "Nothing yet"))
        #expect(home.detail == .key("Scene.Home.Empty.Detail", table: "Localizable", fallback: "Follow %@"))
        #expect(result.placeholders.first { $0.line == 5 }?.title == .key("autofill.empty.title", table: nil, fallback: "No Passwords"))
        let implicit = try #require(result.placeholders.first { $0.line == 6 })
        #expect(implicit.title == .literal("Just Text", arguments: []))
        #expect(Reading.dotted("squareBadgePlusFill") == "square.badge.plus.fill" && Reading.dotted("person2") == "person.2")
        #expect(Reading.dotted("_00Circle") == "00.circle")
    }

    /// The app's own type, one level: Ice Cubes' `PlaceholderView(iconName:title:message:)` wraps
    /// `ContentUnavailableView`; each call is a placeholder with its arguments in their roles.
    @Test func theAppsOwnEmptyStateTypeAndItsCalls() throws {
        let result = try read([
            "DesignSystem/PlaceholderView.swift": #"""
                public struct PlaceholderView: View {
                  public let iconName: String
                  public let title: LocalizedStringKey
                  public let message: LocalizedStringKey
                  public var body: some View {
                    ContentUnavailableView {
                      Label(title, systemImage: iconName)
                    } description: {
                      Text(message)
                    }
                  }
                }
                """#,
            "Timeline/TimelineView.swift": #"""
                struct TimelineView: View {
                  var body: some View {
                    PlaceholderView(iconName: "list.bullet", title: "timeline.empty.title", message: "timeline.empty.message")
                    PlaceholderView(iconName: error.icon, title: "Error", message: error.message)
                  }
                }
                """#,
        ])
        let timeline = result.placeholders.filter { $0.file == "Timeline/TimelineView.swift" }
        #expect(timeline.count == 2, "\(result.placeholders)")
        #expect(timeline[0].line == 3 && timeline[0].kind == "PlaceholderView" && timeline[0].api == "swiftui")
        #expect(timeline[0].title == .textOrKey("timeline.empty.title") && timeline[0].detail == .textOrKey("timeline.empty.message"))
        #expect(timeline[0].picture == .symbol("list.bullet"))
        #expect(timeline[1].notes == ["detail computed: error.message", "picture computed: error.icon"])
        // The wrapper's own `ContentUnavailableView`, whose texts are its callers', is not a placeholder of its own.
        #expect(!result.placeholders.contains { $0.file == "DesignSystem/PlaceholderView.swift" && $0.notes.isEmpty })
    }

    /// DZNEmptyDataSet in a base view controller that returns stored properties, which subclasses set:
    /// the default is the base's placeholder, each subclass's assignments another, with the base's other parts.
    @Test func dznInABaseClassAndItsSubclasses() throws {
        let result = try read([
            "Common/ViewController.swift": #"""
                class ViewController: UIViewController {
                    var emptyDataSetTitle = NSLocalizedString("Common.NoResults", comment: "")
                    var emptyDataSetImage = UIImage(named: "image_no_result")
                }
                extension ViewController: DZNEmptyDataSetSource {
                    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                        return NSAttributedString(string: emptyDataSetTitle)
                    }
                    func image(forEmptyDataSet scrollView: UIScrollView!) -> UIImage! {
                        return emptyDataSetImage
                    }
                }
                """#,
            "Contacts/ContactsViewController.swift": #"""
                class ContactsViewController: ViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emptyDataSetTitle = NSLocalizedString("Contacts.PermissionDenied.Title", comment: "")
                    }
                }
                """#,
            "Plain/PlainViewController.swift": #"""
                class PlainViewController: UITableViewController, DZNEmptyDataSetSource {
                    func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                        let text = "No Data"
                        return NSAttributedString(string: text, attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
                    }
                    func description(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? {
                        NSAttributedString(string: "Pull to refresh.")
                    }
                }
                """#,
        ])
        let base = try #require(result.placeholders.first { $0.file == "Common/ViewController.swift" })
        #expect(base.line == 2 && base.api == "dzn" && base.title == .key("Common.NoResults", table: nil, fallback: nil) && base.picture == .asset("image_no_result"))
        let contacts = try #require(result.placeholders.first { $0.file == "Contacts/ContactsViewController.swift" })
        #expect(contacts.line == 4 && contacts.title == .key("Contacts.PermissionDenied.Title", table: nil, fallback: nil))
        #expect(contacts.picture == .asset("image_no_result"), "the base class's picture, inherited")
        let plain = try #require(result.placeholders.first { $0.file == "Plain/PlainViewController.swift" })
        #expect(plain.line == 2 && plain.title == .literal("No Data", arguments: []) && plain.detail == .literal("Pull to refresh.", arguments: []))
    }

    /// R.swift's accessors, an app's string enums standing for symbols and assets, and in-place empty views.
    @Test func rSwiftEnumsAndInPlaceViews() throws {
        let result = try read([
            "SymbolName.swift": #"""
                public enum SymbolName: String {
                    public static let keyFile = Self.keyHorizontal
                    case keyHorizontal = "key.horizontal"
                    case folder
                }
                public enum ImageAsset: String { case noDatabases = "no-databases" }
                """#,
            "Coordinator.swift": #"""
                final class Coordinator {
                    func key() -> UIContentUnavailableConfiguration {
                        var config = UIContentUnavailableConfiguration.empty()
                        config.text = R.string.localizable.keyFileListEmpty()
                        config.image = .symbol(.keyFile)
                        return config
                    }
                    func folder() -> UIContentUnavailableConfiguration {
                        var config = UIContentUnavailableConfiguration.empty()
                        config.text = "Empty"
                        config.image = .symbol(.folder)
                        config.secondaryText = R.string.localizable.commonNoResults.key.localized()
                        return config
                    }
                    func databases() -> UIContentUnavailableConfiguration {
                        var config = UIContentUnavailableConfiguration.empty()
                        config.text = "No Databases"
                        config.image = UIImage(asset: .noDatabases)
                        return config
                    }
                }
                """#,
            "TagsView.swift": #"""
                struct TagsView: View {
                    var body: some View {
                        List {
                            if tags.isEmpty {
                                Text("No allowed tags")
                            } else {
                                ForEach(tags) { tag in
                                    if tag.notes.isEmpty { Text(name) }
                                }
                            }
                        }
                    }
                }
                """#,
        ])
        let key = try #require(result.placeholders.first { $0.line == 3 && $0.file == "Coordinator.swift" })
        #expect(key.title == .generatedKey(identifier: "keyFileListEmpty", table: "Localizable") && key.picture == .symbol("key.horizontal"))
        let folder = try #require(result.placeholders.first { $0.line == 9 })
        #expect(folder.picture == .symbol("folder") && folder.detail == .generatedKey(identifier: "commonNoResults", table: "Localizable"))
        #expect(result.placeholders.first { $0.line == 16 }?.picture == .asset("no-databases"))
        let tags = result.placeholders.filter { $0.file == "TagsView.swift" }
        #expect(tags.count == 1 && tags[0].line == 5 && tags[0].kind == "inline:Text" && tags[0].title == .textOrKey("No allowed tags"), "\(tags)")
    }

    /// CarPlay's list templates' empty view, and a wrapper that shows its text verbatim.
    @Test func carPlayTemplatesAndVerbatimWrappers() throws {
        let result = try read([
            "CarPlay/DomainsTemplate.swift": #"""
                final class DomainsTemplate {
                    func make() -> CPListTemplate {
                        let template = CPListTemplate(title: "Domains", sections: [])
                        template.emptyViewSubtitleVariants = [NSLocalizedString("carPlay.labels.empty_domain_list", comment: ""), "None"]
                        return template
                    }
                }
                """#,
            "Widgets/WidgetEmptyView.swift": #"""
                struct WidgetEmptyView: View {
                    let message: String
                    var body: some View { Text(verbatim: message).font(.footnote) }
                }
                struct ScriptsWidget: Widget {
                    var body: some WidgetConfiguration {
                        WidgetEmptyView(message: "No Scripts Configured")
                    }
                }
                """#,
        ])
        let carPlay = try #require(result.placeholders.first { $0.file == "CarPlay/DomainsTemplate.swift" })
        #expect(carPlay.line == 4 && carPlay.kind == "CPListTemplate.emptyViewSubtitleVariants")
        #expect(carPlay.detail == .key("carPlay.labels.empty_domain_list", table: nil, fallback: nil) && carPlay.title == nil)
        let widget = try #require(result.placeholders.first { $0.kind == "WidgetEmptyView" })
        #expect(widget.line == 7 && widget.title == .textOrKey("No Scripts Configured"))
    }

    /// Links out of the folder are not followed; build folders are not read; a file it cannot read is a note.
    @Test func onlyTheFoldersOwnSourcesAreRead() throws {
        let outside = try temporaryDirectory("outside", holding: ["Secret.swift": #"ContentUnavailableView("Outside", systemImage: "x")"#])
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let root = try temporaryDirectory("appcode", holding: [
            "App/View.swift": #"ContentUnavailableView("Inside", systemImage: "tray")"#,
            ".build/checkouts/Dep.swift": #"ContentUnavailableView("Dependency", systemImage: "x")"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Linked.swift", withDestinationPath: outside + "/Secret.swift")
        try FileManager.default.createDirectory(atPath: root + "/App/Locked.swift", withIntermediateDirectories: true)
        let result = AppReader(root: root).read()
        #expect(result.placeholders.map(\.title) == [.textOrKey("Inside")])
        #expect(result.notes.contains { $0.hasPrefix("App/Linked.swift: a link out of the folder") }, "\(result.notes)")
    }
}
