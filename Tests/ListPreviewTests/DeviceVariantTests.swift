import HTTP
@testable import ListPreview
@testable import Screens
import Variants
import Testing

/// Without a browser: Apple's Dynamic Type table, the text-size and orientation
/// parameters, and the gallery's side-by-side spread.
@Suite struct DeviceVariantTests {
    /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (points),
    /// xSmall … xxxLarge, then AX1 … AX5, written out again here from the published table.
    static let published: [(TextSize.Style, [Int])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test func theTextSizesAreApplesTable() {
        #expect(TextSize.allCases.map(\.rawValue) == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                                      "AX1", "AX2", "AX3", "AX4", "AX5"])
        for (style, points) in Self.published {
            #expect(TextSize.allCases.map { $0.points(style) } == points, "\(style)")
        }
        #expect(TextSize.allCases.filter(\.isAccessibility) == [.ax1, .ax2, .ax3, .ax4, .ax5])
    }

    @Test func theStylesheetsDefaultsAreTheLargeColumn() throws {
        let css = String(decoding: try #require(Assets.builtIn.files["style.css"]).body, as: UTF8.self)
        for style in TextSize.Style.allCases {
            #expect(css.contains("\(style.property): \(TextSize.large.points(style))px;"), "\(style)")
        }
    }

    private let app = App(assets: Assets.builtIn)
    private func get(_ target: String) -> Response { app.respond(to: Request(method: .get, target: target)) }
    private func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func aTextSizeSetsEveryStylesSizeOnTheDevice() {
        let page = text(get("/screens/demo?textSize=AX5"))
        #expect(page.contains(#"data-text-size="AX5""#))
        #expect(page.contains("--type-body:53px;"))
        #expect(page.contains("--type-largetitle:60px;"))
        #expect(page.contains("--type-caption2:41px"))
        // The default size writes nothing: the stylesheet's defaults are Large.
        #expect(!text(get("/screens/demo?textSize=large")).contains("--type-body"))
        #expect(get("/screens/demo?textSize=huge").status == .badRequest)
        #expect(text(get("/screens/demo?textSize=huge")).contains("xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"))
    }

    @Test func landscapeIsAnAttributeOfTheBodyAndHidesAniPhonesStatusBar() {
        let landscape = text(get("/screens/demo?orientation=landscape"))
        #expect(landscape.contains(#"data-device="iphone-15" data-orientation="landscape""#))
        #expect(!landscape.contains("lp-statusbar"))
        #expect(text(get("/screens/demo?orientation=landscape&device=ipad")).contains(#"class="lp-statusbar" aria-hidden="true" data-layout="tablet""#))
        #expect(text(get("/screens/demo")).contains(#"id="dynamic-island""#))
        #expect(!text(get("/screens/demo?device=iphone-se")).contains(#"id="dynamic-island""#))
        #expect(get("/screens/demo?orientation=sideways").status == .badRequest)
    }

    @Test func thePickersOfferOrientationAndTextSize() {
        let page = text(get("/screens/demo?textSize=AX2"))
        #expect(page.contains(#"data-picker="orientation""#) && page.contains(#"data-picker="textSize""#))
        #expect(page.contains(#"<a href="?textSize=AX2&amp;orientation=landscape">Landscape</a>"#))
        #expect(page.contains(#"<a href="?textSize=AX2" aria-current="true">AX2</a>"#))
        // A screen page offers no "All"; the gallery does.
        #expect(!page.contains("textSize=all"))
        #expect(text(get("/gallery?screen=demo")).contains(#"<a href="?textSize=all&amp;screen=demo">All</a>"#))
    }

    /// WCAG 3.1.2: each language's name is marked as that language, and "Pseudo" as English
    /// where the interface is not.
    @Test func thePickersMarkTheLanguageOfTheirNames() {
        let english = text(get("/screens/demo?lang=en"))
        #expect(english.contains(#"<a href="?lang=zh-Hant" lang="zh-Hant">繁體中文</a>"#))
        #expect(english.contains(#"<a href="?lang=pseudo">Pseudo</a>"#))
        let chinese = text(get("/screens/demo?lang=zh-Hans"))
        #expect(chinese.contains(#"<a href="?lang=en" lang="en">English</a>"#))
        #expect(chinese.contains(#"<a href="?lang=pseudo" lang="en">Pseudo</a>"#))
    }

    @Test func theGallerySpreadsEveryTextSizeAndOrientation() {
        let gallery = text(get("/gallery?screen=demo&textSize=all"))
        let states = Screen.demo.reachableStates.count
        #expect(gallery.components(separatedBy: "<iframe").count - 1 == states * TextSize.allCases.count)
        for size in TextSize.allCases {
            #expect(gallery.contains("state=empty&amp;textSize=\(size.rawValue)&amp;embed=1"), "\(size)")
        }
        #expect(gallery.contains(">Empty · AX5</a>"))
        let both = text(get("/gallery?screen=demo&textSize=all&orientation=all"))
        #expect(both.components(separatedBy: "<iframe").count - 1 == states * TextSize.allCases.count * 2)
        // A landscape frame is the device's size turned: 852 × 393 for iPhone 15.
        #expect(both.contains(#"--frame-width:852px;--frame-height:393px"#))
        // Frames and captions give the settings in the order file names do: the text size before the orientation.
        #expect(both.contains(">Empty · xS · Landscape</a>"))
        // "all" is never remembered, and a screen page refuses it, pointing at the gallery.
        #expect(get("/gallery?textSize=all").headers["Set-Cookie"] == nil)
        let refused = get("/screens/demo?textSize=all")
        #expect(refused.status == .badRequest)
        #expect(text(refused).contains("/gallery?screen=demo&amp;textSize=all"))
    }

    @Test func theGalleryNarrowsToOneStateOfOneScreen() {
        let one = text(get("/gallery?screen=demo&state=data&textSize=all"))
        #expect(one.components(separatedBy: "<iframe").count - 1 == TextSize.allCases.count)
        #expect(!one.contains("state=empty"))
        #expect(get("/gallery?screen=demo&state=bogus").status == .badRequest)
        #expect(get("/gallery?screen=demo&state=search").status == .badRequest)
    }

    @Test func orientationsTurnTheFrame() {
        #expect(Device.iphone15.frameSize(.landscape) == (852, 393))
        #expect(Device.iphoneSE.frameSize(.landscape) == (667, 375))
        #expect(Device.ipad.frameSize(.landscape) == (1180, 820))
        #expect(Device.iphone15ProMax.frameSize(.portrait) == (430, 932))
        #expect(Device.ipad.isRegularWidth(.portrait) == true && Device.iphone15.isRegularWidth(.landscape) == false)
        #expect(Device.iphone15ProMax.isRegularWidth(.landscape) == true && Device.fluid.isRegularWidth(.portrait) == nil)
        // Apple's published sizes of the iPhone 16 Pros, in points: 1206×2622 and 1320×2868 pixels at 3x.
        #expect(Device.iphone16Pro.frameSize(.portrait) == (1206 / 3, 2622 / 3) && Device.iphone16Pro.frameSize(.portrait) == (402, 874))
        #expect(Device.iphone16ProMax.frameSize(.landscape) == (956, 440) && Device.iphone16ProMax.frameSize(.portrait) == (1320 / 3, 2868 / 3))
        #expect(Device.iphone16ProMax.isRegularWidth(.landscape) == true && Device.iphone16Pro.isRegularWidth(.landscape) == false)
    }
}

/// The safe areas `Device` states are those the style sheet draws (IOSFrameBrowserTests measures
/// those) and Apple's: 59/34 on the 6.1- and 6.7-inch Face ID iPhones, 62/34 on the 16 Pros, 20/0
/// on iPhone SE, 24/20 on iPad; in landscape the iPhones have no top inset and 21 at the bottom.
@Suite struct SafeAreaTests {
    @Test func safeAreasAreApples() {
        #expect(Device.iphone15.safeTop(.portrait) == 59 && Device.iphone16ProMax.safeTop(.portrait) == 62)
        #expect(Device.iphoneSE.safeTop(.portrait) == 20 && Device.ipad.safeTop(.landscape) == 24 && Device.iphone15.safeTop(.landscape) == 0)
        #expect(Device.iphone16Pro.safeBottom(.portrait) == 34 && Device.iphone15.safeBottom(.landscape) == 21)
        #expect(Device.iphoneSE.safeBottom(.portrait) == 0 && Device.ipad.safeBottom(.portrait) == 20)
    }
}
