/// The `.strings` and `.stringsdict` files of an app's `LANGUAGE.lproj` folders, found anywhere
/// under a directory.
///
/// A folder's name is its language (`de.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`; old names such
/// as `English.lproj` too); `Base.lproj` holds the development language's strings. A file's base
/// name is its table (`Localizable`, `InfoPlist`).
public struct LprojTree: Equatable, Sendable {
    /// The directory searched.
    public var directory: String
    /// Every `.strings` file found, sorted by path.
    public var files: [StringsFile]
    /// Every `.stringsdict` file found, sorted by path.
    public var dictionaries: [StringsDictFile]

    /// The languages found, sorted (`Base` included).
    public var languages: [String] { Set(files.compactMap(\.language) + dictionaries.compactMap(\.language)).sorted() }
    /// The tables found, sorted.
    public var tables: [String] { Set(files.map(\.table) + dictionaries.map(\.table)).sorted() }
    /// Whether no file was found.
    public var isEmpty: Bool { files.isEmpty && dictionaries.isEmpty }

    /// Reads every `*.lproj/*.strings` and `*.lproj/*.stringsdict` under `directory`, skipping
    /// hidden folders and those that hold build products or other projects' strings (see
    /// ``skips(directoryNamed:)``).
    public static func load(directory: String) throws(StringsError) -> LprojTree {
        try load(directory: directory, paths: FileAccess.files(under: directory, skip: skips(directoryNamed:), wanted: isLprojFile))
    }

    /// Reads the given paths, each once, keeping those ``isLprojFile(_:)`` accepts.
    static func load(directory: String, paths: [String]) throws(StringsError) -> LprojTree {
        var tree = LprojTree(directory: directory, files: [])
        // Every file is read, so a broken one does not hide the next one's problem.
        var problems: [StringsError] = []
        for path in paths where isLprojFile(path) {
            do throws(StringsError) {
                if FileAccess.pathExtension(path) == "strings" {
                    tree.files.append(try StringsFile.load(file: path))
                } else {
                    tree.dictionaries.append(try StringsDictFile.load(file: path))
                }
            } catch {
                problems.append(error)
            }
        }
        if let problem = StringsError.combining(problems) { throw problem }
        return tree
    }

    /// Whether `path` is a `.strings` or `.stringsdict` file in a `LANGUAGE.lproj` folder.
    static func isLprojFile(_ path: String) -> Bool {
        ["strings", "stringsdict"].contains(FileAccess.pathExtension(path)) && StringsFile.lprojLanguage(of: path) != nil
    }

    /// A tree of the given files.
    public init(directory: String, files: [StringsFile], dictionaries: [StringsDictFile] = []) {
        self.directory = directory
        self.files = files
        self.dictionaries = dictionaries
    }

    /// Whether a search for an app's strings passes over a folder: hidden ones (`.git`,
    /// `.build`), build output (`build`, `DerivedData`, built `.app`s and frameworks, whose
    /// `.strings` are compiled) and dependencies (`Pods`, `Carthage`, `node_modules`).
    public static func skips(directoryNamed name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        if ["build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name) { return true }
        return ["app", "appex", "framework", "xcframework", "xcarchive", "dsym"].contains(FileAccess.pathExtension(name))
    }
}
