import FoundationEssentials
import Strings
import Testing

@Suite struct AppStringsLoadingTests {
    private func failure(_ paths: [String]) -> String? {
        do {
            _ = try AppStrings.load(paths: paths)
            return nil
        } catch {
            return error.description
        }
    }

    private func temporaryDirectory(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("StringsTests-\(UInt64.random(in: 0...UInt64.max))").path
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test func everySourceIsReadInOrder() throws {
        let strings = try AppStrings.load(paths: [Fixtures.path("Localizable.xcstrings"), Fixtures.path("App/de.lproj/Localizable.strings")])
        #expect(strings.files.count == 2)
        #expect(strings.lookup("Cancel", language: "de")?.format == "Abbrechen")
        #expect(strings.lookup("empty.title", language: "ja")?.format == "まだ何もありません")
    }

    @Test func unusablePathsSayWhy() throws {
        #expect(failure(["/no/such/strings"]) == "/no/such/strings: cannot read it: no such file")
        #expect(failure([Fixtures.path("../Fixtures.swift")]) == "\(Fixtures.path("../Fixtures.swift")): expected a String Catalog (.xcstrings), a .strings file or a directory")
        let loose = try temporaryDirectory(["Loose.strings": #""a" = "b";"#])
        defer { try? FileManager.default.removeItem(atPath: loose) }
        #expect(failure([loose + "/Loose.strings"]) == "\(loose)/Loose.strings: it is not in a LANGUAGE.lproj folder, so its language is unknown")
        let empty = try temporaryDirectory([:])
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(failure([empty]) == "\(empty): cannot read it: it holds no .xcstrings file and no LANGUAGE.lproj/*.strings file")
    }

    @Test func aBrokenFileInADirectoryIsNamed() throws {
        let root = try temporaryDirectory(["Sources/fr.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(failure([root]) == "\(root)/Sources/fr.lproj/Localizable.strings: line 2, column 1: expected “;” after the value, found “\"”")
    }
}
