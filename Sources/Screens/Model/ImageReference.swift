import HTTP
import Symbols

/// An image a row or placeholder draws: a built-in file or one of the user's, by the name the
/// fixtures file gives it (`states/empty.svg`, `img/box.svg`).
public struct ImageReference: Sendable, Hashable {
    /// Where the file comes from.
    public enum Origin: Sendable, Hashable {
        /// Compiled into the program (or replaced with `--public`), served under `/public/`.
        case builtIn
        /// Beside the fixtures file (or under `--assets`), served under `/assets/`.
        case user
        /// An image set of an asset catalog, by its name (`EmptyInbox`, `Brand/Logo`); its files
        /// are served under `/assets/` by their path in the catalog.
        case catalog
        /// An SF Symbol, by its name (`tray`, `wifi.slash`): drawn by its stand-in, in the tint, never a file.
        case symbol
    }

    /// Where the file comes from.
    public let origin: Origin
    /// The path as written in the fixtures file, or the catalog image's name.
    public let name: String
    /// A catalog image's files, kept out of line: every row holds an image reference, and a list of
    /// 100,000 rows took 7 MB more when the files' four lists were stored in each.
    private let boxed: Boxed?
    /// A catalog image's files.
    public var renditions: ImageRenditions? { boxed?.renditions }
    /// A catalog's own SF Symbol (`.symbolset`): its template.
    public var symbolTemplate: SymbolTemplate? { boxed?.symbol }
    /// How an SF Symbol (or the app's own) is asked to be drawn: its weight, scale, size, rendering.
    public var symbolStyle: SymbolStyle { boxed?.style ?? .plain }

    /// The renditions or the symbol, once, shared by every copy of the reference. Sendable:
    /// immutable properties of Sendable types.
    private final class Boxed: Sendable {
        let renditions: ImageRenditions?
        let symbol: SymbolTemplate?
        let style: SymbolStyle?
        init(_ renditions: ImageRenditions?, symbol: SymbolTemplate? = nil, style: SymbolStyle? = nil) {
            self.renditions = renditions
            self.symbol = symbol
            self.style = style
        }
    }

    /// A reference to `name` from `origin`.
    public init(_ origin: Origin, _ name: String) {
        self.origin = origin
        self.name = name
        self.boxed = nil
    }

    /// The catalog image `name`, drawn from `renditions`.
    public init(catalog name: String, renditions: ImageRenditions) {
        self.origin = .catalog
        self.name = name
        self.boxed = Boxed(renditions)
    }

    /// The catalog's own symbol `name`, drawn from `template`, as `style` asks.
    public init(catalog name: String, symbol template: SymbolTemplate, style: SymbolStyle = .plain) {
        self.origin = .catalog
        self.name = name
        self.boxed = Boxed(nil, symbol: template, style: style.isPlain ? nil : style)
    }

    /// The SF Symbol `name`, drawn as `style` asks.
    private init(symbol name: String, style: SymbolStyle) {
        self.origin = .symbol
        self.name = name
        self.boxed = style.isPlain ? nil : Boxed(nil, style: style)
    }

    /// This picture drawn as `style` asks (an SF Symbol or the app's own; another picture as it is).
    public func styled(_ style: SymbolStyle) -> ImageReference {
        if origin == .symbol { return ImageReference(symbol: name, style: style) }
        if let symbolTemplate { return ImageReference(catalog: name, symbol: symbolTemplate, style: style) }
        return self
    }

    public static func == (lhs: ImageReference, rhs: ImageReference) -> Bool {
        lhs.origin == rhs.origin && lhs.name == rhs.name && lhs.renditions == rhs.renditions && lhs.symbolTemplate == rhs.symbolTemplate
            && lhs.symbolStyle == rhs.symbolStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(origin)
        hasher.combine(name)
        hasher.combine(renditions)
    }

    /// A built-in file.
    public static func builtIn(_ name: String) -> ImageReference { ImageReference(.builtIn, name) }

