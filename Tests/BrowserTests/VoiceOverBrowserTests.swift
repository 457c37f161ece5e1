import Fixtures
import Foundation
import JSON
import Screens
import TestSupport
import Testing

/// The VoiceOver view in Chromium, for every example screen and state, left to right and right to
/// left: the numbers drawn on the device follow the layout as VoiceOver's default order does — top
/// to bottom, then leading to trailing (so right to left in Arabic) — and the legend lists them in
/// that order.
@Suite struct VoiceOverBrowserTests {
    @Test func theNumbersFollowTheDrawnLayoutInBothDirections() async throws {
        let live = try LiveApp(examples: true)
        let screens = try FixtureDecoder(publicFiles: Set(Assets.builtIn.files.keys)).load(file: Repository.root + "/Examples/screens.json")
        try await TestBrowser.with(width: 1280, height: 1000) { browser in
            for screen in screens {
                for state in screen.reachableStates {
                    for (lang, rtl) in [("en", false), ("ar", true)] {
                        let place = "\(screen.id) \(state.rawValue) \(lang)"
                        try await browser.navigate(to: live.url("\(screen.path)?state=\(state.rawValue)&lang=\(lang)&a11y=voiceover&motion=off"))
                        let marks = try await browser.executeScript("""
                            return [...document.querySelectorAll('#device [data-vo]')].map(e => {
                              const r = e.getBoundingClientRect();
                              return [Number(e.dataset.vo), r.top, r.left, r.right, r.height];
                            })
                            """).array ?? []
                        let legend = try await browser.count("#voiceover li")
                        let numbers = marks.compactMap { $0[0]?.int }
                        #expect(!numbers.isEmpty, "\(place): something is marked")
                        #expect(numbers.sorted() == Array(1...max(1, numbers.count)), "\(place): each number once: \(numbers)")
                        #expect(legend == numbers.count, "\(place): the legend lists every marked element")
                        // By number: each next element is lower down, or beside it on the same line toward the trailing side.
                        let ordered = marks.sorted { ($0[0]?.double ?? 0) < ($1[0]?.double ?? 0) }
                        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
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
                }
            }
        }
    }
}
