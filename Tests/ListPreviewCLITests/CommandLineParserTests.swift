import ListPreview
import ListPreviewCLI
import Screens
import Variants
import Snapshot
import Testing

@Suite struct CommandLineParserTests {
    @Test func noArgumentsServesWithDefaults() throws {
        #expect(try parseCommandLine([]) == Invocation(ServeCommand.self, ServeOptions()))
        #expect(try parseCommandLine(["serve"]) == Invocation(ServeCommand.self, ServeOptions()))
        let defaults = ServeOptions()
        #expect(defaults.host == "127.0.0.1" && defaults.port == 8080 && defaults.source.publicDirectory == nil && defaults.source.fixtures == nil)
    }

    @Test func optionsWithSpaceOrEquals() throws {
        var expected = ServeOptions()
        expected.host = "::1"
        expected.port = 0
        expected.source.publicDirectory = "/srv/public"
        #expect(try parseCommandLine(["serve", "--host", "::1", "--port", "0", "--public", "/srv/public"]) == Invocation(ServeCommand.self, expected))
        #expect(try parseCommandLine(["--host=::1", "--port=0", "--public=/srv/public"]) == Invocation(ServeCommand.self, expected))
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
        let options = try #require(parseCommandLine(["--read-only", "--threads", "3"]).options(of: ServeCommand.self), "not serve")
        #expect(options.readOnly && options.threads == 3)
        #expect(throws: CLIError.invalidValue(option: "--threads", value: "0", expected: "a number of threads from 1 to 256")) {
            try parseCommandLine(["--threads", "0"])
        }
    }
}

@Suite struct WatchOptionTests {
    @Test func watchNeedsAFixturesFile() throws {
        // Without --fixtures, the folder's screens.json is watched, or the command says there is none (FolderScreensTests).
        let folder = try #require(parseCommandLine(["--watch"]).options(of: ServeCommand.self), "not serve")
        #expect(folder.watch && folder.source.fixtures == nil)
        let options = try #require(parseCommandLine(["--watch", "--fixtures", "f.json"]).options(of: ServeCommand.self), "not serve")
        #expect(options.watch && options.source.fixtures == "f.json")
    }
}

@Suite struct SnapshotOptionTests {
    private func snapshot(_ arguments: [String]) throws -> SnapshotOptions? {
        try parseCommandLine(["snapshot", "--out", "shots"] + arguments).options(of: SnapshotCommand.self)?.snapshot
    }

    @Test func textSizesAndOrientations() throws {
        #expect(try snapshot([])?.textSizes == [.large])
        #expect(try snapshot([])?.orientations == [.portrait])
        #expect(try snapshot(["--text-sizes", "large,AX5"])?.textSizes == [.large, .ax5])
        #expect(try snapshot(["--text-sizes=all"])?.textSizes == TextSize.allCases)
        #expect(try snapshot(["--orientations", "landscape"])?.orientations == [.landscape])
        #expect(try snapshot(["--orientations", "all"])?.orientations == [.portrait, .landscape])
        #expect(try snapshot(["--text-sizes", "AX5,large,AX5"])?.textSizes == [.ax5, .large])
    }

    @Test(arguments: [
        (["--text-sizes", "huge"], CLIError.invalidValue(option: "--text-sizes", value: "huge", expected:
            "a comma-separated list of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, or all")),
        (["--text-sizes", "large,ax5"], .invalidValue(option: "--text-sizes", value: "ax5", expected:
            "a comma-separated list of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, or all; did you mean “AX5”?")),
        (["--themes", "drak"], .invalidValue(option: "--themes", value: "drak", expected: "a comma-separated list of: light, dark; did you mean “dark”?")),
        (["--orientations", "sideways"], .invalidValue(option: "--orientations", value: "sideways", expected:
            "a comma-separated list of: portrait, landscape, or all")),
        (["--orientations", "all,portrait"], .invalidValue(option: "--orientations", value: "all", expected:
            "a comma-separated list of: portrait, landscape, or all")),
        (["--orientations="], .invalidValue(option: "--orientations", value: "", expected:
            "a comma-separated list of: portrait, landscape, or all")),
    ])
    func unknownValuesAreUsageErrors(arguments: [String], expected: CLIError) {
        #expect(throws: expected) { try parseCommandLine(["snapshot", "--out", "shots"] + arguments) }
    }
}
