import Screens
@testable import StaticSite
import Testing

/// The site's own front door is the server's: the index of screens on iPhone 15, whatever device is
/// listed first (issue 43, item 9: the site opened on iPhone SE, the server on iPhone 15).
@Suite struct SitePlanTests {
    @Test func theRootIndexOpensOnTheDefaultDevice() {
        var options = SiteOptions()
        options.themes = [.light]
        options.languages = ["en"]
        let plan = SitePlan(options, screens: [.demo, Screen.demo], languages: [.english])
        let root = plan.pages.first
        #expect(root?.file == "index.html")
        #expect(root?.url.contains("device=iphone-15&") == true, "\(root?.url ?? "")")
        options.devices = [.iphoneSE, .ipad]
        #expect(SitePlan(options, screens: [.demo, Screen.demo], languages: [.english]).pages.first?.url.contains("device=iphone-se&") == true,
                "without iPhone 15, the first device")
    }
}
