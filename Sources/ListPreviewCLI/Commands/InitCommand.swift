import BuiltInFiles
import FileSystem
import Fixtures
import FoundationEssentials
@preconcurrency import Glibc
import JSON
import ListPreview

/// The options of `listpreview init`.
public struct InitOptions: Equatable, Sendable {
    /// Where the project is written; created when missing.
    public var directory = "."

    /// The current directory.
    public init() {}
}

/// `listpreview init [DIR]`: writes the starter project — `screens.json` with one screen of each
/// style, the pictures it uses under `img/`, and the JSON Schema it names — never overwriting a file,
/// and all or nothing: a write that fails (a full disk, a read-only place) leaves nothing behind.
package enum InitCommand: CLICommand {
    /// Its declaration.
    package static let spec = CommandSpec<InitOptions>(
        "init", summary: "Write a starter project.",
        description: "Writes a starter project into DIR (default .): screens.json, its pictures in img/ and the JSON Schema; "
            + "never overwrites a file (exit 73), and writes all of it or nothing.",
        arguments: [ArgumentInfo(name: "DIR", optional: true, meaning: "Where to write the project; created when missing (default: .).",
                                 value: .directory)],
        initial: InitOptions(), options: []
    ) { options, arguments throws(CLIError) in
        var options = options
        if let directory = arguments.first {
            guard !directory.isEmpty else { throw .invalidValue(option: "init", value: directory, expected: "a directory") }
            options.directory = directory
        }
        return options
    }

    /// The schema's file name, as the starter's `$schema` names it.
    static let schemaFile = "listpreview.schema.json"

    /// The files to write, by path inside the project.
    static var files: [String: [UInt8]] {
        var files = BuiltInFiles.starterFiles
        files[schemaFile] = SchemaCommand.text
        return files
    }

    /// Writes the project, or nothing when a file is in the way (73) or a write fails (74).
    package static func run(_ options: InitOptions) throws -> Int32 {
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
