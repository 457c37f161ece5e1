import Spelling

/// An SF Symbol, by the name an app's code gives it (`tray`, `wifi.slash`, `person.2.badge.gearshape`),
/// drawn by an open-licensed stand-in (see ``StandIns``). ListPreview's own names of its first
/// drawings (`inbox`, `settings`…) are read as the SF Symbols they stood for.
public struct SystemSymbol: Sendable, Hashable {
    /// The SF Symbol's name.
    public let name: String

    /// The symbol `name`, an SF Symbol's name or one of ListPreview's own (``aliases``).
    public init(_ name: String) {
        self.name = Self.aliases[name] ?? name
    }

    /// ListPreview's own names for its first twenty drawings, and the SF Symbols they stood for.
    public static let aliases: [String: String] = [
        "edit": "square.and.pencil", "back": "chevron.backward", "search": "magnifyingglass",
        "filter": "line.3.horizontal.decrease.circle", "more": "ellipsis.circle", "share": "square.and.arrow.up",
        "settings": "gearshape", "home": "house", "inbox": "tray", "message": "message", "list": "list.bullet",
        "grid": "square.grid.2x2",
    ]

    /// The back button's chevron: UIKit's own back indicator, not a bar button's symbol.
    public static let back = SystemSymbol("chevron.backward")

    /// What it draws (the dashed square when no stand-in does).
    var drawing: SymbolDrawing { SymbolDrawing.resolve(Substring(name)) ?? .unknown }

    /// Whether a stand-in draws it: a name of the table, or one composed from its names.
    public var isKnown: Bool { SymbolDrawing.resolve(Substring(name)) != nil }

    /// The known name nearest to an unknown one (`checkmark.cicle` → `checkmark.circle`), if any is near.
    public var suggestion: String? {
        guard !isKnown else { return nil }
        return Spelling.nearestName(to: name, in: StandInTable.names + Self.aliases.keys.sorted())
    }

    /// What VoiceOver says for a button showing only this symbol: the label iOS gives the symbol
    /// (`square.and.arrow.up` “Share”, `plus` “Add”, `trash` “Delete”), else the name's words as
    /// iOS reads an unlabelled symbol's name (`person.crop.circle` “person crop circle”), `fill` left out.
    public var spokenName: String {
        accessibilityLabel ?? name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
    }

    /// The label iOS gives the symbol itself (`plus` “Add”), which VoiceOver speaks for a button
    /// showing it alone; `nil` where iOS has none and reads the name's words.
    public var accessibilityLabel: String? {
        if let label = StandInTable.entries[name]?.label { return label }
        if name.hasSuffix(".fill") { return StandInTable.entries[String(name.dropLast(".fill".count))]?.label }
        return nil
    }

    /// The `.fill` variant where a stand-in draws one (`house` → `house.fill`), else itself.
    public var filledVariant: SystemSymbol {
        guard !name.hasSuffix(".fill") else { return self }
        let filled = SystemSymbol(name + ".fill")
        return filled.isKnown ? filled : self
    }

    /// Every name of the table, for pickers and documentation.
    public static var tableNames: [String] { StandInTable.names }
}
