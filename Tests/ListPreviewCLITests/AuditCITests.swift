import Foundation
import JSON
import TestSupport
import Testing

/// `audit --accept` and `audit --junit`: the audit in a team's CI, through the built program, with
/// Debian's Chromium for the layout checks and junitparser (PyPI) reading the JUnit file.
@Suite(.serialized) struct AuditCITests {
    private static let scope = ["audit", "--os", "18", "--fixtures", Repository.root + "/Examples/screens.json", "--screens", "orders", "--langs", "en",
                                "--themes", "light"]

    /// The scope's audit with `--json` and `--junit`, run once for the tests that start from it (the
    /// JUnit file is written from the same findings `--json` prints): its outcome, and the folder
    /// that holds `audit.xml`.
    static let reference: Result<(outcome: Program.Outcome, folder: String), any Error> = Result {
        let folder = try temporaryDirectory("audit")
        return (try Program.run(Self.scope + ["--json", "--junit", folder + "/audit.xml"]), folder)
    }

    /// `audit --json`'s findings, as a list of objects.
    private func entries(_ json: String) throws -> [[(key: String, value: JSONValue)]] {
        guard case let .array(items) = try JSONParser.parse(Array(json.utf8)) else { return [] }
        return items.compactMap { if case let .object(members) = $0 { members } else { nil } }
    }

    private func write(_ entries: [[(key: String, value: JSONValue)]], to path: String) throws {
        try Data(JSONWriter.encode(.array(entries.map { .object($0) }), pretty: true)).write(to: URL(fileURLWithPath: path))
    }

    @Test func acceptedFindingsPassNewOnesFailStaleOnesAreListed() throws {
        let folder = try temporaryDirectory("audit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Self.reference.get().outcome
        #expect(first.status == 1, "the examples' orders screen has findings of its own")
        let all = try entries(first.stdout)
        #expect(all.count > 5)
        let file = folder + "/accepted.json"

        // Everything accepted: nothing fails, every line says so.
        try Data(first.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let accepted = try Program.run(Self.scope + ["--accept", file])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        let lines = accepted.stdout.split(separator: "\n")
        // Those in Apple's system colours alone are folded into the summary's count, not listed.
        let ownFindings = all.filter { entry in entry.contains { $0.key == "system" && $0.value == .bool(false) } }
        #expect(lines.count == ownFindings.count && lines.allSatisfy { $0.hasSuffix(" [accepted]") }, "\(accepted.stdout)")
        #expect(accepted.stderr.contains("; \(all.count) accepted, 0 new, 0 stale"), "\(accepted.stderr)")

        // One failing finding left out of the file: it is new, and fails; the rest stay accepted,
        // also one reworded and remeasured: keyed by screen, state, variant, check and element, not by the message.
        let failing = try #require(all.firstIndex { entry in
            entry.contains { $0.key == "system" && $0.value == .bool(false) } && entry.contains { $0.key == "check" && $0.value == .string("contrast") }
        })
        var fewer = all
        let removed = fewer.remove(at: failing)
        fewer[0] = fewer[0].map { member in
            ["message", "measured", "subject"].contains(member.key) ? (member.key, .string("something else")) : member
        }
        try write(fewer, to: file)
        let new = try Program.run(Self.scope + ["--accept", file])
        #expect(new.status == 1)
        let message = try #require(removed.first { $0.key == "message" }.flatMap { if case let .string(text) = $0.value { text } else { nil } })
        #expect(new.stdout.split(separator: "\n").contains { $0 == message }, "the new finding, unmarked: \(new.stdout)")
        #expect(new.stderr.contains("; \(all.count - 1) accepted, 1 new, 0 stale"), "\(new.stderr)")

        // An accepted finding that no longer occurs is stale: listed, failing only with --strict.
        var stale = all
        stale.append(all[failing].map { $0.key == "element" ? ($0.key, .string("gone-button")) : $0 })
        try write(stale, to: file)
        let listed = try Program.run(Self.scope + ["--accept", file])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stderr.contains("stale accepted finding, no longer found: orders ") && listed.stderr.contains(" gone-button\n"), "\(listed.stderr)")
        #expect(listed.stderr.contains("1 stale (not failing without --strict)"))

