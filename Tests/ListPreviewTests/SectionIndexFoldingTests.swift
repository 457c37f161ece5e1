@testable import Screens
import Variants
import Testing

/// The section index folds as UIKit's: with the whole alphabet and no room for it, the first and
/// last titles and every 3rd, 6th, 12th… between, a dot for each run left out.
@Suite struct SectionIndexFoldingTests {
    /// What shows when the list has room for `room` entries.
    private func shown(_ index: SectionIndex, room: Int) -> String {
        let folding = index.folding
        var text = ""
        for (position, title) in index.titles.enumerated() {
            let first = position == 0, last = position == index.titles.count - 1
            if first || last || folding.titleNeeds[position] <= room { text += title }
            if !last, let need = folding.dotNeeds[position], need <= room, room < folding.whole { text += "•" }
        }
        return text
    }

    @Test func theAlphabetFoldsByStepsAndNeverSqueezes() {
        let alphabet = SectionIndex.alphabet
        #expect(SectionIndex.steps(count: 27) == [1, 3, 6, 12, 24])
        #expect([1, 3, 6, 12, 24].map { SectionIndex.entries(count: 27, step: $0) } == [27, 19, 11, 7, 5])
        #expect(shown(alphabet, room: 27) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#")
        #expect(shown(alphabet, room: 26) == "A•D•G•J•M•P•S•V•Y•#")
        #expect(shown(alphabet, room: 18) == "A•G•M•S•Y•#")
        #expect(shown(alphabet, room: 10) == "A•M•Y•#")
        #expect(shown(alphabet, room: 5) == "A•Y•#")
        #expect(shown(alphabet, room: 2) == "A#")
        // Whatever the room, the entries shown fit it (down to the five of the largest step).
        for room in 5...27 {
            #expect(shown(alphabet, room: room).count <= room, "room for \(room)")
        }
    }

    @Test func shortIndexesNeverFoldIntoNothing() {
        #expect(shown(SectionIndex(titles: ["A", "B", "#"]), room: 1) == "A#")
        #expect(shown(SectionIndex(titles: ["A"]), room: 0) == "A")
    }
}

/// The keyboard's heights are the measured ones, each from its parts (KeyboardHeight's sources):
/// keys, predictive bar, and the Face ID iPhones' strip under the keys.
@Suite struct KeyboardHeightTests {
    @Test func heightsAreTheMeasuredOnes() {
        #expect(KeyboardHeight.points(.iphoneSE, .portrait) == 260 && KeyboardHeight.points(.iphoneSE, .landscape) == 200)
        #expect(KeyboardHeight.points(.iphone15, .portrait) == 336 && KeyboardHeight.points(.iphone16Pro, .portrait) == 336)
        #expect(KeyboardHeight.points(.iphone15ProMax, .portrait) == 346 && KeyboardHeight.points(.iphone16ProMax, .portrait) == 346)
        #expect(KeyboardHeight.points(.iphone15, .landscape) == 219 && KeyboardHeight.points(.ipad, .portrait) == 317)
        // Without the predictive bar, the Face ID keyboard is the long-measured 291 (iPhone X).
        #expect(KeyboardHeight.points(.iphone15, .portrait) - KeyboardHeight.predictiveBar(.iphone15, .portrait) == 291)
        #expect(KeyboardHeight.points(.fluid, .portrait) == KeyboardHeight.points(.standard, .portrait))
    }
}
