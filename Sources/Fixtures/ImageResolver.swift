import FileSystem
import FoundationEssentials
import Screens
import Spelling

/// Decides what an `image` in a fixtures file names, and reads the user's images.
///
/// A name is a relative path. When a file of that path is in the user's directory (the fixtures
/// file's own, or `--assets DIR`), it is the user's image: read now, once, and checked to be a PNG,
/// JPEG, GIF, WebP or SVG by its content. Otherwise it must be a built-in file (`states/empty.svg`).
/// Nothing is ever read per request, and nothing outside the directory is read at all: no `..`,
/// no absolute paths, no URLs, no symbolic link leading out.
public final class ImageResolver {
    private let builtIn: Set<String>
    /// The user's directory, when files may be read.
    private let files: UserFiles?
    private let place: String
    /// Every name resolved so far: a list names the same few pictures again and again.
    private var resolved: [String: Result<ImageReference, ImageProblem>] = [:]
    /// User images already read, by name: the only ones there are when no directory is given.
    public private(set) var loaded: [String: Assets.File]
    /// The asset catalogs' images by name, looked up before any file.
    private let catalog: [String: ImageReference]
    /// The asset catalogs' image sets that cannot be drawn, by name, with why: naming one is an error.
    private let unusable: [String: String]
    /// The catalogs, for the sets converted when named (PDF-only sets, HEIC photos).
    private let catalogs: CatalogLibrary?
    /// The catalog sets converted so far, by name: added to the catalogs' images.
    public private(set) var converted: [String: ImageReference] = [:]
    /// Their files, by their name under `/assets/`.
    public private(set) var convertedFiles: [String: Assets.File] = [:]
    /// Every path in the user's directory that was looked at, found or not, so a watcher can
    /// notice when one appears or changes.
    public var lookedUp: [String] { files?.lookedUp ?? [] }

    /// A resolver reading the user's images from `directory`; `place` says where that is in
    /// messages, e.g. `next to screens.json` or `in designs/img`.
    public init(builtIn: Set<String>, directory: String?, place: String, catalog: [String: ImageReference] = [:]) {
        self.builtIn = builtIn
        self.files = directory.map(UserFiles.init(directory:))
        self.place = place
        self.loaded = [:]
        self.catalog = catalog
        self.unusable = [:]
        self.catalogs = nil
    }

    /// A resolver reading the user's images from `directory`, after the images of `catalogs`
    /// (naming one of their image sets that cannot be drawn is an error saying why).
    public init(builtIn: Set<String>, directory: String?, place: String, catalogs: CatalogLibrary) {
        self.builtIn = builtIn
        self.files = directory.map(UserFiles.init(directory:))
        self.place = place
        self.loaded = [:]
        self.catalog = catalogs.images
        self.unusable = catalogs.unusableImages
        self.catalogs = catalogs
    }

    /// A resolver that reads nothing: names are built-in files or user images already `loaded`
    /// (for rows sent to the API, which must not make the server read files).
    public init(builtIn: Set<String>, loaded: [String: Assets.File], catalog: [String: ImageReference] = [:]) {
        self.builtIn = builtIn
        self.files = nil
        self.place = "among the fixtures' images or the built-in ones"
        self.loaded = loaded
        self.catalog = catalog
        self.unusable = [:]
        self.catalogs = nil
    }

    /// The image `name` refers to, or why it cannot be used.
    func resolve(_ name: String) -> Result<ImageReference, ImageProblem> {
        if let known = resolved[name] { return known }
        let result = resolveOnce(name)
        resolved[name] = result
        return result
    }

    private func resolveOnce(_ name: String) -> Result<ImageReference, ImageProblem> {
        if let image = catalog[name] { return .success(image) }
        if let why = unusable[name] { return .failure(.unusable(why)) }
        switch catalogs?.convertedImage(name) {
        case let .success(image)?:
            converted[name] = image.reference
            convertedFiles.merge(image.files) { first, _ in first }
            return .success(image.reference)
        case let .failure(failure)?:
            return .failure(.unusable(failure.description))
        case nil:
            break
        }
        guard UserFiles.isSafe(name) else { return .failure(.unsafe) }
        if loaded[name] != nil { return .success(ImageReference(.user, name)) }
        if let files {
            switch files.read(name) {
            case let .success(bytes?):
                guard let kind = ImageKind(sniffing: bytes) else { return .failure(.notAnImage) }
                loaded[name] = Assets.File(body: bytes, contentType: kind.contentType)
                return .success(ImageReference(.user, name))
            case .success(nil):
                break
            case let .failure(problem):
                return .failure(problem)
            }
        }
        if builtIn.contains(name) { return .success(.builtIn(name)) }
        let catalogNames = Array(catalog.keys) + (catalogs.map { Array($0.convertible.keys) } ?? [])
        guard !catalogNames.isEmpty else {
            return .failure(.missing(place: place, catalogs: nil, nearest: Spelling.nearestName(to: name, in: builtIn.sorted())))
        }
        return .failure(.missing(place: place, catalogs: (Spelling.nearestName(to: name, in: catalogNames.sorted()), CatalogLibrary.listing(catalogNames)),
                                 nearest: nil))
    }
}

/// Why an `image` cannot be used; each reads as the end of a fixtures error line.
enum ImageProblem: Error {
    case unsafe
    /// No such file; `catalogs` when there are asset catalogs: the nearest of their image names and a listing of them;
    /// else the nearest built-in picture's name, if one is near.
    case missing(place: String, catalogs: (nearest: String?, listing: String)?, nearest: String?)
    case outside(directory: String)
    case tooLarge(path: String, predicate: String)
    case unreadable(String)
    case notAnImage
    /// An image set of the asset catalogs that cannot be drawn, and why.
    case unusable(String)

    /// The reason, given the name as the file wrote it (`"img/box.svg"`), for an image or a `font`.
    func reason(_ quoted: String, for kind: String = "image") -> String {
        switch self {
        case .unsafe:
            "expected a relative path (like \"img/box.svg\") with no “..”, no leading “/” and no URL, got \(quoted)"
        case let .missing(place, nil, nearest):
            "no file \(quoted) \(place)" + (nearest.map { "; did you mean \"\($0)\"?" } ?? "")
        case let .missing(place, catalogs?, _):
            "\(quoted) is neither an image set of the asset catalogs nor a file \(place)"
                + (catalogs.nearest.map { "; did you mean \"\($0)\"?" } ?? "")
                + " (the catalogs' images: \(catalogs.listing))"
        case let .outside(directory):
            "\(quoted) is a symbolic link leading outside \(directory)"
        case let .tooLarge(path, predicate):
            "\(quoted) (\(path)) \(predicate) for \(kind == "image" ? "an image" : "a " + kind)"
        case let .unreadable(predicate):
            "\(quoted) \(predicate)"
        case .notAnImage:
            "\(quoted) is not a \(ImageKind.names) image"
        case let .unusable(why):
            "\(quoted) is an image set of the asset catalogs that cannot be drawn: \(why)"
        }
    }
}
