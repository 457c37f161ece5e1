import ListPreview
import ListPreviewCLI
import Snapshot
import Testing

/// Every declared option of every command, parsed from the declarations themselves.
@Suite struct CommandSpecTests {
    /// What each command needs besides the option under test, so that the command line is complete
    /// (`--forget-state` needs `--state-file`, `--watch` needs `--fixtures`).
    private static let completing: [String: [String]] = [
        "serve": ["--fixtures", "base.json", "--state-file", "base-state.json", "--review", "report", "--baseline", "base"],
        "check": ["--fixtures", "base.json"],
        "render": ["--screen", "demo"],
        "code": ["--screen", "demo", "--state", "empty", "--style", "uikit"],
        "snapshot": ["--out", "shots"],
        "build": ["--out", "site"],
        "compare": ["base", "shots", "--out", "report"],
        "merge-reports": ["share1", "share2", "--out", "report"],
        "review": ["shots", "--baseline", "base"],
        "completions": ["bash"],
        "__complete": ["screens", "--fixtures", "base.json"],
    ]

    /// Values for the options whose values are free text.
    private static let texts = ["--host": "::1", "--token": "a-token-of-twenty-letters", "--allow-host": "preview.example.com",
                                "--forget-state": "gone", "--lang": "de", "--langs": "de,pseudo",
                                "--threshold": "0.05", "--max-diff-ratio": ".001", "--only": "a.png,b.png",
                                "--shard": "2/3", "--summary-images": "https://ci.example/report",
                                "--reviewer": "ana", "--set": "empty.title=No Mail"]

    /// A valid value other than the default for an option of this kind.
    private static func sample(_ option: OptionInfo) -> String? {
        switch option.value {
        case .flag: nil
        case .text: texts[option.name]
        case let .file(fileExtension): "sample." + (fileExtension ?? "txt")
        case .directory: "some/directory"
        case .path: "Localizable.xcstrings"
        case .executable: "/usr/bin/chromium"
        case .screen: "inbox"
        case .screens: "inbox,photos"
        case .languages: "de,pseudo"
        case let .choice(words), let .choices(words): words.last
        case let .number(range): String(range.upperBound)
        }
    }

    static let options = CommandInfo.all.flatMap { command in command.options.map { (command.name, $0.name) } }

    @Test(arguments: options)
    func everyDeclaredOptionParsesAndTakesEffect(command name: String, option optionName: String) throws {
        let command = try #require(CommandInfo.named(name))
        let option = try #require(command.option(optionName))
        let base = [name] + (Self.completing[name] ?? [])
        let without = try parseCommandLine(base)
        if option.isFlag {
            let with = try parseCommandLine(base + [option.name])
            #expect(with != without, "\(name) \(option.name) changes nothing")
            #expect(throws: CLIError.invalidValue(option: option.name, value: "no", expected: "no value: \(option.name) is a switch")) {
                try parseCommandLine(base + [option.name + "=no"])
            }
        } else {
            let value = try #require(Self.sample(option), "no sample value for \(option.name)")
            let spaced = try parseCommandLine(base + [option.name, value])
            #expect(spaced != without, "\(name) \(option.name) \(value) changes nothing")
            #expect(try parseCommandLine(base + [option.name + "=" + value]) == spaced)
            #expect(throws: CLIError.missingValue(option: option.name)) { try parseCommandLine(base + [option.name]) }
        }
        if option.repeatable, let value = Self.sample(option) {
            let once = try parseCommandLine(base + [option.name, value])
            #expect(try parseCommandLine(base + [option.name, value, option.name, value + "2"]) != once, "a second \(option.name) adds")
        }
    }

    @Test func anOptionOfAnotherCommandIsUnknown() {
        for command in CommandInfo.all {
            let base = [command.name] + (Self.completing[command.name] ?? [])
            let others = Set(CommandInfo.all.flatMap { $0.options.map(\.name) }).subtracting(command.options.map(\.name))
            for option in others {
                #expect(throws: CLIError.unknownOption(option), "\(command.name) \(option)") { try parseCommandLine(base + [option, "x"]) }
            }
        }
    }

    @Test func everyCommandHasHelp() throws {
        #expect(try parseCommandLine(["serve", "--help"]) == .help)
        for command in CommandInfo.all where command.name != "serve" {
            #expect(try parseCommandLine([command.name, "--help"]) == .commandHelp(command.name))
            #expect(try parseCommandLine([command.name, "-h"]) == .commandHelp(command.name))
            #expect(try parseCommandLine([command.name, "--version"]) == .version)
        }
    }

    /// The options that load fixtures, declared once, are taken by every command that renders pages.
    @Test func everyCommandThatLoadsFixturesTakesTheSourceOptions() throws {
        for name in ["serve", "check", "render", "snapshot", "audit"] {
            let options = try #require(CommandInfo.named(name)).options.map(\.name)
            for shared in ["--fixtures", "--assets", "--public", "--strings"] {
                #expect(options.contains(shared), "\(name) \(shared)")
            }
            #expect(options.contains("--state-file") == ["serve", "render"].contains(name), "\(name) --state-file")
        }
        for name in ["init", "schema", "completions", "manual"] {
            #expect(try #require(CommandInfo.named(name)).options.isEmpty)
        }
    }
}

