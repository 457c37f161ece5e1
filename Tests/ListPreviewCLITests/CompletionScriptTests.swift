import Foundation
import ListPreviewCLI
import TestSupport
import Testing

/// The scripts `listpreview completions SHELL` prints, loaded by the real shells (installed by
/// `make test-deps`), completing command lines the way a user's Tab key would.
@Suite struct CompletionScriptTests {
    private static let examples = "Examples/screens.json"
    private static let auditFixtures = "Tests/ListPreviewCLITests/Fixtures/Audit/fails.json"

    /// The script for `shell`, written to a temporary file, whose path `body` receives.
    private func withScript<T>(_ shell: String, _ body: (String) throws -> T) throws -> T {
        let printed = try Program.run(["completions", shell])
        try #require(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
        let path = temporaryPath("listpreview", suffix: ".\(shell)")
        try Data(printed.output).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// COMPREPLY after bash (without any startup file) loads the script and calls its function on
    /// `words`, the last one being the word completed; the program is the built one.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        try withScript("bash") { script in
            let run = #"source "$1" && shift && COMP_WORDS=("$@") && COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )) && _listpreview "#
                + #"&& printf '%s\n' "${COMPREPLY[@]}""#
            let outcome = try Program.run(["--norc", "--noprofile", "-c", run, "bash", script, Repository.executable] + words,
                                          executable: "/bin/bash")
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return outcome.stdout.split(separator: "\n").map(String.init)
        }
    }

    private func choices(_ command: String, _ option: String) throws -> [String] {
        switch try #require(CommandInfo.named(command)?.option(option)).value {
        case let .choice(words), let .choices(words): return words
        default: Issue.record("\(command) \(option) has no choices"); return []
        }
    }

    @Test func theBashScriptIsValid() throws {
        let outcome = try withScript("bash") { try Program.run(["-n", $0], executable: "/bin/bash") }
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test func bashCompletesCommandsAndTheirOptions() throws {
        #expect(try bashCompletions([""]) == CommandInfo.listed.map(\.name))
        #expect(try bashCompletions(["sn"]) == ["snapshot"])
        let snapshot = try #require(CommandInfo.named("snapshot")).options.map(\.name)
        #expect(try bashCompletions(["snapshot", "--"]) == snapshot + ["--help"])
        #expect(try bashCompletions(["snapshot", "--out", "shots", "--th"]) == ["--themes", "--threshold"])
        #expect(try bashCompletions(["--po"]) == ["--port"], "options before any command are serve's")
        #expect(try bashCompletions(["completions", ""]) == ["bash", "zsh", "fish"])
    }

    @Test func bashCompletesScreenIdsFromTheFixturesFileOnTheLine() throws {
        let ids = ["inbox", "photos", "settings", "contacts", "orders"]
        #expect(try bashCompletions(["snapshot", "--fixtures", Self.examples, "--screens", ""]) == ids)
        #expect(try bashCompletions(["snapshot", "--fixtures", Self.examples, "--screens", "inbox,p"]) == ["inbox,photos"])
        // bash splits `--option=value` at `=` into three words.
        #expect(try bashCompletions(["audit", "--fixtures", "=", Self.auditFixtures, "--screens", "=", ""]) == ["faulty"])
        #expect(try bashCompletions(["render", "--fixtures", Self.examples, "--screen", "s"]) == ["settings"])
        #expect(try bashCompletions(["snapshot", "--screens", ""]) == [], "no fixtures file, no ids")
        // --langs: all, pseudo and the languages the file's texts are in (issue 43, item 13).
        #expect(try bashCompletions(["snapshot", "--fixtures", Self.examples, "--langs", ""]) == ["all", "pseudo", "en", "zh-Hans", "zh-Hant", "de", "ar"])
        #expect(try bashCompletions(["snapshot", "--fixtures", Self.examples, "--langs", "en,zh"]) == ["en,zh-Hans", "en,zh-Hant"])
        #expect(try bashCompletions(["audit", "--langs", ""]) == ["all", "pseudo"])
        #expect(try bashCompletions(["snapshot", "--fixtures", "/no/such.json", "--screens", ""]) == [])
    }

    @Test func bashCompletesFixedChoicesAfterTheCommasTyped() throws {
        #expect(try bashCompletions(["snapshot", "--themes", ""]) == choices("snapshot", "--themes"))
        #expect(try bashCompletions(["snapshot", "--themes", "light,"]) == ["light,dark"], "an item already in the list is not offered again")
        #expect(try bashCompletions(["audit", "--themes=d"]) == ["--themes=dark"], "when = does not split the word")
        for (command, option) in [("snapshot", "--states"), ("snapshot", "--devices"), ("snapshot", "--browser"),
                                  ("snapshot", "--text-sizes"), ("snapshot", "--orientations"), ("audit", "--device"), ("render", "--state")] {
            #expect(try bashCompletions([command, option, ""]) == choices(command, option), "\(command) \(option)")
        }
        #expect(try bashCompletions(["snapshot", "--browser", "w"]) == ["webkit"])
        #expect(try bashCompletions(["snapshot", "--scale", ""]) == ["1", "2", "3"])
        #expect(try bashCompletions(["--port", ""]) == [])
    }

    @Test func bashCompletesFilesAndDirectories() throws {
        #expect(try bashCompletions(["check", "Tests/ListPreviewCLITests/Fixtures/Au"]) == ["Tests/ListPreviewCLITests/Fixtures/Audit"])
        #expect(try bashCompletions(["check", "Tests/ListPreviewCLITests/Fixtures/Audit/f"]) == [Self.auditFixtures])
        #expect(try bashCompletions(["snapshot", "--out", "Tests/ListPreviewCLITests/Fixtures/Audit/"]) == [],
                "--out takes a directory: the files there are not offered")
        #expect(try bashCompletions(["--fixtures", "Examples/scr"]) == [Self.examples])
    }

    @Test func theHelperIsSilentOnEveryMistake() throws {
        for arguments in [["__complete", "screens", "--fixtures", "/no/such.json"], ["__complete", "screens", "--fixtures"],
                          ["__complete", "screens"], ["__complete", "nothing", "--fixtures", Self.examples], ["__complete", "--bogus"],
                          ["__complete", "screens", "--fixtures", "Package.swift"]] {
            let outcome = try Program.run(arguments)
            #expect(outcome.status == 0 && outcome.output.isEmpty && outcome.stderr.isEmpty, "\(arguments): \(outcome.stderr)")
        }
        let ids = try Program.run(["__complete", "screens", "--fixtures", Self.examples])
        #expect(ids.stdout == "inbox\nphotos\nsettings\ncontacts\norders\n")
        let languages = try Program.run(["__complete", "languages", "--fixtures", Self.examples])
        #expect(languages.stdout == "en\nzh-Hans\nzh-Hant\nde\nar\n")
    }

    @Test func theZshScriptIsValid() throws {
        let zsh = try #require(["/usr/bin/zsh", "/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) },
                               "make test-deps installs zsh")
        let outcome = try withScript("zsh") { try Program.run(["-n", $0], executable: zsh) }
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test func theFishScriptIsValidAndCompletes() throws {
        let fish = try #require(["/usr/bin/fish", "/bin/fish"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "make test-deps installs fish")
        try withScript("fish") { script in
            let checked = try Program.run(["--no-execute", script], executable: fish)
            #expect(checked.status == 0 && checked.stderr.isEmpty, "\(checked.stderr)")
            // `complete -C LINE` prints what Tab would offer there, a candidate and its description a line.
            func complete(_ line: String) throws -> [String] {
                let directory = URL(fileURLWithPath: Repository.executable).deletingLastPathComponent().path
                let outcome = try Program.run(["PATH=\(directory):/usr/bin:/bin", fish, "--no-config", "-c",
                                               "source \(script); complete -C '\(line)'"], executable: "/usr/bin/env")
                #expect(outcome.status == 0, "\(outcome.stderr)")
                return outcome.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
            }
            #expect(try Set(complete("listpreview ")) == Set(CommandInfo.listed.map(\.name)))
            #expect(try complete("listpreview snapshot --the") == ["--themes"])
            #expect(try complete("listpreview snapshot --themes ") == ["dark", "light"])
            #expect(try complete("listpreview snapshot --fixtures \(Self.examples) --screens ") == ["contacts", "inbox", "orders", "photos", "settings"])
            #expect(try Set(complete("listpreview snapshot --fixtures \(Self.examples) --langs ")) == ["all", "pseudo", "en", "zh-Hans", "zh-Hant", "de", "ar"])
        }
    }
}
