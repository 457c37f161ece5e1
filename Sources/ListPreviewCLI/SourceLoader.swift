import FoundationEssentials
import ListPreview
import Strings

/// What ``SourceOptions`` name, read and checked: the screens and the files to serve.
struct LoadedSource {
    /// The screens, from the fixtures file or the demo.
    let screens: [Screen]
    /// The built-in files (with `--public` replacements) and the user's images.
    let assets: Assets
    /// A hash of the fixtures file, so pages can tell it was edited (the files hash themselves).
    var fingerprint = ""
    /// What in the fixtures file loads but is probably a mistake (a colour with no dark variant).
    var warnings: [FixtureIssue] = []

    /// The warnings as printed on standard error, one line each:
    /// `listpreview: warning: screens[0].emptyStates.empty.background: "#f2f2f7" has no dark variant; …`.
    var warningLines: [String] {
        warnings.map { "listpreview: warning: \($0)" }
    }
}

/// Reads the fixtures file, the user's images it names and any `--public` directory, all or nothing.
enum SourceLoader {
    /// The source, or a ``Failure`` (exit 65 for invalid fixtures, 66 for an unreadable file or
    /// directory). `lookedUp` receives every path of a user image looked for, found or not, even
    /// when loading fails, so `--watch` can notice a missing image appearing.
    static func load(_ source: SourceOptions, lookedUp: inout [String]) throws(Failure) -> LoadedSource {
        var assets = Assets.builtIn
        if let directory = source.publicDirectory {
            do {
                assets = try assets.overridden(by: directory)
            } catch {
                throw Failure("listpreview: \(error)", ExitStatus.noInput)
            }
        }
        guard let file = source.fixtures else { return LoadedSource(screens: [.demo], assets: assets) }
        let images = imageResolver(for: file, source: source, builtIn: assets.imageNames)
        // The strings files are watched with the images: an edited catalog reloads the fixtures.
        var stringFiles: [String] = []
        defer { lookedUp = images.lookedUp + stringFiles }
        var strings: AppStrings?
        if !source.strings.isEmpty {
            do throws(StringsError) {
                let loaded = try AppStrings.load(paths: source.strings)
                stringFiles = loaded.files
                strings = loaded
            } catch {
                stringFiles = source.strings
                if case .unreadable = error { throw Failure("listpreview: \(error)", ExitStatus.noInput) }
                throw Failure("listpreview: \(error)", ExitStatus.dataError)
            }
        }
        do throws(FixtureError) {
            let bytes = try FixtureDecoder.read(file: file)
            var warnings: [FixtureIssue] = []
            let screens = try FixtureDecoder(images: images, strings: strings).decode(bytes, file: file, warnings: &warnings)
            // What the strings hold but the app would not show so (device variations) is said once.
            warnings += (strings?.notes ?? []).map { FixtureIssue(path: $0.file + ": " + $0.location, reason: $0.message) }
            return LoadedSource(screens: screens, assets: assets.with(images: images.loaded), fingerprint: Assets.etag(of: bytes),
                                warnings: warnings)
        } catch {
            if case .unreadable = error { throw Failure(error.description, ExitStatus.noInput) }
            throw Failure(error.description, ExitStatus.dataError)
        }
    }

    /// The source, ignoring which paths were looked up.
    static func load(_ source: SourceOptions) throws(Failure) -> LoadedSource {
        var ignored: [String] = []
        return try load(source, lookedUp: &ignored)
    }

    /// Images are looked up beside the fixtures file, or in `--assets DIR`.
    private static func imageResolver(for file: String, source: SourceOptions, builtIn: Set<String>) -> ImageResolver {
        if let directory = source.assetsDirectory {
            return ImageResolver(builtIn: builtIn, directory: directory, place: "in \(directory)")
        }
        let url = URL(fileURLWithPath: file)
        return ImageResolver(builtIn: builtIn, directory: url.deletingLastPathComponent().path,
                             place: "next to \(url.lastPathComponent)")
    }
}
