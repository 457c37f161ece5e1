// libFuzzer target: the fixtures decoder (all-or-nothing validation with JSON paths) from arbitrary
// bytes; a file it accepts must render every screen in every state without trouble.
import Fixtures
import Pages
import Screens

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = FixtureDecoder(publicFiles: ["empty.svg", "states/empty.svg", "a.svg"])
    guard let screens = try? decoder.decode(bytes, file: "fuzz.json") else { return 0 }
    for screen in screens {
        for state in DisplayState.previewable {
            let view = ScreenView(screen: screen, state: ScreenState(initialFor: screen), query: "q", preview: state, now: 0)
            _ = ScreenPage.render(view, context: PageContext(variant: Variant())).renderDocument()
        }
    }
    return 0
}
