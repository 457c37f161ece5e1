import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// `check`, `render`, `--fixtures` and `--state-file`, through the built program.
@Suite struct FixtureCommandTests {
    private let examples = Repository.root + "/Examples/screens.json"

    private func run(_ arguments: [String]) throws -> Program.Outcome {
        try Program.run(arguments)
    }

    private func temporaryFile(_ content: String) throws -> String {
        let path = temporaryPath("fixtures", suffix: ".json")
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func checkAcceptsTheExamples() throws {
        let outcome = try run(["check", examples])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "ok: 5 screens\n")
    }

    @Test func invalidFixturesListEveryProblemAndExit65() throws {
        let file = try temporaryFile(#"{"screens": [{"id": "a", "sections": [], "emptyStates": {"network": {"verticalOffset": "x"}}}, {"id": "b"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        for arguments in [["check", file], ["serve", "--port", "0", "--fixtures", file]] {
            let outcome = try run(arguments)
            #expect(outcome.status == 65)
            #expect(outcome.stdout.isEmpty, "nothing is served from a half-valid file")
            #expect(outcome.stderr == """
                \(file): screens[0].emptyStates.network.verticalOffset (a): expected a number, got "x"
                \(file): screens[1].sections (b): required, but missing

                """)
        }
        let syntax = try temporaryFile("{\"screens\": [}")
        defer { try? FileManager.default.removeItem(atPath: syntax) }
        let broken = try run(["check", syntax])
        #expect(broken.status == 65)
        #expect(broken.stderr == "\(syntax): not valid JSON: line 1, column 14: unexpected character “}”, expected a value\n")
        let missing = try run(["check", "/no/such.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "/no/such.json: cannot read the fixtures file: no such file\n")
        #expect(try run(["check"]).status == 64)
    }

    @Test func renderPrintsTheSameBytesAsGET() throws {
        let server = try ServerProcess.start(["--port", "0", "--fixtures", examples])
        defer { _ = server.stop(signal: SIGTERM) }
        for (screen, state, language) in [("inbox", "network", "zh-Hans"), ("photos", "data", "en"), ("contacts", "search", "zh-Hant")] {
            let rendered = try run(["render", "--screen", screen, "--state", state, "--lang", language, "--fixtures", examples])
            #expect(rendered.status == 0)
            let served = try LoopbackConnection.request(port: server.port, "GET", "/screens/\(screen)?state=\(state)&lang=\(language)")
            #expect(served.body == rendered.output)
        }
        let demo = try run(["render", "--screen", "demo"])
        #expect(!demo.stdout.contains("暂无数据"))
        #expect(demo.stdout.contains("No data"))
        let unknown = try run(["render", "--screen", "nope", "--fixtures", examples])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("listpreview: there is no screen “nope”; the screens are: inbox, photos, settings, contacts, orders\n"))
        #expect(try run(["render", "--screen", "inbox", "--state", "bored", "--fixtures", examples]).status == 64)
    }

    @Test func acknowledgedChangesSurviveKill9() throws {
        let directory = try temporaryDirectory("kill")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stateFile = directory + "/state.json"
        let arguments = ["--port", "0", "--fixtures", examples, "--state-file", stateFile]

        let first = try ServerProcess.start(arguments)
        let form = [("Content-Type", "application/x-www-form-urlencoded")]
        for index in 0..<20 {
            let response = try LoopbackConnection.request(port: first.port, "POST", "/screens/orders/rows", headers: form,
                                                         body: Array("title=Order+\(index)".utf8))
            #expect(response.status == 303)
        }
        #expect(try LoopbackConnection.request(port: first.port, "POST", "/screens/inbox/network", headers: form).status == 303)
        #expect(first.stop(signal: SIGKILL) != 0)

        let second = try ServerProcess.start(arguments)
        defer { _ = second.stop(signal: SIGTERM) }
        let orders = try LoopbackConnection.request(port: second.port, "GET", "/api/screens/orders")
        #expect(orders.text.contains(#""rows": 20"#))
        #expect(orders.text.contains("Order 19"))
        #expect(try LoopbackConnection.request(port: second.port, "GET", "/api/screens/inbox").text.contains(#""state": "network""#))
    }

    @Test func aCorruptStateFileStopsTheStartWithItsName() throws {
        let file = try temporaryFile("{not json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = try run(["--port", "0", "--state-file", file])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("listpreview: the state file \(file) is unreadable or corrupt: line 1, column 2"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{not json", "the file is left as it was")
    }
}
