import FileSystem
import FoundationEssentials
import JSON
import Screens
import Strings

/// Turns a fixtures file into screens, all or nothing: every problem is reported with its JSON
/// path, and a file with any problem yields no screen at all.
public struct FixtureDecoder {
    /// What image names refer to; it keeps the user's images it reads.
    public let images: ImageResolver

    /// A decoder resolving image names with `images`.
    /// The app's strings, for texts given by key (`--strings`).
    public let strings: AppStrings?
    /// The app's asset catalogs, whose colour names are looked up first (the images' are in `images`).
    public let catalogs: CatalogLibrary
    /// The app's fonts, read from the file's `fonts`; it keeps their files.
    public let fonts: FontLibrary

    public init(images: ImageResolver, strings: AppStrings? = nil, catalogs: CatalogLibrary = CatalogLibrary(),
                fonts: FontLibrary = FontLibrary(directory: nil, place: "")) {
        self.images = images
        self.strings = strings
        self.catalogs = catalogs
        self.fonts = fonts
    }

    /// A decoder whose images can only be the built-in files named `publicFiles` (no user images).
    public init(publicFiles: Set<String>) {
        self.init(images: ImageResolver(builtIn: publicFiles, loaded: [:]))
    }

    /// Reads and decodes the file at `path`.
    public func load(file path: String) throws(FixtureError) -> [Screen] {
        try decode(Self.read(file: path), file: path)
    }

    /// Reads and decodes the file at `path`; `warnings` receives what loads but is probably a
    /// mistake (see ``decode(_:file:warnings:)``).
    public func load(file path: String, warnings: inout [JSONIssue]) throws(FixtureError) -> [Screen] {
        try decode(Self.read(file: path), file: path, warnings: &warnings)
    }

    /// The bytes of the file at `path`, or why it cannot be read: `no such file`, `Permission denied`,
    /// `it is a directory`, `it is a FIFO, not a file` (a FIFO is never opened, so never waited on).
    public static func read(file path: String) throws(FixtureError) -> [UInt8] {
        do {
            return try FileReader.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Decodes fixtures from JSON bytes; `file` names them in errors.
    public func decode(_ bytes: [UInt8], file: String) throws(FixtureError) -> [Screen] {
        var ignored: [JSONIssue] = []
        return try decode(bytes, file: file, warnings: &ignored)
    }

    /// Decodes fixtures from JSON bytes; `file` names them in errors. When they load, `warnings`
    /// is set to what is allowed but probably a mistake, each with its JSON path: every colour
    /// written as one hex value, with no dark variant (the built-in defaults have theirs and are
    /// never warned about).
    public func decode(_ bytes: [UInt8], file: String, warnings: inout [JSONIssue]) throws(FixtureError) -> [Screen] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(path: file, detail: error.description)
        }
        var reader = JSONReader()
        let screens = decodeDocument(document, reader: &reader)
        guard reader.issues.isEmpty, let screens else { throw .invalid(path: file, issues: reader.issues) }
        warnings = reader.warnings
        return screens
    }

    /// Decodes the rows of an API request: `{"sections": [...]}` or a bare array of rows.
    public func decodeRows(_ value: JSONValue) throws(FixtureError) -> [ListSection] {
        var reader = JSONReader()
        var sections: [ListSection]?
        if case let .array(rows) = value {
            sections = [ListSection(rows: lists.rows(rows, at: "", reader: &reader))]
        } else if let members = reader.object(value, at: "", allowed: ["sections"], required: ["sections"]),
                  let list = members["sections"] {
            sections = reader.array(list, at: "sections").map { lists.sections($0, at: "sections", reader: &reader) }
        }
        guard reader.issues.isEmpty, let sections else { throw .invalid(path: "body", issues: reader.issues) }
        return sections
    }

    /// Sections and rows as fixtures have them, images named in `images`.
    private var lists: ListDecoder { .fixtures(images: images, strings: strings) }

