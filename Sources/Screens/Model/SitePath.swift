import HTTP

/// Every path the program answers, declared once: the route table matches these patterns (`:name`
/// is one path segment, `*name` the rest of the path), and every link, form, redirect and preview
/// URL is built from them here, with its values percent-encoded.
public enum SitePath {
    /// The index of every screen (the demo itself when it is alone).
    public static let index = "/"
    /// Every screen's page, one after another.
    public static let allScreens = "/screens"
    /// Every state of the screens side by side.
    public static let gallery = "/gallery"
    /// A screen's page.
    public static let screen = "/screens/:id"
    /// Every SF Symbol name ListPreview draws, beside its stand-in, in light and dark.
    public static let symbols = "/symbols"
    /// Every button style a placeholder's button may name, in both designs, light and dark.
    public static let buttons = "/buttons"
    /// The form that adds a row to a screen.
    public static let addRow = "/screens/:id/rows"
    /// The form that deletes a row.
    public static let deleteRow = "/screens/:id/rows/:row/delete"
    /// The forms of a screen's actions (show, clear, network, error, loading, reload).
    public static let action = "/screens/:id/:action"
    /// The Controls section's save: the edits written into the fixtures file.
    public static let saveEdits = "/screens/:id/edits/save"
    /// The built-in files and their `--public` replacements.
    public static let publicFile = "/public/*file"
    /// The user's images.
    public static let userImage = "/assets/*file"
    /// What live pages wait on.
    public static let changes = "/api/changes"
    /// Every screen's state, as JSON.
    public static let apiScreens = "/api/screens"
    /// One screen's state and rows, as JSON.
    public static let apiScreen = "/api/screens/:id"
    /// A screen's rows, replaced with `PUT`.
    public static let apiRows = "/api/screens/:id/rows"
    /// A screen's state, set with `POST` or its kept state dropped with `DELETE`.
    public static let apiState = "/api/screens/:id/state"
    /// Where the sign-in form posts the token (the access check answers it before any route).
    public static let signIn = "/access"
    /// The review page (`listpreview review`, `serve --review`); `/review` is sent here.
    public static let review = "/review/"
    /// Where the review page's Approve and Reject forms post.
    public static let reviewDecision = "/review/decide"
    /// The review's style sheet, its script, or a shot beside its report.
    public static let reviewFile = "/review/:file"
    /// A picture in one of the review's folders (`diff/`, `baseline/`, `actual/`).
    public static let reviewPicture = "/review/:folder/*file"

    /// The page of screen `id`: `/screens/inbox`.
    public static func screen(_ id: String) -> String {
        Template.screen.fill([id])
    }

    /// The form of `action` on screen `id`: `/screens/inbox/clear`.
    public static func action(_ action: ScreenAction, of id: String) -> String {
        Template.action.fill([id, action.rawValue])
    }

    /// The form that adds a row to screen `id`.
    public static func addRow(to id: String) -> String {
        Template.addRow.fill([id])
    }

    /// The form that deletes row `row` of screen `id`.
    public static func deleteRow(_ row: Int, of id: String) -> String {
        Template.deleteRow.fill([id, String(row)])
    }

    /// Where the Controls section saves screen `id`'s edits.
    public static func saveEdits(of id: String) -> String {
        Template.saveEdits.fill([id])
    }

    /// Where a built-in file (`states/empty.svg`) or a user's image (`img/box one.svg`) is served,
    /// each segment percent-encoded.
    public static func file(_ name: String, builtIn: Bool) -> String {
        (builtIn ? Template.publicFile : Template.userImage).fill([name])
    }

    /// `path` as a page at `page` links it when both are in one folder, relatively: `decide` for
    /// ``reviewDecision`` from ``review`` (the review page links all it needs so, as its copy in a
    /// report's folder does); `path` itself elsewhere.
    public static func relative(_ path: String, from page: String) -> String {
        let folder = page.lastIndex(of: "/").map { page[...$0] } ?? ""
        return path.hasPrefix(folder) && path.count > folder.count ? String(path.dropFirst(folder.count)) : path
    }

    /// `path?name=value&…`, every name and value percent-encoded; `path` alone without parameters.
    public static func url(_ path: String, _ parameters: [(String, String)]) -> String {
        guard !parameters.isEmpty else { return path }
        return path + "?" + parameters.map { encoded($0.0) + "=" + encoded($0.1) }.joined(separator: "&")
    }

    /// `pattern` with each `:name` segment replaced by its value, percent-encoded, and a `*name`
    /// by its value's segments, each percent-encoded.
    static func fill(_ pattern: String, _ values: [String: String]) -> String {
        let template = Template(pattern)
        return template.fill(template.names.map { values[$0] ?? "" })
    }

    /// A pattern cut once into its fixed text and its parameters, so filling it is appending.
    struct Template: Sendable {
        static let screen = Template(SitePath.screen)
        static let action = Template(SitePath.action)
        static let addRow = Template(SitePath.addRow)
        static let deleteRow = Template(SitePath.deleteRow)
        static let saveEdits = Template(SitePath.saveEdits)
        static let publicFile = Template(SitePath.publicFile)
        static let userImage = Template(SitePath.userImage)

        private enum Part: Sendable {
            case text(String)
            /// `:name`: one segment.
            case segment
            /// `*name`: the rest of the path, segment by segment.
            case rest
        }

        private let parts: [Part]
        /// The parameters' names, in order.
        let names: [String]

        init(_ pattern: String) {
            var parts: [Part] = []
            var names: [String] = []
            var text = ""
            for (offset, segment) in pattern.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 { text += "/" }
                guard let marker = segment.first, marker == ":" || marker == "*" else {
                    text += segment
                    continue
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(marker == ":" ? .segment : .rest)
                names.append(String(segment.dropFirst()))
            }
            if !text.isEmpty { parts.append(.text(text)) }
            self.parts = parts
            self.names = names
        }

        /// The path with `values` for the parameters, in order.
        func fill(_ values: [String]) -> String {
            var path = ""
            var next = values.makeIterator()
            for part in parts {
                switch part {
                case let .text(text): path += text
                case .segment: path += SitePath.encoded(next.next() ?? "")
                case .rest: path += (next.next() ?? "").split(separator: "/").map { SitePath.encoded(String($0)) }.joined(separator: "/")
                }
            }
            return path
        }
    }

    /// `text` percent-encoded; as it is when it needs none (every id a fixtures file allows).
    fileprivate static func encoded(_ text: String) -> String {
        let unreserved = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        }
        return unreserved ? text : PercentDecoding.encode(text)
    }
}
