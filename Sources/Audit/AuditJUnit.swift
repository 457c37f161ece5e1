import Screens
import XML

extension AuditRun {
    /// One testcase of the audit's JUnit file: a screen in one state and variant, as checked.
    struct Case: Hashable {
        var screen: String
        var place: String
    }

    /// JUnit XML, as CI servers read it: one `testsuite` ("listpreview audit"), one `testcase` per
    /// screen × state × variant the scope checked — `classname` the screen, `name` the rest of its
    /// place (`empty dark zh-Hans AX5`; `empty en ios26` for a page measured in a design; `en` alone for a language's translations) — with a `failure`
    /// per failing finding (`type` its check, `message` its line). A finding that does not fail
    /// (accepted, or in Apple's colours alone without `strict`) is listed in the case's
    /// `system-out`, so the file says what was seen.
    public static func junit(_ scope: AuditScope, findings: [AuditFinding], accepted: [Bool], strict: Bool) -> [UInt8] {
        var cases: [Case] = []
        var seen = Set<Case>()
        func add(_ screen: String, _ parts: [String?]) {
            let place = parts.compactMap { $0 }.joined(separator: " ")
            let testCase = Case(screen: screen, place: place)
            if seen.insert(testCase).inserted { cases.append(testCase) }
        }
        for screen in scope.screens {
            for state in scope.states(of: screen) { for theme in scope.themes { for tag in scope.languages(of: screen) {
                for size in scope.textSizes { for contrast in scope.contrasts { for boldText in scope.boldTexts {
                    add(screen.id, [state.rawValue, theme.rawValue, tag, size == .standard ? nil : size.rawValue,
                                    contrast == .high ? "high-contrast" : nil, boldText == .on ? "bold-text" : nil])
                } } }
            } } }
            for tag in scope.languages(of: screen) { add(screen.id, [tag]) }
        }
        for pass in layoutPasses(scope) {
            add(pass.screen.id, [pass.state.rawValue, pass.language.tag, pass.textSize == .standard ? nil : pass.textSize.rawValue, pass.os.label,
                                 pass.transparency == .normal ? nil : pass.transparency.rawValue + "-transparency",
                                 pass.boldText == .on ? "bold-text" : nil])
        }
        var failing: [Case: [XMLTree]] = [:]
        var passing: [Case: [String]] = [:]
        for (index, finding) in findings.enumerated() {
            let place = String(finding.place.dropFirst(finding.screen.count)).trimmingPrefix(" ")
            let testCase = Case(screen: finding.screen, place: String(place))
            if seen.insert(testCase).inserted { cases.append(testCase) }
            let isAccepted = index < accepted.count && accepted[index]
            if isAccepted || (finding.system && !strict) {
                passing[testCase, default: []].append(finding.line + (isAccepted ? " [accepted]" : ""))
            } else {
                failing[testCase, default: []].append(XMLTree(name: "failure", attributes: [("type", finding.check.rawValue), ("message", finding.line)],
                                                              text: finding.line))
            }
        }
        let failures = failing.values.reduce(0) { $0 + $1.count }
        var suite = XMLTree(name: "testsuite", attributes: [
            ("name", "listpreview audit"), ("tests", String(cases.count)), ("failures", String(failures)), ("errors", "0"), ("skipped", "0"),
        ])
        for testCase in cases.sorted(by: { ($0.screen, $0.place) < ($1.screen, $1.place) }) {
            var children = failing[testCase] ?? []
            if let lines = passing[testCase] { children.append(XMLTree(name: "system-out", text: lines.joined(separator: "\n"))) }
            suite.children.append(XMLTree(name: "testcase", attributes: [("classname", testCase.screen), ("name", testCase.place), ("time", "0")],
                                          children: children))
        }
        return XMLTree(name: "testsuites", attributes: [("name", "listpreview"), ("tests", String(cases.count)),
                                                        ("failures", String(failures)), ("errors", "0")], children: [suite]).document()
    }
}
