@testable import Fixtures
import Foundation
import JSON
@testable import ListPreview
@testable import Screens
import TestSupport
import Testing

/// A colour written as one hex value has no dark variant: in dark appearance it is a light slab
/// under a black navigation bar, or dark text on black. The file still loads, with one warning per
/// such colour naming its JSON path; `{"light": …, "dark": …}` and the built-in defaults are never
/// warned about.
@Suite struct ColorWarningTests {
    private let decoder = FixtureDecoder(publicFiles: ["states/empty.svg", "states/network.svg", "states/error.svg", "states/search.svg"])

    /// The screens of `json` and its warnings, as `path: reason`.
    private func decode(_ json: String) throws -> (screens: [Screen], warnings: [String]) {
        var warnings: [JSONIssue] = []
        let screens = try decoder.decode(Array(json.utf8), file: "f.json", warnings: &warnings)
        return (screens, warnings.map(\.description))
    }

    /// Every key whose value is a colour, with the object of the JSON Schema (`$defs`) it belongs
    /// to: the format's own list, so a colour key added later is covered here too.
    private static var colorKeys: [(object: String, key: String)] {
        guard case let .object(definitions) = FixtureFormat.schema["$defs"] ?? .null else { return [] }
        return definitions.flatMap { definition -> [(object: String, key: String)] in
            guard case let .object(properties) = definition.value["properties"] ?? .null else { return [] }
            return properties.filter { $0.value["$ref"] == .string("#/$defs/color") }.map { (definition.key, $0.key) }
        }
    }

    private static func warning(_ path: String, _ hex: String, screen: String) -> String {
        #"\#(path) (\#(screen)): "\#(hex)" has no dark variant; give {"light": "\#(hex)", "dark": "…"}"#
    }

    /// The colour keys of the placeholders.
    private static var placeholderColorKeys: Set<String> { Set(colorKeys.filter { $0.object != "screen" }.map(\.key)) }

    /// The colour keys of a screen.
    private static var screenColorKeys: Set<String> { Set(colorKeys.filter { $0.object == "screen" }.map(\.key)) }

    @Test func theFormatsColourKeysAreThePlaceholdersAndTheTint() {
        // If another object gains a colour, the test below must place it too.
        #expect(Set(Self.colorKeys.map(\.object)) == ["placeholder", "loadingPlaceholder", "screen"])
        #expect(Self.placeholderColorKeys == ["imageTint", "background", "textColor"])
        #expect(Self.screenColorKeys == ["tint"])
    }

