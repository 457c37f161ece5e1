import HTTP
import ListPreview
import Screens
import Testing
import Variants

/// The settings declared once: every one round-trips through its parameter, is named once, and the
/// pages, pickers and gallery take it from the table.
struct VariantParameterTests {
    @Test func eachSettingIsDeclaredOnceAndRoundTrips() {
        let names = VariantParameter.all.map(\.name)
        #expect(Set(names).count == names.count, "no name twice")
        #expect(Set(VariantParameter.fileNameOrder.map(\.name)).isSubset(of: Set(names)))
        for parameter in VariantParameter.all {
            #expect(parameter.value(in: Variant()) == parameter.standard, "\(parameter.name)'s default")
            for choice in parameter.choices() {
                var variant = Variant()
                #expect(parameter.apply(choice.value, to: &variant), "\(parameter.name)=\(choice.value)")
                #expect(parameter.value(in: variant) == choice.value)
            }
            var variant = Variant()
            #expect(!parameter.apply("no-such-value", to: &variant) || parameter.name == "lang", "\(parameter.name) refuses nonsense")
        }
    }

    /// A setting named only when on leaves the plain name alone: baselines made without it keep theirs.
    @Test func aSettingNamedWhenOnSaysNothingOff() {
        #expect(BoldText.parameter.fileNamePart("off") == nil)
        #expect(BoldText.parameter.fileNamePart("on") == "bold-text")
        #expect(ColorContrast.parameter.fileNamePart("normal") == "normal-contrast")
    }
}

/// Bold Text (`boldText=on`), added as one setting: the page says so to the style sheet, whose
/// weights come from one table; the picker offers it, the gallery spreads it, a shot names it.
struct BoldTextTests {
    private let app = App(assets: Assets.builtIn)
    private func get(_ target: String) -> Response { app.respond(to: Request(method: .get, target: target)) }
    private func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    /// YMatterType's steps for the system font: the three lightest one heavier, the rest two.
    @Test func weightsAreTwoStepsHeavierFromRegular() {
        #expect([100, 200, 300, 400, 500, 600, 700, 800, 900].map(LegibilityWeight.bold) == [200, 300, 400, 600, 700, 800, 900, 900, 900])
        let sheet = String(decoding: app.respond(to: Request(method: .get, target: "/public/style.css")).body, as: UTF8.self)
        #expect(sheet.contains(#":root[data-bold-text="on"] { --w-100: 200;"#) && sheet.contains("--w-400: 600;"))
    }

    @Test func boldTextMarksThePageAndThePickerOffersIt() {
        #expect(text(get("/screens/demo?boldText=on")).contains(#"data-bold-text="on""#))
        #expect(!text(get("/screens/demo?boldText=off")).contains("data-bold-text"))
        let page = text(get("/screens/demo"))
        #expect(page.contains(#"data-picker="boldText""#) && page.contains(#"href="?boldText=on""#), "the picker")
        let wrong = get("/screens/demo?boldText=yes")
        #expect(wrong.status == .badRequest && text(wrong).contains("off, on"))
    }

    @Test func theGallerySpreadsBoldText() {
        let gallery = text(get("/gallery?screen=demo&state=empty&boldText=all"))
        #expect(gallery.contains("boldText=off&amp;embed=1") && gallery.contains("boldText=on&amp;embed=1"), "both frames")
        #expect(gallery.contains("Bold Text On") && gallery.contains("Bold Text Off"))
    }

    /// The device's text reads its weight from the table; the panel around it keeps its own.
    @Test func onlyTheDevicesTextTakesTheHeavierWeights() {
        let sheet = String(decoding: app.respond(to: Request(method: .get, target: "/public/style.css")).body, as: UTF8.self)
        #expect(sheet.contains(".lp-large-title { max-width: 100%; font-size: var(--type-largetitle); font-weight: var(--w-700);"))
        #expect(sheet.contains(".lp-index-screen { color: var(--label); font-size: 18px; font-weight: 600; }"))
    }
}
