import Foundation
import TestSupport
import Testing

/// `listpreview schema` and `listpreview check` must agree: on the corpus in Fixtures/Schema, on the
/// examples and the starter, and key by key. check-only/ documents what a JSON Schema cannot express.
@Suite struct SchemaTests {
    private let corpus = Repository.root + "/Tests/ListPreviewCLITests/Fixtures/Schema"
    private let regenerate = "regenerate it with: swift run listpreview schema > Examples/starter/listpreview.schema.json"

    /// The `.json` files of corpus directory `name`, as absolute paths, sorted.
    private func files(in name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + name)
            .filter { $0.hasSuffix(".json") }.sorted().map { corpus + "/" + name + "/" + $0 }
    }

    /// expected.tsv: the JSON path `check` reports for each `DIR/FILE`.
    private func expectedPaths() throws -> [String: String] {
        var paths: [String: String] = [:]
        for line in try String(contentsOfFile: corpus + "/expected.tsv", encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            if fields.count == 2 { paths[String(fields[0])] = String(fields[1]) }
        }
        return paths
    }

    /// Writes what `listpreview schema` prints to `directory`/schema.json and returns that path.
    private func printedSchema(in directory: String) throws -> String {
        let printed = try Program.run(["schema"])
        try #require(printed.status == 0, "listpreview schema: \(printed.stderr)")
        let path = directory + "/schema.json"
        try Data(printed.output).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs validate.py once over all `files`: for each, nil when `schema` accepts it, else why not.
    private func schemaVerdicts(_ schema: String, _ files: [String]) throws -> [String?] {
        let python = Repository.root + "/.build/tools/bin/python"
        try #require(FileManager.default.isExecutableFile(atPath: python), "no \(python): run scripts/install-deps.sh test")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [corpus + "/validate.py", schema] + files
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "validate.py exited \(process.terminationStatus): \(stderr)")
        let lines = stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == files.count, "validate.py printed \(lines.count) lines for \(files.count) files: \(stdout)\(stderr)")
        return zip(files, lines).map { file, line in
            if line == "valid \(file)" { return nil }
            return line.hasPrefix("invalid \(file): ") ? String(line.dropFirst("invalid \(file): ".count)) : "unexpected line: \(line)"
        }
    }

    /// What goes wrong when each file of corpus directory `name` meets both validators: the schema
    /// should accept it (`schemaAccepts`) or reject it, and `check` reject it with exactly one line,
    /// `FILE: PATH: reason` or `FILE: PATH (ID): reason`, PATH from expected.tsv.
    private func disagreements(in name: String, schemaAccepts: Bool) throws -> [String] {
        let files = try files(in: name), expected = try expectedPaths()
        let directory = try temporaryDirectory("schema")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let verdicts = try schemaVerdicts(try printedSchema(in: directory), files)
        let entries = files.map { name + "/" + URL(fileURLWithPath: $0).lastPathComponent }
        var problems = Set(expected.keys.filter { $0.hasPrefix(name + "/") }).subtracting(entries).sorted()
            .map { "\($0): listed in expected.tsv but missing" }
        for (index, file) in files.enumerated() {
            let entry = entries[index]
            if schemaAccepts, let verdict = verdicts[index] { problems.append("\(entry): the schema rejects it: \(verdict)") }
            if !schemaAccepts, verdicts[index] == nil { problems.append("\(entry): the schema accepts it") }
            guard let path = expected[entry] else { problems.append("\(entry): no line in expected.tsv"); continue }
            let checked = try Program.run(["check", file])
            let lines = checked.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            // The path, then the screen's id when it is under a screen that has one: `screens[0].tint (inbox): `.
            let atPath = checked.stderr.hasPrefix("\(file): \(path): ") || checked.stderr.hasPrefix("\(file): \(path) (")
            if checked.status != 65 || lines.count != 1 || !atPath {
                problems.append("\(entry): check exits \(checked.status) (want 65 and one line at \(path)): \(checked.stderr)")
            }
        }
        return problems
    }

    @Test func theSchemaIsValidDraft202012AndMatchesTheCheckedInCopy() throws {
        let printed = try Program.run(["schema"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(printed.output)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let copy = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Examples/starter/listpreview.schema.json"))
        #expect(Array(copy) == printed.output, "Examples/starter/listpreview.schema.json differs from `listpreview schema`; \(regenerate)")
        let directory = try temporaryDirectory("schema")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try schemaVerdicts(try printedSchema(in: directory), []).isEmpty, "the metaschema check passes")
    }

    @Test func examplesAndTheStarterPassBothValidators() throws {
        let directory = try temporaryDirectory("schema")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initialised = try Program.run(["init", directory + "/starter"], directory: directory)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/starter/listpreview.schema.json"))
        #expect(Array(written) == (try Program.run(["schema"])).output, "init writes the schema `schema` prints")
        let files = [Repository.root + "/Examples/screens.json", Repository.root + "/Examples/starter/screens.json",
                     directory + "/starter/screens.json", Repository.root + "/Tests/Projects/Brand/screens.json"] + (try files(in: "valid"))
        let verdicts = try schemaVerdicts(try printedSchema(in: directory), files)
        var problems: [String] = []
        for (file, verdict) in zip(files, verdicts) {
            if let verdict { problems.append("\(file): the schema rejects it: \(verdict)") }
            let checked = try Program.run(["check", file], directory: directory)
            if checked.status != 0 || !checked.stdout.hasPrefix("ok: ") {
                problems.append("\(file): check exits \(checked.status): \(checked.stderr)")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.joined(separator: "\n"))")
    }

    @Test func everyInvalidFileIsRejectedByBoth() throws {
        #expect(try files(in: "invalid").count >= 30)
        let problems = try disagreements(in: "invalid", schemaAccepts: false)
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.joined(separator: "\n"))")
    }

    @Test func checkOnlyRulesAreTheValidatorsAlone() throws {
        #expect(try !files(in: "check-only").isEmpty)
        let problems = try disagreements(in: "check-only", schemaAccepts: true)
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.joined(separator: "\n"))")
    }

    /// A closed object of the schema (`additionalProperties: false`) as a file holds it: its JSON
    /// pointer in the schema, its required keys, one valid value per key, and the file around it.
    private struct ClosedObject {
        let pointer: String
        let base: [String: Any]
        let values: [String: Any]
        /// Keys that stand for a key of the base (`systemImage` for `icon`): the base's is left out beside them.
        var replacing: [String: String] = [:]
        let wrap: ([String: Any]) -> Any

        /// The base with `key` set to `value` (and what it stands for left out).
        func with(_ key: String, _ value: Any, spelled spelling: String) -> [String: Any] {
            var object = base
            if let other = replacing[key] { object[other] = nil }
            object[spelling] = value
            return object
        }
    }

    /// The hand-written table: every closed object of the schema, with one valid value for each key.
    private var closedObjects: [ClosedObject] {
        // Every document lists the test project's regular face, copied beside it, so screens and placeholders may name it.
        let fonts: [[String: Any]] = [["file": "fonts/NotoSerif-Regular.woff2", "family": "Brand Serif"]]
        let screen: ([String: Any]) -> Any = { ["fonts": fonts, "screens": [(["id": "a", "sections": []] as [String: Any]).merging($0) { $1 }]] }
        let placeholder: [String: Any] = [
            "image": "states/empty.svg", "systemImage": "tray", "imageTint": "#8e8e93", "title": "t", "detail": ["zh-Hans": "细节"], "button": "b",
            "secondaryButton": "s", "background": "#f2f2f7cc", "textColor": "#3c3c43", "verticalOffset": -40, "spacing": 11.5,
            "alignment": "natural", "tap": "button", "fadeIn": false, "font": "Brand Serif", "titleFont": "Brand Serif",
            "imageAccessibilityLabel": "An empty box", "buttonAccessibilityHint": "Reloads the list", "drawnBy": "uikit",
            "source": "Sources/Inbox/InboxView.swift:42", "note": "detail computed: viewModel.hint",
        ]
        let tabs: [[String: Any]] = [["title": "A", "icon": "star"], ["title": "B", "icon": "home"]]
        let keyed: [String: Any] = ["key": "trips.nights %lld", "table": "Localizable", "comment": "c", "args": [2]]
        return [
            // Texts by key (checked with the example app's catalog as --strings).
            ClosedObject(pointer: "/$defs/text/oneOf/2", base: ["key": "trips.title"], values: keyed, wrap: { screen(["title": $0]) }),
            ClosedObject(pointer: "/$defs/label/oneOf/2", base: ["key": "trips.title"], values: keyed,
                         wrap: { screen(["navigationItems": ["right": [$0]]]) }),
            ClosedObject(pointer: "", base: ["screens": [["id": "a", "sections": []]]],
                         values: ["$schema": "listpreview.schema.json", "screens": [["id": "b", "sections": []]], "fonts": fonts, "os": 18, "drawnBy": "dzn",
                                  "app": ["xcassets": ["app/Assets.xcassets"]]], wrap: { $0 }),
            ClosedObject(pointer: "/properties/app", base: [:], values: ["strings": ["app/Localizable.xcstrings"], "xcassets": ["app/Assets.xcassets"]],
                         wrap: { ["app": $0, "screens": [["id": "a", "sections": []]]] }),
            ClosedObject(pointer: "/$defs/font", base: ["file": "fonts/NotoSerif-Regular.woff2", "family": "Brand Serif"],
                         values: ["file": "fonts/NotoSerif-Regular.woff2", "family": "Brand", "weight": 300, "italic": true],
                         wrap: { ["fonts": [$0], "screens": [["id": "a", "sections": []]]] }),
            ClosedObject(pointer: "/$defs/screen", base: ["id": "a", "sections": [], "style": "grid"], values: [
                "id": "b", "title": ["en": "T"], "style": "grid", "columns": 2, "autoEmptyState": false, "searchBar": true,
                "tableHeader": "h", "startsEmpty": true, "toolbar": ["reload"], "sections": [["rows": ["r"]]],
                "emptyStates": [:], "reload": [:], "largeTitle": true, "navigationItems": ["right": ["Edit"]], "tint": "systemRed",
                "sectionIndex": true, "tabBar": ["items": tabs], "font": "Brand Serif", "titleFont": "Brand Serif", "os": 18, "drawnBy": "swiftui",
            ], wrap: { ["fonts": fonts, "screens": [$0]] }),
            ClosedObject(pointer: "/$defs/screen/properties/navigationItems", base: [:],
                         values: ["left": [["symbol": "back"]], "right": ["Edit", ["symbol": "plus"]]],
                         wrap: { screen(["navigationItems": $0]) }),
            // Beside the back button's symbol, a title and a label are both valid alone.
            ClosedObject(pointer: "/$defs/barItem/oneOf/1", base: ["symbol": "back"],
                         values: ["title": "Edit", "symbol": "plus", "systemImage": "square.and.pencil", "accessibilityLabel": "New Message"],
                         replacing: ["systemImage": "symbol"], wrap: { screen(["navigationItems": ["right": [$0]]]) }),
            ClosedObject(pointer: "/$defs/screen/properties/columns/oneOf/2", base: ["compact": 2, "regular": 4],
                         values: ["compact": 1, "regular": 5], wrap: { screen(["style": "grid", "columns": $0]) }),
            ClosedObject(pointer: "/$defs/screen/properties/columns/oneOf/3", base: ["minimumWidth": 100],
                         values: ["minimumWidth": 120.5], wrap: { screen(["style": "grid", "columns": $0]) }),
            ClosedObject(pointer: "/$defs/screen/properties/searchBar/oneOf/1", base: [:],
                         values: ["placeholder": "Find", "noResultsQuery": ["en": "zebra"]], wrap: { screen(["searchBar": $0]) }),
            ClosedObject(pointer: "/$defs/tabBar", base: ["items": tabs],
                         values: ["items": tabs + [["title": "C", "icon": "bell"]], "selected": 1], wrap: { screen(["tabBar": $0]) }),
            ClosedObject(pointer: "/$defs/tab", base: ["title": "A", "icon": "star"], values: ["title": "B", "icon": "inbox", "badge": 12,
                                                                                            "accessibilityLabel": "Mail", "accessibilityHint": "Shows the mail",
                                                                                            "role": "search", "systemImage": "tray"],
                         replacing: ["systemImage": "icon"], wrap: { screen(["tabBar": ["items": [["title": "C", "icon": "bell"], $0]]]) }),
            ClosedObject(pointer: "/$defs/screen/properties/emptyStates", base: [:], values: [
                "empty": [:], "network": [:], "error": [:], "loading": [:], "search": [:],
            ], wrap: { screen(["emptyStates": $0]) }),
            ClosedObject(pointer: "/$defs/section", base: ["rows": []], values: ["header": "h", "footer": "f", "rows": ["r"]],
                         wrap: { screen(["sections": [$0]]) }),
            // The base has a switch, which `on` needs.
            ClosedObject(pointer: "/$defs/row/oneOf/1", base: ["title": "t", "accessory": "switch"],
                         values: ["title": "u", "detail": "d", "image": "states/empty.svg", "systemImage": "wifi", "value": "v", "accessory": "checkmark", "on": true,
                                  "accessibilityLabel": "l", "accessibilityHint": ["zh-Hans": "提示"], "accessibilityHidden": true],
                         wrap: { screen(["sections": [["rows": [$0]]]]) }),
            ClosedObject(pointer: "/$defs/placeholder", base: [:], values: placeholder,
                         wrap: { screen(["emptyStates": ["empty": $0]]) }),
            ClosedObject(pointer: "/$defs/loadingPlaceholder", base: [:], values: placeholder.merging(["tap": "none"]) { $1 },
                         wrap: { screen(["emptyStates": ["loading": $0]]) }),
            ClosedObject(pointer: "/$defs/systemImage/oneOf/1", base: ["name": "tray"],
                         values: ["name": "wifi", "weight": "light", "scale": "large", "pointSize": 60, "renderingMode": "hierarchical"],
                         wrap: { screen(["emptyStates": ["empty": ["systemImage": $0]]]) }),
            ClosedObject(pointer: "/$defs/button/oneOf/1", base: ["title": "Go"], values: ["title": ["de": "Los"], "style": "filled", "size": "large"],
                         wrap: { screen(["emptyStates": ["empty": ["button": $0]]]) }),
            ClosedObject(pointer: "/$defs/reload", base: [:], values: ["result": "append", "delayMs": 250],
                         wrap: { screen(["reload": $0]) }),
            ClosedObject(pointer: "/$defs/color/anyOf/3", base: ["light": "#fff", "dark": "#000"],
                         values: ["light": "#eee", "dark": "#111"],
                         wrap: { screen(["emptyStates": ["empty": ["background": $0]]]) }),
        ]
    }

    /// Every object in `value` with `additionalProperties: false`, by JSON pointer, with its property names.
    private func closedObjects(in value: Any, at pointer: String = "") -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        if let object = value as? [String: Any] {
            if object["additionalProperties"] as? Bool == false {
                found[pointer] = Set((object["properties"] as? [String: Any] ?? [:]).keys)
            }
            for (key, child) in object { found.merge(closedObjects(in: child, at: pointer + "/" + key)) { $1 } }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() { found.merge(closedObjects(in: child, at: pointer + "/\(index)")) { $1 } }
        }
        return found
    }

    @Test func everyKeyOfTheSchemaIsAcceptedByCheck() throws {
        let directory = try temporaryDirectory("schema")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Projects/Brand/fonts", toPath: directory + "/fonts")
        // The app's own files `app` names, in a folder of their own.
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        for name in ["Assets.xcassets", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/Examples/app/" + name, toPath: directory + "/app/" + name)
        }
        let schemaPath = try printedSchema(in: directory)
        let closed = closedObjects(in: try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: schemaPath))))
        let table = closedObjects
        #expect(closed.keys.sorted() == table.map(\.pointer).sorted(), "the schema's closed objects and the table's")
        var problems: [String] = [], accepted: [String] = [], misspelt: [String] = []
        for object in table {
            let keys = closed[object.pointer] ?? []
            if keys != Set(object.values.keys) {
                problems.append("\(object.pointer): the schema has \(keys.sorted()), the table \(object.values.keys.sorted())")
            }
            for (key, value) in object.values.sorted(by: { $0.key < $1.key }) {
                for (spelling, isGood) in [(key, true), (key + "x", false)] {
                    let file = directory + "/\(accepted.count + misspelt.count).json"
                    let data = try JSONSerialization.data(withJSONObject: object.wrap(object.with(key, value, spelled: spelling)))
                    try data.write(to: URL(fileURLWithPath: file))
                    let checked = try Program.run(["check", file, "--strings", Repository.root + "/Examples/app/Localizable.xcstrings"])
                    if isGood, checked.status != 0 {
                        problems.append("\(object.pointer) \(key): check rejects \(String(decoding: data, as: UTF8.self)): \(checked.stderr)")
                    }
                    // The path, then the screen's id where the key is under a screen: "….argsx (a): unknown key".
                    let named = checked.stderr.contains("\(spelling): unknown key") || checked.stderr.contains("\(spelling) (a): unknown key")
                    if !isGood, checked.status != 65 || !named {
                        problems.append("\(object.pointer) \(spelling): check exits \(checked.status), not unknown key: \(checked.stderr)")
                    }
                    if isGood { accepted.append(file) } else { misspelt.append(file) }
                }
            }
        }
        let verdicts = try schemaVerdicts(schemaPath, accepted + misspelt)
        for (file, verdict) in zip(accepted + misspelt, verdicts) where (verdict == nil) != accepted.contains(file) {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? file
            problems.append("the schema \(verdict == nil ? "accepts" : "rejects") \(text)\(verdict.map { ": \($0)" } ?? "")")
        }
        #expect(problems.isEmpty, "\(problems.count) disagreements:\n\(problems.joined(separator: "\n"))")
    }
}
