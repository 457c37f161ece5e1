@testable import Fixtures
import Foundation
import JSON
@testable import ListPreview
@testable import Screens
import Symbols
import TestSupport
import Testing

@Suite struct FixtureDecoderTests {
    private let decoder = FixtureDecoder(publicFiles: ["empty.svg", "states/empty.svg", "states/network.svg",
                                                       "states/error.svg", "states/search.svg", "examples/a.svg"])

    private func decode(_ json: String) throws(FixtureError) -> [Screen] {
        try decoder.decode(Array(json.utf8), file: "f.json")
    }

    /// The problems reported for `json`, one per line, without the file prefix.
    private func problems(_ json: String) -> [String] {
        do {
            _ = try decode(json)
            return []
        } catch {
            guard case let .invalid(_, issues) = error else { return [error.description] }
            return issues.map(\.description)
        }
    }

    /// SF Symbols as the app's code names them, wherever a picture is named; an unknown name is a
    /// warning with a suggestion (the screen loads, the dashed square is drawn), never an error.
    @Test func sfSymbolsAreNamedAsSwiftUIDoes() throws {
        let json = #"""
            {"screens": [{"id": "a", "navigationItems": {"right": [{"systemImage": "plus"}, {"symbol": "square.and.arrow.up"}, {"symbol": "settings"}]},
              "tabBar": {"items": [{"title": "Mail", "systemImage": "tray"}, {"title": "Sent", "icon": "paperplane"}, {"title": "Oops", "systemImage": "checkmark.cicle"}]},
              "sections": [{"rows": [{"title": "Wi-Fi", "systemImage": "wifi"}]}],
              "emptyStates": {"empty": {"systemImage": "tray", "title": "No Mail"}, "network": {"systemImage": "wifi.slash", "imageTint": "#ff0000"}}}]}
            """#
        var warnings: [JSONIssue] = []
        let screen = try #require(try decoder.decode(Array(json.utf8), file: "f.json", warnings: &warnings).first)
        #expect(screen.navigationItems.right == [.symbol(SystemSymbol("plus")), .symbol(SystemSymbol("square.and.arrow.up")), .symbol(SystemSymbol("gearshape"))])
        #expect(screen.tabBar?.items.map(\.icon.name) == ["tray", "paperplane", "checkmark.cicle"])
        #expect(screen.sections[0].rows[0].image == .symbol("wifi"))
        let empty = screen.emptyState(.empty)
        #expect(empty.image == .symbol("tray") && empty.imageTint == EmptyStateConfig.defaultTint, "a symbol is a template in secondaryLabel")
        #expect(screen.emptyState(.network).imageTint != EmptyStateConfig.defaultTint)
        #expect(warnings.map(\.description).filter { $0.contains("SF Symbol") } == [
            "screens[0].tabBar.items[2].systemImage (a): unknown SF Symbol “checkmark.cicle” — did you mean “checkmark.circle”? (drawn as a dashed square)",
        ])
    }

    /// `systemImage` as an object: the symbol as the app configures it, kept through the state file.
    @Test func aSymbolsConfigurationIsReadAndKept() throws {
        let json = #"""
            {"screens": [{"id": "a", "sections": [{"rows": [{"title": "t", "systemImage": {"name": "heart", "weight": "ultraLight", "scale": "large"}}]}],
              "emptyStates": {"empty": {"systemImage": {"name": "magnifyingglass", "pointSize": 64, "renderingMode": "hierarchical"}}}}]}
            """#
        let screen = try #require(try decode(json).first)
        let row = try #require(screen.sections[0].rows[0].image)
        #expect(row == .symbol("heart", style: SymbolStyle(weight: .ultralight, scale: .large)))
        #expect(screen.emptyState(.empty).image == .symbol("magnifyingglass", style: SymbolStyle(pointSize: 64, hierarchical: true)))
        #expect(row.url == "symbol:heart?weight=ultralight&scale=large" && ImageReference(stored: row.url) == row)
        #expect(problems(Self.row(#"{"title": "t", "systemImage": {"name": "heart", "weight": "heavyish", "pointSize": 0}}"#)) == [
            #"screens[0].sections[0].rows[0].systemImage.weight (a): expected one of “ultralight”, “thin”, “light”, “regular”, “medium”, “semibold”, “bold”, “heavy”, “black”, got "heavyish""#,
        ])
    }

    @Test func minimalScreenTakesDefaults() throws {
        let screens = try decode(#"{"screens": [{"id": "inbox", "sections": [{"rows": ["Hello", {"title": "World"}]}]}]}"#)
        let screen = try #require(screens.first)
        #expect(screen.id == "inbox")
        #expect(screen.title.resolved(for: .english) == "inbox")
        #expect(screen.style == .plain && screen.autoEmptyState && screen.searchBar == nil && !screen.startsEmpty)
        #expect(screen.sections[0].rows.map(\.id) == [1, 2])
        #expect(screen.sections[0].rows.map { $0.title.resolved(for: .english) } == ["Hello", "World"])
        #expect(screen.emptyState(.network) == EmptyStateConfig.builtIn(.network))
        #expect(screen.reload == ReloadBehavior(result: .restore, delayMs: 0))
        #expect(!screen.largeTitle && screen.navigationItems.isEmpty && screen.tint == nil && screen.tabBar == nil)
        #expect(screen.sectionIndex == nil && screen.columns == .standard)
        #expect(screen.sections[0].rows.allSatisfy { $0.value == nil && $0.accessory == nil })
    }

    @Test func everyFieldOfTheContract() throws {
        let screens = try decode("""
            {"screens": [{
              "id": "inbox", "title": {"en": "Inbox", "zh-Hans": "收件箱", "zh-Hant": "收件匣"}, "style": "grid", "columns": 4,
              "autoEmptyState": false, "searchBar": true, "tableHeader": "Head", "startsEmpty": true, "toolbar": ["show", "network"],
              "sections": [{"header": "Today", "footer": "2 messages",
                            "rows": [{"title": "Hello", "detail": {"en": "from Ann", "zh-Hans": "来自安"}, "image": "examples/a.svg"}, "plain"]}],
              "emptyStates": {
                "empty": {"image": "examples/a.svg", "imageTint": "#8e8e93", "title": "No mail", "detail": "New messages appear here",
                          "button": "Refresh", "secondaryButton": "Compose", "background": "#f2f2f7cc", "textColor": "#3c3c43",
                          "verticalOffset": -40, "spacing": 11, "alignment": "natural", "tap": "button", "fadeIn": false},
                "search": {"title": "Nothing for {query}"}
              },
              "reload": {"result": "append", "delayMs": 800}
            }]}
            """)
        let screen = try #require(screens.first)
        #expect(screen.title.resolved(for: .traditionalChinese) == "收件匣")
        #expect(screen.style == .grid && screen.columns == .fixed(4) && !screen.autoEmptyState && screen.searchBar == SearchBarConfig() && screen.startsEmpty)
        #expect(screen.toolbar == [.show, .network])
        #expect(screen.tableHeader?.resolved(for: .english) == "Head")
        #expect(screen.sections[0].header?.resolved(for: .english) == "Today")
        #expect(screen.sections[0].rows[0].detail?.resolved(for: .simplifiedChinese) == "来自安")
        #expect(screen.sections[0].rows[0].detail?.resolved(for: .traditionalChinese) == "from Ann")
        #expect(screen.sections[0].rows[0].image == .builtIn("examples/a.svg"))
        let empty = screen.emptyState(.empty)
        #expect(empty == EmptyStateConfig(
            image: .builtIn("examples/a.svg"), imageTint: ThemedColor(Color(hex: "#8e8e93")!), title: LocalizedText(verbatim: "No mail"),
            detail: LocalizedText(verbatim: "New messages appear here"), button: LocalizedText(verbatim: "Refresh"),
            secondaryButton: LocalizedText(verbatim: "Compose"), background: ThemedColor(Color(hex: "#f2f2f7cc")!),
            textColor: ThemedColor(Color(hex: "#3c3c43")!), verticalOffset: -40, spacing: 11, alignment: .natural, tap: .button, fadeIn: false))
        let search = screen.emptyState(.search)
        #expect(search.title.resolved(for: .english) == "Nothing for {query}")
        #expect(search.image == .builtIn("states/search.svg") && search.detail == SystemStrings.searchDetail)
        #expect(screen.reload == ReloadBehavior(result: .append, delayMs: 800))
    }

    @Test func builtInIllustrationsKeepTheirTint() throws {
        let screen = try #require(try decode(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"error": {"image": "states/network.svg"}, "empty": {"image": "empty.svg"}}}]}"#).first)
        #expect(screen.emptyState(.error).imageTint == EmptyStateConfig.defaultTint)
        #expect(screen.emptyState(.empty).imageTint == nil)
    }

    @Test(arguments: [
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"network": {"verticalOffset": "x"}}}]}"#,
         #"screens[0].emptyStates.network.verticalOffset (a): expected a number, got "x""#),
        (#"{"screens": [{"id": "a", "sections": [], "titel": "A"}]}"#,
         "screens[0].titel (a): unknown key (expected one of: id, title, largeTitle, navigationItems, tint, style, columns, autoEmptyState, searchBar, tableHeader, startsEmpty, toolbar, sections, sectionIndex, tabBar, font, titleFont, os, drawnBy, emptyStates, reload) — did you mean “title”?"),
        (#"{"screens": [{"sections": []}]}"#, "screens[0].id: required, but missing"),
        (#"{"screens": [{"id": "a"}]}"#, "screens[0].sections (a): required, but missing"),
        (#"{"screens": [{"id": "Inbox!", "sections": []}]}"#,
         #"screens[0].id: expected 1 to 64 lowercase letters, digits and “-” (like "inbox"), got "Inbox!""#),
        (#"{"screens": [{"id": "a", "style": "list", "sections": []}]}"#,
         #"screens[0].style (a): expected one of “plain”, “grouped”, “insetGrouped”, “grid”, got "list""#),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": 2.5, "sections": []}]}"#,
         "screens[0].columns (a): expected a whole number from 1 to 6, got 2.5"),
        (#"{"screens": [{"id": "a", "columns": 2, "sections": []}]}"#,
         #"screens[0].columns (a): only applies to "grid" screens (this one is "plain")"#),
        (#"{"screens": [{"id": "a", "sections": [{"rows": [42]}]}]}"#,
         "screens[0].sections[0].rows[0] (a): expected a string or an object with a title, got 42"),
        (#"{"screens": [{"id": "a", "sections": [{"rows": [{"detail": "d"}]}]}]}"#,
         "screens[0].sections[0].rows[0].title (a): required, but missing"),
        (#"{"screens": [{"id": "a", "sections": [{"rows": [{"title": "t", "image": "../Package.swift"}]}]}]}"#,
         #"screens[0].sections[0].rows[0].image (a): expected a relative path (like "img/box.svg") with no “..”, no leading “/” and no URL, got "../Package.swift""#),
        (#"{"screens": [{"id": "a", "sections": [{"rows": [{"title": "t", "image": "javascript:alert(1)"}]}]}]}"#,
         #"screens[0].sections[0].rows[0].image (a): expected a relative path (like "img/box.svg") with no “..”, no leading “/” and no URL, got "javascript:alert(1)""#),
        (#"{"screens": [{"id": "a", "sections": [{"rows": [{"title": "t", "image": "nope.svg"}]}]}]}"#,
         #"screens[0].sections[0].rows[0].image (a): no file "nope.svg" among the fixtures' images or the built-in ones"#),
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"offline": {}}}]}"#,
         "screens[0].emptyStates.offline (a): unknown key (expected one of: empty, network, error, loading, search)"),
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"background": "rgb(0, 0, 0)"}}}]}"#,
         ##"screens[0].emptyStates.empty.background (a): "rgb(0, 0, 0)" is not a UIKit colour name (names: systemRed, label, secondarySystemBackground, lightGray…; or "#f2f2f7")"##),
        (##"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"background": "#ggg"}}}]}"##,
         ##"screens[0].emptyStates.empty.background (a): expected a colour like "#f2f2f7" or "#f2f2f7cc" (or {"light": …, "dark": …}), got "#ggg""##),
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"tap": "double"}}}]}"#,
         #"screens[0].emptyStates.empty.tap (a): expected one of “view”, “button”, “none”, got "double""#),
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"loading": {"tap": "view"}}}]}"#,
         #"screens[0].emptyStates.loading.tap (a): a loading placeholder cannot be tapped; use "none" or leave it out"#),
        (#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"spacing": -1}}}]}"#,
         "screens[0].emptyStates.empty.spacing (a): expected a number from 0 to 200, got -1"),
        (#"{"screens": [{"id": "a", "sections": [], "title": {"en_US": "Box"}}]}"#,
         "screens[0].title.en_US (a): not a language tag: expected a BCP 47 tag such as en, de, pt-BR, zh-Hans or sr-Latn"),
        (#"{"screens": [{"id": "a", "sections": [], "title": {"de": "Kasten", "DE": "Box"}}]}"#,
         "screens[0].title.DE (a): de is given twice (tags ignore case)"),
        (#"{"screens": [{"id": "a", "sections": [], "title": {}}]}"#, "screens[0].title (a): expected at least one language"),
        (#"{"screens": [{"id": "a", "sections": [], "reload": {"result": "retry"}}]}"#,
         #"screens[0].reload.result (a): expected one of “restore”, “append”, “empty”, “network”, “error”, got "retry""#),
        (#"{"screens": [{"id": "a", "sections": [], "reload": {"delayMs": 100000}}]}"#,
         "screens[0].reload.delayMs (a): expected a whole number from 0 to 60000, got 100000"),
        (#"{"screens": [{"id": "a", "sections": [], "toolbar": ["show", "dance"]}]}"#,
         #"screens[0].toolbar[1] (a): expected one of “show”, “clear”, “network”, “error”, “loading”, “reload”, got "dance""#),
        (#"{"screens": []}"#, "screens: expected at least one screen"),
        (#"{"screen": []}"#, "screen: unknown key (expected one of: $schema, screens, fonts, os, drawnBy, app) — did you mean “screens”?"),
        (#"[]"#, "top level: expected an object, got an array"),
        (#"{"screens": [{"id": "a", "sections": []}, {"id": "a", "sections": []}]}"#,
         #"screens[1].id (a): duplicate id "a" (also screens[0])"#),
    ])
    func validationErrorsNameThePathAndReason(json: String, expected: String) {
        #expect(problems(json).contains(expected), "\(problems(json))")
    }

    @Test func everyProblemIsReportedAndNothingIsLoaded() {
        let json = #"""
            {"screens": [
              {"id": "good", "sections": []},
              {"id": "bad one", "sections": [{"rows": [1]}], "style": "tabular",
               "emptyStates": {"network": {"verticalOffset": "x", "colour": "#fff"}}}
            ]}
            """#
        #expect(problems(json) == [
            #"screens[1].id: expected 1 to 64 lowercase letters, digits and “-” (like "inbox"), got "bad one""#,
            #"screens[1].style: expected one of “plain”, “grouped”, “insetGrouped”, “grid”, got "tabular""#,
            "screens[1].sections[0].rows[0]: expected a string or an object with a title, got 1",
            #"screens[1].emptyStates.network.colour: unknown key (expected one of: image, systemImage, imageTint, imageAccessibilityLabel, title, detail, button, buttonAccessibilityHint, secondaryButton, background, textColor, verticalOffset, spacing, drawnBy, source, note, alignment, tap, fadeIn, font, titleFont)"#,
            #"screens[1].emptyStates.network.verticalOffset: expected a number, got "x""#,
        ])
    }

    @Test func syntaxAndFileErrors() {
        #expect(throws: FixtureError.syntax(path: "f.json", detail: "line 1, column 16: expected “,” or “]” in an array")) {
            try decode(#"{"screens": [1 2]}"#)
        }
        #expect(throws: FixtureError.unreadable(path: "/no/such.json", reason: "no such file")) {
            try decoder.load(file: "/no/such.json")
        }
        let message = FixtureError.invalid(path: "f.json", issues: [JSONIssue(path: "screens", reason: "expected at least one screen")]).description
        #expect(message == "f.json: screens: expected at least one screen")
    }

    @Test func shippedExamplesAreValid() throws {
        let assets = Assets.builtIn
        let screens = try FixtureDecoder(publicFiles: Set(assets.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        #expect(screens.map(\.id).starts(with: ["inbox", "photos", "settings", "contacts"]))
        // Every style but the old edge-to-edge `grouped` (ListLayoutBrowserTests draws it): the
        // examples show today's Settings, inset grouped.
        #expect(Set(screens.map(\.style)) == Set(ListStyle.allCases).subtracting([.grouped]))
        #expect(screens.contains { $0.searchBar != nil })
    }

    @Test func apiRowsAcceptSectionsOrABareArray() throws {
        let bare = try decoder.decodeRows(.array([.string("a"), .object([(key: "title", value: .string("b"))])]))
        #expect(bare.count == 1 && bare[0].rows.count == 2)
        let sections = try decoder.decodeRows(.object([(key: "sections", value: .array([
            .object([(key: "header", value: .string("H")), (key: "rows", value: .array([]))]),
        ]))]))
        #expect(sections[0].header?.resolved(for: .english) == "H")
        #expect(throws: FixtureError.invalid(path: "body", issues: [JSONIssue(path: "[0]", reason: "expected a string or an object with a title, got true")])) {
            try decoder.decodeRows(.array([.bool(true)]))
        }
    }

    /// The section `json` read by `lists` at path `s`, and the problems noted.
    private func read(_ lists: ListDecoder, section json: String) throws -> (section: ListSection?, problems: [String]) {
        var reader = JSONReader()
        let section = lists.section(try JSONParser.parse(Array(json.utf8)), at: "s", reader: &reader)
        return (section, reader.issues.map(\.description))
    }

    /// Fixtures and saved states read rows with one decoder: the same row written each way is the
    /// same row, but for its id and how its image is written.
    @Test func fixturesAndSavedStatesReadRowsAlike() throws {
        let fields = #""title": {"en": "Wi-Fi", "de": "WLAN"}, "detail": "Home", "value": "On", "accessory": "switch", "on": true"#
        let fixture = try read(.fixtures(images: decoder.images, strings: nil), section: #"{"header": "H", "rows": [{\#(fields), "image": "examples/a.svg"}]}"#)
        let saved = try read(.savedState, section: #"{"header": "H", "rows": [{"id": 7, \#(fields), "image": "/public/examples/a.svg"}]}"#)
        #expect(fixture.problems.isEmpty && saved.problems.isEmpty)
        var renumbered = try #require(saved.section)
        #expect(renumbered.rows.map(\.id) == [7])
        renumbered.rows[0].id = 0
        #expect(fixture.section == renumbered)
        #expect(fixture.section?.rows.first?.image == .builtIn("examples/a.svg"))
    }

    /// Each way of writing rows refuses the other's: an id in fixtures (rows are numbered), a bare title or no id in a saved state.
    @Test func eachRowSourceRefusesTheOthersForm() throws {
        #expect(try read(.fixtures(images: decoder.images, strings: nil), section: #"{"rows": [{"id": 1, "title": "a"}]}"#).problems
            == ["s.rows[0].id: unknown key (expected one of: title, detail, image, systemImage, value, accessory, on, accessibilityLabel, accessibilityHint, accessibilityHidden) — did you mean “on”?"])
        #expect(try read(.savedState, section: #"{"rows": ["a"]}"#).problems == [#"s.rows[0]: expected an object, got "a""#])
        #expect(try read(.savedState, section: #"{"rows": [{"title": "a"}]}"#).problems == ["s.rows[0].id: required, but missing"])
    }

    /// A section whose rows cannot be read is left out, and its header and footer are still checked.
    @Test func aSectionWithUnreadableRowsIsStillChecked() throws {
        for lists in [ListDecoder.fixtures(images: decoder.images, strings: nil), .savedState] {
            let result = try read(lists, section: #"{"rows": 5, "header": 7}"#)
            #expect(result.section == nil)
            #expect(result.problems == ["s.rows: expected an array, got 5", "s.header: expected a string or an object of languages, got 7"])
        }
        #expect(problems(#"{"screens": [{"id": "a", "sections": [{"footer": 3}]}]}"#)
            == ["screens[0].sections[0].rows (a): required, but missing",
                "screens[0].sections[0].footer (a): expected a string or an object of languages, got 3"])
    }

    // MARK: - The chrome

    @Test func everyChromeFieldDecodes() throws {
        let screen = try #require(try decode(#"""
            {"screens": [{
              "id": "mail", "largeTitle": true, "tint": "systemRed", "sectionIndex": ["A", "B", "#"],
              "navigationItems": {"left": [{"symbol": "back", "title": "Mailboxes"}],
                                  "right": ["Edit", {"title": {"en": "Done", "zh-Hans": "完成"}}, {"symbol": "plus"}]},
              "tabBar": {"items": [{"title": "Inbox", "icon": "inbox", "badge": 12},
                                   {"title": {"en": "Sent", "zh-Hans": "已发送"}, "icon": "folder", "badge": "New"},
                                   {"title": "Me", "icon": "person"}], "selected": 2},
              "searchBar": {"placeholder": "Search Mail", "noResultsQuery": {"en": "zebra"}},
              "sections": [{"rows": [
                {"title": "Wi-Fi", "value": {"en": "Home", "zh-Hant": "家"}, "accessory": "disclosure"},
                {"title": "Bluetooth", "accessory": "switch", "on": true}, {"title": "Airplane", "accessory": "switch", "on": false},
                {"title": "VPN", "accessory": "switch"}, {"title": "Done", "accessory": "checkmark"}, {"title": "Info", "accessory": "detailButton"}
              ]}]
            }]}
            """#).first)
        #expect(screen.largeTitle)
        #expect(screen.tint == (try NamedColor.resolve("systemRed").get()))
        #expect(screen.sectionIndex == SectionIndex(titles: ["A", "B", "#"]))
        #expect(screen.navigationItems == NavigationItems(
            left: [.back(LocalizedText(verbatim: "Mailboxes"))],
            right: [.text(LocalizedText(verbatim: "Edit")), .text(LocalizedText([.english: "Done", .simplifiedChinese: "完成"])), .symbol(SystemSymbol("plus"))]))
        #expect(screen.tabBar == TabBar(items: [
            TabBar.Item(title: LocalizedText(verbatim: "Inbox"), icon: SystemSymbol("inbox"), badge: "12"),
            TabBar.Item(title: LocalizedText([.english: "Sent", .simplifiedChinese: "已发送"]), icon: SystemSymbol("folder"), badge: "New"),
            TabBar.Item(title: LocalizedText(verbatim: "Me"), icon: SystemSymbol("person")),
        ], selected: 2))
        #expect(screen.searchBar == SearchBarConfig(placeholder: LocalizedText(verbatim: "Search Mail"),
                                                    noResultsQuery: LocalizedText([.english: "zebra"])))
        let rows = screen.sections[0].rows
        #expect(rows[0].value?.resolved(for: .traditionalChinese) == "家" && rows[0].value?.resolved(for: .english) == "Home")
        #expect(rows.map(\.accessory) == [.disclosure, .toggle(on: true), .toggle(on: false), .toggle(on: false), .checkmark, .detailButton])
    }

    @Test func theLastTabMayBeTheSearchTab() throws {
        let screen = try #require(try decode(#"""
            {"screens": [{"id": "a", "sections": [], "tabBar": {"items": [
              {"title": "Home", "icon": "home"}, {"title": "Search", "icon": "search", "role": "search"}]}}]}
            """#).first)
        #expect(screen.tabBar?.items.map(\.isSearch) == [false, true])
    }

    @Test func theFixturesDefaultDesignAndAScreensOwnAreRead() throws {
        let screens = try decode(#"{"os": 18, "screens": [{"id": "a", "sections": []}, {"id": "b", "os": 26, "sections": []}]}"#)
        #expect(screens.map(\.defaultDesign) == [.iOS18, .iOS18])
        #expect(screens.map(\.pinnedDesign) == [nil, .iOS26])
        #expect(screens.map { $0.design(asked: nil) } == [.iOS18, .iOS26])
        #expect(screens.map { $0.design(asked: .iOS26) } == [.iOS26, .iOS26])
        let plain = try #require(try decode(#"{"screens": [{"id": "a", "sections": []}]}"#).first)
        #expect(plain.defaultDesign == .iOS26 && plain.pinnedDesign == nil)
    }

    @Test func aBackButtonNeedsNoTitle() throws {
        let json = #"{"screens": [{"id": "a", "sections": [], "navigationItems": {"left": [{"symbol": "back"}], "right": []}}]}"#
        #expect(try decode(json).first?.navigationItems == NavigationItems(left: [.back(nil)]))
    }

    @Test(arguments: [
        ("4", GridColumns.fixed(4)),
        (#""auto""#, .auto(minimumWidth: GridColumns.defaultMinimumWidth)),
        (#"{"compact": 2, "regular": 5}"#, .sizeClass(compact: 2, regular: 5)),
        (#"{"minimumWidth": 120.5}"#, .auto(minimumWidth: 120.5)),
    ])
    func gridColumnsDecode(json: String, expected: GridColumns) throws {
        let screen = try #require(try decode(#"{"screens": [{"id": "a", "style": "grid", "columns": \#(json), "sections": []}]}"#).first)
        #expect(screen.columns == expected)
    }

    @Test(arguments: [
        ("true", SearchBarConfig() as SearchBarConfig?, SectionIndex.alphabet as SectionIndex?),
        ("false", nil, nil),
    ])
    func searchBarAndSectionIndexTakeABoolean(flag: String, searchBar: SearchBarConfig?, sectionIndex: SectionIndex?) throws {
        let screen = try #require(try decode(#"{"screens": [{"id": "a", "searchBar": \#(flag), "sectionIndex": \#(flag), "sections": []}]}"#).first)
        #expect(screen.searchBar == searchBar && screen.sectionIndex == sectionIndex)
    }

    /// A problem under a screen names the screen's id after its path (issue 43, item 12), where the
    /// screen has a valid one; the path itself stays one a JSON tool can follow.
    @Test func aProblemUnderAScreenNamesItsID() {
        let json = #"""
            {"screens": [
              {"id": "inbox", "sections": []},
              {"id": "messages", "sections": [{"rows": [{"titel": "Hi"}]}]},
              {"id": "Not An ID", "sections": [], "largeTitle": 1},
              "messages"
            ]}
            """#
        #expect(problems(json) == [
            "screens[1].sections[0].rows[0].titel (messages): unknown key (expected one of: title, detail, image, systemImage, value, accessory, on, "
                + "accessibilityLabel, accessibilityHint, accessibilityHidden) — did you mean “title”?",
            "screens[1].sections[0].rows[0].title (messages): required, but missing",
            #"screens[2].id: expected 1 to 64 lowercase letters, digits and “-” (like "inbox"), got "Not An ID""#,
            "screens[2].largeTitle: expected true or false, got 1",
            #"screens[3]: expected an object, got "messages""#,
        ])
    }

    /// `{"screens": [{"id": "a", "sections": [], ...}]}` with the screen's other keys.
    private static func screen(_ keys: String) -> String { #"{"screens": [{"id": "a", "sections": [], \#(keys)}]}"# }

    /// A screen whose one row is `row`.
    private static func row(_ row: String) -> String { #"{"screens": [{"id": "a", "sections": [{"rows": [\#(row)]}]}]}"# }

    /// A tab bar of `count` tabs with `extra` keys.
    private static func tabs(_ count: Int, _ extra: String = "") -> String {
        let items = (0..<count).map { #"{"title": "T\#($0)", "icon": "star"}"# }.joined(separator: ", ")
        return screen(#""tabBar": {"items": [\#(items)]\#(extra)}"#)
    }

    @Test(arguments: [
        (screen(#""navigationItems": {"right": [{"symbol": ""}]}"#),
         #"screens[0].navigationItems.right[0].symbol (a): expected an SF Symbol's name such as "tray", got """#),
        (screen(#""navigationItems": {"right": [{"symbol": "plus", "systemImage": "plus"}]}"#),
         #"screens[0].navigationItems.right[0].systemImage (a): give the symbol once: "systemImage" or "symbol", not both"#),
        (screen(#""tabBar": {"items": [{"title": "A"}, {"title": "B", "icon": "star"}]}"#),
         #"screens[0].tabBar.items[0] (a): missing "systemImage" (or "icon"): the tab's SF Symbol, such as "tray""#),
        (row(#"{"title": "t", "image": "states/empty.svg", "systemImage": "tray"}"#),
         #"screens[0].sections[0].rows[0].systemImage (a): give the picture once: "systemImage" (an SF Symbol) or "image" (a file or an image set), not both"#),
        (screen(#""tabBar": {"items": [{"title": "A", "icon": "star", "badge": "\#(String(repeating: "9", count: 1000))"}, {"title": "B", "icon": "star"}]}"#),
         #"screens[0].tabBar.items[0].badge (a): expected a badge of 1 to 4 characters, got 1000 characters ("\#(String(repeating: "9", count: 37))…")"#),
        (screen(#""tabBar": {"items": [{"title": "A", "icon": "star", "badge": ""}, {"title": "B", "icon": "star"}]}"#),
         "screens[0].tabBar.items[0].badge (a): expected a badge of 1 to 4 characters, got an empty string"),
        (screen(#""tabBar": {"items": [{"title": "A", "icon": "star", "badge": -1}, {"title": "B", "icon": "star"}]}"#),
         "screens[0].tabBar.items[0].badge (a): expected a whole number from 0 to 9999, got -1"),
        (screen(#""tabBar": {"items": [{"title": "A", "icon": "star", "badge": true}, {"title": "B", "icon": "star"}]}"#),
         "screens[0].tabBar.items[0].badge (a): expected a count from 0 to 9999 or a text of 1 to 4 characters, got true"),
        (screen(#""tabBar": {"items": [{"icon": "star"}, {"title": "B", "icon": "star"}]}"#),
         "screens[0].tabBar.items[0].title (a): required, but missing"),
        (tabs(2, #", "selected": -1"#), "screens[0].tabBar.selected (a): expected a tab's index, a whole number from 0 to 1, got -1"),
        (tabs(3, #", "selected": 3"#), "screens[0].tabBar.selected (a): expected a tab's index, a whole number from 0 to 2, got 3"),
        (tabs(3, #", "selected": 1.5"#), "screens[0].tabBar.selected (a): expected a tab's index, a whole number from 0 to 2, got 1.5"),
        (tabs(6), "screens[0].tabBar.items (a): expected 2 to 5 tabs (UIKit shows five, then “More”), got 6"),
        (tabs(1), "screens[0].tabBar.items (a): expected 2 to 5 tabs (UIKit shows five, then “More”), got 1"),
        (screen(#""tabBar": {"selected": 0}"#), "screens[0].tabBar.items (a): required, but missing"),
        (screen(#""tabBar": {"items": [{"title": "S", "icon": "search", "role": "search"}, {"title": "B", "icon": "star"}]}"#),
         "screens[0].tabBar.items[0].role (a): only the last tab can be the search tab (iOS puts it at the trailing end of the bar, one at most)"),
        (screen(#""tabBar": {"items": [{"title": "A", "icon": "star", "role": "home"}, {"title": "B", "icon": "star"}]}"#),
         #"screens[0].tabBar.items[0].role (a): expected "search" (the search tab), got "home""#),
        (screen(#""os": 17"#), "screens[0].os (a): must be 26 or 18 (the iOS whose design to draw), got 17"),
        (screen(#""os": "18""#), #"screens[0].os (a): must be 26 or 18 (the iOS whose design to draw), got "18""#),
        (#"{"os": 26.5, "screens": [{"id": "a", "sections": []}]}"#, "os: must be 26 or 18 (the iOS whose design to draw), got 26.5"),
        (row(#"{"title": "t", "on": true}"#), #"screens[0].sections[0].rows[0].on (a): only applies to rows with "accessory": "switch" (this one has none)"#),
        (row(#"{"title": "t", "accessory": "checkmark", "on": false}"#),
         #"screens[0].sections[0].rows[0].on (a): only applies to rows with "accessory": "switch" (this one has "checkmark")"#),
        (row(#"{"title": "t", "accessory": "switch", "on": "yes"}"#), #"screens[0].sections[0].rows[0].on (a): expected true or false, got "yes""#),
        (row(#"{"title": "t", "accessory": "toggle"}"#),
         #"screens[0].sections[0].rows[0].accessory (a): expected one of “disclosure”, “checkmark”, “detailButton”, “switch”, got "toggle""#),
        (row(#"{"title": "t", "accessory": "Switch"}"#),
         #"screens[0].sections[0].rows[0].accessory (a): expected one of “disclosure”, “checkmark”, “detailButton”, “switch”, got "Switch" — did you mean “switch”?"#),
        (row(#"{"title": "t", "value": 3}"#), "screens[0].sections[0].rows[0].value (a): expected a string or an object of languages, got 3"),
        (screen(#""sectionIndex": ["A", "ABCD"]"#), #"screens[0].sectionIndex[1] (a): expected an index title of 1 to 3 characters, got 4 characters ("ABCD")"#),
        (screen(#""sectionIndex": ["A", ""]"#), "screens[0].sectionIndex[1] (a): expected an index title of 1 to 3 characters, got an empty string"),
        (screen(#""sectionIndex": []"#), "screens[0].sectionIndex (a): expected 1 to 40 titles, got 0"),
        (screen(#""sectionIndex": "A-Z""#), #"screens[0].sectionIndex (a): expected true (A to Z, then #), false or an array of titles, got "A-Z""#),
        (screen(#""navigationItems": {"right": ["A", "B", "C", "D"]}"#),
         "screens[0].navigationItems.right (a): expected at most 3 items, as a navigation bar has room for, got 4"),
        (screen(#""navigationItems": {"left": [{"symbol": "plus", "title": "Add"}]}"#),
         #"screens[0].navigationItems.left[0].title (a): only the back button takes a title beside its symbol (this one is "plus"); give {"title": …} or {"symbol": …}"#),
        (screen(#""navigationItems": {"left": [{}]}"#),
         #"screens[0].navigationItems.left[0] (a): expected a "title", a "symbol", or both for the back button ({"symbol": "back", "title": …})"#),
        (screen(#""navigationItems": {"left": [{"titel": "Edit"}]}"#),
         "screens[0].navigationItems.left[0].titel (a): unknown key (expected one of: title, systemImage, symbol, accessibilityLabel) — did you mean “title”?"),
        (screen(#""navigationItems": {"right": [""]}"#), "screens[0].navigationItems.right[0] (a): expected a label, got an empty string"),
        (screen(#""navigationItems": {"right": [{"title": {"en": "Edit", "zh-Hans": ""}}]}"#),
         "screens[0].navigationItems.right[0].title.zh-Hans (a): expected a label, got an empty string"),
        (screen(#""navigationItems": {"middle": []}"#),
         "screens[0].navigationItems.middle (a): unknown key (expected one of: left, right)"),
        (screen(#""navigationItems": {"right": [7]}"#), "screens[0].navigationItems.right[0] (a): expected a string or an object of languages, got 7"),
        (screen(#""largeTitle": "yes""#), #"screens[0].largeTitle (a): expected true or false, got "yes""#),
        (screen(#""tint": "systemBlu""#),
         ##"screens[0].tint (a): "systemBlu" is not a UIKit colour name; did you mean "systemBlue"? (names: systemRed, label, secondarySystemBackground, lightGray…; or "#f2f2f7")"##),
        (screen(#""searchBar": 1"#), "screens[0].searchBar (a): expected true, false or an object with a placeholder and a noResultsQuery, got 1"),
        (screen(#""searchBar": {"placeholder": "Find", "query": "x"}"#),
         "screens[0].searchBar.query (a): unknown key (expected one of: placeholder, noResultsQuery)"),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": {"compact": 3}, "sections": []}]}"#, "screens[0].columns.regular (a): required, but missing"),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": {"compact": 0, "regular": 4}, "sections": []}]}"#,
         "screens[0].columns.compact (a): expected a whole number from 1 to 10, got 0"),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": {"minimumWidth": 20}, "sections": []}]}"#,
         "screens[0].columns.minimumWidth (a): expected a number from 60 to 400, got 20"),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": {"minimumWidth": 80, "regular": 2}, "sections": []}]}"#,
         "screens[0].columns.regular (a): cannot be combined with “minimumWidth”: give a count per size class or a minimum width"),
        (#"{"screens": [{"id": "a", "style": "grid", "columns": "fit", "sections": []}]}"#,
         #"screens[0].columns (a): expected a whole number from 1 to 6, "auto", {"compact": …, "regular": …} or {"minimumWidth": …}, got "fit""#),
        (#"{"screens": [{"id": "a", "columns": "auto", "sections": []}]}"#, #"screens[0].columns (a): only applies to "grid" screens (this one is "plain")"#),
    ])
    func hostileChromeIsRejectedWithItsPath(json: String, expected: String) {
        let problems = problems(json)
        #expect(problems == [expected], "\(problems)")
    }
}
