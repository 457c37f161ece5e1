import AssetCatalog
import Fixtures
import Pages
import ScreenEdits
import FoundationEssentials
import JSON
import Screens
import Store
import Strings

/// What an ``AppSource`` names, read and checked: the screens and the files to serve.
public struct LoadedSource: Sendable {
    /// The screens, from the fixtures file or the demo.
    public var screens: [Screen]
    /// The built-in files (with `--public` replacements) and the user's images.
    public let assets: Assets
    /// A hash of the fixtures file, so pages can tell it was edited (the files hash themselves).
    public var fingerprint = ""
    /// What in the fixtures file loads but is probably a mistake (a colour with no dark variant).
    public var warnings: [JSONIssue] = []
    /// The app's font faces the fixtures list.
    public var fonts: [FontFace] = []
    /// Whether every warning gets a line of its own (`--verbose`), rather than one line per kind.
    public var verbose = false
    /// The fixtures file as read, which the Controls section's saves write into; `nil` for the demo.
    public var fixturesText: FixturesText?
    /// The asset catalogs' colour sets, which the Controls section's colour fields may name.
    public var catalogColors: [String: ThemedColor] = [:]

    /// The app's strings (`--strings`), whose keys a text by key may be edited to.
    public var strings: AppStrings?

    /// What the Controls section's edits may name.
    public var editResources: EditResources {
        var keyedText: (@Sendable (String, String, [FormatArgument]) -> LocalizedText?)?
        if let strings {
            keyedText = { key, table, arguments in strings.text(key: key, table: table, arguments: arguments) }
        }
        return EditResources(assets: assets, catalogColors: catalogColors, keyedText: keyedText)
    }

    /// The warnings as printed on standard error, one line per kind with a count
    /// (``FoldedWarnings``), or one each when ``verbose``:
    /// `listpreview: warning: screens[0].emptyStates.empty.background: "#f2f2f7" has no dark variant; …`.
    public var warningLines: [String] {
        FoldedWarnings.lines(warnings, verbose: verbose)
    }
}

/// Makes an app from its sources: reads the fixtures file, the user's images it names, the app's
/// strings and any `--public` directory, all or nothing, then the state file. Every command that
/// serves or draws pages gets its app here; ``FixtureWatcher`` reloads it.
public enum AppLoader {
    /// The source, or a ``SourceError`` (``SourceError/Kind/invalid`` for invalid fixtures or strings,
    /// ``SourceError/Kind/unreadable`` for a file or directory that cannot be read). `lookedUp`
    /// receives every path of a user image or strings file looked for, found or not, even when
    /// loading fails, so `--watch` can notice a missing one appearing.
    public static func load(_ source: AppSource, lookedUp: inout [String]) throws(SourceError) -> LoadedSource {
        var loaded = try loadUnedited(source, lookedUp: &lookedUp)
        guard !source.edits.isEmpty else { return loaded }
        do {
            // In no one language: the text given is every language's.
            loaded.screens = try loaded.screens.map { screen throws(EditError) in
                try source.edits.applied(to: screen, language: nil, resources: loaded.editResources)
            }
        } catch {
            throw SourceError(message: "listpreview: --set: \(error.message)", kind: .invalid)
        }
        return loaded
    }

