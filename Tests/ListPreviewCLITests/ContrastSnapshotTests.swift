import Foundation
import TestSupport
import Testing

/// `snapshot --contrasts all`: both, named apart, and the high-contrast shot drawn in its colours.
struct ContrastSnapshotTests {
    @Test func bothContrastsArePhotographedAndDiffer() throws {
        let out = NSTemporaryDirectory() + "contrast-shots-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try Program.run(["snapshot", "--os", "18", "--fixtures", Repository.root + "/Tests/Projects/Brand/screens.json", "--out", out,
                                   "--screens", "brand", "--states", "data", "--contrasts", "all", "--scale", "1", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let normal = try Data(contentsOf: URL(fileURLWithPath: out + "/brand--data--iphone-15--light--en--ios18--normal-contrast.png"))
        let high = try Data(contentsOf: URL(fileURLWithPath: out + "/brand--data--iphone-15--light--en--ios18--high-contrast.png"))
        // The star is a template in AccentColor, whose colour set has a high-contrast appearance.
        #expect(normal != high)
    }
}
