import Foundation
import TestSupport
import Testing

/// `check` with the app's fonts: files read and checked by content, families named by screens and
/// placeholders, every problem at its JSON path, exit 65.
struct FontCheckTests {
    /// A folder with the test project's fonts, a text file named like a font, and `fixtures`.
    private func project(_ fixtures: String) throws -> String {
        let directory = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Projects/Brand/fonts", toPath: directory + "/fonts")
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: directory + "/fonts/Fake.ttf"))
        try Data(fixtures.utf8).write(to: URL(fileURLWithPath: directory + "/screens.json"))
        return directory
    }

    @Test func fontsAreCheckedByContentAndFamiliesByName() throws {
        let directory = try project("""
            {"fonts": [{"file": "fonts/NotoSerif-Regular.woff2", "family": "Brand Serif"},
                       {"file": "fonts/NotoSerif-Bold.ttf", "family": "Brand Serif", "weight": 700},
                       {"file": "fonts/NotoSerif-Bold.ttf", "family": "Brand Serif", "weight": 700},
                       {"file": "fonts/Fake.ttf", "family": "Fake"},
                       {"file": "fonts/Missing.otf", "family": "Gone"},
                       {"file": "../outside.ttf", "family": "Out"},
                       {"file": "fonts/NotoSerif-Regular.woff2", "family": "Heavy", "weight": 950}],
             "screens": [{"id": "a", "font": "Brand Serf", "sections": [], "emptyStates": {"empty": {"titleFont": "Mono"}}}]}
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try Program.run(["check", directory + "/screens.json"])
        #expect(run.status == 65)
        for expected in [
            "fonts[2]: a second face of \"Brand Serif\" at weight 700; each weight and style is listed once",
            "fonts[3].file: \"fonts/Fake.ttf\" is not a TrueType (.ttf), OpenType (.otf), WOFF or WOFF2 font",
            "fonts[4].file: no file \"fonts/Missing.otf\" next to screens.json",
            "fonts[5].file: expected a relative path",
            "fonts[6].weight: ",
            "screens[0].font (a): \"Brand Serf\" is not a family of \"fonts\"; did you mean \"Brand Serif\"?",
            "screens[0].emptyStates.empty.titleFont (a): \"Mono\" is not a family of \"fonts\"",
        ] {
            #expect(run.stderr.contains(expected), "missing: \(expected)\n\(run.stderr)")
        }
    }

    @Test func theTestProjectsFontsLoad() throws {
        let run = try Program.run(["check", Repository.root + "/Tests/Projects/Brand/screens.json"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}