    @Test func everyColourKeyWithoutADarkVariantIsWarnedAboutAtItsPath() throws {
        let keys = Self.placeholderColorKeys, screenKeys = Self.screenColorKeys
        try #require(!keys.isEmpty && !screenKeys.isEmpty)
        // Every colour key of the screen and in every kind of placeholder, on the second screen; mixed case is quoted as written.
        let hex = ["imageTint": "#8E8E93", "background": "#f2f2f7cc", "textColor": "#3c3c43", "tint": "#0A7F5A"]
        let placeholder = keys.sorted().map { #""\#($0)": "\#(hex[$0] ?? "#123")""# }.joined(separator: ", ")
        let screenColors = screenKeys.sorted().map { #""\#($0)": "\#(hex[$0] ?? "#123")", "# }.joined()
        let kinds = EmptyStateKind.allCases.map { #""\#($0.rawValue)": {\#(placeholder)}"# }.joined(separator: ", ")
        let (screens, warnings) = try decode("""
            {"screens": [{"id": "quiet", "sections": []},
                         {"id": "loud", "sections": [], \(screenColors)"emptyStates": {\(kinds)}}]}
            """)
        #expect(screens.count == 2, "warnings do not stop the file loading")
        let expected = screenKeys.map { Self.warning("screens[1].\($0)", hex[$0] ?? "#123", screen: "loud") } + EmptyStateKind.allCases.flatMap { kind in
            keys.map { Self.warning("screens[1].emptyStates.\(kind.rawValue).\($0)", hex[$0] ?? "#123", screen: "loud") }
        }
        #expect(warnings.count == expected.count, "one warning per colour: \(warnings)")
        #expect(Set(warnings) == Set(expected))
        // The colour is used as written, in both appearances.
        #expect(screens[1].emptyState(.empty).background == ThemedColor(Color(hex: "#f2f2f7cc")!))
    }

    @Test func theWarningLineIsThePathAndAFix() throws {
        let (_, warnings) = try decode(#"""
            {"screens": [{"id": "a", "sections": []}, {"id": "b", "sections": []},
                         {"id": "c", "sections": [], "emptyStates": {"empty": {"background": "#f2f2f7"}}}]}
            """#)
        #expect(warnings == [##"screens[2].emptyStates.empty.background (c): "#f2f2f7" has no dark variant; give {"light": "#f2f2f7", "dark": "…"}"##])
    }

    @Test func coloursWithADarkVariantAndBuiltInDefaultsAreNotWarnedAbout() throws {
        let themed = ##"{"light": "#f2f2f7", "dark": "#1c1c1e"}"##
        let placeholder = Self.placeholderColorKeys.sorted().map { #""\#($0)": \#(themed)"# }.joined(separator: ", ")
        let screenColors = Self.screenColorKeys.sorted().map { #""\#($0)": \#(themed), "# }.joined()
        let (screens, warnings) = try decode("""
            {"screens": [{"id": "a", "sections": [], \(screenColors)"emptyStates": {
              "empty": {\(placeholder)},
              "network": {"image": "states/network.svg", "title": "Offline"},
              "error": {"title": "Oops"}
            }}]}
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let screen = try #require(screens.first)
        let both = ThemedColor(Color(hex: "#f2f2f7")!, dark: Color(hex: "#1c1c1e")!)
        #expect(screen.emptyState(.empty).background == both && screen.emptyState(.empty).textColor == both && screen.tint == both)
        // The built-in tint (which has its own dark value) is not the file's, so it is not warned about.
        #expect(screen.emptyState(.network).imageTint == EmptyStateConfig.defaultTint)
        #expect(try decode(#"{"screens": [{"id": "demo", "sections": []}]}"#).warnings.isEmpty)
    }

    @Test func anInvalidFileIsAnErrorNotAWarning() {
        var warnings: [JSONIssue] = []
        let json = ##"{"screens": [{"id": "a", "sections": [], "emptyStates": {"empty": {"background": "#fff", "textColor": {"light": "#000"}}}}]}"##
        #expect(throws: FixtureError.invalid(path: "f.json", issues: [JSONIssue(path: "screens[0].emptyStates.empty.textColor.dark", reason: "required, but missing", label: "a")])) {
            try decoder.decode(Array(json.utf8), file: "f.json", warnings: &warnings)
        }
        #expect(warnings.isEmpty)
    }

    /// The examples and the starter give every colour a dark variant, so they show what to do.
    @Test(arguments: ["Examples/screens.json", "Examples/starter/screens.json"])
    func theShippedFixturesHaveNoWarnings(file: String) throws {
        let path = Repository.root + "/" + file
        let images = ImageResolver(builtIn: Assets.builtIn.imageNames, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                   place: "next to screens.json")
        var warnings: [JSONIssue] = []
        let screens = try FixtureDecoder(images: images).load(file: path, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.description).joined(separator: "\n"))")
        let configs = screens.flatMap { screen in EmptyStateKind.allCases.map { screen.emptyState($0) } }
        let colors = configs.flatMap { [$0.imageTint, $0.background, $0.textColor] }.compactMap { $0 }
        #expect(colors.contains { $0.dark != nil && $0 != EmptyStateConfig.defaultTint }, "the file has colours of its own")
    }
}

/// The built-in placeholder tint is `secondaryLabel`, as `UIContentUnavailableConfiguration` tints
/// its image: #3C3C43 at 60% in light, #EBEBF5 at 60% in dark (Apple's published values).
@Suite struct SystemColorTests {
    @Test func theDefaultTintIsSecondaryLabel() {
        #expect(EmptyStateConfig.defaultTint.light == Color(hex: "#3c3c4399"))
        #expect(EmptyStateConfig.defaultTint.dark == Color(hex: "#ebebf599"))
    }
}

/// `style` takes UIKit's names. `grouped` meant the inset groups in 0.5 and now means UIKit's
/// edge-to-edge `.grouped`: a file that says it loads, with a warning naming the path and the new
/// name for the old look; `insetGrouped` and `plain` load without one.
@Suite struct ListStyleTests {
    @Test func groupedWarnsThatItsMeaningChangedAndInsetGroupedDoesNot() throws {
        let decoder = FixtureDecoder(publicFiles: [])
        var warnings: [JSONIssue] = []
        let screens = try decoder.decode(Array(#"""
            {"screens": [{"id": "a", "style": "grouped", "sections": []}, {"id": "b", "style": "insetGrouped", "sections": []},
                         {"id": "c", "style": "plain", "sections": []}]}
            """#.utf8), file: "f.json", warnings: &warnings)
        #expect(screens.map(\.style) == [.grouped, .insetGrouped, .plain])
        #expect(warnings.map(\.description) == [
            #"screens[0].style (a): "grouped" is UIKit's edge-to-edge grouped list since ListPreview 0.6; for the rounded inset groups 0.5 drew, write "insetGrouped""#,
        ])
    }
}
