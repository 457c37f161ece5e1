import Browser
import Foundation
import Glibc
import ListPreview
import TestSupport
import Testing

/// `--strings` through the built program: the example app's catalog, `check` and `--strict`, a
/// malformed catalog and a `.lproj` tree, and `--watch` following an edited catalog.
@Suite(.serialized) struct StringsCommandTests {
    private let app = Repository.root + "/Examples/app/"

    @Test func checkWarnsAboutMissingTranslationsAndStrictFails() throws {
        let arguments = ["check", app + "screens.json", "--strings", app + "Localizable.xcstrings"]
        let outcome = try Program.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "ok: 1 screen, 1 image, 2 font faces\n")
        #expect(outcome.stderr.contains(#"listpreview: warning: screens[0].sections[0].rows[2].detail.key (trips): "trips.with %@ %lld" has no translation in ar, which falls back to en"#))
        #expect(outcome.stderr.contains(#"screens[0].emptyStates.empty.detail.key (trips): "trips.empty.detail" in ja is needs review"#))
        let strict = try Program.run(arguments + ["--strict"])
        #expect(strict.status == 65)
        #expect(strict.stderr.contains("2 warnings, and --strict makes them errors"))
        // Without the strings, a text by key is an error with its path.
        let without = try Program.run(["check", app + "screens.json"])
        #expect(without.status == 65)
        #expect(without.stderr.contains("screens[0].title.key (trips): a text by key needs the app's strings"))
    }

    /// The catalogs' problems and the strings' come in one run, each file by its path as given
    /// (issue 42: they came in rounds, the catalog's hiding the strings').
    @Test func catalogAndStringsProblemsAreSaidTogether() throws {
        let folder = try temporaryDirectory("strings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try Data("\"a\" = \"b\n".utf8).write(to: URL(fileURLWithPath: folder + "/de.lproj/Localizable.strings"))
        try Data(#"{"screens": [{"id": "a", "sections": []}]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        let outcome = try Program.run(["check", "screens.json", "--xcassets", "Missing.xcassets", "--strings", "de.lproj/Localizable.strings"],
                                      directory: folder)
        #expect(outcome.status == 65)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "listpreview: cannot read the asset catalog Missing.xcassets: no such folder", "\(outcome.stderr)")
        #expect(lines.contains { $0.hasPrefix("listpreview: de.lproj/Localizable.strings: line 1, column") }, "\(outcome.stderr)")
    }

    @Test func aMalformedCatalogIsAClearErrorAndAnLprojTreeIsRead() throws {
        let folder = try temporaryDirectory("strings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/Broken.xcstrings"
        try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": 3}}}}\n  },\n  \"version\": \"1.0\"\n}\n".utf8)
            .write(to: URL(fileURLWithPath: broken))
        let outcome = try Program.run(["check", app + "screens.json", "--strings", broken])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains(#"Broken.xcstrings: strings.a.localizations.de.stringUnit.value: expected a string"#), "\(outcome.stderr)")
        let missing = try Program.run(["check", app + "screens.json", "--strings", folder + "/nope.xcstrings"])
        #expect(missing.status == 66)

        // A legacy .lproj tree, escapes and comments included.
        for (language, title) in [("en", "Trips"), ("de", "Reisen \\\"unterwegs\\\"")] {
            try FileManager.default.createDirectory(atPath: "\(folder)/App/\(language).lproj", withIntermediateDirectories: true)
            try Data("/* The list's title */\n\"trips.title\" = \"\(title)\";\n// done\n".utf8)
                .write(to: URL(fileURLWithPath: "\(folder)/App/\(language).lproj/Localizable.strings"))
        }
        let fixtures = folder + "/screens.json"
        try Data(#"{"screens": [{"id": "t", "title": {"key": "trips.title"}, "sections": []}]}"#.utf8).write(to: URL(fileURLWithPath: fixtures))
        let german = try Program.run(["render", "--screen", "t", "--lang", "de", "--fixtures", fixtures, "--strings", folder + "/App"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains(#"<h1 class="lp-title">Reisen &quot;unterwegs&quot;</h1>"#))
    }

    @Test func watchFollowsAnEditedCatalog() throws {
        let folder = try temporaryDirectory("strings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/Localizable.xcstrings"
        let write = { (german: String) in
            try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Trips"}}, "de": {"stringUnit": {"state": "translated", "value": "\#(german)"}}}}}}"#.utf8)
                .write(to: URL(fileURLWithPath: catalog))
        }
        try write("Reisen")
        let fixtures = folder + "/screens.json"
        try Data(#"{"screens": [{"id": "t", "title": {"key": "title"}, "sections": []}]}"#.utf8).write(to: URL(fileURLWithPath: fixtures))
        let server = try ServerProcess.start(["--port", "0", "--watch", "--fixtures", fixtures, "--strings", catalog])
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/screens/t?lang=de").text.contains(">Reisen</h1>"))
        try write("Ausflüge")
        #expect(try eventually { try LoopbackConnection.request(port: server.port, "GET", "/screens/t?lang=de").text.contains(">Ausflüge</h1>") },
                "the page follows the edited catalog")
    }
}
