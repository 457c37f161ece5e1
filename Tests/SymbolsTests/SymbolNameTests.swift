import Foundation
import HTML
@testable import Symbols
import Testing

/// SF Symbols' names as apps write them: the table's names, the names composed from them as SF
/// Symbols' own are (`.fill`, `.circle`, `.slash`, badges), ListPreview's own first names, and what
/// an unknown name gets.
@Suite struct SymbolNameTests {
    /// The repository's list of names that must draw (`scripts/symbols/required.txt`).
    static let required: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/symbols/required.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()

    @Test func everyRequiredNameDraws() {
        #expect(Self.required.count >= 400, "required.txt holds \(Self.required.count) names")
        let missing = Self.required.filter { !SystemSymbol($0).isKnown }
        #expect(missing.isEmpty, "no stand-in for \(missing)")
    }

    @Test func theSixtyFirstNamesAreInTheTableItself() {
        let first = ["tray", "tray.fill", "magnifyingglass", "wifi.slash", "wifi.exclamationmark", "exclamationmark.triangle",
                     "exclamationmark.circle", "xmark.circle", "checkmark.circle", "doc", "doc.text", "folder", "photo",
                     "photo.on.rectangle", "camera", "person", "person.2", "person.crop.circle", "person.3", "bell", "bell.slash",
                     "bookmark", "star", "heart", "cart", "bag", "calendar", "clock", "list.bullet", "square.and.pencil", "bubble.left",
                     "bubble.left.and.bubble.right", "envelope", "paperplane", "gear", "gearshape", "house", "map", "mappin", "location",
                     "lock", "key", "cloud", "icloud.slash", "arrow.clockwise", "plus", "plus.circle", "trash", "archivebox", "music.note",
                     "play.circle", "mic", "video", "link", "globe", "creditcard", "chart.bar", "book", "newspaper",
                     "antenna.radiowaves.left.and.right"]
        #expect(first.count == 60)
        let composedOnly = first.filter { StandInTable.entries[$0] == nil }
        let unknown = first.filter { !SystemSymbol($0).isKnown }
        #expect(unknown.isEmpty, "\(unknown)")
        // Where the set draws the concept itself, the table names it; the rest compose.
        #expect(composedOnly.count <= 6, "composed, not in the table: \(composedOnly)")
    }

    @Test func suffixesComposeFromTheTable() throws {
        func drawing(_ name: String) -> SymbolDrawing? { SymbolDrawing.resolve(Substring(name)) }
        guard case .badged(_, _)? = drawing("person.2.badge.gearshape") else { Issue.record("person.2.badge.gearshape: a badge"); return }
        guard case .badged(_, _)? = drawing("cart.badge.plus") else { Issue.record("cart.badge.plus: a badge"); return }
        guard case .badged(_, _)? = drawing("square.and.arrow.up.trianglebadge.exclamationmark") else { Issue.record("trianglebadge"); return }
        // A name the set lacks whole is composed: a slash over the glyph, a glyph in a filled circle.
        #expect(SystemSymbol("house.slash").isKnown && SystemSymbol("tray.circle.fill").isKnown && SystemSymbol("folder.badge.questionmark").isKnown)
        if StandInTable.entries["tray.circle.fill"] == nil, case let .enclosed(_, enclosure, filled)? = drawing("tray.circle.fill") {
            #expect(enclosure == .circle && filled)
        }
        if StandInTable.entries["house.slash"] == nil {
            guard case .slashed? = drawing("house.slash") else { Issue.record("house.slash: a slash"); return }
        }
        // `.fill` of a composed name fills what it can: a composed enclosure, filled.
        guard case let .enclosed(_, _, filled)? = drawing("tray.square.fill") else { Issue.record("tray.square.fill: an enclosure"); return }
        #expect(filled)
    }

    @Test func unknownNamesAreKeptWithASuggestion() {
        // A real app's typo.
        let typo = SystemSymbol("checkmark.cicle")
        #expect(!typo.isKnown && typo.suggestion == "checkmark.circle")
        #expect(!SystemSymbol("no.such.symbol.at.all").isKnown)
        // Drawn, as a dashed square: never nothing.
        let svg = typo.svg(place: "t").html
        #expect(svg.contains("lp-sf-unknown"), "\(svg)")
    }

    @Test func listPreviewsOwnNamesAreTheSFSymbolsTheyStoodFor() {
        #expect(SystemSymbol("inbox").name == "tray" && SystemSymbol("settings").name == "gearshape" && SystemSymbol("edit").name == "square.and.pencil")
        let own = ["plus", "edit", "search", "filter", "more", "share", "settings", "home", "inbox", "person", "star", "heart", "clock",
                   "photo", "bell", "message", "folder", "list", "grid"]
        #expect(own.filter { !SystemSymbol($0).isKnown }.isEmpty)
    }

