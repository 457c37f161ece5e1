import Foundation
import PNG
import Screens
import Variants
import TestSupport
import Testing

/// iOS 26's design, measured in points at @3x in Chromium on iPhone 17 (402 × 874, the safe area's
/// inset 62) against IOS26-METRICS's figures: UIKit 26.1's constants (rows 52 at Large, corners of 26,
/// headers as typed in EmphasizedBody) and real iOS 26 renders (Home Assistant's and
/// AccessibilitySnapshot's references, LNPopupController's screenshots: the 54-pt bar with its
/// 44-pt glass buttons 16 from the edges, 16-pt cards, separators a point thick inset at both ends,
/// the 63 × 28 switch, the 62-pt floating tab bar 21 from the edges). Geometry within half a point,
/// text within one (the face differs from SF Pro).
@Suite(.serialized) struct IOS26LookBrowserTests {
    static let fixtures = #"""
        {"screens": [
          {"id": "plain", "title": "Title", "style": "plain",
           "sections": [{"rows": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]}]},
          {"id": "grouped", "title": "Title 1", "style": "insetGrouped",
           "navigationItems": {"left": [{"symbol": "back", "title": "First"}], "right": ["Reset"]},
           "sections": [
            {"header": "Hx", "rows": ["Abc", "aaaa", {"title": "bbbb", "accessory": "switch"}], "footer": "A footer"},
            {"header": "xo", "rows": ["Abc", "aaaa"]}]},
          {"id": "tabs", "title": "Tabs", "style": "insetGrouped",
           "tabBar": {"items": [{"title": "One", "icon": "photo"}, {"title": "Two", "icon": "heart"}]},
           "sections": [{"rows": ["Abc"]}]},
          {"id": "searchtab", "title": "Tabs", "style": "insetGrouped",
           "tabBar": {"items": [{"title": "One", "icon": "photo"}, {"title": "Search", "icon": "search", "role": "search"}]},
           "sections": [{"rows": ["Abc"]}]}
        ]}
        """#

    /// The shots, photographed once for every test: each screen's data on iPhone 17, light, in
    /// iOS 26's design (the default) and with Reduce Transparency.
    static let shots: Result<String, any Error> = Result {
        try snapshot(extra: [])
    }

    static func snapshot(extra: [String]) throws -> String {
        let folder = try temporaryDirectory("ios26-look")
        try Data(fixtures.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        let run = try Program.run(["snapshot", "--fixtures", folder + "/screens.json", "--out", folder + "/shots", "--states", "data",
                                   "--devices", "iphone-17", "--themes", "light", "--scale", "3", "--quiet"] + extra)
        guard run.status == 0 else { throw UIKitGeometryBrowserTests.ShotFailure(description: run.stderr) }
        return folder + "/shots"
    }

    /// A shot of `screen` from `folder`: the one PNG whose name starts with the screen, its data
    /// state and the device, and holds `variant` (`light`, or `webkit`…).
    static func shot(_ screen: String, _ variant: String = "light", folder: String? = nil) throws -> UIKitGeometryBrowserTests.Shot {
        let folder = try folder ?? shots.get()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.hasPrefix("\(screen)--data--iphone-17--") && $0.hasSuffix("@3x.png") && $0.contains(variant)
        }
        let name = try #require(names.count == 1 ? names.first : nil, "one shot of \(screen) \(variant) in \(names)")
        return try UIKitGeometryBrowserTests.Shot(path: folder + "/" + name)
    }

    static let groupedBackground = [242, 242, 247], separator = [232, 232, 232], switchOff = [197, 197, 199]
    /// The safe area's top inset on iPhone 17, and the bar's bottom 54 under it.
    static let inset = 62.0, barBottom = 62.0 + 54

    private func near(_ value: Double?, _ expected: Double, within: Double = 0.5) -> Bool {
        value.map { abs($0 - expected) <= within } ?? false
    }

    /// The cards down column 200 under the bar, as (top, bottom) in points: what lies between two
    /// runs of the grouped background.
    private func cards(_ shot: UIKitGeometryBrowserTests.Shot) -> [(top: Double, bottom: Double)] {
        let gaps = shot.runs(x: 200, of: Self.groupedBackground, from: Self.barBottom)
        // (The home indicator, at the bottom of column 200, is no card.)
        return zip(gaps, gaps.dropFirst()).map { ($0.top + Double($0.pixels) / 3, $1.top) }.filter { $0.bottom - $0.top > 40 }
    }

    /// Glass over the grouped background is lighter than it: the extent, in points, of the pixels
    /// lighter than the background by more than 3 along row `y` (or down column `x`).
    private func glass(_ shot: UIKitGeometryBrowserTests.Shot, y: Double, from x0: Double, to x1: Double) -> (start: Double, end: Double)? {
        let xs = stride(from: x0, to: x1, by: 1.0 / 3).filter { x in
            let p = shot.rgb(x, y)
            return p[0] > 245 && p[1] > 245
        }
        return xs.first.flatMap { first in xs.last.map { (first, $0 + 1.0 / 3) } }
    }

    private func glass(_ shot: UIKitGeometryBrowserTests.Shot, x: Double, from y0: Double, to y1: Double) -> (start: Double, end: Double)? {
        let ys = stride(from: y0, to: y1, by: 1.0 / 3).filter { y in
            let p = shot.rgb(x, y)
            return p[0] > 245 && p[1] > 245
        }
        return ys.first.flatMap { first in ys.last.map { (first, $0 + 1.0 / 3) } }
    }

    /// A plain list's rows: 52 at Large and a separator a point (3 device pixels) thick under each,
    /// every 53 as UIKit's plain table (ios26-refs 09), the first under the 54-pt bar; the separator
    /// inset 20 at both ends (iOS 18's ran to the trailing edge).
    @Test func plainRowsAreFiftyTwoWithSeparatorsInsetAtBothEnds() throws {
        let shot = try Self.shot("plain")
        let lines = shot.runs(x: 200, of: Self.separator, from: Self.barBottom)
        #expect(lines.count >= 9, "\(lines)")
        #expect(near(lines.first?.top, Self.barBottom + 52), "the first separator under the first row's 52: \(String(describing: lines.first))")
        for (above, below) in zip(lines, lines.dropFirst()) { #expect(near(below.top - above.top, 53), "rows 52 + 1 apart: \(lines)") }
        #expect(lines.dropLast().allSatisfy { $0.pixels == 3 }, "a separator is a point thick: \(lines)")
        let y = try #require(lines.first).top + 0.5
        #expect(near(shot.firstX(y: y, of: Self.separator), 20), "it starts on the 20-pt margin")
        #expect(near(shot.firstX(y: y, of: [255, 255, 255], from: 200), 382), "and ends 20 from the trailing edge")
    }

    /// An inset-grouped card 16 from the edges with corners of 26, its content 16 in, its separators
    /// inset 16 from both of its edges; the first card 40.33 under the bar with its header.
    @Test func insetGroupedCardsAreSixteenInWithCornersOfTwentySix() throws {
        let shot = try Self.shot("grouped")
        let cards = cards(shot)
        let card = try #require(cards.first)
        #expect(near(card.top, Self.barBottom + 40.33), "the first card at \(card.top)")
        #expect(near(card.bottom - card.top, 52 * 3 + 2), "three rows of 52 and two separators: \(cards)")
        let middle = card.top + 26
        let (leading, trailing) = (shot.firstX(y: middle, of: [255, 255, 255]), shot.firstX(y: middle, of: Self.groupedBackground, from: 100))
        #expect(near(leading, 16), "the card 16 from the leading edge")
        #expect(near(trailing, 386), "and from the trailing one")
        // A corner of 26: 7.62 under the card's top, the arc is 7.62 in from its side (26 × (1 − cos 45°));
        // iOS 18's 10 would be all but square there.
        #expect(near(shot.firstX(y: card.top + 7.62, of: [255, 255, 255]), 16 + 7.62, within: 0.67), "a corner of 26")
        let separator = try #require(shot.runs(x: 200, of: Self.separator, from: card.top).first)
        #expect(near(separator.top, card.top + 52) && separator.pixels == 3, "\(separator)")
        #expect(near(shot.firstX(y: separator.top + 0.5, of: Self.separator), 32), "the separator starts 16 into the card")
        #expect(near(shot.firstX(y: separator.top + 0.5, of: [255, 255, 255], from: 200), 370), "and ends 16 before its end")
        let text = shot.ink(20, card.top, 100, card.top + 52)
        #expect(near(text?.x, 32 + 1.3, within: 1), "the row's text 16 into the card: \(String(describing: text))")
    }

    /// Headers as typed (no uppercasing), in Body's size, semibold: a capital 12 tall at Large, a
    /// lowercase word as tall as its x-height; the baseline 14 above the card, the text 16 into it.
    @Test func headersAreTitleCaseSeventeenPointSemibold() throws {
        let shot = try Self.shot("grouped")
        let cards = cards(shot)
        #expect(cards.count == 2, "\(cards)")
        let first = try #require(cards.first), second = try #require(cards.last)
        let capitalBox = shot.ink(20, Self.barBottom, 60, first.top, on: Self.groupedBackground)
        let capital = try #require(capitalBox)
        #expect(near(capital.bottom, first.top - 14, within: 1), "the baseline 14 above the card: \(capital)")
        #expect(near(capital.bottom - capital.y, 12, within: 1), "Body's cap height at Large, not Footnote's 9: \(capital)")
        #expect(near(capital.y, Self.barBottom + 14.33, within: 1), "the first header's cap 14.3 under the bar")
        #expect(near(capital.x, 32 + 1.2, within: 1), "the header 16 into the card")
        let lowercaseBox = shot.ink(20, second.top - 30, 80, second.top, on: Self.groupedBackground)
        let lowercase = try #require(lowercaseBox)
        #expect(lowercase.bottom - lowercase.y < 10, "“xo” stays lowercase: \(lowercase)")
        #expect(near(lowercase.bottom, second.top - 14, within: 1))
    }

    /// The switch: 63 × 28 (iOS 18's was 51 × 31), centred in its 52-pt row, 16 from the card's end.
    @Test func theSwitchIsSixtyThreeByTwentyEight() throws {
        let shot = try Self.shot("grouped")
        let card = try #require(cards(shot).first)
        let rowCentre = card.top + 2 * 53 + 26
        // The off track against the white cell; the white thumb inside it.
        let trackBox = shot.ink(250, rowCentre - 20, 395, rowCentre + 20)
        let track = try #require(trackBox)
        #expect(near(track.right - track.x, 63, within: 0.67) && near(track.bottom - track.y, 28, within: 0.67), "63 × 28: \(track)")
        #expect(near(track.right, 370), "16 from the card's end: \(track)")
        #expect(near((track.y + track.bottom) / 2, rowCentre), "centred in the row: \(track)")
        #expect(zip(shot.rgb(track.x + 52, rowCentre), Self.switchOff).allSatisfy { abs($0 - $1) <= 2 },
                "the off track is iOS 26's (197, 197, 199): \(shot.rgb(track.x + 52, rowCentre))")
    }

    /// The 54-pt bar from the safe area's inset: a 44-pt glass circle for the back button (the
    /// chevron alone, without the previous title) 16 from the leading edge, a glass capsule for the
    /// text button 16 from the trailing edge, both centred 22 under the inset; no hairline.
    @Test func theBarsGlassButtonsAreFortyFourAndSixteenFromTheEdges() throws {
        let shot = try Self.shot("grouped")
        let row = Self.inset + 22
        let backBox = glass(shot, y: row, from: 0, to: 150)
        let back = try #require(backBox)
        #expect(near(back.start, 16) && near(back.end, 60), "the back button's circle: \(back)")
        let columnBox = glass(shot, x: 38, from: 40, to: 130)
        let column = try #require(columnBox)
        #expect(near(column.start, Self.inset) && near(column.end, Self.inset + 44), "44 tall from the inset: \(column)")
        let chevronBox = shot.ink(16, Self.inset, 60, Self.inset + 44, on: [248, 248, 251])
        let chevron = try #require(chevronBox)
        #expect(near((chevron.x + chevron.right) / 2, 38, within: 1) && near((chevron.y + chevron.bottom) / 2, row, within: 1), "the chevron centred: \(chevron)")
        let besideChevron = shot.ink(62, Self.inset, 130, Self.inset + 44, on: Self.groupedBackground)
        #expect(besideChevron == nil, "no title beside the chevron")
        let resetBox = glass(shot, y: row, from: 250, to: 402)
        let reset = try #require(resetBox)
        #expect(near(reset.end, 386), "the text button's capsule 16 from the trailing edge: \(reset)")
        let wordBox = shot.ink(reset.start + 4, Self.inset + 8, reset.end - 4, Self.inset + 36, on: [248, 248, 251])
        let word = try #require(wordBox)
        #expect(near(word.x - reset.start, 17.5, within: 1.5) && near(reset.end - word.right, 17.5, within: 1.5), "17.5 a side: \(word), \(reset)")
        // The bar's bottom, 54 under the inset, has no line: the background runs on to the header.
        for y in stride(from: Self.barBottom - 1, to: Self.barBottom + 1, by: 1.0 / 3) {
            #expect(zip(shot.rgb(200, y), Self.groupedBackground).allSatisfy { abs($0 - $1) <= 2 }, "no hairline at \(y)")
        }
    }

    /// The floating tab bar: a glass capsule 62 tall, 21 from the sides and from the screen's bottom.
    @Test func theTabBarFloatsSixtyTwoTallTwentyOneFromTheEdges() throws {
        let shot = try Self.shot("tabs")
        let acrossBox = glass(shot, y: 874 - 21 - 31, from: 0, to: 402)
        let across = try #require(acrossBox)
        #expect(near(across.start, 21) && near(across.end, 381), "x: \(across)")
        let downBox = glass(shot, x: 231, from: 700, to: 874)
        let down = try #require(downBox)
        #expect(near(down.start, 874 - 21 - 62) && near(down.end, 874 - 21), "y: \(down)")
        // The selected tab's pill, 54 tall and 4 in, darker than the glass.
        let pill = shot.rgb(30 + 4, 822), glassColour = shot.rgb(231, 822)
        #expect(pill[0] < glassColour[0] - 6, "the pill \(pill) on the glass \(glassColour)")
    }

    /// A search tab (`"role": "search"`) stands apart at the trailing end: a glass circle as tall
    /// as the capsule, which ends 8 before it.
    @Test func theSearchTabIsACircleApart() throws {
        let shot = try Self.shot("searchtab")
        let middle = 874 - 21 - 31.0
        let circle = try #require(glass(shot, y: middle, from: 315, to: 402))
        #expect(near(circle.end, 381) && near(circle.start, 381 - 62), "the circle: \(circle)")
        let capsule = try #require(glass(shot, y: middle, from: 0, to: 316))
        #expect(near(capsule.start, 21) && near(capsule.end, 381 - 62 - 8), "the capsule: \(capsule)")
    }

    /// Reduce Transparency draws the glass solid (#fbfbfd), blurring nothing; without it the glass
    /// is a lighter shade of what is under it.
    @Test func reduceTransparencyDrawsTheGlassSolid() throws {
        let folder = try Self.snapshot(extra: ["--screens", "tabs", "--transparency", "reduced"])
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let solid = try Self.shot("tabs", "light", folder: folder).rgb(231, 822)
        #expect(solid == [251, 251, 253], "\(solid)")
        let glass = try Self.shot("tabs").rgb(231, 822)
        #expect(glass != solid && glass[0] > 242, "\(glass)")
    }
}

/// A failed expectation names a shot by its size, not its every pixel.
extension UIKitGeometryBrowserTests.Shot: CustomTestStringConvertible {
    var testDescription: String { "a \(image.width) × \(image.height) shot" }
}