    /// The SF Symbol `name` (`systemImage` in the fixtures, as SwiftUI spells it).
    public static func symbol(_ name: String, style: SymbolStyle = .plain) -> ImageReference { ImageReference(symbol: name, style: style) }

    /// Whether this is one of the built-in placeholder masks (`states/…`), drawn tinted.
    public var isBuiltInMask: Bool { origin == .builtIn && name.hasPrefix("states/") }

    /// The URL path it is served at (a catalog image's: its iPhone, light-appearance file at the
    /// largest scale); an SF Symbol, which no file draws, is `symbol:NAME`, as the state file keeps it.
    public var url: String { Assets.url(of: self) }

    /// Whether UIKit draws it as a template, in the tint: a catalog image set so, an SF Symbol, an app's own symbol.
    public var isTemplate: Bool { renditions?.isTemplate ?? (origin == .symbol || symbolTemplate != nil) }
}

extension ImageReference {
    /// How `url` and the state file write an SF Symbol: `symbol:tray`.
    package static let symbolScheme = "symbol:"

    /// The reference a state file stored as its URL path (`/public/…`, `/assets/…`); a bare name,
    /// as files written before user images existed hold, is a built-in file.
    package init(stored: String) {
        func decoded(_ path: Substring) -> String {
            path.split(separator: "/").map { (try? PercentDecoding.decode($0, plusAsSpace: false)) ?? String($0) }.joined(separator: "/")
        }
        if stored.hasPrefix(Self.symbolScheme) {
            let rest = stored.dropFirst(Self.symbolScheme.count)
            let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            self.init(symbol: String(parts[0]), style: parts.count > 1 ? SymbolStyle(query: parts[1]) : .plain)
        } else if stored.hasPrefix("/assets/") {
            self.init(.user, decoded(stored.dropFirst("/assets/".count)))
        } else if stored.hasPrefix("/public/") {
            self.init(.builtIn, decoded(stored.dropFirst("/public/".count)))
        } else {
            self.init(.builtIn, stored)
        }
    }
}

/// A catalog image's files for each device family and appearance, resolved when the catalog loads
/// (the idiom's own before `universal`, dark before "Any"), each list by scale.
public struct ImageRenditions: Sendable, Hashable {
    /// One file: its scale (`nil` for a single-scale, vector image) and its name under `/assets/`.
    public struct File: Sendable, Hashable {
        public let scale: Int?
        public let name: String

        public init(scale: Int?, name: String) {
            self.scale = scale
            self.name = name
        }

        /// The URL path it is served at.
        public var url: String { SitePath.file(name, builtIn: false) }
    }

    /// A size in points.
    public struct Size: Sendable, Hashable {
        public let width, height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public let phoneLight, phoneDark, padLight, padDark: [File]
    /// Whether UIKit draws it as a template image (`template-rendering-intent: template`).
    public let isTemplate: Bool
    /// The image's size in points (a PNG's pixels over its scale), when known: what UIKit's image
    /// view sizes itself to.
    public let size: Size?

    public init(phoneLight: [File], phoneDark: [File], padLight: [File], padDark: [File], isTemplate: Bool, size: Size? = nil) {
        self.phoneLight = phoneLight
        self.phoneDark = phoneDark
        self.padLight = padLight
        self.padDark = padDark
        self.isTemplate = isTemplate
        self.size = size
    }

    /// The files for a device family and appearance.
    public func files(pad: Bool, dark: Bool) -> [File] {
        switch (pad, dark) {
        case (false, false): phoneLight
        case (false, true): phoneDark
        case (true, false): padLight
        case (true, true): padDark
        }
    }

    /// Whether the dark appearance has files of its own.
    public var hasDark: Bool { phoneDark != phoneLight || padDark != padLight }

    /// `srcset` of `files`: `a.png 1x, a@2x.png 2x`, or the one single-scale file's URL; `link`
    /// writes each URL as the page links it (relative, in a static site).
    public static func sourceSet(_ files: [File], link: (String) -> String = { $0 }) -> String {
        files.map { file in link(file.url) + (file.scale.map { " \($0)x" } ?? "") }.joined(separator: ", ")
    }
}
