import Foundation
import ListPreview
import Screens
@testable import SwiftCode
import TestSupport
import Testing

/// The code of every placeholder the examples can show, in every style: it parses, and it holds
/// the texts, keys, colours and images the fixtures give.
@Suite struct ExampleCodeTests {
    /// The examples' screens: the gallery of screens, and the app whose texts are keys in its String Catalog.
    static func examples() throws -> [Screen] {
        var plain = AppSource()
        plain.fixtures = Repository.root + "/Examples/screens.json"
        var app = AppSource()
        app.fixtures = Repository.root + "/Examples/app/screens.json"
        app.strings = [Repository.root + "/Examples/app/Localizable.xcstrings"]
        return try AppLoader.load(plain).screens + AppLoader.load(app).screens
    }

    /// Every placeholder a screen can show.
    static func kinds(_ screen: Screen) -> [EmptyStateKind] {
        screen.reachableStates.compactMap(\.overlay)
    }

    @Test(arguments: SwiftCode.Style.allCases)
    func everyExamplePlaceholderParses(style: SwiftCode.Style) throws {
        var file = ""
        var count = 0
        for screen in try Self.examples() {
            for kind in Self.kinds(screen) {
                count += 1
                file += SwiftParse.wrapped(SwiftCode.placeholder(screen: screen, state: kind, style: style), style: style, number: count)
            }
        }
        #expect(count == 26)
        let result = try SwiftParse.parse(file)
        #expect(result.status == 0, "swiftc -parse: \(result.errors)")
    }

    @Test(arguments: SwiftCode.Style.allCases)
    func theFixturesTextsColoursAndImagesAreInTheCode(style: SwiftCode.Style) throws {
        for screen in try Self.examples() {
            for kind in Self.kinds(screen) {
                let config = screen.emptyState(kind)
                let builtIn = EmptyStateConfig.builtIn(kind)
                let code = SwiftCode.placeholder(screen: screen, state: kind, style: style)
                let place = "\(screen.id) \(kind) \(style)"
                // The built-in texts of `.loading()` and `.search()` are UIKit's and SwiftUI's own, not written.
                let ownTitle = (kind == .loading || kind == .search) && config.title == builtIn.title
                var texts = [config.detail, config.button, config.secondaryButton].compactMap { $0 }
                if !ownTitle { texts.append(config.title) }
                for text in texts where !(kind == .search && text == builtIn.detail) {
                    if let key = text.key {
                        #expect(code.contains("String(localized: \"\(key.key)\""), "\(place): key \(key.key)")
                    } else {
                        for part in text.resolved(for: Language.english.tag).split(separator: "{query}") {
                            #expect(code.contains(String(part)), "\(place): \(part)")
                        }
                    }
                }
                if let image = config.image, kind != .loading, !(style != .legacy && kind == .search && image == builtIn.image) {
                    switch SwiftImage.name(image) {
                    // `UIImage(systemName:)`, `Image(systemName:)` or, plainly, `Label(…, systemImage:)` as the app writes it.
                    case let .symbol(name):
                        #expect(code.contains("systemName: \"\(name)\"") || code.contains("systemImage: \"\(name)\""), "\(place): \(name)")
                    case let .named(name): #expect(code.contains("named: \"\(name)\"") || code.contains("Image(\"\(name)\")"), "\(place): \(name)")
                    }
                }
                // UIContentUnavailableConfiguration and DZNEmptyDataSet have no place for VoiceOver's label of the image or hint of the button.
                if style != .uikit, style != .dzn, kind != .loading {
                    for said in [config.buttonAccessibilityHint, config.image == nil ? nil : config.imageAccessibilityLabel].compactMap({ $0 }) {
                        #expect(code.contains(SwiftLiteral.text(said)), "\(place): \(said.resolved(for: Language.english.tag))")
                    }
                }
                if let tint = config.imageTint, tint != EmptyStateConfig.defaultTint, kind != .loading,
                   case let .system(name, _) = tint.name, !(style == .swiftui && kind == .search && config.title == builtIn.title) {
                    #expect(code.contains("UIColor.\(name)") || code.contains("uiColor: UIColor.\(name)"), "\(place): tint \(name)")
                }
            }
        }
    }

