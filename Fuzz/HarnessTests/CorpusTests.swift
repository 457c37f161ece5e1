// FuzzHarnessTests: every harness in Fuzz/ is compiled by the ordinary debug build (so a change that
// breaks one fails `swift build --build-tests`, and CI), and run here over each seed of its corpus
// (a seed that crashes fails the run). The fuzzing itself is `make fuzz` (scripts/fuzz.sh).
import FoundationEssentials
import Testing

/// One harness: its name (its file's, Fuzz/NAME.swift), its seeds' folder in Fuzz/corpus, its body.
struct Harness: Sendable, CustomTestStringConvertible {
    let name: String
    let corpus: String
    let run: @Sendable ([UInt8]) -> Void

    var testDescription: String { name }

    /// Every harness, as scripts/fuzz.sh builds them.
    static let all = [
        Harness(name: "HTTPDecoding", corpus: "http", run: HTTPDecodingHarness.run),
        Harness(name: "JSONDecoding", corpus: "json", run: JSONDecodingHarness.run),
        Harness(name: "FixturesDecoding", corpus: "fixtures", run: FixturesDecodingHarness.run),
        Harness(name: "CatalogDecoding", corpus: "catalog", run: CatalogDecodingHarness.run),
        Harness(name: "AccessChecks", corpus: "access", run: AccessChecksHarness.run),
        Harness(name: "StringsDecoding", corpus: "strings", run: StringsDecodingHarness.run),
        Harness(name: "AppCodeReading", corpus: "appcode", run: AppCodeReadingHarness.run),
    ]
}

@Suite struct FuzzHarnessCorpusTests {
    /// Fuzz/, from this file's path.
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path

    private static func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test(arguments: Harness.all) func everySeedRunsThrough(_ harness: Harness) throws {
        let directory = "\(Self.fuzz)/corpus/\(harness.corpus)"
        let seeds = try Self.names(in: directory)
        #expect(!seeds.isEmpty, "no seeds in \(directory)")
        for seed in seeds {
            let data = try #require(FileManager.default.contents(atPath: "\(directory)/\(seed)"), "cannot read \(seed)")
            harness.run([UInt8](data))
        }
    }

    /// A harness file not in the list above would be compiled but never run over its seeds, and a
    /// corpus folder without a harness is a leftover.
    @Test func everyHarnessAndCorpusIsListed() throws {
        let files = try Self.names(in: Self.fuzz).filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        #expect(files == Harness.all.map(\.name).sorted())
        #expect(try Self.names(in: "\(Self.fuzz)/corpus") == Harness.all.map(\.corpus).sorted())
    }
}
