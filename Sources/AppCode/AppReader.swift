import FileSystem
import FoundationEssentials

/// Reads an app's folder — never compiling, running or fetching anything — and finds every empty
/// state its code declares: SwiftUI's `ContentUnavailableView`, UIKit's
/// `UIContentUnavailableConfiguration`, DZNEmptyDataSet's source methods (and the stored properties a
/// base class returns from them), and calls of the app's own empty-state types.
/// Objective-C's `.m` files (``ObjCReader``) and storyboards and xibs (``InterfaceBuilderReader``) are read after them.
///
/// Three passes over the `.swift` files: the declarations the texts go through (``Definitions``) and
/// the app's own wrappers; the placeholders of each file; the properties DZNEmptyDataSet's methods
/// return, followed into the files that set them. Each file is read once per pass, up to
/// ``fileLimit`` bytes; a file that cannot be read is a note naming it; links out of the folder are
/// not followed.
public struct AppReader: Sendable {
    /// What the reader found, and what it could not read.
    public struct Result: Sendable {
        public var placeholders: [FoundPlaceholder]
        /// Files it could not read, each with why.
        public var notes: [String]
        /// How many source files it read.
        public var files: Int
        /// The app's asset catalogs, String Catalogs and `.lproj` folders, relative to the root.
        public var resources: Resources
    }

    /// What the app's texts and pictures are read from, relative to the root.
    public struct Resources: Sendable, Equatable {
        public var assetCatalogs: [String] = []
        public var stringCatalogs: [String] = []
        public var localizations: [String] = []

        /// The strings' paths: String Catalogs and `.lproj` folders.
        public var strings: [String] { stringCatalogs + localizations }
    }

    /// The largest source file read (a generated file of several megabytes is still read whole).
    public static let fileLimit = 16 << 20

    /// Whether a folder or file is the app's tests (`Tests`, `AppUITests`, `InboxViewTests.swift`):
    /// a snapshot test shows the app's empty states again; they are declared where the app uses them.
    static func isTests(_ name: String) -> Bool {
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.hasSuffix("Tests") || stem.hasSuffix("Test")
    }

    /// How many lines apart two finds are one declaration (a name's guess beside a reader's find).
    static let sameDeclaration = 3

