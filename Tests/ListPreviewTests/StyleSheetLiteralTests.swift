import Foundation
import Screens
import TestSupport
import Testing
import Variants

/// The style sheets write no number that a Swift table holds: the devices' sizes, safe areas and
/// status bars, UIKit's bars and the demo's buttons are written once, in `Device`, `BarMetrics` and
/// `DemoButtonMetrics` (and each design's in `ListMetrics`), and reach `Public/*.css` only as the
/// custom properties `StyleSheetPrelude` puts before it. A literal copy would drift from its table.
@Suite struct StyleSheetLiteralTests {
    /// One declaration of a style sheet: where, in which rule, and what.
    struct Declaration {
        var file: String
        var line: Int
        var selectors: [String]
        var property: String
        var value: String

        /// `Public/style.css:162: body { --safe-top: 59px }`.
        var place: String { "\(file):\(line): \(selectors.joined(separator: ", ")) { \(property): \(value) }" }
    }

    /// Every declaration of `css`, with its rule's selectors and its line (comments skipped; an
    /// at-rule's own block, `@media (…)`, is not a rule's selector list).
    static func declarations(_ css: String, file: String) -> [Declaration] {
        var declarations: [Declaration] = []
        var rules: [[String]] = []
        var chunk = "", chunkLine = 1, line = 1
        var characters = Array(css)[...]
        while let character = characters.popFirst() {
            if character == "/", characters.first == "*" {
                characters.removeFirst()
                while let next = characters.popFirst() {
                    if next == "\n" { line += 1 }
                    if next == "*", characters.first == "/" { characters.removeFirst(); break }
                }
                continue
            }
            if chunk.allSatisfy(\.isWhitespace) { chunkLine = line }
            switch character {
            case "{":
                let prelude = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
                rules.append(prelude.hasPrefix("@") ? [] : splitTopLevel(prelude, on: ","))
                chunk = ""
            case "}", ";":
                let text = chunk.trimmingCharacters(in: .whitespacesAndNewlines)
                if let colon = text.firstIndex(of: ":"), let selectors = rules.last, !selectors.isEmpty {
                    declarations.append(Declaration(file: file, line: chunkLine, selectors: selectors,
                                                    property: text[..<colon].trimmingCharacters(in: .whitespaces),
                                                    value: text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)))
                }
                chunk = ""
                if character == "}" { _ = rules.popLast() }
            default:
                if character == "\n" { line += 1 }
                chunk.append(character)
            }
        }
        return declarations
    }

    /// `text` split at `separator` outside brackets and parentheses, each part trimmed.
    static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current.trimmingCharacters(in: .whitespacesAndNewlines)].filter { !$0.isEmpty }
    }

    /// The CSS px lengths in a declaration's value, as `ListMetrics.css` writes numbers (`56.333`).
    static func lengths(in value: String) -> [String] {
        let characters = Array(value)
        var lengths: [String] = []
        var index = 0
        while index < characters.count {
            // A number starts after anything but a letter, a digit, a point or a hyphen (`--m-12`).
            let before = index == 0 ? " " : characters[index - 1]
            guard characters[index].isASCII, characters[index].isNumber, !(before.isLetter || before.isNumber || before == "." || before == "-") else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
            if String(characters[end..<min(end + 2, characters.count)]) == "px", let number = Double(String(characters[index..<end])) {
                lengths.append(ListMetrics.css(number))
            }
            index = end
        }
        return lengths
    }

    /// Whether `selector`'s subject (its last compound) is `subject`, perhaps narrowed by attributes
    /// or pseudo-classes (`body[data-device="ipad"]` is `body`'s; `.lp-searchbar--bottom` is not `.lp-searchbar`'s).
    static func isSubject(_ selector: String, _ subject: String) -> Bool {
        let compounds = splitTopLevel(selector, on: " ").filter { ![">", "+", "~"].contains($0) }
        let wanted = subject.split(separator: " ").map(String.init)
        guard compounds.count >= wanted.count else { return false }
        for (compound, want) in zip(compounds.suffix(wanted.count), wanted) {
            guard compound.hasPrefix(want) else { return false }
            let rest = compound.dropFirst(want.count)
            guard rest.isEmpty || rest.hasPrefix(":") || rest.hasPrefix("[") else { return false }
        }
        return true
    }

    /// The numbers of a table, as the style sheet would write them.
    static func lengths(_ values: [Double]) -> Set<String> {
        Set(values.filter { $0 != 0 }.map(ListMetrics.css))
    }

    static let fixedDevices = Device.allCases.filter { $0.size != nil }
    /// Every fixed device's width and height: numbers no other geometry of the sheet shares.
    static let deviceSizes = lengths(fixedDevices.flatMap { [Double($0.frameSize.width), Double($0.frameSize.height)] })
    /// The devices' safe areas, status bars, corners, status text and islands, in both orientations.
    static let deviceGeometry: Set<String> = {
        var values: [Double] = []
        for device in Device.allCases {
            for held in Orientation.allCases {
                values += [Double(device.safeTop(held)), Double(device.safeBottom(held)), Double(device.safeInline(held))]
                values.append(device.statusBarHeight(held))
            }
            values += [Double(device.cornerRadius), Double(device.statusBarFontSize)]
            if let islandTop = device.islandTop { values.append(Double(islandTop)) }
        }
        return deviceSizes.union(lengths(values))
    }()
    static let bars = BarMetrics.uiKit
    static let barLengths = lengths([bars.tabBarHeight, bars.compactTabBarHeight, bars.searchFieldHeight, bars.searchBarPadding, bars.searchBarHeight])
    static let buttons = DemoButtonMetrics.seed
    static let buttonLengths = lengths([buttons.barHeight, buttons.buttonHeight, buttons.inset, buttons.spacing, buttons.fontSize])

    /// The elements whose geometry a table holds, and that table's numbers, which their rules may
    /// not write: the body (where the devices' and bars' properties are set), the island's status
    /// bar, the demo's buttons and their strip, the search bar and its field.
    static let subjects: [(subject: String, table: String, lengths: Set<String>)] = [
        ("body", "Device, BarMetrics or DemoButtonMetrics", deviceGeometry.union(barLengths).union(buttonLengths)),
        (".lp-statusbar[data-layout=\"island\"]", "Device.islandTop", lengths(Device.allCases.compactMap(\.islandTop).map(Double.init))),
        (".lp-toolbar", "DemoButtonMetrics", buttonLengths),
        (".lp-button", "DemoButtonMetrics", buttonLengths),
        ("a.lp-button", "DemoButtonMetrics", buttonLengths),
        (".lp-searchbar", "BarMetrics", barLengths),
        (".lp-search-field", "BarMetrics", barLengths),
        (".lp-searchbar input", "BarMetrics", barLengths),
    ]

    /// What `css` (a file of `Public/`) writes that a Swift table holds, a line each.
    static func problems(_ css: String, file: String) -> [String] {
        let owned = Set(declarations(StyleSheetPrelude.text, file: "prelude").map(\.property))
        var problems: [String] = []
        for declaration in declarations(css, file: file) {
            let lengths = lengths(in: declaration.value)
            if owned.contains(declaration.property), !lengths.isEmpty {
                problems.append("\(declaration.place): \(declaration.property) is a table's (StyleSheetPrelude); write none of it here")
                continue
            }
            if let size = lengths.first(where: deviceSizes.contains) {
                problems.append("\(declaration.place): \(size)px is a device's size (Device.size); read --device-width or --device-height")
                continue
            }
            for (subject, table, held) in subjects where declaration.selectors.contains(where: { isSubject($0, subject) }) {
                if let length = lengths.first(where: held.contains) {
                    problems.append("\(declaration.place): \(length)px is \(table)'s; read its custom property")
                    break
                }
            }
        }
        return problems
    }

    @Test func noStyleSheetWritesANumberATableHolds() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.publicDirectory).filter { $0.hasSuffix(".css") }.sorted()
        #expect(files == ["style-ios26.css", "style.css"])
        for file in files {
            let css = try String(contentsOfFile: Repository.publicDirectory + "/" + file, encoding: .utf8)
            let problems = Self.problems(css, file: "Public/" + file)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    /// The test sees what it guards against, each copy named with its line: literals as style.css
    /// wrote them before the tables were its source, and what it must let be (a number of another
    /// element, a media query's).
    @Test func itFindsEachKindOfCopy() {
        let css = """
            body {
              --safe-top: 59px;
              --toolbar-height: 50px;
            }
            body[data-orientation="landscape"][data-device="iphone-15"] { --device-width: 852px; }
            .lp-statusbar[data-layout="island"] { padding: var(--island-top, 11px) 0 0; }
            .lp-toolbar { gap: 20px; padding: 10px calc(var(--safe-inline) + 10px); }
            a.lp-button:focus-visible { outline: 3px solid var(--accent); }
            @media (min-width: 441px) { .lp-device { zoom: 1; } }
            .lp-searchbar { padding: 8px 0; }
            :root[data-os="26"] .lp-device:has(.lp-keyboard) .lp-searchbar--bottom { margin: 8px 0; }
            .lp-panel { width: 393px; }
            """
        let problems = Self.problems(css, file: "x.css")
        #expect(problems.map { $0.prefix(while: { $0 != " " }) } == ["x.css:2:", "x.css:3:", "x.css:5:", "x.css:6:", "x.css:7:", "x.css:7:", "x.css:10:", "x.css:12:"],
                "\(problems.joined(separator: "\n"))")
    }
}
