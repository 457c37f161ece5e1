import Review
import BuiltInFiles
import FileSystem
import Fixtures
import FoundationEssentials
@preconcurrency import Glibc
import JSON
import ListPreview

/// `listpreview init [DIR]`: writes the starter project — `screens.json` with one screen of each
/// style, the pictures it uses under `img/`, and the JSON Schema it names — never overwriting a file,
/// and all or nothing: a write that fails (a full disk, a read-only place) leaves nothing behind.
enum InitCommand {
    /// The schema's file name, as the starter's `$schema` names it.
    static let schemaFile = "listpreview.schema.json"

    /// The files to write, by path inside the project.
    static var files: [String: [UInt8]] {
        var files = BuiltInFiles.starterFiles
        files[schemaFile] = SchemaCommand.text
        return files
    }

    static func run(_ options: InitOptions) throws(Failure) -> Int32 {
        let directory = options.directory
        let files = files
        // The fixtures file first, then the schema, then the pictures: the order a user reads them in.
        let paths = ["screens.json", schemaFile].filter { files[$0] != nil }
            + files.keys.filter { $0 != "screens.json" && $0 != schemaFile }.sorted()
        // Every file is checked before any is written: a refusal leaves the directory as it was.
        let existing = paths.filter { FileManager.default.fileExists(atPath: join(directory, $0)) }
        if let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more of the starter's files)" : ""
            throw Failure("listpreview: \(join(directory, first)) already exists\(more); init never overwrites a file "
                          + "(move it away, or give another directory: listpreview init DIR)", ExitStatus.cannotCreate)
        }
        do {
            try FileSet.write(paths.map { (join(directory, $0), files[$0] ?? []) })
        } catch {
            throw Failure("listpreview: \(error); init wrote nothing, so it can be run again", ExitStatus.ioError)
        }
        let fixtures = join(directory, "screens.json")
        let images = paths.filter { $0.hasPrefix("img/") }.count
        print("""
            Wrote a starter project: \(fixtures), \(images) pictures in \(join(directory, "img"))/ and \(join(directory, schemaFile)).
            Next:
              listpreview serve --fixtures \(fixtures.shellQuoted) --watch
              listpreview snapshot --fixtures \(fixtures.shellQuoted) --out \(join(directory, "shots").shellQuoted)
            """)
        return ExitStatus.ok
    }

    /// `directory/path`, or `path` alone for the current directory.
    private static func join(_ directory: String, _ path: String) -> String {
        directory == "." ? path : (directory.hasSuffix("/") ? directory + path : directory + "/" + path)
    }
}

/// `listpreview schema`: the JSON Schema (draft 2020-12) of fixtures files.
enum SchemaCommand {
    /// The schema as printed, ending in a newline.
    static var text: [UInt8] {
        JSONWriter.encode(FixtureFormat.schema, pretty: true) + [UInt8(ascii: "\n")]
    }

    static func run() -> Int32 {
        let bytes = text
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        fflush(stdout)
        return ExitStatus.ok
    }
}
