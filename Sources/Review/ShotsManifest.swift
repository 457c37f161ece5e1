import FileSystem
import JSON

/// `manifest.json`, what a folder says of the pictures beside it — the format declared once, with
/// its one reader and writer: `snapshot` writes it beside its shots, ``Baselines`` keeps the
/// baselines' (`generator` and `shots` only), `merge-reports` joins the shares' (``joined(_:)``).
///
/// `{"generator", "scale", "shots": [entry…], "failures": [{"file", "url", "error"}…], "scope"}`,
/// each entry `{"file", "screen", "state", …, "browser", "engine", "scale", "inputHash", "width",
/// "height", "url"}`. Members are written in that order, each only when it is known; members this
/// program does not read (a newer version's) are kept as they were, after the others.
public struct ShotsManifest: Sendable {
    /// The file's name in its folder.
    public static let fileName = "manifest.json"

    /// The program that wrote it: `listpreview 1.4.0`.
    public var generator: String?
    /// The run's scale; the baselines' manifest has none.
    public var scale: Int?
    /// The shots, in the run's order (the baselines': by file name).
    public var shots: [Entry]
    /// The shots the run failed to take; `nil` where the manifest has no such list (the baselines').
    public var failures: [Failure]?
    /// The screens, states and variants the run was asked for, as `SnapshotOptions.scope` records
    /// them (``ShotScope`` reads them).
    public var scope: JSONValue?
    /// Members this program does not read, in their order.
    var unknown: [(key: String, value: JSONValue)] = []

    /// A manifest from its parts.
    public init(generator: String?, scale: Int? = nil, shots: [Entry], failures: [Failure]? = nil, scope: JSONValue? = nil) {
        self.generator = generator
        self.scale = scale
        self.shots = shots
        self.failures = failures
        self.scope = scope
    }

    /// The manifest of `folder`; `nil` when it has none, or none this program reads.
    public init?(folder: String) {
        guard let bytes = try? FileReader.read(folder + "/" + Self.fileName, limit: 64 * 1024 * 1024) else { return nil }
        self.init(bytes: bytes)
    }

    /// The manifest `bytes` hold; `nil` when they are not JSON or not an object with a `shots` list.
    /// An entry without its file names nothing and is left out.
    public init?(bytes: [UInt8]) {
        guard case let .object(members)? = try? JSONParser.parse(bytes), members.contains(where: { $0.key == "shots" && $0.value.arrayValue != nil }) else {
            return nil
        }
        shots = []
        for (key, value) in members {
            switch (key, value) {
            case let ("generator", .string(text)): generator = text
            case let ("scale", .number(number)) where Int(exactly: number) != nil: scale = Int(number)
            case let ("shots", .array(entries)): shots = entries.compactMap(Entry.init(json:))
            case let ("failures", .array(entries)): failures = entries.compactMap(Failure.init(json:))
            case ("scope", _): scope = value
            default: unknown.append((key: key, value: value))
            }
        }
    }

    /// The document, pretty-printed: the bytes every writer of a manifest writes.
    public func encoded() -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = []
        if let generator { members.append((key: "generator", value: .string(generator))) }
        if let scale { members.append((key: "scale", value: .number(Double(scale)))) }
        members.append((key: "shots", value: .array(shots.map(\.json))))
        if let failures { members.append((key: "failures", value: .array(failures.map(\.json)))) }
        if let scope { members.append((key: "scope", value: scope)) }
        return JSONWriter.encode(.object(members + unknown), pretty: true)
    }

    /// Writes it into `folder`, to a temporary name and renamed.
    public func write(to folder: String) throws(FileError) {
        try StagedFile.write(encoded(), to: folder + "/" + Self.fileName)
    }

    /// The shots' files, in order.
    public var files: [String] { shots.map(\.file) }

    /// The files the run failed to take.
    public var failed: Set<String> { Set((failures ?? []).map(\.file)) }

    /// The run's scope, when it records one this program reads.
    public var shotScope: ShotScope? { ShotScope(json: scope) }

    /// One manifest holding every share's shots and failures (`merge-reports`), each list sorted
    /// by file, and the run's scope without its share; the rest is the first share's.
    public static func joined(_ shares: [ShotsManifest]) -> ShotsManifest? {
        guard var joined = shares.first else { return nil }
        joined.shots = shares.flatMap(\.shots).sorted { $0.file < $1.file }
        if joined.failures != nil { joined.failures = shares.flatMap { $0.failures ?? [] }.sorted { $0.file < $1.file } }
        if case let .object(members)? = joined.scope { joined.scope = .object(members.filter { $0.key != "shard" }) }
        return joined
    }
}