    @Test func theInboxPlaceholderInUIKit() throws {
        let inbox = try #require(try Self.examples().first { $0.id == "inbox" })
        #expect(SwiftCode.placeholder(screen: inbox, state: .empty, style: .uikit) == """
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                guard items.isEmpty else {
                    contentUnavailableConfiguration = nil
                    return
                }
                var config = UIContentUnavailableConfiguration.empty()
                config.image = UIImage(systemName: "tray")
                config.imageProperties.tintColor = UIColor.systemGray
                config.text = "No Messages"
                config.secondaryText = "New mail shows up here as soon as it arrives."
                config.button.title = "Refresh"
                config.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.reload() }
                config.secondaryButton.title = "Compose"
                config.secondaryButtonProperties.primaryAction = UIAction { [weak self] _ in self?.secondaryAction() }
                contentUnavailableConfiguration = config
            }

            """)
    }

    @Test func theContactsSearchInSwiftUIJoinsTheQuery() throws {
        let contacts = try #require(try Self.examples().first { $0.id == "contacts" })
        #expect(SwiftCode.placeholder(screen: contacts, state: .search, style: .swiftui) == """
            List(items) { item in
                Text(item.title)
            }
            .overlay {
                if searchResults.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("No contacts match “" + searchText + "”")
                        } icon: {
                            Image(systemName: "magnifyingglass")
                                .foregroundStyle(Color(uiColor: UIColor.systemGray))
                        }
                    } description: {
                        Text("Check the spelling or try a different name.")
                    }
                    .offset(y: -60)
                }
            }

            """)
    }

    @Test func anUnchangedSearchPlaceholderIsSwiftUIsOwn() {
        let screen = Screen(id: "t", title: LocalizedText(verbatim: "T"), sections: [])
        #expect(SwiftCode.placeholder(screen: screen, state: .search, style: .swiftui).contains("ContentUnavailableView.search(text: searchText)"))
        #expect(SwiftCode.placeholder(screen: screen, state: .search, style: .uikit).contains("""
                var config = UIContentUnavailableConfiguration.search()
                contentUnavailableConfiguration = config
            """))
    }

    @Test func theTripsPlaceholderNamesItsKeysAndCatalogImage() throws {
        let trips = try #require(try Self.examples().first { $0.id == "trips" })
        let swiftUI = SwiftCode.placeholder(screen: trips, state: .empty, style: .swiftui)
        #expect(swiftUI.contains("Text(String(localized: \"trips.empty.title\"))"))
        #expect(swiftUI.contains("Image(\"EmptySuitcase\")"))
        #expect(swiftUI.contains("Button(String(localized: \"trips.empty.button\")) { reload() }"))
        let uikit = SwiftCode.placeholder(screen: trips, state: .empty, style: .uikit)
        #expect(uikit.contains("config.image = UIImage(named: \"EmptySuitcase\")"))
    }

    @Test func hexColoursAreWrittenAsComponentsPerAppearance() throws {
        let orders = try #require(try Self.examples().first { $0.id == "orders" })
        let uikit = SwiftCode.placeholder(screen: orders, state: .empty, style: .uikit)
        #expect(uikit.contains("config.background.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? "
            + "UIColor(red: 0, green: 0, blue: 0, alpha: 1) : UIColor(red: 1, green: 1, blue: 1, alpha: 1) }"))
        #expect(uikit.contains("config.textProperties.color = UIColor { $0.userInterfaceStyle == .dark ? "
            + "UIColor(red: 1, green: 1, blue: 1, alpha: 1) : UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) }"))
        #expect(uikit.contains("config.textProperties.alignment = .natural"))
        #expect(uikit.contains("config.imageToTextPadding = 14"))
    }
}
