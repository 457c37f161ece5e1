import Foundation
import TestSupport
import Testing

/// docs/ARCHITECTURE.md says what Package.swift says: its table gives every target of ours with
/// exactly the targets it imports, and its picture of the layers is the one drawn from them.
@Suite struct ArchitectureDocsTests {
    /// Each target's own dependencies, from Package.swift (the test targets and TestSupport left out).
    private func targets() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: Repository.root + "/Package.swift", encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|systemLibrary|plugin)\(\s*name: "(\w+)"(?:, capability: [^,]*, dependencies: \[([^\]]*)\]|, dependencies: \[([^\]]*)\])?"#)
        var targets: [String: Set<String>] = [:]
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in pattern.matches(in: manifest, range: range) {
            guard let name = Range(match.range(at: 1), in: manifest).map({ String(manifest[$0]) }) else { continue }
            let list = [2, 3].compactMap { Range(match.range(at: $0), in: manifest) }.first.map { String(manifest[$0]) } ?? ""
            let dependencies = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            if name == "TestSupport" || name == "AppTesting" { continue }
            targets[name, default: []].formUnion(dependencies.filter { !$0.isEmpty })
        }
        return targets
    }

    private func document() throws -> String {
        try String(contentsOfFile: Repository.root + "/docs/ARCHITECTURE.md", encoding: .utf8)
    }

    /// The table's rows: `| `A` | holds | X, Y |`, or for rows of several targets `| `A`, `B` | … | X / — |`
    /// (one list per target, `—` for none).
    private func table(_ text: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let names = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            let imports = cells[cells.count - 2]
            let lists = names.count > 1 && imports.contains(" / ") ? imports.components(separatedBy: " / ") : Array(repeating: imports, count: names.count)
            for (name, list) in zip(names, lists) {
                rows[name] = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "—" && !$0.isEmpty })
            }
        }
        return rows
    }

    @Test func theTableGivesEveryTargetWithExactlyItsImports() throws {
        let declared = try targets()
        let documented = table(try document())
        #expect(Set(documented.keys) == Set(declared.keys),
                "missing \(Set(declared.keys).subtracting(documented.keys).sorted()), not a target \(Set(documented.keys).subtracting(declared.keys).sorted())")
        for (name, imports) in declared.sorted(by: { $0.key < $1.key }) {
            guard let written = documented[name] else { continue }
            #expect(written == imports, "\(name): missing \(imports.subtracting(written).sorted()), not imported \(written.subtracting(imports).sorted())")
        }
    }

    /// The layers, top first: each target on the line of the longest chain of imports below it,
    /// so every target imports only targets on lines below its own.
    static func layers(_ targets: [String: Set<String>]) -> [String] {
        var depth: [String: Int] = [:]
        func level(_ name: String) -> Int {
            if let known = depth[name] { return known }
            let found = (targets[name] ?? []).map { level($0) + 1 }.max() ?? 0
            depth[name] = found
            return found
        }
        for name in targets.keys { _ = level(name) }
        let top = depth.values.max() ?? 0
        return (0...top).reversed().map { line in
            depth.filter { $0.value == line }.keys.sorted().joined(separator: "  ")
        }
    }

    @Test func theLayersArePackageSwifts() throws {
        let text = try document()
        let expected = Self.layers(try targets())
        let start = try #require(text.range(of: "<!-- layers: drawn from Package.swift by ArchitectureDocsTests -->\n```\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let drawn = text[start.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            String(line.drop { $0 != "│" }.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        let picture = expected.enumerated().map { "\(expected.count - $0.offset - 1) │ \($0.element)" }.joined(separator: "\n")
        #expect(drawn == expected, "the picture should read:\n\(picture)")
    }
}