/// The source options, given to each command explicitly.
@Suite struct SourceOptionTests {
    @Test func snapshotAndAuditTakePublicAndStrings() throws {
        var source = AppSource()
        source.fixtures = "f.json"
        source.publicDirectory = "pub"
        source.strings = ["a.xcstrings", "b"]
        let arguments = ["--fixtures", "f.json", "--public", "pub", "--strings", "a.xcstrings", "--strings=b"]

        var snapshot = SnapshotCommandOptions()
        snapshot.snapshot.outputDirectory = "shots"
        snapshot.source = source
        #expect(try parseCommandLine(["snapshot", "--out", "shots"] + arguments) == Invocation(SnapshotCommand.self, snapshot))

        var audit = AuditOptions()
        audit.source = source
        #expect(try parseCommandLine(["audit"] + arguments) == Invocation(AuditCommand.self, audit))

        var serve = ServeOptions()
        serve.source = source
        #expect(try parseCommandLine(arguments) == Invocation(ServeCommand.self, serve))

        var check = CheckOptions()
        check.source = source
        #expect(try parseCommandLine(["check"] + arguments) == Invocation(CheckCommand.self, check))
    }

    @Test func checkTakesItsFileOnceEitherWay() throws {
        var check = CheckOptions()
        check.source.fixtures = "f.json"
        #expect(try parseCommandLine(["check", "f.json"]) == Invocation(CheckCommand.self, check))
        #expect(try parseCommandLine(["check", "--fixtures=f.json"]) == Invocation(CheckCommand.self, check))
        #expect(throws: CLIError.unexpectedArgument("g.json")) { try parseCommandLine(["check", "--fixtures", "f.json", "g.json"]) }
        #expect(throws: CLIError.unexpectedArgument("g.json")) { try parseCommandLine(["check", "f.json", "g.json"]) }
        // With neither, the folder's screens.json is looked for when the command runs (FolderScreensTests).
        #expect(try parseCommandLine(["check"]) == Invocation(CheckCommand.self, CheckOptions()))
    }

    @Test func requiredOptionsAreNamedWithTheirValue() {
        #expect(throws: CLIError.missingArgument("--out DIR")) { try parseCommandLine(["snapshot"]) }
        #expect(throws: CLIError.missingArgument("--screen ID")) { try parseCommandLine(["render"]) }
        #expect(throws: CLIError.invalidValue(option: "--out", value: "", expected: "a directory")) { try parseCommandLine(["snapshot", "--out="]) }
    }

    @Test func aSwitchTakesNoValue() {
        #expect(throws: CLIError.invalidValue(option: "--read-only", value: "no", expected: "no value: --read-only is a switch")) {
            try parseCommandLine(["--read-only=no"])
        }
    }
}

/// The commands that print what the program is made of.
@Suite struct ToolCommandTests {
    @Test func completionsNameTheirShell() throws {
        #expect(try parseCommandLine(["completions", "bash"]) == Invocation(CompletionsCommand.self, .bash))
        #expect(try parseCommandLine(["completions", "fish"]) == Invocation(CompletionsCommand.self, .fish))
        #expect(throws: CLIError.invalidValue(option: "completions", value: "tcsh", expected: "bash, zsh or fish")) {
            try parseCommandLine(["completions", "tcsh"])
        }
        #expect(throws: CLIError.missingArgument("the shell: bash, zsh or fish")) { try parseCommandLine(["completions"]) }
        #expect(throws: CLIError.unexpectedArgument("zsh")) { try parseCommandLine(["completions", "bash", "zsh"]) }
    }

    @Test func manualAndTheHiddenHelper() throws {
        #expect(try parseCommandLine(["manual"]) == Invocation(ManualCommand.self, NoOptions()))
        #expect(try parseCommandLine(["__complete", "screens", "--fixtures", "f.json"]) == Invocation(CompleteCommand.self, .init(.screens, fixtures: "f.json")))
        #expect(try parseCommandLine(["__complete", "languages", "--fixtures", "f.json"]) == Invocation(CompleteCommand.self, .init(.languages, fixtures: "f.json")))
        #expect(!CommandInfo.listed.contains { $0.name == "__complete" })
    }
}
