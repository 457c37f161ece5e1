@testable import Audit
@testable import ListPreview
@testable import Screens
import Symbols
import Variants
import Testing

/// WCAG 2.2's contrast maths against published values, compositing, and the audit's checks that
/// need no browser: contrast from resolved colours and translations.
@Suite struct ContrastTests {
    private func opaque(_ hex: String) -> Contrast.Opaque { Contrast.Opaque(Color(hex: hex)!) }

    @Test func publishedRatios() {
        // WCAG's understanding documents and WebAIM's checker: #767676 is the lightest grey that passes on white.
        #expect(abs(Contrast.ratio(opaque("#767676"), opaque("#ffffff")) - 4.54) < 0.005)
        #expect(abs(Contrast.ratio(opaque("#777777"), opaque("#ffffff")) - 4.48) < 0.005)
        #expect(abs(Contrast.ratio(opaque("#ffffff"), opaque("#ff0000")) - 4.00) < 0.005)
        #expect(Contrast.ratio(opaque("#000000"), opaque("#ffffff")) == 21)
        #expect(Contrast.ratio(opaque("#808080"), opaque("#808080")) == 1)
        // The order of the two colours does not matter.
        #expect(Contrast.ratio(opaque("#ffffff"), opaque("#777777")) == Contrast.ratio(opaque("#777777"), opaque("#ffffff")))
    }

    @Test func luminanceOfTheChannels() {
        #expect(Contrast.luminance(opaque("#ffffff")) == 1)
        #expect(Contrast.luminance(opaque("#000000")) == 0)
        #expect(abs(Contrast.luminance(opaque("#ff0000")) - 0.2126) < 1e-12)
        #expect(abs(Contrast.luminance(opaque("#00ff00")) - 0.7152) < 1e-12)
        // Below 0.04045 the channel is linear: 10/255/12.92.
        #expect(abs(Contrast.luminance(opaque("#0a0a0a")) - 10.0 / 255 / 12.92) < 1e-12)
    }

    @Test func compositingATranslucentLayer() throws {
        // The demo's [[UIColor lightGrayColor] colorWithAlphaComponent:0.6] (#AAAAAA99) over white and black.
        let layer = try NamedColor.resolve("lightGray@0.6").get()
        let overWhite = Contrast.composite(layer.light, over: opaque("#ffffff"))
        #expect(overWhite.hex == "#cccccc")
        #expect(Contrast.composite(layer.light, over: opaque("#000000")).hex == "#666666")
        // White text on it: 1.6:1 in light, 5.7:1 in dark.
        #expect(Contrast.format(Contrast.ratio(opaque("#ffffff"), overWhite)) == "1.6:1")
        // Layers stack bottom first; a clear colour changes nothing.
        #expect(Contrast.composite([Color(hex: "#00000000")!, Color(hex: "#ff000080")!], over: opaque("#ffffff")).hex == "#ff7f7f")
    }

    @Test func reportsTruncateSoAFailureNeverLooksLikeAPass() {
        #expect(Contrast.format(4.4799) == "4.47:1")
        #expect(Contrast.format(3.998) == "3.99:1")
        #expect(Contrast.format(4.5) == "4.5:1")
        #expect(Contrast.format(21) == "21:1")
    }

    @Test func largeTextIsWCAGsPointsInCSSPixels() {
        #expect(ContrastAudit.isLarge(points: 24, bold: false))
        #expect(!ContrastAudit.isLarge(points: 23.9, bold: false))
        #expect(ContrastAudit.isLarge(points: 18.67, bold: true))
        #expect(!ContrastAudit.isLarge(points: 18.6, bold: true))
    }

    @Test func theSeedsDemoHasItsRealFindings() {
        let findings = ContrastAudit.findings(.demo, state: .empty, theme: .light, language: AuditLanguage(.simplifiedChinese), design: .standard)
        let lines = findings.map(\.line)
        #expect(lines.contains(#"demo empty light zh-Hans: label "暂无数据" contrast 1.6:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#))
        #expect(lines.contains(#"demo empty light zh-Hans: button "显示数据" contrast 3.99:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#))
        #expect(findings.allSatisfy { !$0.system }, "the demo's colours are the demo's, not the system's")
        // In dark the white label passes (5.7:1); the purple button's fill is too dark on black.
        let dark = ContrastAudit.findings(.demo, state: .empty, theme: .dark, language: AuditLanguage(.english), design: .standard)
        #expect(!dark.contains { $0.element == "empty-label" })
        #expect(dark.contains { $0.check == .nonTextContrast && $0.element == "clear-data" && $0.measured == "2.22:1" })
    }