    /// VoiceOver speaks the label iOS gives a symbol, else the name's words.
    @Test func symbolsAreSpokenAsIOSSpeaksThem() {
        let spoken = ["square.and.arrow.up": "Share", "plus": "Add", "trash": "Delete", "magnifyingglass": "Search", "ellipsis.circle": "More",
                      "person.crop.circle": "person crop circle", "star.fill": "Favorite"]
        for (name, words) in spoken { #expect(SystemSymbol(name).spokenName == words, "\(name)") }
        #expect(SystemSymbol("person.crop.circle").accessibilityLabel == nil)
    }

    /// SF Symbols follow the text's nine weights; the stand-in's stroke follows them, as Inter's stems
    /// do, and meets Phosphor's own thin and light weights (8 and 12 units) where they overlap.
    @Test func weightsChangeTheStroke() throws {
        let strokes = SymbolWeight.allCases.map(\.strokeUnits)
        #expect(zip(strokes, strokes.dropFirst()).allSatisfy { $0 < $1 }, "\(strokes)")
        #expect(abs(SymbolWeight.regular.strokeUnits - 16) < 0.001)
        #expect(abs(SymbolWeight.thin.strokeUnits - 8) < 0.5 && abs(SymbolWeight.light.strokeUnits - 12) < 0.5)
        #expect(SymbolWeight(fontWeight: 700) == .bold && SymbolWeight(fontWeight: 430) == .regular && SymbolWeight(fontWeight: 1000) == .black)
        func stroke(_ weight: SymbolWeight) throws -> Double {
            let svg = SystemSymbol("tray").svg(weight: weight, place: "w").html
            return try number(after: "--sf-w:", in: svg)
        }
        let (ultralight, regular, black) = (try stroke(.ultralight), try stroke(.regular), try stroke(.black))
        #expect(ultralight < 5 && regular == 16 && black > 37, "\(ultralight) \(regular) \(black)")
    }

    /// Scales change the drawing, not the stroke in points: large is 1.3 times medium, small 0.8.
    @Test func scalesChangeTheSizeNotTheStroke() throws {
        func box(_ scale: SymbolScale) throws -> (width: Double, stroke: Double) {
            let svg = SystemSymbol("magnifyingglass").svg(scale: scale, size: .points(17), place: "s").html
            let width = try number(after: " width=\"", in: svg)
            let stroke = try number(after: "--sf-w:", in: svg)
            return (width, stroke * SymbolSize.unit(pointSize: 17, scale: scale))
        }
        let (small, medium, large) = (try box(.small), try box(.medium), try box(.large))
        #expect(abs(large.width / medium.width - 1.3) < 0.05 && abs(small.width / medium.width - 0.8) < 0.05, "\(small) \(medium) \(large)")
        #expect(abs(large.stroke - medium.stroke) < 0.02 && abs(small.stroke - medium.stroke) < 0.02)
    }

    /// At UIKit's placeholder size, 48 pt, the ink boxes of real iOS 17–18 renders: `magnifyingglass`
    /// 46 × 46.3 pt, `wifi.slash` 54 × 45 pt; the stand-ins' within 10%.
    @Test func placeholderSymbolsHaveTheRealRendersInkBox() throws {
        for (name, width, height) in [("magnifyingglass", 46.0, 46.3), ("wifi.slash", 54.0, 45.0)] {
            let svg = SystemSymbol(name).svg(size: .points(48), place: "p").html
            let w = try number(after: " width=\"", in: svg)
            let h = try number(after: " height=\"", in: svg)
            #expect(abs(w / width - 1) < 0.1 && abs(h / height - 1) < 0.1, "\(name): \(w) × \(h), real \(width) × \(height)")
        }
    }

    /// A composed symbol cuts its parts with masks whose ids the place keeps unique in the page.
    @Test func composedSymbolsHaveUniqueMasks() {
        let one = SystemSymbol("cart.badge.plus").svg(place: "row-1").html
        let two = SystemSymbol("cart.badge.plus").svg(place: "row-2").html
        #expect(one.contains(#"id="lp-sf-row-1-0""#) && two.contains(#"id="lp-sf-row-2-0""#) && one.contains("url(#lp-sf-row-1-0)"))
    }
}

extension Node {
    /// The node as HTML text.
    var html: String { String(decoding: render(), as: UTF8.self) }
}

/// The number written right after the first `marker` in `text`.
func number(after marker: String, in text: String) throws -> Double {
    let start = try #require(text.range(of: marker)).upperBound
    let digits = text[start...].prefix { $0.isNumber || $0 == "." || $0 == "-" }
    return try #require(Double(digits))
}
