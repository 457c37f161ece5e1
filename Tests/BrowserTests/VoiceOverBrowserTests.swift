import Fixtures
import Foundation
import JSON
import Screens
import Strings
import TestSupport
import Testing

/// The VoiceOver view in Chromium, for every example screen (and the demo) in every state it can
/// reach, left to right and right to left (Arabic), and on iPad for a screen with a tab bar (which
/// floats in the navigation bar's row there):
/// - the numbers drawn on the device follow the layout as VoiceOver's default order does — top to
///   bottom, then leading to trailing (so right to left in Arabic) — and the legend lists them;
/// - the page's own HTML says what the legend says: the elements Chromium's accessibility tree of
///   the device offers, in its order and read as ``heard(_:language:)`` reads them, are the
///   legend's, one for one.
/// One page load serves both checks.
@Suite struct VoiceOverBrowserTests {
    @Test func theNumbersFollowTheLayoutAndChromiumsTreeSaysTheLegend() async throws {
        let live = try LiveApp(examples: true)
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        let demo = try LiveApp()
        var pages: [(LiveApp, Screen)] = screens.map { (live, $0) }
        pages.append((demo, .demo))
        try await TestBrowser.with(width: 1280, height: 1000) { browser in
            for (app, screen) in pages {
                let variants = [("en", "iphone-15"), ("ar", "iphone-15")] + (screen.tabBar == nil ? [] : [("en", "ipad")])
                for state in screen.reachableStates {
                    for (lang, device) in variants {
                        let place = "\(screen.id) \(state.rawValue) \(lang) \(device)"
                        try await browser.navigate(to: app.url("\(screen.path)?os=18&state=\(state.rawValue)&lang=\(lang)&device=\(device)&a11y=voiceover&motion=off"))
                        // Right to left where the screen is in Arabic (the demo is not: it falls back to English).
                        let rtl = try await browser.executeScript("return document.getElementById('device').dir").string == "rtl"
                        try await Self.checkNumbers(browser, rtl: rtl, place: place)
                        let legend = try await browser.executeScript(
                            "return [...document.querySelectorAll('#voiceover li .lp-vo-spoken')].map(e => e.textContent)").array?.compactMap(\.string) ?? []
                        let tree = try await browser.accessibilityTree(css: "#device")
                        let heard = Self.heard(tree, language: LanguageTag(lang)!)
                        #expect(heard == legend, "\(place):\n tree:   \(heard)\n legend: \(legend)")
                    }
                }
            }
        }
    }

    /// Each number once, the legend lists every one, and by number each next element is lower down,
    /// or beside it on the same line toward the trailing side.
    private static func checkNumbers(_ browser: TestBrowser, rtl: Bool, place: String) async throws {
        let marks = try await browser.executeScript("""
            return [...document.querySelectorAll('#device [data-vo]')].map(e => {
              const r = e.getBoundingClientRect();
              return [Number(e.dataset.vo), r.top, r.left, r.right, r.height, e.id === 'section-index'];
            })
            """).array ?? []
        let legend = try await browser.count("#voiceover li")
        let numbers = marks.compactMap { $0[0]?.int }
        #expect(!numbers.isEmpty, "\(place): something is marked")
        #expect(numbers.sorted() == Array(1...max(1, numbers.count)), "\(place): each number once: \(numbers)")
        #expect(legend == numbers.count, "\(place): the legend lists every marked element")
        let ordered = marks.sorted { ($0[0]?.double ?? 0) < ($1[0]?.double ?? 0) }
        // The section index, a column beside the rows, is visited after them (as UIKit's table has
        // it): it is left out of the comparison.
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where earlier[5]?.bool != true && later[5]?.bool != true {
            guard let top = earlier[1]?.double, let nextTop = later[1]?.double, let left = earlier[2]?.double,
                  let nextLeft = later[2]?.double, let right = earlier[3]?.double, let nextRight = later[3]?.double,
                  let height = earlier[4]?.double else { continue }
            let sameLine = abs(nextTop - top) < max(4, height / 2)
            let next = Int(later[0]?.double ?? 0)
            if sameLine {
                #expect(rtl ? nextRight < right : nextLeft > left, "\(place): \(next) is not \(rtl ? "left" : "right") of \(next - 1)")
            } else {
                #expect(nextTop > top, "\(place): \(next) is above \(next - 1)")
            }
        }
    }