    /// Folders never looked into: build products, dependencies' checkouts, version control.
    static let skipped: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "SourcePackages"]

    public let root: String

    public init(root: String) {
        self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    }

    /// Every `.swift`, `.m`, `.h`, `.storyboard` and `.xib` file under the root, relative to it, in order; a link is
    /// followed only where it stays inside the folder, a folder only once.
    public func sourceFiles() -> (files: [String], notes: [String], resources: Resources) {
        var files: [String] = []
        var notes: [String] = []
        var resources = Resources()
        guard let realRoot = FileStatus.realPath(root) else { return ([], ["\(root): no such folder"], resources) }
        var seen: Set<String> = [realRoot]
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                notes.append("\(relative.isEmpty ? "." : relative): not a folder one can read")
                continue
            }
            for name in names.sorted() where !name.hasPrefix(".") || name == ".." {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + path
                guard var status = try? FileStatus(linkAt: full) else { continue }
                if status.kind == .symbolicLink {
                    guard let target = FileStatus.realPath(full), target.hasPrefix(realRoot + "/"), let followed = try? FileStatus(path: full) else {
                        notes.append("\(path): a link out of the folder, not followed")
                        continue
                    }
                    status = followed
                }
                if status.kind == .directory, name.hasSuffix(".xcassets") {
                    resources.assetCatalogs.append(path)
                } else if status.kind == .directory, name.hasSuffix(".lproj") {
                    // Their parent: `AppStrings` reads a folder's `.lproj` tree as one.
                    let parent = relative.isEmpty ? "." : relative
                    if !resources.localizations.contains(parent), !Self.skipped.contains(where: { parent.hasPrefix($0 + "/") }) { resources.localizations.append(parent) }
                    // Storyboards and xibs are kept in them (`Base.lproj/Main.storyboard`).
                    if let real = FileStatus.realPath(full), seen.insert(real).inserted { pending.append(path) }
                } else if status.kind == .regularFile, name.hasSuffix(".xcstrings") {
                    resources.stringCatalogs.append(path)
                } else if status.kind == .directory {
                    guard !Self.skipped.contains(name), !Self.isTests(name),
                          let real = FileStatus.realPath(full), seen.insert(real).inserted else { continue }
                    pending.append(path)
                } else if status.kind == .regularFile, name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".h")
                            || InterfaceBuilderReader.reads(name), !Self.isTests(name) {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), notes, resources)
    }

    /// Reads the folder.
    public func read() -> Result {
        var (files, notes, resources) = sourceFiles()
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        func tokens(_ file: String) -> [Token]? {
            do {
                let bytes = try FileReader.read(root + "/" + file, limit: Self.fileLimit)
                return Lexer.tokens(bytes, language: file.hasSuffix(".swift") ? .swift : .objectiveC)
            } catch {
                notes.append("\(file): not read (\(error.reason))")
                return nil
            }
        }
        // 1. What texts go through, and the app's own empty-state types.
        var definitions = Definitions()
        var wrappers: [String: WrapperReader.Wrapper] = [:]
        var readable: [String] = []
        for file in swiftFiles {
            guard let tokens = tokens(file) else { continue }
            readable.append(file)
            definitions.collect(tokens, file: file)
            for wrapper in WrapperReader.wrappers(tokens, file: file) where wrappers[wrapper.name] == nil {
                wrappers[wrapper.name] = wrapper
            }
        }
        let reading = Reading(definitions: definitions)
        // The lines of each file's own empty-state types (not general views): their insides are not empty states.
        let wrapperLines = Dictionary(grouping: wrappers.values.filter { !$0.contextual }, by: \.file).mapValues { $0.map { $0.line...$0.endLine } }
        // 2. Each file's placeholders.
        var placeholders: [FoundPlaceholder] = []
        var flows: [(file: String, flows: [DZNReader.Flow])] = []
        for file in readable {
            guard let tokens = tokens(file) else { continue }
            let scopes = Scopes(tokens)
            let reading = reading.reading(file)
            var found: [FoundPlaceholder] = []
            found += SwiftUIReader.placeholders(tokens, scopes: scopes, file: file, reading: reading)
            found += UIKitReader.placeholders(tokens, scopes: scopes, file: file, reading: reading)
            let dzn = DZNReader.declarations(tokens, scopes: scopes, file: file, reading: reading)
            found += dzn.placeholders
            if !dzn.flows.isEmpty { flows.append((file, dzn.flows)) }
            if !wrappers.isEmpty { found += WrapperReader.calls(tokens, scopes: scopes, file: file, wrappers: wrappers, reading: reading) }
            found += InPlaceReader.placeholders(tokens, scopes: scopes, file: file, reading: reading, wrappers: wrappers)
            found += NamedViewReader.placeholders(tokens, scopes: scopes, file: file, reading: reading, wrappers: wrappers)
            found += CarPlayReader.placeholders(tokens, scopes: scopes, file: file, reading: reading)
            // What only a name says is an empty state's, where no reader above found one.
            let named = UIKitViewReader.placeholders(tokens, scopes: scopes, file: file, reading: reading)
                + RowReader.placeholders(tokens, scopes: scopes, file: file, reading: reading, wrappers: wrappers)
            found += named.filter { guess in !found.contains { abs($0.line - guess.line) <= Self.sameDeclaration } }
            // A preview shows the app's empty states again: they are declared where the app uses them.
            // So does the inside of the app's own empty-state type: its calls are the empty states.
            let previews = scopes.previewLines
            let skipped = previews + (wrapperLines[file] ?? [])
            placeholders += found.filter { placeholder in !skipped.contains { $0.contains(placeholder.line) } }
        }
        // 3. DZNEmptyDataSet's stored properties, where they are declared and set.
        let allFlows = flows.flatMap(\.flows)
        if !allFlows.isEmpty {
            var defaults: [DZNReader.Role: Expression] = [:]
            for (file, _) in flows {
                if let tokens = tokens(file) { defaults.merge(DZNReader.defaults(tokens, flows: allFlows)) { first, _ in first } }
            }
            let names = Set(allFlows.map(\.property))
            for file in readable {
                guard let bytes = try? FileReader.read(root + "/" + file, limit: Self.fileLimit),
                      names.contains(where: { bytes.contains(subsequence: Array($0.utf8)) }) else { continue }
                let tokens = Lexer.tokens(bytes, language: .swift)
                for flowing in DZNReader.flowing(tokens, scopes: Scopes(tokens), file: file, flows: allFlows, defaults: defaults, reading: reading) {
                    // A subclass that also implements a source method itself (`buttonTitle(forEmptyDataSet:for:)`): one placeholder.
                    if let own = placeholders.firstIndex(where: { $0.api == "dzn" && $0.kind == "DZNEmptyDataSetSource" && $0.owner == flowing.owner }) {
                        placeholders.append(DZNReader.merged(flowing, own: placeholders.remove(at: own)))
                    } else {
                        placeholders.append(flowing)
                    }
                }
            }
        }
        // 4. Objective-C, storyboards and xibs.
        placeholders += ObjCReader.placeholders(files.filter(ObjCReader.reads), tokens: tokens)
        for file in files where InterfaceBuilderReader.reads(file) {
            do {
                let bytes = try FileReader.read(root + "/" + file, limit: Self.fileLimit)
                placeholders += InterfaceBuilderReader.placeholders(bytes, file: file)
            } catch {
                notes.append("\(file): not read (\(error.reason))")
            }
        }
        return Result(placeholders: placeholders, notes: notes, files: files.count, resources: resources)
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in it.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var index = 0
        while index <= count - needle.count {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