    @Test func systemColoursAreMarkedAsSuch() {
        // iOS's own secondaryLabel on white is 3.43:1: reported, marked, the designer did not choose it.
        let findings = ContrastAudit.findings(.demo, state: .network, theme: .light, language: AuditLanguage(.english), design: .standard)
        let detail = findings.first { $0.element == "empty-detail" }
        #expect(detail?.measured == "3.43:1" && detail?.system == true)
        #expect(detail?.line.hasSuffix("[system colours]") == true)
    }

    /// Increase Contrast: the placeholder's title in systemBlue is 4.01:1 on white, under 4.5:1; with
    /// Increase Contrast on, systemBlue is #0040DD, 7.0:1, and the finding is gone. The audit reports
    /// both when asked for both, a finding with it on saying so after its place.
    @Test func increaseContrastIsJudgedInItsOwnColours() throws {
        var screen = Screen(id: "blue", title: LocalizedText(verbatim: "Blue"), sections: [])
        var config = screen.emptyState(.empty)
        config.textColor = try NamedColor.resolve("systemBlue").get()
        config.background = try NamedColor.resolve("white").get()
        screen.emptyStates[.empty] = config
        let normal = ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), design: .standard)
        let high = ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), contrast: .high, design: .standard)
        #expect(normal.map { "\($0.element) \($0.measured)" } == ["empty-label 4.01:1"])
        #expect(!high.contains { $0.element == "empty-label" }, "\(high.map(\.summary))")
        // Dark: #0A84FF on white is under 4.5:1 too; #409CFF more so. Each finding names its contrast.
        var scope = AuditScope(screens: [screen], states: [.empty], themes: [.dark], languages: ["en"], textSizes: [.standard], device: .iphoneSE)
        scope.contrasts = [.normal, .high]
        let both = AuditRun.findings(scope).filter { $0.element == "empty-label" }
        #expect(both.map(\.place) == ["blue empty dark en", "blue empty dark en high-contrast"], "\(both.map(\.place))")
        #expect(both.map(\.contrast) == [nil, .high])
    }

    /// Bold Text draws the placeholder's title (Title 3, semibold) heavy: bold, so WCAG's large text
    /// at 20 pt, and 3:1 is enough; its detail (Subheadline, regular → semibold) stays normal text.
    /// An app's own font keeps its weight, so Bold Text changes nothing for it. With both asked
    /// for, the bold finding names its variant.
    @Test func boldTextJudgesTheHeavierWeight() throws {
        var screen = Screen(id: "blue", title: LocalizedText(verbatim: "Blue"), sections: [])
        var config = screen.emptyState(.empty)
        config.textColor = try NamedColor.resolve("systemBlue").get()
        config.background = try NamedColor.resolve("white").get()
        config.detail = LocalizedText(verbatim: "Nothing here yet.")
        screen.emptyStates[.empty] = config
        func elements(_ screen: Screen, _ boldText: BoldText) -> [String] {
            ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), design: .iOS18, boldText: boldText)
                .map(\.element)
        }
        #expect(elements(screen, .off) == ["empty-label", "empty-detail"])
        #expect(elements(screen, .on) == ["empty-detail"])
        var ownFont = screen
        ownFont.emptyStates[.empty]?.font = "Brand Sans"
        #expect(elements(ownFont, .on) == ["empty-label", "empty-detail"])
        var scope = AuditScope(screens: [screen], states: [.empty], themes: [.light], languages: ["en"], textSizes: [.standard], device: .iphoneSE)
        scope.designs = [.iOS18]
        scope.boldTexts = [.off, .on]
        let both = AuditRun.findings(scope).filter { $0.check == .contrast }
        #expect(both.map(\.place) == ["blue empty light en", "blue empty light en", "blue empty light en bold-text"], "\(both.map(\.place))")
        #expect(both.last?.key.description == "blue empty light en bold-text contrast empty-detail")
    }

    /// The layout checks load each page with Bold Text on too when asked: heavier text runs wider,
    /// so what fits may not.
    @Test func boldTextPassesAreLoadedWithIt() {
        let passes = LayoutAudit.passes([.demo], states: [.empty], device: .iphoneSE, boldTexts: [.off, .on])
        let bold = passes.filter { $0.boldText == .on }
        #expect(!bold.isEmpty && bold.allSatisfy { $0.path.contains("boldText=on") })
        #expect(bold.contains { $0.checks.contains(.truncation) })
        #expect(passes.filter { $0.boldText == .off }.allSatisfy { !$0.path.contains("boldText") })
    }

    /// The bars are judged as the design draws them. iOS 18 draws a text bar button in the tint on
    /// the bar's material: orange there fails. iOS 26 draws it in the label colour on glass, which
    /// passes, and the selected tab in the tint on its pill over the floating capsule's glass, which
    /// fails by its own measure. Each finding names its design; the placeholder's, which no design
    /// changes, is found once when both are audited.
    @Test func theBarsAreJudgedAsTheirDesignDrawsThem() throws {
        var screen = Screen(id: "orange", title: LocalizedText(verbatim: "Orders"), sections: [])
        screen.tint = ThemedColor(try #require(Color(hex: "#ff9500")))
        screen.navigationItems = NavigationItems(right: [.text(LocalizedText(verbatim: "Edit"))])
        screen.tabBar = TabBar(items: [TabBar.Item(title: LocalizedText(verbatim: "Orders"), icon: SystemSymbol("list.bullet")),
                                       TabBar.Item(title: LocalizedText(verbatim: "Account"), icon: SystemSymbol("person"))])
        var config = screen.emptyState(.empty)
        config.textColor = ThemedColor(try #require(Color(hex: "#aaaaaa")))
        screen.emptyStates[.empty] = config
        func bars(_ design: SystemDesign) -> [String] {
            ContrastAudit.findings(screen, state: .empty, theme: .light, language: AuditLanguage(.english), design: design)
                .filter { $0.element == "navbar" || $0.element == "tabbar" }.map(\.line)
        }
        // iOS 18, as before: orange on the material (#fafafa over white) is 2.09:1, both the button's and the tab's.
        #expect(bars(.iOS18) == [#"orange empty light en ios18: bar button "Edit" contrast 2.09:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#,
                                 #"orange empty light en ios18: selected tab "Orders" contrast 2.09:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#])
        // iOS 26: black on white glass passes; orange on the pill (7 % black over the glass) is 1.87:1.
        #expect(bars(.iOS26) == [#"orange empty light en ios26: selected tab "Orders" contrast 1.87:1 on its background (needs 4.5:1, WCAG 2.2 1.4.3)"#])
        // A screen that keeps iOS 18 is judged in it whatever is asked.
        screen.pinnedDesign = .iOS18
        #expect(bars(.iOS26) == bars(.iOS18))
        screen.pinnedDesign = nil
        // Both designs in one run: the bars once in each, the placeholder's label once, without a design.
        var scope = AuditScope(screens: [screen], states: [.empty], themes: [.light], languages: ["en"], textSizes: [.standard], device: .iphoneSE)
        scope.designs = [.iOS26, .iOS18]
        let both = AuditRun.findings(scope)
        #expect(both.map { "\($0.element) \($0.os?.label ?? "-")" } == ["tabbar ios26", "empty-label -", "navbar ios18", "tabbar ios18"],
                "\(both.map(\.line))")
        // Without designs asked for, the screen's default: iOS 26.
        scope.designs = nil
        #expect(AuditRun.findings(scope).compactMap(\.os) == [.iOS26])
    }

    @Test func theJSONHasStableKeys() {
        let finding = ContrastAudit.findings(.demo, state: .empty, theme: .light, language: AuditLanguage(.english), design: .standard)[0]
        guard case let .object(members) = finding.json else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["screen", "state", "theme", "language", "textSize", "contrast", "os", "transparency", "boldText", "check", "element", "subject",
                                       "measured", "needed", "rule", "system", "message"])
    }

    @Test func largerTextNeedsLessContrast() {
        // The demo's simple label is body text: at xxLarge and above (24 pt and more) 3:1 suffices, and 1.6:1 still fails.
        let findings = ContrastAudit.findings(.demo, state: .empty, theme: .light, language: AuditLanguage(.english), textSize: .ax1, design: .standard)
        #expect(findings.first { $0.element == "empty-label" }?.needed == "3:1")
    }

    @Test func translationsThatFallBackToEnglish() {
        let screen = Screen(id: "t", title: LocalizedText([.english: "Inbox", .simplifiedChinese: "收件箱"]), sections: [
            ListSection(header: LocalizedText([.english: "Today"]), rows: [Row(title: LocalizedText(verbatim: "Ann Lee"))]),
        ])
        let findings = TranslationAudit.findings(screen, language: .simplifiedChinese)
        #expect(findings.map(\.element) == ["sections[0].header"], "a name written once for every language is not a miss")
        #expect(findings.first?.line == #"t zh-Hans: sections[0].header "Today" falls back to English (other texts of the screen are in zh-Hans)"#)
        // A language no text of the screen uses is not asked for; English never is.
        #expect(TranslationAudit.findings(screen, language: .traditionalChinese).isEmpty)
        #expect(TranslationAudit.findings(screen, language: .english).isEmpty)
    }
}
