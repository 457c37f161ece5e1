import FoundationEssentials
import Strings
import Testing

/// `.stringsdict` files read into the catalogs' model and shown with the same plural rules and
/// formatter: one/other and zero, several variables, positional arguments, notes for what
/// Foundation could not show.
@Suite struct StringsDictFileTests {
    /// A property list of `entries` (each key's raw `<dict>` body) as Xcode writes it.
    static func plist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key>\n<dict>\($0.value)</dict>" }.joined(separator: "\n")
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n"
            + "<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    /// One plural variable `name` with the given forms (`one`, `other`…).
    static func variable(_ name: String, valueType: String = "d", _ forms: KeyValuePairs<String, String>) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
            + forms.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined() + "</dict>"
    }

    static func format(_ text: String) -> String {
        "<key>NSStringLocalizedFormatKey</key><string>\(text)</string>"
    }

    private func strings(_ files: [String: [String: String]]) throws -> AppStrings {
        var strings = AppStrings()
        for (path, entries) in files.sorted(by: { $0.key < $1.key }) {
            strings.add(try StringsDictFile.decode(Array(Self.plist(entries).utf8), file: path))
        }
        return strings
    }

    @Test func pluralFormsFollowEachLanguagesRulesAndZeroIsApplesOwn() throws {
        let strings = try strings([
            "en.lproj/Localizable.stringsdict": [
                "plural.count.post": Self.format("%#@post_count@") + Self.variable("post_count", valueType: "ld", ["zero": "No posts", "one": "1 post", "other": "%ld posts"]),
                "common_member_count": Self.format("%#@COUNT@") + Self.variable("COUNT", ["one": "%1$d Member", "other": "%1$d Members"]),
            ],
            "ar.lproj/Localizable.stringsdict": [
                "plural.count.post": Self.format("%#@post_count@") + Self.variable("post_count", valueType: "ld", [
                    "zero": "لا منشورات", "one": "منشور واحد", "two": "منشوران", "few": "%ld منشورات", "many": "%ld منشورًا", "other": "%ld منشور",
                ]),
            ],
            "de.lproj/Localizable.stringsdict": [
                "plural.count.post": Self.format("%#@post_count@") + Self.variable("post_count", valueType: "ld", ["zero": "Keine Beiträge", "one": "1 Beitrag", "other": "%ld Beiträge"]),
            ],
        ])
        func post(_ count: Int, _ language: String) throws -> String? {
            try strings.text("plural.count.post", language: language, arguments: [.number(Double(count))])
        }
        #expect(try post(0, "en") == "No posts")
        #expect(try post(1, "en") == "1 post")
        #expect(try post(7, "en") == "7 posts")
        #expect(try post(0, "de") == "Keine Beiträge")
        #expect(try post(0, "ar") == "لا منشورات")
        #expect(try post(2, "ar") == "منشوران")
        #expect(try post(3, "ar") == "3 منشورات")
        #expect(try post(11, "ar") == "11 منشورًا")
        #expect(try post(100, "ar") == "100 منشور")
        // Without a `zero` form, 0 is English `other`, as CLDR says.
        #expect(try strings.text("common_member_count", language: "en", arguments: [0]) == "0 Members")
        #expect(try strings.text("common_member_count", language: "en", arguments: [1]) == "1 Member")
        #expect(strings.lookup("plural.count.post", language: "ar", arguments: [5])?.file == "ar.lproj/Localizable.stringsdict")
    }

    @Test func aLanguageWhoseWholeNumbersNeedNoOtherMayLeaveItOut() throws {
        let strings = try strings(["ru.lproj/Localizable.stringsdict": [
            "members": Self.format("%#@COUNT@") + Self.variable("COUNT", ["one": "%d участник", "few": "%d участника", "many": "%d участников"]),
        ]])
        #expect(try strings.text("members", language: "ru", arguments: [21]) == "21 участник")
        #expect(try strings.text("members", language: "ru", arguments: [3]) == "3 участника")
        #expect(try strings.text("members", language: "ru", arguments: [11]) == "11 участников")
    }

    @Test func severalVariablesAndPositionalArguments() throws {
        let strings = try strings(["en.lproj/Localizable.stringsdict": [
            "files.in.folders": Self.format("%#@files@ in %#@folders@")
                + Self.variable("files", ["one": "%d file", "other": "%d files"]) + Self.variable("folders", ["one": "one folder", "other": "%d folders"]),
            "reordered": Self.format("%2$@ has %1$#@count@")
                + Self.variable("count", ["one": "one message", "other": "%1$d messages"]),
            "static": Self.format("Messages"),
        ]])
        #expect(try strings.text("files.in.folders", language: "en", arguments: [1, 3]) == "1 file in 3 folders")
        #expect(try strings.text("files.in.folders", language: "en", arguments: [4, 1]) == "4 files in one folder")
        #expect(try strings.text("reordered", language: "en", arguments: [1, "Ann"]) == "Ann has one message")
        #expect(try strings.text("reordered", language: "en", arguments: [5, "Ann"]) == "Ann has 5 messages")
        #expect(try strings.text("static", language: "en") == "Messages")
        #expect(try FormatString.specifiers(in: "%2$@ has %1$#@count@") == ["%2$@", "%1$#@count@"])
    }

    @Test func malformedEntriesAreNotedAndTheRestIsRead() throws {
        let file = try StringsDictFile.decode(Array(Self.plist([
            "good": Self.format("%#@n@") + Self.variable("n", ["one": "one", "other": "%d"]),
            "gender": Self.format("%#@g@") + "<key>g</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string><key>other</key><string>x</string></dict>",
            "no.forms": Self.format("%#@n@") + Self.variable("n", [:]),
            "broken.specifier": Self.format("%#@n@") + Self.variable("n", ["one": "%1η", "other": "%d"]),
            "no.variable": Self.format("%#@count@ items"),
            "no.format": Self.variable("n", ["other": "x"]),
            "odd.form": Self.format("%#@n@") + Self.variable("n", ["three": "3", "other": "%d"]),
        ]).utf8), file: "de.lproj/Localizable.stringsdict")
        #expect(file.entries.map(\.key) == ["broken.specifier", "good", "odd.form"])
        #expect(file.language == "de" && file.table == "Localizable")
        #expect(file.notes.map(\.description) == [
            "de.lproj/Localizable.stringsdict: gender.g.NSStringFormatSpecTypeKey: the rule type \"NSStringGenderRuleType\" is not read (only NSStringPluralRuleType); the key is left out of this file",
            "de.lproj/Localizable.stringsdict: [\"no.format\"].NSStringLocalizedFormatKey: required, but missing; the key is left out of this file",
            "de.lproj/Localizable.stringsdict: [\"no.forms\"].n: a plural variable needs at least one form (zero, one, two, few, many or other); the key is left out of this file",
            "de.lproj/Localizable.stringsdict: [\"no.variable\"].NSStringLocalizedFormatKey: refers to %#@count@, but the entry has no variable \"count\"; the key is left out of this file",
            "de.lproj/Localizable.stringsdict: [\"odd.form\"].n.three: unknown plural form (expected zero, one, two, few, many or other); it is ignored",
        ])
    }

    @Test func deviceAndWidthVariantsShowTheIPhonesAndTheWidestWithANote() throws {
        let file = try StringsDictFile.decode(Array(Self.plist([
            "device": "<key>NSStringDeviceSpecificRuleType</key><dict><key>ipad</key><string>Tap on the iPad</string><key>iphone</key><string>Tap</string></dict>",
            "width": "<key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Msgs</string><key>100</key><string>Messages from everyone</string><key>50</key><string>Messages</string></dict>",
            "watch": "<key>NSStringDeviceSpecificRuleType</key><dict><key>watch</key><string>Tap</string></dict>",
            "plural.on.phone": "<key>NSStringDeviceSpecificRuleType</key><dict><key>other</key><dict>" + Self.format("%#@n@") + Self.variable("n", ["one": "one day", "other": "%d days"]) + "</dict></dict>",
        ]).utf8), file: "en.lproj/Localizable.stringsdict")
        var strings = AppStrings()
        strings.add(file)
        #expect(try strings.text("device", language: "en") == "Tap")
        #expect(try strings.text("width", language: "en") == "Messages from everyone")
        #expect(try strings.text("plural.on.phone", language: "en", arguments: [2]) == "2 days")
        #expect(!strings.contains("watch"))
        #expect(file.notes.map(\.description) == [
            "en.lproj/Localizable.stringsdict: device.NSStringDeviceSpecificRuleType: device variations (ipad, iphone) are not previewed; the iPhone’s string is shown",
            "en.lproj/Localizable.stringsdict: [\"plural.on.phone\"].NSStringDeviceSpecificRuleType: device variations (other) are not previewed; the string for other devices is shown",
            "en.lproj/Localizable.stringsdict: watch.NSStringDeviceSpecificRuleType: device variations (watch) are not previewed; none is for an iPhone or other devices, so the key is left out of this file",
            "en.lproj/Localizable.stringsdict: width.NSStringVariableWidthRuleType: width variations (20, 50, 100) are not previewed; the widest, 100, is shown",
        ])
    }

    @Test func aFileThatIsNoPropertyListIsAnErrorNamingIt() {
        #expect(throws: StringsError.propertyList(file: "en.lproj/A.stringsdict", reason: "expected a dictionary of keys, got a string")) {
            try StringsDictFile.decode(Array(#"<?xml version="1.0"?><plist version="1.0"><string>x</string></plist>"#.utf8), file: "en.lproj/A.stringsdict")
        }
        let error = #expect(throws: StringsError.self) { try StringsDictFile.decode(Array("<plist><dict><key>a</key>".utf8), file: "en.lproj/A.stringsdict") }
        #expect(error?.description == "en.lproj/A.stringsdict: not a valid property list (Encountered unexpected EOF while looking for close tag for dict)")
    }

    @Test func aBinaryStringsDictIsRead() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let value: [String: [String: EntryPart]] = [
            "count": ["NSStringLocalizedFormatKey": .text("%#@c@"),
                      "c": .forms(["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "a day", "other": "%d days"])],
        ]
        let bytes = [UInt8](try encoder.encode(value))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        var strings = AppStrings()
        strings.add(try StringsDictFile.decode(bytes, file: "en.lproj/Localizable.stringsdict"))
        #expect(try strings.text("count", language: "en", arguments: [1]) == "a day")
        #expect(try strings.text("count", language: "en", arguments: [3]) == "3 days")
    }
}

/// A `.stringsdict` entry's value, for encoding one: its format or a variable's dictionary.
private enum EntryPart: Encodable {
    case text(String)
    case forms([String: String])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .text(text): try container.encode(text)
        case let .forms(forms): try container.encode(forms)
        }
    }
}
