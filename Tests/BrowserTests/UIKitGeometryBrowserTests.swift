import Foundation
import PNG
import Screens
import TestSupport
import Testing

/// ListPreview's drawing against real UIKit renders, in points, at @3x in Chromium: the figures
/// below were measured from reference images that public snapshot suites recorded on iOS 17.5–18.5
/// simulators (named per figure: swift-snapshot-testing's `testTableViewController.1.png` on a
/// 375-pt iPhone; AccessibilitySnapshot's `testTableHitTarget_18_5_402x874@3x.png` and
/// `testNavBarBackButtonTraitsWithTitles_18_5_402x874@3x.png` on iPhone 16 Pro; Home Assistant's
/// `ListPickerTests/testLitPickerContentUI.{light,dark}.png`, a SwiftUI inset-grouped list at 390 pt,
/// iOS 18.2). Geometry within half a point, text within one (the face differs from SF Pro).
@Suite(.serialized) struct UIKitGeometryBrowserTests {
    static let fixtures = #"""
        {"screens": [
          {"id": "plain", "title": "", "style": "plain",
           "sections": [{"rows": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]}]},
          {"id": "grouped", "title": "Title 1", "style": "insetGrouped", "sections": [
            {"header": "Section 1", "rows": ["Abc", {"title": "aaaa", "accessory": "checkmark"}, "bbbb", "ccccc"]},
            {"header": "Section 2", "rows": ["Abc", "aaaa", "bbbb", "ccccc"]}]},
          {"id": "spacing", "title": "Settings", "style": "insetGrouped", "sections": [
            {"rows": ["Abc", "aaaa"]}, {"rows": ["bbbb"], "footer": "A footer"}, {"header": "Next", "rows": ["ccccc"]}]},
          {"id": "back", "title": "Second", "navigationItems": {"left": [{"symbol": "back", "title": "First"}]},
           "style": "plain", "sections": [{"rows": ["Hello World"]}]},
          {"id": "switches", "title": "", "style": "plain", "sections": [{"rows": [
            {"title": "Hello World", "accessory": "switch"}, {"title": "Hello World", "accessory": "switch"}]}]}
        ]}
        """#

    /// The shots, photographed once for every test: each screen's data on iPhone SE (375 wide, a
    /// 20-pt status bar) and iPhone 16 Pro (402 wide, the bar hanging from 56.33), light and dark.
    static let shots: Result<String, any Error> = Result {
        let folder = try temporaryDirectory("uikit-geometry")
        try Data(fixtures.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        let run = try Program.run(["snapshot", "--fixtures", folder + "/screens.json", "--out", folder + "/shots", "--states", "data", "--os", "18",
                                   "--devices", "iphone-se,iphone-16-pro", "--themes", "light,dark", "--scale", "3", "--quiet"])
        guard run.status == 0 else { throw ShotFailure(description: run.stderr) }
        return folder + "/shots"
    }

    struct ShotFailure: Error, CustomStringConvertible { let description: String }

    /// One shot, measured in points.
    struct Shot {
        let image: PNGImage
        /// `variant`: the theme, or the rest of the name before `@3x` (`light--en--webkit`), iOS 18's design
        /// (`--os 18`: these figures are iOS 18's).
        init(_ screen: String, _ device: String, _ variant: String = "light", folder: String? = nil) throws {
            let folder = try folder ?? UIKitGeometryBrowserTests.shots.get()
            let rest = (variant.contains("--") ? variant : variant + "--en").replacingOccurrences(of: "--en", with: "--en--ios18")
            image = try PNGImage(decoding: Array(Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(screen)--data--\(device)--\(rest)@3x.png"))))
        }
        /// The shot at `path`.
        init(path: String) throws {
            image = try PNGImage(decoding: Array(Data(contentsOf: URL(fileURLWithPath: path))))
        }
        /// The colour at (x, y) points.
        func rgb(_ x: Double, _ y: Double) -> [Int] {
            let pixel = image.pixel(x: Int(x * 3), y: Int(y * 3))
            return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
        }
        /// Down column `x` from `y`: the tops (in points) of every run of pixels of `colour` (each
        /// channel within 2), with the run's length in device pixels.
        func runs(x: Double, of colour: [Int], from y: Double = 0, to end: Double? = nil) -> [(top: Double, pixels: Int)] {
            var found: [(Double, Int)] = []
            var start: Int?
            let last = end.map { Int($0 * 3) } ?? image.height
            for row in Int(y * 3)..<last {
                let pixel = image.pixel(x: Int(x * 3), y: row)
                let match = zip([pixel.red, pixel.green, pixel.blue].map(Int.init), colour).allSatisfy { abs($0 - $1) <= 2 }
                if match, start == nil { start = row }
                if !match, let begun = start { found.append((Double(begun) / 3, row - begun)); start = nil }
            }
            if let begun = start { found.append((Double(begun) / 3, last - begun)) }
            return found
        }
        /// Along row `y`: the first x (in points) from `x` of a pixel of `colour`.
        func firstX(y: Double, of colour: [Int], from x: Double = 0) -> Double? {
            (Int(x * 3)..<image.width).first { column in
                let pixel = image.pixel(x: column, y: Int(y * 3))
                return zip([pixel.red, pixel.green, pixel.blue].map(Int.init), colour).allSatisfy { abs($0 - $1) <= 2 }
            }.map { Double($0) / 3 }
        }
        /// The box (in points) of the pixels in a region that differ from `background` (by more than
        /// `limit` over the three channels): a text's or a symbol's ink.
        func ink(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, on background: [Int] = [255, 255, 255],
                 limit: Int = 150) -> (x: Double, y: Double, right: Double, bottom: Double)? {
            var box: (Int, Int, Int, Int)?
            for row in Int(y0 * 3)..<Int(y1 * 3) {
                for column in Int(x0 * 3)..<Int(x1 * 3) {
                    let p = image.pixel(x: column, y: row)
                    let distance = zip([p.red, p.green, p.blue].map(Int.init), background).reduce(0) { $0 + abs($1.0 - $1.1) }
                    guard distance > limit else { continue }
                    box = box.map { (min($0.0, column), min($0.1, row), max($0.2, column), max($0.3, row)) } ?? (column, row, column, row)
                }
            }
            return box.map { (Double($0.0) / 3, Double($0.1) / 3, Double($0.2 + 1) / 3, Double($0.3 + 1) / 3) }
        }
    }

    static let separator = [198, 198, 200], groupedBackground = [242, 242, 247], white = [255, 255, 255]

    private func near(_ value: Double?, _ expected: Double, within: Double = 0.5) -> Bool {
        value.map { abs($0 - expected) <= within } ?? false
    }

    /// swift-snapshot-testing's plain table at 375 wide: separators start 20 from the edge (the
    /// layout margin; it was 16), every 44 pt, on the row's last device pixel, one pixel thick.
    @Test func aPlainListsSeparatorsSitOnTheTwentyPointMargin() throws {
        let shot = try Shot("plain", "iphone-se")
        // The rows start under the 20-pt status bar and the 44-pt bar.
        let lines = shot.runs(x: 200, of: Self.separator, from: 64)
        #expect(lines.count >= 9, "\(lines)")
        #expect(near(lines.first?.top, 64 + 43.67), "the first separator at \(String(describing: lines.first)): the reference's is at 43.67 of a 44-pt row")
        for (above, below) in zip(lines, lines.dropFirst()) { #expect(near(below.top - above.top, 44), "rows 44 apart: \(lines)") }
        #expect(lines.allSatisfy { $0.pixels == 1 }, "a hairline is one device pixel: \(lines)")
        #expect(near(shot.firstX(y: lines[0].top, of: Self.separator), 20), "the separator starts on the 20-pt margin")
        // The text starts on the margin too (its ink, a digit's side bearing after it).
        let zero = shot.ink(0, 64, 100, 107)
        #expect(near(zero?.x, 20 + 1.3, within: 1), "the text's ink at \(String(describing: zero))")
    }

    /// Home Assistant's inset-grouped list: the card 20 in from each edge, its content and
    /// separators 20 inside it, rounded 10, 44-pt rows, the first card 37 under the bar with its
    /// header (the render's bar at 54, where its title puts it), 55 from card to card with a header between,
    /// the header's baseline 9 above its card; the colours of both appearances.
    @Test(arguments: ["light", "dark"])
    func anInsetGroupedListMatchesUIKits(theme: String) throws {
        let shot = try Shot("grouped", "iphone-16-pro", theme)
        let (background, cell, separator) = theme == "light" ? (Self.groupedBackground, Self.white, Self.separator) : ([0, 0, 0], [28, 28, 30], [62, 62, 65])
        let cards = shot.runs(x: 300, of: cell, from: 100.33).filter { $0.pixels > 30 }
        // Card 1: four rows between separators, so the runs of cell colour are 44, 44, 44, 44 less the lines.
        let lines = shot.runs(x: 300, of: separator, from: 100.33)
        #expect(lines.count == 6, "three separators in each card: \(lines)")
        #expect(lines.allSatisfy { $0.pixels == 1 }, "hairlines: \(lines)")
        guard let firstTop = cards.first?.top, cards.count == 8 else { Issue.record("cards: \(cards)"); return }
        let secondTop = cards[4].top
        #expect(near(lines[0].top - firstTop, 43.67), "the first separator at \(lines[0].top - firstTop) of the row")
        // The first card 37 under the bar (iPhone 16 Pro's bar: 56.33 + 44) with its header.
        #expect(near(firstTop - 100.33, 37), "the first card \(firstTop - 100.33) under the bar")
        #expect(near(secondTop - (lines[2].top + 44.33), 55), "card to card: \(secondTop - (lines[2].top + 44.33))")
        #expect(shot.rgb(10, firstTop + 20) == background, "the grouped background beside the card")
        #expect(near(shot.firstX(y: firstTop + 20, of: cell), 20), "the card starts 20 from the edge")
        #expect(near(402 - (shot.firstX(y: firstTop + 20, of: background, from: 200) ?? 0), 20), "and ends 20 from the other")
        #expect(near(shot.firstX(y: lines[0].top, of: separator), 40), "separators 20 inside the card")
        // Rounded 10: a point in from the corner is still background, 10 along the edge is the cell.
        #expect(shot.rgb(20.4, firstTop + 0.4) != cell && shot.rgb(31, firstTop + 0.4) == cell, "the corner radius")
        // The header: its baseline 9 above the card (text: within 1).
        let header = shot.ink(20, firstTop - 30, 200, firstTop - 1, on: background)
        #expect(near(header.map { firstTop - $0.bottom }, 9, within: 1), "header baseline \(String(describing: header)) against the card at \(firstTop)")
        #expect(near(header?.x, 40.67, within: 1), "the header on the content's margin")
        // The second section's header alike: "SECTION 2", in capitals (cap height of 13-pt text,
        // about 9 pt, not a title's) and in the header's grey (#85858B light, #8D8D93 dark, at its darkest).
        let second = shot.ink(20, secondTop - 30, 200, secondTop - 1, on: background)
        #expect(near(second.map { secondTop - $0.bottom }, 9, within: 1) && near(second.map { $0.bottom - $0.y }, 9.3, within: 1),
                "the second header \(String(describing: second)) against its card at \(secondTop)")
        let grey = theme == "light" ? [133, 133, 139] : [141, 141, 147]
        #expect(shot.runs(x: (second?.x ?? 40) + 1, of: grey, from: secondTop - 20, to: secondTop).isEmpty == false
                || (Int((second?.x ?? 40) * 3)..<Int((second?.right ?? 100) * 3)).contains { column in
                    let p = shot.image.pixel(x: column, y: Int(((second?.bottom ?? secondTop) - 1) * 3))
                    return zip([p.red, p.green, p.blue].map(Int.init), grey).allSatisfy { abs($0 - $1) <= 3 }
                }, "the header is in secondaryLabel's grey")
    }

    /// The bar hangs from iPhone 16 Pro's status bar (56.33, not the 62-pt safe area): the title
    /// "Second" and the back button's chevron and title where AccessibilitySnapshot's render has them.
    @Test func theNavigationBarAndBackButtonMatchUIKits() throws {
        let shot = try Shot("back", "iphone-16-pro")
        let chevron = shot.ink(0, 57, 25, 100)
        #expect(near(chevron?.x, 9.33) && near(chevron?.right, 20.33) && near(chevron?.y, 68.67) && near(chevron?.bottom, 87.67),
                "the chevron's ink: \(String(describing: chevron)), UIKit's 9.33…20.33 × 68.67…87.67")
        let label = shot.ink(25, 57, 100, 100)
        #expect(near(label?.x, 31.67, within: 1), "the back title's ink from \(String(describing: label)), UIKit's 31.67")
        let title = shot.ink(120, 57, 280, 100, limit: 400)
        #expect(near(title?.y, 72, within: 1) && near(title?.bottom, 84.33, within: 1), "the title's cap top and baseline \(String(describing: title)), UIKit's 72 and 84.33")
    }

    /// A switch is 51 × 31, 20 from the trailing edge and centred in its 44-pt row.
    @Test func aSwitchIsCentredOnTheMargin() throws {
        let shot = try Shot("switches", "iphone-16-pro")
        let lines = shot.runs(x: 200, of: Self.separator, from: 100.33)
        guard let first = lines.first else { Issue.record("no separator"); return }
        let rowTop = first.top + 1 / 3 - 44
        // The off track's fill (systemFill over white) along the switch's middle row.
        // Down the middle of its rounded end (15.5 in from the end), the track is its full 31 pt.
        let track = shot.runs(x: 402 - 20 - 15.5, of: [234, 234, 236], from: rowTop, to: rowTop + 44)
        guard let box = track.first else { Issue.record("no switch track"); return }
        let height = Double(box.pixels) / 3
        #expect(height >= 30 && height <= 31, "\(track)")
        let middle = box.top + height / 2
        #expect(near(middle - rowTop, 22), "the switch's middle \(middle - rowTop) into its row")
        let trailing = 402 - ((shot.firstX(y: middle, of: Self.white, from: 402 - 40) ?? 402))
        #expect(near(trailing, 20), "the switch ends \(trailing) from the edge")
    }

    /// Section spacing: a first card without a header 35 under the bar, 35 between cards without a
    /// header, 72 from a card through a one-line footer and a header to the next.
    @Test func sectionsAreSpacedAsUIKitSpacesThem() throws {
        let shot = try Shot("spacing", "iphone-16-pro")
        let cards = shot.runs(x: 300, of: Self.white, from: 100.33).filter { $0.pixels > 30 }
        guard cards.count == 4 else { Issue.record("\(cards)"); return }
        // Card 1 is two rows (two runs), card 2 and card 3 one each.
        let card1Bottom = cards[1].top + Double(cards[1].pixels) / 3
        let card2Bottom = cards[2].top + Double(cards[2].pixels) / 3
        #expect(near(cards[0].top - 100.33, 35), "the first card \(cards[0].top - 100.33) under the bar")
        #expect(near(cards[2].top - card1Bottom, 35), "card to card without a header: \(cards[2].top - card1Bottom)")
        #expect(near(cards[3].top - card2Bottom, 72), "card, footer, header, card: \(cards[3].top - card2Bottom)")
    }

    /// A hairline is one device pixel in every engine: Debian's full Chromium (which widened the
    /// half-pixel borders to a whole CSS pixel, 3 device pixels at @3x), WebKitGTK and Firefox,
    /// each on the same device pixels as the headless shell.
    @Test func hairlinesAreOneDevicePixelInEveryEngine() throws {
        let chromium = "/usr/bin/chromium"
        #expect(FileManager.default.isExecutableFile(atPath: chromium), "make test installs Debian's chromium")
        let folder = try temporaryDirectory("uikit-hairline")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.fixtures.utf8).write(to: URL(fileURLWithPath: folder + "/screens.json"))
        let run = try Program.run(["snapshot", "--fixtures", folder + "/screens.json", "--out", folder + "/shots", "--states", "data", "--os", "18",
                                   "--screens", "grouped", "--devices", "iphone-16-pro", "--scale", "3", "--quiet",
                                   "--browser", "chromium,webkit,firefox", "--chromium", chromium])
        #expect(run.status == 0, "\(run.stderr)")
        let shell = try Shot("grouped", "iphone-16-pro").runs(x: 300, of: Self.separator, from: 100.33)
        for engine in ["chromium", "webkit", "firefox"] {
            let shot = try Shot("grouped", "iphone-16-pro", "light--en--\(engine)", folder: folder + "/shots")
            let lines = shot.runs(x: 300, of: Self.separator, from: 100.33)
            #expect(lines.count == 6 && lines.allSatisfy { $0.pixels == 1 }, "\(engine): \(lines)")
            #expect(lines.map(\.top) == shell.map(\.top), "\(engine): the lines where the headless shell draws them")
        }
    }
}
