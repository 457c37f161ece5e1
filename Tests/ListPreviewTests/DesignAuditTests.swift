import Audit
import JSON
import Screens
import Testing

/// The audit's layout checks in each iOS design (`audit --os`): a pass per design a screen is drawn
/// in, its page asking for that design, and what it finds keyed, placed and named by the design.
struct DesignAuditTests {
    private var kept: Screen {
        var screen = Screen.demo
        screen.id = "kept"
        screen.pinnedDesign = .iOS18
        return screen
    }

    @Test func eachDesignHasItsPassesAndAPinnedScreenOnlyItsOwn() {
        let passes = LayoutAudit.passes([.demo, kept], states: [.empty], device: .iphoneSE, languages: { _ in ["en", "zh-Hans"] },
                                        designs: [.iOS26, .iOS18], transparencies: [.normal, .reduced])
        let demo = passes.filter { $0.screen.id == "demo" }
        #expect(Set(demo.map { "\($0.os.label) \($0.transparency.rawValue)" }) == ["ios26 normal", "ios26 reduced", "ios18 normal", "ios18 reduced"])
        #expect(Set(passes.filter { $0.screen.id == "kept" }.map(\.os)) == [.iOS18])
        // Missing glyphs, which no design changes, are looked for in the first look alone.
        #expect(demo.filter { $0.checks.contains(.missingGlyph) }.allSatisfy { $0.os == .iOS26 && $0.transparency == .normal })
        #expect(demo.filter { $0.checks.contains(.missingGlyph) }.map(\.language.tag) == ["en", "zh-Hans"])
        let first = demo.first { $0.os == .iOS18 && $0.transparency == .reduced }
        #expect(first?.path == "/screens/demo?state=empty&theme=light&motion=off&lang=en&device=iphone-se&os=18&transparency=reduced&embed=1")
        // Without --os, each screen's own default.
        var older = Screen.demo
        older.defaultDesign = .iOS18
        #expect(LayoutAudit.passes([older], states: [.empty], device: .iphoneSE).allSatisfy { $0.os == .iOS18 })
    }

    @Test func aFindingInADesignIsKeyedPlacedAndPrintedWithIt() throws {
        var finding = AuditFinding(screen: "demo", state: .empty, theme: nil, language: "en", check: .tapTarget, element: "show-data",
                                   subject: #"button "Show Data""#, measured: "355×30 pt", needed: "44×44 pt", rule: "Apple HIG")
        let unmarked = finding.key
        finding.os = .iOS18
        finding.transparency = .reduced
        #expect(finding.key != unmarked)
        #expect(finding.place == "demo empty en ios18 reduced-transparency")
        #expect(finding.key.description == "demo empty en ios18 reduced-transparency tap-target show-data")
        #expect(finding.json["os"] == .string("18") && finding.json["transparency"] == .string("reduced"))
        let accepted = try AcceptedFindings(json: JSONWriter.encode(.array([finding.json])))
        #expect(accepted.judge([finding]).accepted == [true])
        finding.os = .iOS26
        #expect(accepted.judge([finding]).accepted == [false], "the same element in the other design is another finding")
        // An entry without "os" (a check of colours and texts, or a file from before designs) keys no design.
        let old = try AcceptedFindings(json: Array(#"[{"screen": "demo", "state": "empty", "language": "en", "check": "tap-target", "element": "show-data"}]"#.utf8))
        #expect(old.keys.first?.os == nil && old.keys.first?.transparency == .normal)
        #expect(throws: AcceptedFindingsError.self) { try AcceptedFindings(json: Array(#"[{"screen": "demo", "language": "en", "check": "tap-target", "element": "a", "os": "17"}]"#.utf8)) }
    }

    @Test func theJUnitFileHasACasePerDesign() {
        var scope = AuditScope(screens: [.demo], states: [.empty], themes: [.light], languages: ["en"], textSizes: [.standard], device: .iphoneSE)
        scope.designs = [.iOS26, .iOS18]
        let xml = String(decoding: AuditRun.junit(scope, findings: [], accepted: [], strict: false), as: UTF8.self)
        for name in ["empty en ios26", "empty en ios18", "empty pseudo ios18", "empty en AX5 ios26"] {
            #expect(xml.contains(#"<testcase classname="demo" name="\#(name)" time="0">"#) || xml.contains(#"<testcase classname="demo" name="\#(name)" time="0"/>"#), "\(name)")
        }
        #expect(xml.contains(#"name="empty light en""#), "the contrast checks' case, which no design changes")
    }
}
