import HTTP
import ListPreview
import Pages
import Screens
import Testing

/// The gallery with `a11y=voiceover`: its frames are embedded VoiceOver views, so each is the
/// device plus the legend's column wide, and the choice reaches the frames from the URL or a cookie.
struct VoiceOverGalleryTests {
    private let app = App(assets: Assets.builtIn)

    private func gallery(_ target: String, cookie: String? = nil) -> String {
        var request = Request(method: .get, target: target)
        if let cookie { request.headers.add("Cookie", cookie) }
        return String(decoding: app.respond(to: request).body, as: UTF8.self)
    }

    /// Each frame's `src`, `--frame-width` and `width`.
    private func frames(_ page: String) -> [(src: String, style: String, width: String)] {
        page.components(separatedBy: #"<div class="lp-gallery-frame" style=""#).dropFirst().map { item in
            let style = item.components(separatedBy: "\"").first ?? ""
            let src = item.components(separatedBy: #"<iframe src=""#).dropFirst().first?.components(separatedBy: "\"").first ?? ""
            let width = item.components(separatedBy: #" width=""#).dropFirst().first?.components(separatedBy: "\"").first ?? ""
            return (src.replacingOccurrences(of: "&amp;", with: "&"), style, width)
        }
    }

    @Test func framesAreTheDevicePlusTheLegend() {
        let plain = frames(gallery("/gallery?screen=demo&device=iphone-se"))
        #expect(!plain.isEmpty && plain.allSatisfy { $0.width == "375" && !$0.src.contains("a11y") })
        let spoken = frames(gallery("/gallery?screen=demo&device=iphone-se&a11y=voiceover"))
        #expect(spoken.count == plain.count)
        for frame in spoken {
            #expect(frame.style == "--frame-width:711px;--frame-height:667px" && frame.width == "711", "\(frame)")
            #expect(frame.src.hasSuffix("device=iphone-se&a11y=voiceover&embed=1"), "\(frame.src)")
            let embedded = String(decoding: app.respond(to: Request(method: .get, target: frame.src)).body, as: UTF8.self)
            #expect(embedded.contains(#"class="lp-vo-legend""#), "\(frame.src) shows the legend")
        }
        // Held sideways, the legend still sits beside the device: 667 + 336 by 375.
        let sideways = frames(gallery("/gallery?screen=demo&state=empty&device=iphone-se&a11y=voiceover&orientation=all"))
        #expect(sideways.map(\.style) == ["--frame-width:711px;--frame-height:667px", "--frame-width:1003px;--frame-height:375px"])
        #expect(GalleryPage.frameSize(.standard, .portrait, .voiceover) == (393 + GalleryPage.voiceOverLegendWidth, 852))
    }

    /// A frame reads no cookies, so what the gallery took from them is in the frame's URL: before,
    /// a saved device sized the frames for it while they drew the default device, cut off.
    @Test func choicesSavedInCookiesReachTheFrames() {
        let page = gallery("/gallery?screen=demo&state=empty", cookie: "lp-device=iphone-se; lp-a11y=voiceover; lp-theme=dark")
        let saved = frames(page)
        #expect(saved.count == 1)
        #expect(saved.first?.src == "/screens/demo?state=empty&device=iphone-se&theme=dark&a11y=voiceover&embed=1")
        #expect(saved.first?.width == "711")
        // The pickers still offer VoiceOver, marked as chosen.
        #expect(page.contains(#"data-picker="a11y""#) && page.contains(#"href="?a11y=voiceover&amp;screen=demo&amp;state=empty" aria-current="true""#))
    }
}
