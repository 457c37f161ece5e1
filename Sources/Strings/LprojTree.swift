/// The `.strings` files of an app's `LANGUAGE.lproj` folders, found anywhere under a directory.
///
/// A folder's name is its language (`de.lproj`, `pt-BR.lproj`, `zh-Hans.lproj`; old names such
/// as `English.lproj` too); `Base.lproj` holds the development language's strings. A file's base
/// name is its table (`Localizable`, `InfoPlist`).
public struct LprojTree: Equatable, Sendable {
    /// The directory searched.
    public var directory: String
    /// Every file found, sorted by path.
    public var files: [StringsFile]

    /// The languages found, sorted (`Base` included).
    public var languages: [String] { Set(files.compactMap(\.language)).sorted() }
    /// The tables found, sorted.
    public var tables: [String] { Set(files.map(\.table)).sorted() }

    /// Reads every `*.lproj/*.strings` under `directory`, skipping hidden folders and those that
    /// hold build products or other projects' strings (see ``skips(directoryNamed:)``).
    public static func load(directory: String) throws(StringsError) -> LprojTree {
        let paths = try FileAccess.files(under: directory, skip: skips(directoryNamed:)) { path in
            FileAccess.pathExtension(path) == "strings" && StringsFile.lprojLanguage(of: path) != nil
        }
        var files: [StringsFile] = []
        for path in paths { files.append(try StringsFile.load(file: path)) }
        return LprojTree(directory: directory, files: files)
    }

    /// A tree of the given files.
    public init(directory: String, files: [StringsFile]) {
        self.directory = directory
        self.files = files
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
