import Foundation
import TestSupport
import Testing

/// `check` with the app's asset catalog: names resolve there first; an unknown name is an error at
/// its JSON path with the catalog's nearest name; a malformed catalog is rejected whole, exit 65.
struct CatalogCheckTests {
    /// A copy of the test project in a temporary folder, `edit` applied to its fixtures text.
    private func project(_ edit: (String) -> String) throws -> String {
        let directory = NSTemporaryDirectory() + "brand-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Projects/Brand", toPath: directory)
        let file = directory + "/screens.json"
        try Data(edit(try String(contentsOfFile: file, encoding: .utf8)).utf8).write(to: URL(fileURLWithPath: file))
        return directory
    }

    @Test func theTestProjectChecksWithItsCatalogBesideIt() throws {
        let run = try Program.run(["check", Repository.root + "/Tests/Projects/Brand/screens.json"])
        #expect(run.status == 0 && run.stdout.hasPrefix("ok: "), "\(run.stderr)")
        #expect(run.stderr.contains("Assets.xcassets/Legacy.imageset/Contents.json: \"legacy.pdf\" is a PDF"), "\(run.stderr)")
    }

    @Test func anUnknownNameIsAnErrorWithTheNearestCatalogName() throws {
        let directory = try project { $0.replacingOccurrences(of: "\"tint\": \"AccentColor\"", with: "\"tint\": \"AccentColour\"")
            .replacingOccurrences(of: "\"image\": \"Logo\"", with: "\"image\": \"Lgo\"") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Program.run(["check", directory + "/screens.json"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("screens[0].tint: \"AccentColour\" is neither a colour set of the asset catalogs nor a UIKit colour name; did you mean \"AccentColor\"?"), "\(run.stderr)")
        #expect(run.stderr.contains("screens[0].sections[0].rows[1].image: \"Lgo\" is neither an image set of the asset catalogs nor a file next to screens.json; did you mean \"Logo\"?"), "\(run.stderr)")
    }

    @Test func aMalformedCatalogIsRejectedWholeWithFilesAndPaths() throws {
        let directory = try project { $0 }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.5", "green": "0", "blue": "0", "alpha": "1"}}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: directory + "/Assets.xcassets/Paper.colorset/Contents.json"))
        let run = try Program.run(["check", directory + "/screens.json"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("Assets.xcassets/Paper.colorset/Contents.json: colors[0].color.components.red: expected a component from 0 to 1"), "\(run.stderr)")
        #expect(!run.stdout.hasPrefix("ok"))
    }

    @Test func xcassetsNamesACatalogElsewhere() throws {
        let directory = try project { $0 }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.moveItem(atPath: directory + "/Assets.xcassets", toPath: directory + "/Brand.xcassets-moved")
        let without = try Program.run(["check", directory + "/screens.json"])
        #expect(without.status == 65, "without the catalog the names are unknown")
        let moved = directory + "/Design/App.xcassets"
        try FileManager.default.createDirectory(atPath: directory + "/Design", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: directory + "/Brand.xcassets-moved", toPath: moved)
        let with = try Program.run(["check", directory + "/screens.json", "--xcassets", moved])
        #expect(with.status == 0, "\(with.stderr)")
    }
}

/// `snapshot --contrasts all`: both, named apart, and the high-contrast shot drawn in its colours.
struct ContrastSnapshotTests {
    @Test func bothContrastsArePhotographedAndDiffer() throws {
        let out = NSTemporaryDirectory() + "contrast-shots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try Program.run(["snapshot", "--fixtures", Repository.root + "/Tests/Projects/Brand/screens.json", "--out", out,
                                   "--screens", "brand", "--states", "data", "--contrasts", "all", "--scale", "1", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let normal = try Data(contentsOf: URL(fileURLWithPath: out + "/brand--data--iphone-15--light--en--normal-contrast.png"))
        let high = try Data(contentsOf: URL(fileURLWithPath: out + "/brand--data--iphone-15--light--en--high-contrast.png"))
        // The star is a template in AccentColor, whose colour set has a high-contrast appearance.
        #expect(normal != high)
    }
}
