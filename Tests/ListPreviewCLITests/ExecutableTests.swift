import Browser
import Foundation
import Glibc
import TestSupport
import Testing

/// The built `listpreview` program, run as a user would.
@Suite struct ExecutableTests {
    private func run(_ arguments: [String], directory: String = Repository.root) throws -> Program.Outcome {
        try Program.run(arguments, directory: directory)
    }

    @Test func helpPrintsUsageAndExitsZero() throws {
        let outcome = try run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Usage: listpreview [serve] [--host HOST]"))
        #expect(outcome.stdout.contains("--port PORT"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test(arguments: [["--prot", "80"], ["--port", "x"], ["serve", "--port"], ["bogus"]])
    func misusePrintsOneLinePlusUsageAndExits64(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("listpreview: ") == true)
        #expect(lines.dropFirst().first == "")
        #expect(lines.dropFirst(2).first?.hasPrefix("Usage: listpreview [serve]") == true)
    }

    @Test func missingPublicDirectoryIsOneLineAndExits66() throws {
        let outcome = try run(["--port", "0", "--public", "/no/such/place"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "listpreview: cannot read the public directory /no/such/place: no such directory\n")
        // The built-in files are inside the program: any directory will do.
        let elsewhere = try run(["render", "--screen", "demo"], directory: "/")
        #expect(elsewhere.status == 0 && elsewhere.stdout.contains("/public/style.css"))
    }

    @Test func servesUntilSIGTERMAndExitsZero() throws {
        for stopSignal in [SIGTERM, SIGINT] {
            let server = try ServerProcess.start(["serve", "--port", "0"])
            #expect(server.listeningLine == "Listening on http://127.0.0.1:\(server.port)/")
            #expect(try LoopbackConnection.request(port: server.port, "GET", "/").status == 200)
            #expect(server.stop(signal: stopSignal) == 0)
        }
    }

    @Test func portInUseIsOneLineAndNonZero() throws {
        let first = try ServerProcess.start(["--port", "0"])
        defer { _ = first.stop(signal: SIGTERM) }
        let outcome = try run(["--port", String(first.port)])
        #expect(outcome.status == 69)
        #expect(outcome.stderr == "listpreview: cannot listen on 127.0.0.1:\(first.port): Address already in use "
            + "(another program has port \(first.port): --port 0 picks a free one)\n")
    }
}
