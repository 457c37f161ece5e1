import JSON
import Screens
import Spelling

/// The app's fonts, as a fixtures file's `fonts` lists them: each face's file read once at load
/// from the user's directory, checked to be a font by its content, and served under `/assets/`.
/// Screens and placeholders then name a family; an unknown family is a problem with the nearest name.
public final class FontLibrary {
    private let files: UserFiles?
    private let place: String
    /// Every face, in file order.
    public private(set) var faces: [FontFace] = []
    /// The faces' files, by their path under `/assets/`.
    public private(set) var loaded: [String: Assets.File] = [:]

    /// A library reading fonts from `directory` (`place` says where that is in messages), or reading
    /// none (`directory` nil: every listed font is then missing).
    public init(directory: String?, place: String) {
        self.files = directory.map(UserFiles.init(directory:))
        self.place = place
    }

    /// Every path looked at, for `--watch`.
    public var lookedUp: [String] { files?.lookedUp ?? [] }

    /// The families listed.
    public var families: [String] {
        var seen: Set<String> = []
        return faces.map(\.family).filter { seen.insert($0).inserted }
    }

    /// Reads the `fonts` array.
    func read(_ value: JSONValue, at path: String, reader: inout JSONReader) {
        guard let list = reader.array(value, at: path) else { return }
        for (index, element) in list.enumerated() {
            let facePath = JSONPath.index(path, index)
            guard let fields = reader.object(element, at: facePath, allowed: FixtureFormat.fontKeys, required: ["file", "family"]),
                  let file = fields["file"].flatMap({ reader.string($0, at: JSONPath.member(facePath, "file")) }),
                  let family = fields["family"].flatMap({ reader.string($0, at: JSONPath.member(facePath, "family")) }) else { continue }
            let weight = fields["weight"].flatMap { reader.integer($0, at: JSONPath.member(facePath, "weight"), in: FixtureFormat.fontWeight) } ?? 400
            let italic = fields["italic"].flatMap { reader.bool($0, at: JSONPath.member(facePath, "italic")) } ?? false
            if family.allSatisfy({ $0 == " " }) {
                reader.fail(JSONPath.member(facePath, "family"), "expected a family name such as \"Brand Sans\", got \"\(family)\"")
                continue
            }
            if faces.contains(where: { $0.family == family && $0.weight == weight && $0.italic == italic }) {
                reader.fail(facePath, "a second face of \(JSONValue.string(family).summary) at weight \(weight)\(italic ? " italic" : ""); each weight and style is listed once")
                continue
            }
            guard let kind = load(file, at: JSONPath.member(facePath, "file"), reader: &reader) else { continue }
            faces.append(FontFace(family: family, weight: weight, italic: italic, file: file, kind: kind))
        }
    }

    /// A family a screen or placeholder names, or `nil` with the problem noted.
    func family(_ value: JSONValue, at path: String, reader: inout JSONReader) -> String? {
        guard let name = reader.string(value, at: path) else { return nil }
        guard families.contains(name) else {
            let nearest = Spelling.nearestName(to: name, in: families)
            reader.fail(path, families.isEmpty
                ? "\(JSONValue.string(name).summary) is not a font of the fixtures: list its files in \"fonts\" first, e.g. [{\"file\": \"fonts/Brand-Regular.woff2\", \"family\": \"\(name)\"}]"
                : "\(JSONValue.string(name).summary) is not a family of \"fonts\"\(nearest.map { "; did you mean \"\($0)\"?" } ?? "") (families: \(families.joined(separator: ", ")))")
            return nil
        }
        return name
    }

    /// Reads the file `name` and checks it is a font; its kind, or `nil` with the problem noted.
    private func load(_ name: String, at path: String, reader: inout JSONReader) -> FontKind? {
        let quoted = JSONValue.string(name).summary
        if let file = loaded[name] { return FontKind.allCases.first { $0.contentType == file.contentType } }
        guard UserFiles.isSafe(name) else {
            reader.fail(path, "expected a relative path (like \"fonts/Brand-Regular.woff2\") with no “..”, no leading “/” and no URL, got \(quoted)")
            return nil
        }
        guard let files else {
            reader.fail(path, "no file \(quoted) \(place)")
            return nil
        }
        switch files.read(name) {
        case let .success(bytes?):
            guard let kind = FontKind(sniffing: bytes) else {
                reader.fail(path, "\(quoted) is not a \(FontKind.names) font")
                return nil
            }
            loaded[name] = Assets.File(body: bytes, contentType: kind.contentType)
            return kind
        case .success(nil):
            reader.fail(path, "no file \(quoted) \(place)")
        case let .failure(problem):
            reader.fail(path, problem.reason(quoted, for: "font"))
        }
        return nil
    }
}
