import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// `check` with the app's asset catalog: names resolve there first; an unknown name is an error at
/// its JSON path with the catalog's nearest name; a malformed catalog is rejected whole, exit 65.
struct CatalogCheckTests {
    /// A copy of the test project in a temporary folder, `edit` applied to its fixtures text.
    private func project(_ edit: (String) -> String) throws -> String {
        let directory = try temporaryDirectory("brand"), brand = Repository.root + "/Tests/Projects/Brand"
        for item in try FileManager.default.contentsOfDirectory(atPath: brand) {
            try FileManager.default.copyItem(atPath: brand + "/" + item, toPath: directory + "/" + item)
        }
        let file = directory + "/screens.json"
        try Data(edit(try String(contentsOfFile: file, encoding: .utf8)).utf8).write(to: URL(fileURLWithPath: file))
        return directory
    }

    @Test func theTestProjectChecksWithItsCatalogBesideIt() throws {
        let run = try Program.run(["check", Repository.root + "/Tests/Projects/Brand/screens.json"])
        #expect(run.status == 0 && run.stdout.hasPrefix("ok: "), "\(run.stderr)")
        // Its PDF-only set is drawn when a fixture names it, and is no note when none does.
        #expect(!run.stderr.contains("is a PDF"), "\(run.stderr)")
    }

    @Test func anUnknownNameIsAnErrorWithTheNearestCatalogName() throws {
        let directory = try project { $0.replacingOccurrences(of: "\"tint\": \"AccentColor\"", with: "\"tint\": \"AccentColour\"")
            .replacingOccurrences(of: "\"image\": \"Logo\"", with: "\"image\": \"Lgo\"") }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Program.run(["check", directory + "/screens.json"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("screens[0].tint (brand): \"AccentColour\" is neither a colour set of the asset catalogs nor a UIKit colour name; did you mean \"AccentColor\"?"), "\(run.stderr)")
        #expect(run.stderr.contains("screens[0].sections[0].rows[1].image (brand): \"Lgo\" is neither an image set of the asset catalogs nor a file next to screens.json; did you mean \"Logo\"?"), "\(run.stderr)")
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

/// `serve --watch` follows an edited asset catalog: a colour set changed in place, and one added.
@Suite(.serialized) struct CatalogWatchTests {
    @Test func watchFollowsAnEditedCatalog() throws {
        let folder = try temporaryDirectory("catalog-watch")
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets/Tint.colorset", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // An edit of the same length: rewritten until the file looks different from the version the
        // server loaded (see `rewrite(_:at:)`).
        let write = { (name: String, red: String) in
            try rewrite(Data(#"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "0", "blue": "0", "alpha": "1.000"}}}]}"#.utf8),
                        at: folder + "/Assets.xcassets/\(name).colorset/Contents.json")
        }
        try write("Tint", "0x11")
        try Data(#"{"screens": [{"id": "t", "tint": "Tint", "sections": []}]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", folder + "/screens.json"])
        defer { _ = server.stop(signal: SIGTERM) }
        func page() throws -> String { try LoopbackConnection.request(port: server.port, "GET", "/screens/t").text }
        #expect(try page().contains("--accent:#110000"))
        try write("Tint", "0x22")
        #expect(try eventually { try page().contains("--accent:#220000") }, "the page follows the edited colour set")
    }
}
