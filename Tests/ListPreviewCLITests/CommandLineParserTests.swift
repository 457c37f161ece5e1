import ListPreviewCLI
import Testing

@Suite struct CommandLineParserTests {
    @Test func noArgumentsServesWithDefaults() throws {
        #expect(try parseCommandLine([]) == .serve(ServeOptions()))
        #expect(try parseCommandLine(["serve"]) == .serve(ServeOptions()))
        let defaults = ServeOptions()
        #expect(defaults.host == "127.0.0.1" && defaults.port == 8080 && defaults.source.publicDirectory == nil && defaults.source.fixtures == nil)
    }

    @Test func optionsWithSpaceOrEquals() throws {
        var expected = ServeOptions()
        expected.host = "::1"
        expected.port = 0
        expected.source.publicDirectory = "/srv/public"
        #expect(try parseCommandLine(["serve", "--host", "::1", "--port", "0", "--public", "/srv/public"]) == .serve(expected))
        #expect(try parseCommandLine(["--host=::1", "--port=0", "--public=/srv/public"]) == .serve(expected))
    }

    @Test func helpAndVersion() throws {
        #expect(try parseCommandLine(["--help"]) == .help)
        #expect(try parseCommandLine(["serve", "-h"]) == .help)
        #expect(try parseCommandLine(["--port", "1", "--help"]) == .help)
        #expect(try parseCommandLine(["--version"]) == .version)
    }

    @Test(arguments: [
        (["--prot", "80"], CLIError.unknownOption("--prot")),
        (["-p"], .unknownOption("-p")),
        (["--port"], .missingValue(option: "--port")),
        (["--port", "http"], .invalidValue(option: "--port", value: "http", expected: "a port number from 0 to 65535")),
        (["--port=65536"], .invalidValue(option: "--port", value: "65536", expected: "a port number from 0 to 65535")),
        (["--port", "-1"], .invalidValue(option: "--port", value: "-1", expected: "a port number from 0 to 65535")),
        (["--host="], .invalidValue(option: "--host", value: "", expected: "an IP address or host name")),
        (["--public", ""], .invalidValue(option: "--public", value: "", expected: "a directory")),
        (["launch"], .unknownCommand("launch")),
        (["serve", "extra"], .unexpectedArgument("extra")),
    ])
    func misuseIsATypedError(arguments: [String], expected: CLIError) {
        #expect(throws: expected) { try parseCommandLine(arguments) }
    }

    @Test func errorsReadAsSentences() {
        #expect(CLIError.unknownOption("--prot").description == "unknown option “--prot”")
        #expect(CLIError.missingValue(option: "--port").description == "option --port needs a value")
    }
}

@Suite struct ServeOptionTests {
    @Test func readOnlyAndThreads() throws {
        guard case let .serve(options) = try parseCommandLine(["--read-only", "--threads", "3"]) else {
            Issue.record("not serve")
            return
        }
        #expect(options.readOnly && options.threads == 3)
        #expect(throws: CLIError.invalidValue(option: "--threads", value: "0", expected: "a number of threads from 1 to 256")) {
            try parseCommandLine(["--threads", "0"])
        }
    }
}

@Suite struct WatchOptionTests {
    @Test func watchNeedsAFixturesFile() throws {
        #expect(throws: CLIError.missingArgument("--fixtures FILE for --watch to watch")) { try parseCommandLine(["--watch"]) }
        guard case let .serve(options) = try parseCommandLine(["--watch", "--fixtures", "f.json"]) else {
            Issue.record("not serve")
            return
        }
        #expect(options.watch && options.source.fixtures == "f.json")
    }
}