    private func decodeDocument(_ document: JSONValue, reader: inout JSONReader) -> [Screen]? {
        guard let members = reader.object(document, at: "", allowed: FixtureFormat.documentKeys, required: ["screens"]),
              let list = members["screens"], let elements = reader.array(list, at: "screens") else { return nil }
        if let schema = members["$schema"] { _ = reader.string(schema, at: "$schema") }
        // The app's files it names are read before the screens (``AppFiles``); here, only their shape.
        if let app = members["app"], let files = reader.object(app, at: "app", allowed: FixtureFormat.appKeys) {
            for (key, value) in files {
                for (index, path) in (reader.array(value, at: "app.\(key)") ?? []).enumerated() {
                    if reader.string(path, at: "app.\(key)[\(index)]")?.isEmpty == true { reader.fail("app.\(key)[\(index)]", "expected a path, got \"\"") }
                }
            }
        }
        // Fonts first: screens and placeholders name their families.
        if let list = members["fonts"] { fonts.read(list, at: "fonts", reader: &reader) }
        if elements.isEmpty { reader.fail("screens", "expected at least one screen") }
        let defaultDesign = members["os"].flatMap { Self.design($0, at: "os", reader: &reader) } ?? .standard
        let fileAPI = members["drawnBy"].flatMap { reader.choice($0, at: "drawnBy", as: PlaceholderAPI.self) }
        var screens: [Screen] = []
        var firstPathOfID: [String: String] = [:]
        for (index, element) in elements.enumerated() {
            let path = "screens[\(index)]"
            guard var screen = decodeScreen(element, at: path, drawnBy: fileAPI, reader: &reader) else { continue }
            screen.defaultDesign = defaultDesign
            if let earlier = firstPathOfID[screen.id] {
                reader.fail(path + ".id", "duplicate id \(JSONValue.string(screen.id).summary) (also \(earlier))")
            } else {
                firstPathOfID[screen.id] = path
            }
            screens.append(screen)
        }
        // A screen's id after each path under it, `screens[3].sections[0].rows[2].title (messages)`:
        // the index alone leaves the reader counting screens.
        let ids = elements.map { element in element["id"]?.stringValue.flatMap { Self.isValidID($0) ? $0 : nil } }
        reader.labelPlaces { path in Self.screenIndex(in: path).flatMap { $0 < ids.count ? ids[$0] : nil } }
        return screens
    }

    /// An `"os"`: 26 or 18, the number of the iOS whose design it names.
    private static func design(_ value: JSONValue, at path: String, reader: inout JSONReader) -> SystemDesign? {
        guard case let .number(number) = value, let whole = Int(exactly: number), let design = SystemDesign(rawValue: String(whole)) else {
            reader.fail(path, "must be 26 or 18 (the iOS whose design to draw), got \(value.summary)")
            return nil
        }
        return design
    }

