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

    /// `build --os all`: a folder per design, named so, each page's URL spelling its design and
    /// transparency; without `--os`, one folder in the fixtures' default, its name unchanged.
    @Test func designsGetAFolderEachWhenSeveralAreBuilt() {
        var options = SiteOptions()
        options.devices = [.iphone15]
        options.themes = [.light]
        options.languages = ["en"]
        var older = Screen.demo
        older.defaultDesign = .iOS18
        let one = SitePlan(options, screens: [older], languages: [.english])
        #expect(one.pages.first?.url.hasSuffix("&os=18&contrast=normal&transparency=normal") == true, "\(one.pages.first?.url ?? "")")
        #expect(one.file(of: "/screens/demo?device=iphone-15&theme=light&lang=en&textSize=large&orientation=portrait&contrast=normal&os=18&transparency=normal")
                == "iphone-15--light--en/demo.html")
        options.designs = [.iOS26, .iOS18]
        options.transparencies = [.normal, .reduced]
        let folders = Set(SitePlan(options, screens: [older], languages: [.english]).pages.dropFirst().map { String($0.file.prefix { $0 != "/" }) })
        #expect(folders == ["iphone-15--light--en--ios26--normal-transparency", "iphone-15--light--en--ios26--reduced-transparency",
                            "iphone-15--light--en--ios18--normal-transparency", "iphone-15--light--en--ios18--reduced-transparency"])
    }
}
