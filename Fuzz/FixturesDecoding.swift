// libFuzzer target: the fixtures decoder (all-or-nothing validation with JSON paths) from arbitrary
// bytes; a file it accepts must render every screen in every state without trouble. The built-in
// images it may name are those the seeds use (Public/states, Public/examples).
import Fixtures
import Pages
import Screens
import Variants

enum FixturesDecodingHarness {
    private static let publicFiles = Set(["empty.svg", "a.svg"]
        + ["empty", "error", "network", "search"].map { "states/\($0).svg" }
        + ["avatar-ann", "avatar-ben", "avatar-chloe", "avatar-dev", "avatar-emma", "avatar-finn", "icon-bell", "icon-globe", "icon-info",
           "icon-lock", "icon-moon", "icon-plane", "icon-wifi"].map { "examples/\($0).svg" }
        + (1...9).map { "examples/photo-\($0).svg" })

    static func run(_ bytes: [UInt8]) {
        let decoder = FixtureDecoder(publicFiles: publicFiles)
        guard let screens = try? decoder.decode(bytes, file: "fuzz.json") else { return }
        for screen in screens {
            for state in DisplayState.previewable {
                let view = ScreenView(screen: screen, state: ScreenState(initialFor: screen), query: "q", preview: state, now: 0)
                _ = ScreenPage.render(view, context: PageContext(variant: Variant())).renderDocument()
            }
        }
    }
}