        // --json with --accept says which are accepted (and a file with that key is still one to accept).
        let json = try Program.run(Self.scope + ["--accept", file, "--json", "--strict"])
        #expect(json.status == 1, "the stale entry fails with --strict")
        let marked = try entries(json.stdout)
        #expect(marked.count == all.count && marked.allSatisfy { $0.contains { $0.key == "accepted" && $0.value == .bool(true) } })
    }

    @Test func aBadFileOfAcceptedFindingsIsRefusedWholeWithItsPaths() throws {
        let folder = try temporaryDirectory("audit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/accepted.json"
        try Data(#"[{"screen": "orders", "language": "en", "check": "contrst", "element": "tabbar"}, {"screen": 5, "state": "emty"}]"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let refused = try Program.run(Self.scope + ["--accept", file])
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
        for expected in [#"[0].check: expected one of"#, "did you mean “contrast”?", "[1].screen: expected a string",
                         #"[1].state: expected one of"#, "[1].language: required, but missing", "[1].element: required, but missing"] {
            #expect(refused.stderr.contains(expected), "\(expected) in \(refused.stderr)")
        }
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try Program.run(Self.scope + ["--accept", file]).status == 65)
        #expect(try Program.run(Self.scope + ["--accept", folder + "/missing.json"]).status == 66)
        #expect(try Program.run(Self.scope + ["--junit"]).status == 64)
    }

    @Test func theJUnitFileHasACasePerVariantAndAFailurePerFailingFinding() throws {
        let folder = try temporaryDirectory("audit")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (json, reference) = try Self.reference.get()
        let all = try entries(json.stdout)
        let failing = all.filter { $0.contains { $0.key == "system" && $0.value == .bool(false) } }.count
        #expect(failing > 0)
        #expect(json.status == 1)
        func caseLine(_ item: JUnitFile.Case) -> String {
            "\(item.classname) | \(item.name) | \(item.failures.count) | \(item.failures.first?.type ?? "-")"
        }
        let parsed = try JUnitFile.read(reference + "/audit.xml")
        #expect(parsed.outcome.status == 0, "\(parsed.outcome.stderr)")
        let lines = parsed.lines(caseLine)
        let header = try #require(lines.first).split(separator: " ")
        #expect(header.prefix(2) == ["listpreview", "audit"] && Int(header[3]) == failing, "\(lines.first ?? "")")
        let cases = lines.dropFirst()
        #expect(Int(header[2]) == cases.count)
        // Every state's light English page, the translations, and the layout passes (pseudo, AX5).
        for name in ["data light en", "empty light en", "network light en", "error light en", "loading light en", "en",
                     "empty pseudo ios18", "network en AX5 ios18"] {
            #expect(cases.contains { $0.hasPrefix("orders | \(name) |") }, "a case \(name): \(cases)")
        }
        // A layout finding fails its case (the examples' orders have none: its placeholder fits in
        // landscape and at AX5): the faulty fixture's placeholder, 200 pt up, stops at the list's edge.
        let layout = try Program.run(["audit", "--os", "18", "--fixtures", Repository.root + "/Tests/ListPreviewCLITests/Fixtures/Audit/fails.json",
                                      "--themes", "light", "--langs", "en", "--junit", folder + "/layout.xml"])
        #expect(layout.status == 1)
        let layoutCases = try JUnitFile.read(folder + "/layout.xml").lines(caseLine).dropFirst()
        #expect(layoutCases.contains { $0.hasPrefix("faulty | empty en ios18 | ") && !$0.hasSuffix("| -") }, "\(layoutCases)")
        #expect(try String(contentsOfFile: folder + "/layout.xml", encoding: .utf8).contains("type=\"placement\""))
        #expect(cases.map { Int($0.split(separator: "|")[2].trimmingCharacters(in: .whitespaces)) ?? 0 }.reduce(0, +) == failing)

        // With every finding accepted, the same cases pass.
        try Data(json.stdout.utf8).write(to: URL(fileURLWithPath: folder + "/accepted.json"))
        #expect(try Program.run(Self.scope + ["--accept", folder + "/accepted.json", "--junit", folder + "/audit.xml"]).status == 0)
        let passing = try JUnitFile.read(folder + "/audit.xml")
        #expect(passing.lines(caseLine).first == "listpreview audit \(cases.count) 0")
    }
}
