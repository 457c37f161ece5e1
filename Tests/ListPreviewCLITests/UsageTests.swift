import ListPreviewCLI
import TestSupport
import Testing

/// `--help`, `COMMAND --help` and the usage after a mistake list exactly the declared options.
@Suite struct UsageTests {
    /// The options a text names: every `--word` and `-h` in it.
    private func optionsNamed(in text: some StringProtocol) -> Set<String> {
        let words = String(text).split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        return Set(words.filter { (word: String) -> Bool in
            guard word != "-h" else { return true }
            guard word.hasPrefix("--"), word.dropFirst(2).first?.isLowercase == true else { return false }
            return word.allSatisfy { $0.isLowercase || $0 == "-" }
        })
    }

    /// The lines of `text` between the line `heading` and the next empty line.
    private func section(_ heading: String, of text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(heading)) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// The option column of a help table: the names at the start of its entries.
    private func optionColumn(_ lines: [Substring]) -> Set<String> {
        Set(lines.filter { $0.hasPrefix("  -") }.flatMap { line in
            optionsNamed(in: line.dropFirst(2).split(separator: "  ", maxSplits: 1).first ?? "")
        })
    }

    @Test func eachCommandsHelpListsExactlyItsOptions() {
        for command in CommandInfo.all {
            let help = Usage.help(for: command)
            let declared = Set(command.options.map(\.name))
            #expect(optionColumn(section("Options:", of: help)) == declared.union(["-h", "--help", "--version"]), "\(command.name)")
            let synopsis = section("", of: "\n" + help).joined(separator: " ")
            #expect(optionsNamed(in: synopsis) == declared, "\(command.name)'s synopsis")
            for option in command.options {
                #expect(help.contains(option.help.split(separator: " ").prefix(4).joined(separator: " ")), "\(command.name) \(option.name)'s help")
            }
        }
    }

    @Test func theOverviewListsEveryCommandAndServesOptions() {
        let overview = Usage.overview
        #expect(overview.hasPrefix("Usage: listpreview [serve] [--host HOST]"))
        let commands = section("Commands:", of: overview).map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(commands == CommandInfo.listed.map(\.name))
        #expect(optionColumn(section("Options of serve, the default command:", of: overview))
                == Set(CommandInfo.named("serve")!.options.map(\.name)).union(["-h", "--help", "--version"]))
        for command in CommandInfo.listed {
            #expect(overview.contains("listpreview " + (command.name == "serve" ? "[serve]" : command.name)), "\(command.name)")
        }
        #expect(!overview.contains("__complete"))
    }

    /// The synopses are the declarations: every option once, in order, a required one unbracketed.
    @Test func synopsesAreMadeFromTheDeclarations() {
        #expect(Usage.synopsis(of: CommandInfo.named("init")!) == "init [DIR]")
        #expect(Usage.synopsis(of: CommandInfo.named("render")!)
                == "render --screen ID [--state STATE] [--lang LANG] [--fixtures FILE] [--assets DIR] [--public DIR] [--strings PATH]… [--xcassets PATH]… "
                + "[--verbose] [--set STATE.FIELD=VALUE]… [--state-file FILE]")
        #expect(Usage.synopsis(of: CommandInfo.named("check")!)
                == "check [FILE] [--fixtures FILE] [--assets DIR] [--public DIR] [--strings PATH]… [--xcassets PATH]… [--verbose] [--strict]")
    }

    @Test func aMistakeIsFollowedByItsCommandsSynopsis() throws {
        let outcome = try Program.run(["snapshot", "--out", "x", "--port", "1"])
        #expect(outcome.status == 64)
        let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "listpreview: unknown option “--port”")
        #expect(lines.dropFirst(2).first?.hasPrefix("Usage: listpreview snapshot --out DIR [--fixtures FILE]") == true)
        #expect(outcome.stderr.hasSuffix("Run “listpreview snapshot --help” for more.\n"))
        #expect(optionsNamed(in: outcome.stderr.split(separator: "Run").first ?? "")
                == Set(CommandInfo.named("snapshot")!.options.map(\.name)).union(["--port"]))
    }

    @Test func commandHelpIsPrintedByTheProgram() throws {
        let outcome = try Program.run(["audit", "--help"])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty)
        #expect(outcome.stdout == Usage.help(for: CommandInfo.named("audit")!) + "\n")
        let overview = try Program.run(["serve", "--help"])
        #expect(overview.stdout == Usage.overview + "\n")
    }
}