    /// `3` for a path under `screens[3]` (`screens[3]`, `screens[3].title`, `screens[3][…]`), else `nil`.
    private static func screenIndex(in path: String) -> Int? {
        let prefix = "screens["
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.utf8.dropFirst(prefix.utf8.count)
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let after = rest.dropFirst(digits.count)
        guard !digits.isEmpty, after.first == UInt8(ascii: "]"),
              after.count == 1 || after.dropFirst().first == UInt8(ascii: ".") || after.dropFirst().first == UInt8(ascii: "[") else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// A screen; `drawnBy` is the file's API for its placeholders.
    private func decodeScreen(_ value: JSONValue, at path: String, drawnBy fileAPI: PlaceholderAPI?, reader: inout JSONReader) -> Screen? {
        guard let fields = reader.object(value, at: path, allowed: FixtureFormat.screenKeys, required: ["id", "sections"]) else {
            return nil
        }
        let issuesBefore = reader.issues.count
        let id = fields["id"].flatMap { reader.string($0, at: path + ".id") } ?? ""
        if fields["id"] != nil, case .string = fields["id"]!, !Self.isValidID(id) {
            reader.fail(path + ".id", "expected 1 to \(FixtureFormat.longestID) lowercase letters, digits and “-” (like \"inbox\"), got \(JSONValue.string(id).summary)")
        }
        let title = fields["title"].flatMap { reader.localized($0, at: path + ".title", strings: strings) } ?? LocalizedText(verbatim: id)
        let style = fields["style"].flatMap { reader.choice($0, at: path + ".style", as: ListStyle.self) } ?? .plain
        if style == .grouped {
            reader.warn(path + ".style", "\"grouped\" is UIKit's edge-to-edge grouped list since ListPreview 0.6; "
                + "for the rounded inset groups 0.5 drew, write \"insetGrouped\"")
        }
        var columns = GridColumns.standard
        if let value = fields["columns"] {
            if style == .grid {
                columns = reader.columns(value, at: path + ".columns") ?? columns
            } else {
                reader.fail(path + ".columns", "only applies to \"grid\" screens (this one is \(JSONValue.string(style.rawValue).summary))")
            }
        }
        let toolbar = fields["toolbar"].flatMap { reader.array($0, at: path + ".toolbar") }.map { actions in
            actions.enumerated().compactMap { reader.choice($1, at: "\(path).toolbar[\($0)]", as: ScreenAction.self) }
        } ?? []
        let sections = fields["sections"].flatMap { reader.array($0, at: path + ".sections") }
            .map { lists.sections($0, at: path + ".sections", reader: &reader) } ?? []
        let screenAPI = fields["drawnBy"].flatMap { reader.choice($0, at: path + ".drawnBy", as: PlaceholderAPI.self) } ?? fileAPI
        var emptyStates: [EmptyStateKind: EmptyStateConfig] = [:]
        if let value = fields["emptyStates"],
           let kinds = reader.object(value, at: path + ".emptyStates", allowed: EmptyStateKind.allCases.map(\.rawValue)) {
            for kind in EmptyStateKind.allCases {
                guard let config = kinds[kind.rawValue] else { continue }
                emptyStates[kind] = decodeEmptyState(config, kind: kind, at: "\(path).emptyStates.\(kind.rawValue)", drawnBy: screenAPI, reader: &reader)
            }
        }
        var screen = Screen(
            id: id, title: title, style: style, columns: columns,
            autoEmptyState: fields["autoEmptyState"].flatMap { reader.bool($0, at: path + ".autoEmptyState") } ?? true,
            searchBar: fields["searchBar"].flatMap { reader.searchBar($0, at: path + ".searchBar", strings: strings) },
            tableHeader: fields["tableHeader"].flatMap { reader.localized($0, at: path + ".tableHeader", strings: strings) },
            startsEmpty: fields["startsEmpty"].flatMap { reader.bool($0, at: path + ".startsEmpty") } ?? false,
            toolbar: toolbar, sections: sections, emptyStates: emptyStates,
            reload: fields["reload"].flatMap { decodeReload($0, at: path + ".reload", reader: &reader) } ?? ReloadBehavior(),
            largeTitle: fields["largeTitle"].flatMap { reader.bool($0, at: path + ".largeTitle") } ?? false,
            navigationItems: fields["navigationItems"].flatMap { reader.navigationItems($0, at: path + ".navigationItems", strings: strings) }
                ?? NavigationItems(),
            tint: fields["tint"].flatMap { reader.color($0, at: path + ".tint", catalog: catalogs) },
            tabBar: fields["tabBar"].flatMap { reader.tabBar($0, at: path + ".tabBar", strings: strings) },
            sectionIndex: fields["sectionIndex"].flatMap { reader.sectionIndex($0, at: path + ".sectionIndex") }
        )
        screen.font = fields["font"].flatMap { fonts.family($0, at: path + ".font", reader: &reader) }
        screen.titleFont = fields["titleFont"].flatMap { fonts.family($0, at: path + ".titleFont", reader: &reader) }
        screen.pinnedDesign = fields["os"].flatMap { Self.design($0, at: path + ".os", reader: &reader) }
        // The built-in placeholders a fixture leaves out are drawn by the screen's API too.
        for kind in EmptyStateKind.allCases where emptyStates[kind] == nil {
            screen.emptyStates[kind]?.drawnBy = screenAPI
        }
        return reader.issues.count == issuesBefore ? screen : nil
    }

    /// A placeholder; `drawnBy` is its screen's (or the file's) API.
    private func decodeEmptyState(_ value: JSONValue, kind: EmptyStateKind, at path: String, drawnBy inherited: PlaceholderAPI?,
                                  reader: inout JSONReader) -> EmptyStateConfig? {
        guard let fields = reader.object(value, at: path, allowed: FixtureFormat.placeholderKeys) else { return nil }
        var config = EmptyStateConfig.builtIn(kind)
        config.drawnBy = fields["drawnBy"].flatMap { reader.choice($0, at: path + ".drawnBy", as: PlaceholderAPI.self) } ?? inherited
        // `null`: none, not the built-in one (what an app's code leaves out, as `listpreview import` writes it).
        if fields["image"] == .null || fields["systemImage"] == .null {
            config.image = nil
        } else if fields["image"] != nil || fields["systemImage"] != nil, let image = lists.picture(fields, at: path, reader: &reader) {
            config.image = image
            // The built-in illustrations are white masks and SF Symbols templates: both take the
            // configuration's tint; other images are drawn as they are.
            config.imageTint = image.isBuiltInMask || image.origin == .symbol ? EmptyStateConfig.defaultTint : nil
        }
        if let value = fields["imageTint"] { config.imageTint = reader.color(value, at: path + ".imageTint", catalog: catalogs) }
        if let value = fields["buttonAccessibilityHint"] {
            config.buttonAccessibilityHint = reader.localized(value, at: path + ".buttonAccessibilityHint", strings: strings)
        }
        if let value = fields["imageAccessibilityLabel"] {
            config.imageAccessibilityLabel = reader.localized(value, at: path + ".imageAccessibilityLabel", strings: strings)
        }
        if fields["title"] == .null {
            config.title = LocalizedText(verbatim: "")
        } else if let value = fields["title"], let text = reader.localized(value, at: path + ".title", strings: strings) {
            config.title = text
        }
        if let value = fields["detail"] { config.detail = value == .null ? nil : reader.localized(value, at: path + ".detail", strings: strings) }
        if fields["button"] == .null {
            config.button = nil
        } else if let value = fields["button"] {
            (config.button, config.buttonStyling) = decodeButton(value, at: path + ".button", reader: &reader)
        }
        if fields["secondaryButton"] == .null {
            config.secondaryButton = nil
        } else if let value = fields["secondaryButton"] {
            (config.secondaryButton, config.secondaryButtonStyling) = decodeButton(value, at: path + ".secondaryButton", reader: &reader)
        }
        if let value = fields["background"] { config.background = reader.color(value, at: path + ".background", catalog: catalogs) }
        if let value = fields["textColor"] { config.textColor = reader.color(value, at: path + ".textColor", catalog: catalogs) }
        if let value = fields["verticalOffset"],
           let offset = reader.number(value, at: path + ".verticalOffset", in: FixtureFormat.verticalOffset) { config.verticalOffset = offset }
        if let value = fields["spacing"], let spacing = reader.number(value, at: path + ".spacing", in: FixtureFormat.spacing) {
            config.spacing = spacing
        }
        if let value = fields["alignment"], let alignment = reader.choice(value, at: path + ".alignment", as: TextAlignment.self) {
            config.alignment = alignment
        }
        if let value = fields["tap"], let tap = reader.choice(value, at: path + ".tap", as: TapTarget.self) {
            if kind == .loading, tap != .none {
                reader.fail(path + ".tap", "a loading placeholder cannot be tapped; use \"none\" or leave it out")
            }
            config.tap = tap
        }
        if let value = fields["fadeIn"], let fadeIn = reader.bool(value, at: path + ".fadeIn") { config.fadeIn = fadeIn }
        config.font = fields["font"].flatMap { fonts.family($0, at: path + ".font", reader: &reader) }
        config.titleFont = fields["titleFont"].flatMap { fonts.family($0, at: path + ".titleFont", reader: &reader) }
        config.source = fields["source"].flatMap { reader.string($0, at: path + ".source") }
        config.note = fields["note"].flatMap { reader.string($0, at: path + ".note") }
        for (key, styling) in [("button", config.buttonStyling), ("secondaryButton", config.secondaryButtonStyling)] {
            Self.checkStyling(styling, api: config.api, at: path + "." + key, reader: &reader)
        }
        return config
    }

    /// A button: its title as a text, or `{"title", "style", "size"}`.
    private func decodeButton(_ value: JSONValue, at path: String, reader: inout JSONReader) -> (LocalizedText?, ButtonStyling) {
        guard case let .object(members) = value, members.contains(where: { FixtureFormat.buttonKeys.contains($0.key) }),
              let fields = reader.object(value, at: path, allowed: FixtureFormat.buttonKeys, required: ["title"]) else {
            return (reader.localized(value, at: path, strings: strings), ButtonStyling())
        }
        let title = fields["title"].flatMap { reader.localized($0, at: path + ".title", strings: strings) }
        return (title, ButtonStyling(style: fields["style"].flatMap { reader.choice($0, at: path + ".style", as: ButtonStyleName.self) },
                                     size: fields["size"].flatMap { reader.choice($0, at: path + ".size", as: ControlSize.self) }))
    }

    /// A style or size another API spells, or one its API lacks, is drawn as the nearest it has, with a warning.
    private static func checkStyling(_ styling: ButtonStyling, api: PlaceholderAPI, at path: String, reader: inout JSONReader) {
        if let style = styling.style, !api.buttonStyles.contains(style) {
            reader.warn(path + ".style", "\(JSONValue.string(style.rawValue).summary) is not one of \(api.name)'s button styles ("
                + api.buttonStyles.map(\.rawValue).joined(separator: ", ") + "); it is drawn as its nearest")
        }
        if let size = styling.size, !api.controlSizes.contains(size) {
            reader.warn(path + ".size", "\(JSONValue.string(size.rawValue).summary) is not one of \(api.name)'s sizes ("
                + api.controlSizes.map(\.rawValue).joined(separator: ", ") + "); it is drawn as the same rank")
        }
    }

    private func decodeReload(_ value: JSONValue, at path: String, reader: inout JSONReader) -> ReloadBehavior? {
        guard let fields = reader.object(value, at: path, allowed: FixtureFormat.reloadKeys) else { return nil }
        return ReloadBehavior(
            result: fields["result"].flatMap { reader.choice($0, at: path + ".result", as: ReloadBehavior.Outcome.self) } ?? .restore,
            delayMs: fields["delayMs"].flatMap { reader.integer($0, at: path + ".delayMs", in: FixtureFormat.delay) } ?? 0
        )
    }

    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= FixtureFormat.longestID && id.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "-")
        }
    }
}