    /// The elements a screen reader visits in `tree` (Chromium's, of the device), each read as
    /// VoiceOver composes an element — its parts, then its traits, joined by ", " — by these rules:
    /// - a heading, button, link, search field, tab, progress bar, slider, named image, or list
    ///   item (a cell) is one element; text outside them is an element of its own;
    /// - its parts: a heading's, button's, link's, progress bar's, slider's or image's name; a search
    ///   field's value, else its name; a cell's name if it has one (its `accessibilityLabel`), else
    ///   its texts and named images, in order, as a tab's;
    /// - its traits: heading; button (a link is a button: the page's buttons are links to previews),
    ///   or a button's role description ("back button"); search field; tab, "n of m" among its
    ///   tab list's tabs, and selected; adjustable for a slider; a cell takes a button's and a
    ///   switch's inside it ("switch", then "on" or "off"); image for an image;
    /// - then its description: the hint;
    /// - a link or button holding a heading is the placeholder's whole-area tap, the web's way of
    ///   DZNEmptyDataSet's tap on its view: not an element, its contents are.
    static func heard(_ tree: [AccessibilityNode], language: LanguageTag) -> [String] {
        func word(_ text: LocalizedText) -> String { text.resolved(for: language) }
        let elementRoles: Set<String> = ["heading", "button", "link", "searchbox", "tab", "listitem", "progressbar", "slider", "image"]
        var heard: [String] = []
        var index = 0
        func subtree(of start: Int) -> ArraySlice<AccessibilityNode> {
            var end = start + 1
            while end < tree.count, tree[end].depth > tree[start].depth { end += 1 }
            return tree[(start + 1)..<end]
        }
        while index < tree.count {
            let node = tree[index]
            let inside = subtree(of: index)
            if (node.role == "link" || node.role == "button"), inside.contains(where: { $0.role == "heading" }) {
                index += 1
                continue
            }
            if node.role == "StaticText" {
                heard.append(node.name)
                index += 1 + inside.count
                continue
            }
            guard elementRoles.contains(node.role), node.role != "image" || !node.name.isEmpty else {
                index += 1
                continue
            }
            var parts: [String]
            switch node.role {
            case "searchbox": parts = [node.value.isEmpty ? node.name : node.value]
            case "progressbar", "image", "heading", "button", "link", "slider": parts = [node.name]
            case "listitem" where !node.name.isEmpty: parts = [node.name]
            default: parts = inside.filter { $0.role == "StaticText" || ($0.role == "image" && !$0.name.isEmpty) }.map(\.name)
            }
            var traits: [String] = []
            switch node.role {
            case "heading": traits = [word(BuiltInStrings.voiceOverHeading)]
            case "button": traits = [node.properties["roledescription"] ?? word(BuiltInStrings.voiceOverButton)]
            case "link": traits = [word(BuiltInStrings.voiceOverButton)]
            case "searchbox": traits = [word(BuiltInStrings.voiceOverSearchField)]
            case "slider": traits = [word(BuiltInStrings.voiceOverAdjustable)]
            case "image": traits = [word(BuiltInStrings.voiceOverImage)]
            case "tab":
                // Its position among the tabs of the tab list it is in.
                let list = tree[..<index].lastIndex { $0.role == "tablist" && $0.depth < node.depth }
                let tabs = list.map { list in subtree(of: list).indices.filter { tree[$0].role == "tab" } } ?? [index]
                traits = [word(BuiltInStrings.voiceOverTab),
                          word(BuiltInStrings.voiceOverPosition).replacing("{n}", with: String((tabs.firstIndex(of: index) ?? 0) + 1))
                              .replacing("{count}", with: String(tabs.count))]
                if node.properties["selected"] == "true" { traits.append(word(SystemStrings.selected)) }
            case "listitem":
                for part in inside {
                    if part.role == "button" { traits.append(word(BuiltInStrings.voiceOverButton)) }
                    if part.role == "switch" {
                        traits += [word(BuiltInStrings.voiceOverSwitch), word(part.properties["checked"] == "true" ? SystemStrings.switchOn : SystemStrings.switchOff)]
                    }
                }
            default: break
            }
            let hint = node.properties["description"].map { [$0] } ?? []
            heard.append((parts + traits + hint).filter { !$0.isEmpty }.joined(separator: ", "))
            index += 1 + inside.count
        }
        return heard
    }
}