    /// The source as its files say, before `--set`.
    private static func loadUnedited(_ source: AppSource, lookedUp: inout [String]) throws(SourceError) -> LoadedSource {
        var assets = Assets.builtIn
        if let directory = source.publicDirectory {
            do {
                assets = try assets.overridden(by: directory)
            } catch {
                throw SourceError(message: "listpreview: \(error)", kind: .unreadable)
            }
        }
        guard let file = source.fixtures else { return LoadedSource(screens: [.demo], assets: assets) }
        // Every problem with the app's own files at once: the catalogs' and the strings' are both read
        // before either is reported, so fixing one does not reveal the other in a second round.
        var problems: [SourceError] = []
        // The catalogs' folders and files are watched with the images and strings: an edit reloads.
        // The app's files the fixtures name: strings where the command line names none, catalogs with its own.
        let named = AppFiles.named(in: file)
        let stringPaths = source.strings.isEmpty ? named.strings : source.strings
        let givenCatalogs = source.catalogs + named.catalogs.filter { !source.catalogs.contains($0) }
        let catalogPaths = givenCatalogs + catalogsBeside(file, given: givenCatalogs)
        var catalogFiles = catalogPaths
        var catalogs = CatalogLibrary()
        do throws(CatalogError) {
            catalogs = try CatalogLibrary.load(catalogPaths)
            catalogFiles += catalogs.watched
        } catch {
            if case .unreadable = error {
                problems.append(SourceError(message: "listpreview: \(error)", kind: .unreadable))
            } else {
                problems.append(SourceError(message: "listpreview: \(error)", kind: .invalid))
            }
        }
        // The user's images and fonts: in `--assets DIR`, else beside the fixtures file.
        let directory = userDirectory(for: file, source: source)
        let images = ImageResolver(builtIn: assets.imageNames, directory: directory.path, place: directory.place, catalogs: catalogs)
        let fonts = FontLibrary(directory: directory.path, place: directory.place)
        // The strings files are watched with the images: an edited catalog reloads the fixtures.
        var stringFiles: [String] = []
        defer { lookedUp = images.lookedUp + fonts.lookedUp + stringFiles + catalogFiles }
        var strings: AppStrings?
        if !stringPaths.isEmpty {
            do throws(StringsError) {
                let loaded = try AppStrings.load(paths: stringPaths)
                stringFiles = loaded.files
                strings = loaded
            } catch {
                stringFiles = stringPaths
                if case .unreadable = error {
                    problems.append(SourceError(message: "listpreview: \(error)", kind: .unreadable))
                } else {
                    problems.append(SourceError(message: "listpreview: \(error)", kind: .invalid))
                }
            }
        }
        if let first = problems.first {
            // Unreadable (exit 66) only when nothing was invalid too.
            let kind: SourceError.Kind = problems.contains { $0.kind == .invalid } ? .invalid : first.kind
            throw SourceError(message: problems.map(\.message).joined(separator: "\n"), kind: kind)
        }
        do throws(FixtureError) {
            let bytes = try FixtureDecoder.read(file: file)
            var warnings: [JSONIssue] = []
            let screens = try FixtureDecoder(images: images, strings: strings, catalogs: catalogs, fonts: fonts)
                .decode(bytes, file: file, warnings: &warnings)
            // What the strings hold but the app would not show so (device variations) is said once.
            warnings += (strings?.notes ?? []).map { JSONIssue(path: $0.file + ": " + $0.location, reason: $0.message) }
            // So is what the catalogs hold but a preview does not draw (a PDF-only image set).
            warnings += catalogs.warnings.map { JSONIssue(path: $0.path.isEmpty ? $0.file : $0.file + ": " + $0.path, reason: $0.reason) }
            let served = images.loaded.merging(catalogs.files) { user, _ in user }.merging(images.convertedFiles) { user, _ in user }
                .merging(fonts.loaded) { user, _ in user }
            // The converted sets the screens name join the catalogs' images, for rows sent to the API.
            let catalogImages = catalogs.images.merging(images.converted) { ready, _ in ready }
            var loaded = LoadedSource(screens: screens, assets: assets.with(images: served, catalogImages: catalogImages).withFontFaces(FontFaceRules.stylesheet(fonts.faces)),
                                      fingerprint: Assets.etag(of: bytes), warnings: warnings, fonts: fonts.faces, verbose: source.verbose)
            loaded.fixturesText = FixturesText(path: file, bytes: bytes)
            loaded.catalogColors = catalogs.colors
            loaded.strings = strings
            return loaded
        } catch {
            if case .unreadable = error { throw SourceError(message: error.description, kind: .unreadable) }
            throw SourceError(message: error.description, kind: .invalid)
        }
    }

    /// The source, ignoring which paths were looked up.
    public static func load(_ source: AppSource) throws(SourceError) -> LoadedSource {
        var ignored: [String] = []
        return try load(source, lookedUp: &ignored)
    }

    /// The app serving what `loaded` holds, with the states kept in `stateFile` if there is one:
    /// `forgetting` names kept states to drop (`--forget-state`), and what loading it found (kept
    /// states, a torn line dropped) is in the store's `notes`.
    public static func makeApp(_ loaded: LoadedSource, stateFile: String?, readOnly: Bool = false, access: AccessPolicy = AccessPolicy(),
                               forgetting: [String] = []) throws(SourceError) -> App {
        let store: ScreenStore
        if let path = stateFile {
            do throws(StateFileError) {
                store = try ScreenStore(screens: loaded.screens, stateFile: StateFile(path: path), forgetting: forgetting,
                                        catalogImages: loaded.assets.catalogImages)
            } catch {
                if case .corrupt = error { throw SourceError(message: "listpreview: \(error)", kind: .invalid) }
                let what = forgetting.isEmpty ? "" : "cannot forget \(forgetting.joined(separator: ", ")): "
                throw SourceError(message: "listpreview: \(what)\(error)", kind: .unwritable)
            }
        } else {
            store = ScreenStore(screens: loaded.screens)
        }
        return App(store: store, assets: loaded.assets, readOnly: readOnly, access: access, fingerprint: loaded.fingerprint,
                   editing: EditsSetup(resources: loaded.editResources, file: loaded.fixturesText))
    }

    /// The app serving what `source` names.
    public static func makeApp(_ source: AppSource) throws(SourceError) -> App {
        try makeApp(load(source), stateFile: source.stateFile)
    }

    /// Where the user's images and fonts are: `--assets DIR`, else the fixtures file's directory,
    /// and how messages say so (`in designs/img`, `next to screens.json`).
    private static func userDirectory(for file: String, source: AppSource) -> (path: String, place: String) {
        if let directory = source.assetsDirectory { return (directory, "in \(directory)") }
        let url = URL(fileURLWithPath: file)
        return (url.deletingLastPathComponent().path, "next to \(url.lastPathComponent)")
    }

    /// Every `*.xcassets` folder beside the fixtures file (or in `--assets DIR`) not given already, sorted.
    private static func catalogsBeside(_ file: String, given: [String]) -> [String] {
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let givenPaths = Set(given.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        // Named as the fixtures file was (`app/Assets.xcassets` for `app/screens.json`), so messages
        // name its files by a path from where the command runs.
        let prefix = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        return names.filter(AssetCatalog.isCatalog).sorted().map { prefix + $0 }
            .filter { !givenPaths.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
    }
}
