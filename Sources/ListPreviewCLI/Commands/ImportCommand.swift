import AppCode
import AppImport
import AssetCatalog
import FileSystem
import FoundationEssentials
@preconcurrency import Glibc
import JSON
import Screens
import Strings

/// The options of `listpreview import`.
public struct ImportOptions: Equatable, Sendable {
    /// The app's folder.
    public var folder = "."
    /// Where the fixtures go: a file, or `-` for standard output.
    public var output = "screens.json"
    /// Whether every placeholder whose texts the code computes is listed on standard error.
    public var verbose = false
    /// Whether an existing output file is updated (``ImportUpdate``) rather than refused.
    public var update = false
    /// The app's strings, when they are not in its folder.
    public var strings: [String] = []
    /// The app's asset catalogs outside its folder.
    public var catalogs: [String] = []

    public init() {}
}

/// `listpreview import [APP_FOLDER]`: every empty state the app's code declares, read without
/// compiling or running it (``AppReader``), written as a fixtures file (``ImportedFixtures``) —
/// never over an existing file (exit 73), through a temporary name and a rename — with a line on
/// standard error saying what was found and how to serve it with the app's strings and catalogs.
package enum ImportCommand: CLICommand {
    package static let spec = CommandSpec<ImportOptions>(
        "import", summary: "Read the empty states an app's code declares into a fixtures file.",
        description: "Reads APP_FOLDER's .swift, .m, .storyboard and .xib files (default .) without compiling or running anything "
            + "and writes a fixtures file with a screen for every empty state found: ContentUnavailableView, "
            + "UIContentUnavailableConfiguration, DZNEmptyDataSet's source methods, the app's own empty-state types and views, "
            + "each with its source line, its texts by key where the app's strings have them, its picture and buttons, and a note "
            + "for what the code computes. The file names the app's strings and asset catalogs, so serve needs no flags. Never "
            + "overwrites a file (exit 73) unless --update re-imports into it.",
        arguments: [ArgumentInfo(name: "APP_FOLDER", optional: true, meaning: "The app's repository or source folder (default: .).",
                                 value: .directory)],
        initial: ImportOptions(), options: [output, update, strings, catalogs, verbose]
    ) { options, arguments throws(CLIError) in
        var options = options
        if options.update, options.output == "-" {
            throw .invalidValue(option: "--update", value: "--out -", expected: "a file to update (--out FILE)")
        }
        if let folder = arguments.first {
            guard !folder.isEmpty else { throw .invalidValue(option: "import", value: folder, expected: "a folder") }
            options.folder = folder
        }
        return options
    }

    private static let output = OptionSpec<ImportOptions>(
        "--out", "FILE", value: .file(extension: "json"), default: "screens.json",
        help: "Where to write the fixtures (- for standard output); never over an existing file."
    ) { options, argument throws(CLIError) in
        guard !argument.text.isEmpty else { throw .invalidValue(option: argument.option, value: argument.text, expected: "a file or -") }
        options.output = argument.text
    }

    private static let strings = OptionSpec<ImportOptions>(
        "--strings", "PATH", value: .path, default: "every .xcstrings and .lproj in APP_FOLDER", repeatable: true,
        help: "The app's strings (a .xcstrings file or a folder of .lproj), repeatable, instead of the folder's own."
    ) { options, argument throws(CLIError) in
        options.strings.append(argument.text)
    }

    private static let catalogs = OptionSpec<ImportOptions>(
        "--xcassets", "PATH", value: .directory, default: "every .xcassets in APP_FOLDER", repeatable: true,
        help: "The app's asset catalogs outside APP_FOLDER, repeatable, besides the folder's own."
    ) { options, argument throws(CLIError) in
        options.catalogs.append(argument.text)
    }

    private static let update = OptionSpec<ImportOptions>(
        "--update", value: .flag, default: "off",
        help: "Re-import into the existing output file: what an earlier import wrote is replaced, every screen and key written by hand is kept."
    ) { options, _ throws(CLIError) in
        options.update = true
    }

    private static let verbose = OptionSpec<ImportOptions>(
        "--verbose", value: .flag, default: "off",
        help: "List every empty state whose texts or picture the code computes, with what it computes."
    ) { options, _ throws(CLIError) in
        options.verbose = true
    }

    package static func run(_ options: ImportOptions) throws -> Int32 {
        guard (try? FileStatus(path: options.folder))?.kind == .directory else {
            throw Failure("listpreview: \(options.folder) is not a folder one can read; import reads an app's folder", ExitStatus.noInput)
        }
        var existing: JSONValue?
        if options.update, FileManager.default.fileExists(atPath: options.output) {
            do {
                existing = try JSONParser.parse(try FileReader.read(options.output))
            } catch {
                throw Failure("listpreview: cannot update \(options.output): \(error); it is left as it was", ExitStatus.dataError)
            }
            guard existing?["screens"]?.arrayValue != nil else {
                throw Failure("listpreview: cannot update \(options.output): it has no \"screens\" array; it is left as it was", ExitStatus.dataError)
            }
        } else if options.output != "-", FileManager.default.fileExists(atPath: options.output) {
            throw Failure("listpreview: \(options.output) already exists; import never overwrites a file "
                          + "(move it away, or give another: listpreview import \(options.folder.shellQuoted) --out FILE)", ExitStatus.cannotCreate)
        }
        let result = AppReader(root: options.folder).read()
        let join = { (path: String) in options.folder == "." ? path : options.folder + "/" + path }
        var notes = result.notes
        var strings: AppStrings?
        let stringPaths = options.strings.isEmpty ? result.resources.strings.map(join) : options.strings
        if !stringPaths.isEmpty {
            do {
                strings = try AppStrings.load(paths: stringPaths)
            } catch {
                notes.append("the app's strings: \(error)")
            }
        }
        var catalogs: [AssetCatalog] = []
        let catalogPaths = result.resources.assetCatalogs.map(join) + options.catalogs
        for catalog in catalogPaths {
            do { catalogs.append(try AssetCatalog.load(catalog)) } catch { notes.append("\(catalog): \(error)") }
        }
        // The fixtures name the app's files by their path from the fixtures' folder: `serve` there needs no flags.
        let from = options.output == "-" ? "." : RelativePath.folder(of: options.output)
        let app = (strings: strings == nil ? [] : stringPaths.map { RelativePath.path($0, from: from) },
                   xcassets: catalogPaths.map { RelativePath.path($0, from: from) })
        var (document, resolved) = ImportedFixtures.document(result.placeholders, strings: strings, catalogs: catalogs, app: app)
        var update: ImportUpdate.Summary?
        if let existing {
            (document, update) = ImportUpdate.merge(existing, with: document)
        }
        let bytes = JSONWriter.encode(document, pretty: true)
        if options.output == "-" {
            bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
            fflush(stdout)
        } else {
            do {
                try FileSet.write([(options.output, bytes)])
            } catch {
                throw Failure("listpreview: \(error); import wrote nothing", ExitStatus.ioError)
            }
        }
        let found = result.placeholders.count
        let computed = result.placeholders.filter { !$0.notes.isEmpty }
        StandardError.print("found \(found) empty state\(found == 1 ? "" : "s") in \(result.files) file\(result.files == 1 ? "" : "s"): "
                            + "\(resolved) with \(resolved == 1 ? "its" : "their") texts, \(computed.count) computed"
                            + (computed.isEmpty || options.verbose ? "" : " (--verbose lists them)"))
        if options.verbose {
            for placeholder in computed { StandardError.print("  \(placeholder.file):\(placeholder.line): \(placeholder.notes.joined(separator: "; "))") }
            for note in notes { StandardError.print("  \(note)") }
        }
        if let update {
            StandardError.print("updated \(options.output): \(update.added) added, \(update.updated) updated, \(update.removed) no longer in the code, "
                                + "\(update.kept) written by hand kept")
        }
        if options.output != "-" {
            StandardError.print("see them: listpreview serve --fixtures \(options.output.shellQuoted)")
        }
        return ExitStatus.ok
    }
}
