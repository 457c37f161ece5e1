import FoundationEssentials
import Strings
import TestSupport
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

    @Test func everySourceIsReadInOrder() throws {
        let strings = try AppStrings.load(paths: [Fixtures.path("Localizable.xcstrings"), Fixtures.path("App/de.lproj/Localizable.strings")])
        #expect(strings.files.count == 2)
        #expect(strings.lookup("Cancel", language: "de")?.format == "Abbrechen")
        #expect(strings.lookup("empty.title", language: "ja")?.format == "まだ何もありません")
    }

    @Test func unusablePathsSayWhy() throws {
        #expect(failure(["/no/such/strings"]) == "/no/such/strings: cannot read it: no such file")
        #expect(failure([Fixtures.path("../Fixtures.swift")]) == "\(Fixtures.path("../Fixtures.swift")): expected a String Catalog (.xcstrings), a .strings or .stringsdict file or a directory")
        let loose = try temporaryDirectory("strings", holding: ["Loose.strings": #""a" = "b";"#])
        defer { try? FileManager.default.removeItem(atPath: loose) }
        #expect(failure([loose + "/Loose.strings"]) == "\(loose)/Loose.strings: it is not in a LANGUAGE.lproj folder, so its language is unknown")
        let empty = try temporaryDirectory("strings")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(failure([empty]) == "\(empty): cannot read it: it holds no .xcstrings file and no LANGUAGE.lproj/*.strings or *.stringsdict file")
    }

    @Test func aBrokenFileInADirectoryIsNamed() throws {
        let root = try temporaryDirectory("strings", holding: ["Sources/fr.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(failure([root]) == "\(root)/Sources/fr.lproj/Localizable.strings: line 2, column 1: expected “;” after the value, found “\"”")
    }

    /// Every broken file is named at once, across a folder and the paths given, not one a run.
    @Test func everyBrokenFileIsNamedAtOnce() throws {
        let root = try temporaryDirectory("strings", holding: [
            "Sources/fr.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n",
            "Sources/de.lproj/Localizable.strings": "\"a\" = \"b\n",
            "Sources/de.lproj/Plurals.stringsdict": "<?xml version=\"1.0\"?><plist><dict><key>a</key>",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let message = try #require(failure([root, "/no/such/strings"]))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(message)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Sources/fr.lproj/Localizable.strings: line 2, column 1:") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Sources/de.lproj/Localizable.strings: line 1, column") }, "\(message)")
        #expect(lines.contains { $0.hasPrefix("\(root)/Sources/de.lproj/Plurals.stringsdict: ") }, "\(message)")
        #expect(lines.last == "/no/such/strings: cannot read it: no such file")
    }

    @Test func aStringsDictEntryWinsOverTheStringsValueOfItsKey() throws {
        // genstrings writes the plural key into Localizable.strings too; Foundation shows the .stringsdict's forms.
        let plural = StringsDictFileTests.format("%#@n@") + StringsDictFileTests.variable("n", ["one": "%d Mitglied", "other": "%d Mitglieder"])
        let root = try temporaryDirectory("strings", holding: [
            "Resources/de.lproj/Localizable.strings": "\"members\" = \"members\";\n\"title\" = \"Mitglieder\";\n",
            "Resources/de.lproj/Localizable.stringsdict": StringsDictFileTests.plist(["members": plural]),
            "Resources/en.lproj/Localizable.stringsdict": StringsDictFileTests.plist([
                "members": StringsDictFileTests.format("%#@n@") + StringsDictFileTests.variable("n", ["one": "%d member", "other": "%d members"]),
                "broken": StringsDictFileTests.format("%#@n@ %#@m@") + StringsDictFileTests.variable("n", ["one": "only one"]),
            ]),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let strings = try AppStrings.load(paths: [root])
        #expect(strings.files.map { String($0.dropFirst(root.count)) } == [
            "/Resources/de.lproj/Localizable.strings", "/Resources/de.lproj/Localizable.stringsdict", "/Resources/en.lproj/Localizable.stringsdict",
        ])
        #expect(try strings.text("members", language: "de", arguments: [3]) == "3 Mitglieder")
        #expect(try strings.text("members", language: "en", arguments: [1]) == "1 member")
        #expect(try strings.text("title", language: "de") == "Mitglieder")
        #expect(strings.notes.map(\.description) == [
            "\(root)/Resources/en.lproj/Localizable.stringsdict: broken.NSStringLocalizedFormatKey: refers to %#@m@, but the entry has no variable \"m\"; the key is left out of this file",
        ])
        // Given the other way round, the .stringsdict still wins.
        let reversed = try AppStrings.load(paths: [root + "/Resources/de.lproj/Localizable.stringsdict", root + "/Resources/de.lproj/Localizable.strings"])
        #expect(try reversed.text("members", language: "de", arguments: [1]) == "1 Mitglied")
        // A single .stringsdict outside an .lproj has no language.
        let loose = try temporaryDirectory("strings", holding: ["Loose.stringsdict": StringsDictFileTests.plist(["members": plural])])
        defer { try? FileManager.default.removeItem(atPath: loose) }
        #expect(failure([loose + "/Loose.stringsdict"]) == "\(loose)/Loose.stringsdict: it is not in a LANGUAGE.lproj folder, so its language is unknown")
    }
}
