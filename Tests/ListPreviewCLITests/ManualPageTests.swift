import Foundation
import ListPreviewCLI
import TestSupport
import Testing

/// `listpreview manual`, read by groff and man as a packaged page would be.
@Suite struct ManualPageTests {
    /// The page, written to a temporary file, whose path `body` receives.
    private func withPage<T>(_ body: (String, String) throws -> T) throws -> T {
        let printed = try Program.run(["manual"])
        try #require(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
        let path = temporaryPath("listpreview", suffix: ".1")
        try Data(printed.output).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path, printed.stdout)
    }

    @Test func groffAndManReadItWithoutAWarning() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "make test-deps installs groff-base")
        try withPage { path, roff in
            // -ww: every warning groff has; -z: no output, only the diagnostics.
            let groff = try Program.run(["-man", "-Tutf8", "-ww", "-z", path], executable: "/usr/bin/groff")
            #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
            let man = try Program.run(["MANWIDTH=80", "LC_ALL=C.UTF-8", "man", "--warnings", "-E", "UTF-8", "-l", path], executable: "/usr/bin/env")
            #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
            for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXAMPLES", "EXIT STATUS", "ENVIRONMENT", "FILES", "SEE ALSO"] {
                #expect(man.stdout.contains("\n" + heading + "\n"), "\(heading)")
            }
            #expect(man.stdout.contains("       LISTPREVIEW_TOKEN\n"))
            // Examples a newcomer can paste, unhyphenated; the exit statuses name compare (issue 43, item 13).
            #expect(man.stdout.contains("\n       listpreview check --strings Resources --xcassets Assets.xcassets\n"), "\(man.stdout)")
            #expect(roff.contains("compare found a change"), "\(roff)")
            #expect(man.stdout.contains("listpreview [serve] [--host HOST] [--port PORT]"))
        }
    }

    /// Before: mandoc warned `missing date, using ""`: the header carried no date. It carries the
    /// release date now, declared beside the version `--version` prints.
    @Test func mandocFindsNothingToWarnAbout() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc"), "make test-deps installs mandoc")
        try withPage { path, roff in
            let lint = try Program.run(["-Tlint", "-W", "warning", path], executable: "/usr/bin/mandoc")
            #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
            let header = #".TH LISTPREVIEW 1 "\#(ListPreviewMain.releaseDate)" "listpreview \#(ListPreviewMain.version)" "User Commands""#
            #expect(roff.contains("\n" + header + "\n"), "\(roff.prefix(300))")
        }
    }

    /// Each command's OPTIONS subsection holds exactly its declared options, in order.
    @Test func everyCommandsOptionsAreListed() throws {
        try withPage { _, roff in
            var listed: [String: [String]] = [:]
            var command: String?
            var tagged = false
            for line in roff.split(separator: "\n") {
                if line.hasPrefix(".SS ") {
                    command = String(line.dropFirst(4))
                } else if line.hasPrefix(".SH ") {
                    command = nil
                } else if line == ".TP" {
                    tagged = true
                    continue
                } else if tagged, let command, line.hasPrefix(#"\%\fB"#) {
                    let name = line.dropFirst(5).split(separator: #"\fR"#).first ?? ""
                    listed[command, default: []].append(String(name).replacing(#"\-"#, with: "-"))
                }
                tagged = false
            }
            for spec in CommandInfo.listed where !spec.options.isEmpty {
                #expect(listed[spec.name] == spec.options.map(\.name), "\(spec.name)")
            }
            #expect(Set(listed.keys) == Set(CommandInfo.listed.filter { !$0.options.isEmpty }.map(\.name)))
        }
    }
}
