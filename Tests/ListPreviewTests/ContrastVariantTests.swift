import HTTP
import ListPreview
import Screens
import Testing

/// `contrast=normal|high` as a variant: the device says so to the style sheet, the picker offers
/// it, the gallery spreads it with `contrast=all`, and a wrong value is a 400 that lists the right ones.
struct ContrastVariantTests {
    private let app = App(assets: Assets.builtIn)
    private func get(_ target: String) -> Response { app.respond(to: Request(method: .get, target: target)) }
    private func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func highContrastMarksTheDeviceAndThePickerOffersIt() {
        #expect(text(get("/screens/demo?contrast=high")).contains(#"data-contrast="high""#))
        #expect(!text(get("/screens/demo?contrast=normal")).contains("data-contrast"))
        let page = text(get("/screens/demo"))
        #expect(page.contains(#"data-picker="contrast""#) && page.contains(#"href="?contrast=high""#), "the picker")
        let wrong = get("/screens/demo?contrast=extra")
        #expect(wrong.status == .badRequest && text(wrong).contains("normal, high"))
    }

    @Test func theGallerySpreadsBothContrasts() {
        let gallery = text(get("/gallery?screen=demo&state=empty&contrast=all"))
        #expect(gallery.contains("contrast=normal&amp;embed=1") && gallery.contains("contrast=high&amp;embed=1"), "both frames")
        #expect(gallery.contains("Increase Contrast On"))
    }
}
