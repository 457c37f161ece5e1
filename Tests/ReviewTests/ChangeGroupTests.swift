import Foundation
import PNG
@testable import Review
import Testing

/// Identical changes across variants as one card: the same diff box and pixel count group, anything
/// else stands alone; the report read from a file offers one command for the group.
@Suite struct ChangeGroupTests {
    @Test func theSameBoxAndCountAcrossVariantsIsOneGroup() throws {
        let space = try FolderReviewTests.Workspace()
        let variants = ["inbox--empty--iphone-15--light--en@2x.png", "inbox--empty--iphone-15--dark--de@2x.png",
                        "inbox--empty--ipad--light--en@2x.png"]
        for name in variants + ["other--data--iphone-15--light--en@2x.png"] {
            try space.write(FolderReviewTests.screen(), space.baselines, name)
        }
        for name in variants { try space.write(FolderReviewTests.screen(block: (5, 20)), space.shots, name) }
        // The same count elsewhere: another box, another card.
        try space.write(FolderReviewTests.screen(block: (25, 40)), space.shots, "other--data--iphone-15--light--en@2x.png")
        try space.write(FolderReviewTests.screen(), space.shots, "added--data--iphone-15--light--en@2x.png")
        var folder = FolderReview(baselines: space.baselines, shots: space.shots, report: space.report)
        folder.approval = Review.Approval(all: "approve all", one: "approve FILE", deleteOne: "delete FILE")
        let review = try folder.run()
        let groups = review.changeGroups
        #expect(groups.map { $0.shots.map(\.file) } == [variants.sorted(), ["other--data--iphone-15--light--en@2x.png"],
                                                       ["added--data--iphone-15--light--en@2x.png"]])
        #expect(groups[0].title == "a 100-pixel change in 3 shots of inbox")
        let page = String(decoding: review.page(), as: UTF8.self)
        #expect(page.contains("<h2 id=\"shot-1-title\">A 100-pixel change in 3 shots of inbox</h2>"))
        #expect(page.contains("Approve these 3 shots: <code data-copy=\"\">approve \(variants.sorted().joined(separator: ","))</code>"))
        #expect(page.contains("Approve this shot: <code data-copy=\"\">approve other--data--iphone-15--light--en@2x.png</code>"))
        #expect(!page.contains("<form"), "a report read from a file has no forms")
    }
}
