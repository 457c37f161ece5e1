#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem
import JSON

/// `review.json`, the decisions made in the browser (`listpreview review`), by shot file:
/// `{"decisions": [{"file", "decision", "reviewer", "at", "input"}]}`, sorted by file. It sits in
/// the report's folder, where a rerun (`snapshot --baseline`, `compare`) finds it, keeps each
/// decision whose input is unchanged and drops the others.
public struct ReviewDecisions: Sendable, Equatable {
    /// The file's name in the report's folder.
    public static let fileName = "review.json"

    /// Each shot's decision, by file name.
    public var byFile: [String: ShotDecision]

    /// These decisions (none by default).
    public init(_ byFile: [String: ShotDecision] = [:]) {
        self.byFile = byFile
    }

    /// The decisions kept in `folder`; none when it has no `review.json`, or one this program
    /// cannot read (then every shot is undecided, which asks the reviewer again rather than guess).
    public init(folder: String) {
        self.init()
        guard let bytes = try? FileReader.read(folder + "/" + Self.fileName, limit: 64 * 1024 * 1024),
              let document = try? JSONParser.parse(bytes), let entries = document["decisions"]?.arrayValue else { return }
        for entry in entries {
            guard let file = entry["file"]?.stringValue, let verdict = entry["decision"]?.stringValue.flatMap(ShotDecision.Verdict.init),
                  let reviewer = entry["reviewer"]?.stringValue, let at = entry["at"]?.stringValue,
                  let input = entry["input"]?.stringValue else { continue }
            byFile[file] = ShotDecision(verdict: verdict, reviewer: reviewer, at: at, input: input)
        }
    }

    /// The document, pretty-printed, sorted by file.
    public func encoded() -> [UInt8] {
        let entries = byFile.keys.sorted().map { file -> JSONValue in
            let decision = byFile[file]!
            return .object([(key: "file", value: .string(file)), (key: "decision", value: .string(decision.verdict.rawValue)),
                            (key: "reviewer", value: .string(decision.reviewer)), (key: "at", value: .string(decision.at)),
                            (key: "input", value: .string(decision.input))])
        }
        return JSONWriter.encode(.object([(key: "decisions", value: .array(entries))]), pretty: true)
    }

    /// Writes them into `folder` (temporary name, rename); with none, removes a `review.json` left there.
    public func write(to folder: String) throws(ReviewError) {
        let path = folder + "/" + Self.fileName
        guard !byFile.isEmpty else {
            guard unlink(path) == 0 || errno == ENOENT else { throw ReviewError(FileError(.write, path, .system(errno))) }
            return
        }
        do throws(FileError) {
            try StagedFile.write(encoded(), to: path)
        } catch {
            throw ReviewError(error)
        }
    }
}
