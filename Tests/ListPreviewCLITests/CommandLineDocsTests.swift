import Foundation
import ListPreviewCLI
import TestSupport
import Testing

/// docs/COMMAND-LINE.md says what the program declares: a section per command whose option table
/// holds exactly that command's options, and the synopses the program prints.
@Suite struct CommandLineDocsTests {
    private static let path = Repository.root + "/docs/COMMAND-LINE.md"

    private func document() throws -> String {
        try String(contentsOfFile: Self.path, encoding: .utf8)
    }

    /// The options in the first column of each `## COMMAND` section's table, by command; the row
    /// of `-h`, `--help` / `--version`, which every command has, left out.
    private func tables(_ text: String) -> [String: Set<String>] {
        var tables: [String: Set<String>] = [:]
        var section: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                continue
            }
            guard let section, line.hasPrefix("| `-") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.compactMap { $0.element.split(separator: " ").first }
            if names.contains("--help") { continue }
            tables[section, default: []].formUnion(names.map(String.init))
        }
        return tables
    }

    @Test func eachCommandsTableListsExactlyItsOptions() throws {
        let tables = tables(try document())
        for command in CommandInfo.listed {
            let declared = Set(command.options.map(\.name))
            let documented = tables[command.name, default: []]
            #expect(documented == declared,
                    "## \(command.name): missing \(declared.subtracting(documented).sorted()), not declared \(documented.subtracting(declared).sorted())")
        }
        let text = try document()
        for command in CommandInfo.listed {
            #expect(text.contains("\n## \(command.name)\n"), "a section for \(command.name)")
        }
    }

    @Test func theSynopsesAreThoseTheProgramPrints() throws {
        let text = try document()
        let block = try #require(text.split(separator: "```").dropFirst().first, "a code block of synopses")
        let expected = CommandInfo.listed.map { "listpreview " + Usage.synopsis(of: $0) }
        #expect(block.split(separator: "\n").map(String.init) == expected)
    }
}
