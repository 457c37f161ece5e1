import XML
import ImageDiff

extension Review {
    /// JUnit XML, as CI servers read it: one `testsuite` ("listpreview snapshots"), one `testcase`
    /// per shot — `classname` its screen, `name` the rest of its variant and its file — with a
    /// `failure` for each shot that fails (naming its diff picture, relative to the report; of type
    /// `rejected` for a change a reviewer rejected) and
    /// `skipped` for none: a reused shot passed when its baseline was made.
    public func junit(reportPath: String) -> [UInt8] {
        let failing = failures.count
        var suite = XMLTree(name: "testsuite", attributes: [
            ("name", "listpreview snapshots"), ("tests", String(shots.count)), ("failures", String(failing)),
            ("errors", "0"), ("skipped", "0"),
        ])
        let ordered = shots.sorted { ($0.labels.screen, $0.file) < ($1.labels.screen, $1.file) }
        for shot in ordered {
            var testCase = XMLTree(name: "testcase", attributes: [
                ("classname", shot.labels.screen),
                ("name", shot.labels.caseName.isEmpty ? shot.file : shot.labels.caseName + " (" + shot.file + ")"),
                ("file", shot.file), ("time", "0"),
            ])
            if shot.fails {
                let (type, message) = failure(of: shot, reportPath: reportPath)
                testCase.children.append(XMLTree(name: "failure", attributes: [("type", type), ("message", message)], text: message))
            }
            suite.children.append(testCase)
        }
        let suites = XMLTree(name: "testsuites", attributes: [
            ("name", "listpreview"), ("tests", String(shots.count)), ("failures", String(failing)), ("errors", "0"),
        ], children: [suite])
        return suites.document()
    }

    private func failure(of shot: ShotReview, reportPath: String) -> (type: String, message: String) {
        let report = reportPath.hasSuffix("/") ? reportPath : reportPath + "/"
        if let decision = shot.decision, decision.verdict == .rejected {
            return ("rejected", "\(shot.file): \(decision.sentence); it fails until the shot or its baseline changes")
        }
        switch shot.status {
        case .changed:
            if let problem = shot.problem { return ("changed", "\(shot.file): \(problem)") }
            let difference = shot.difference!
            return ("changed", "\(shot.file): \(difference.differingPixels) pixels differ (\(difference.percent)%)"
                + (difference.sizesDiffer ? ", and the size" : "") + "; see \(report)\(shot.diff ?? "")")
        case .new:
            return ("new", "\(shot.file): no baseline; record it with --update missing")
        case .missing:
            return ("missing", "\(shot.file): a baseline no shot produced; delete it with --prune")
        case .unchanged, .reused:
            return ("unchanged", shot.file)
        }
    }
}

extension PixelDifference {
    /// The share of pixels that differ in percent, with two decimals: `0.18`.
    package var percent: String {
        let hundredths = Int((ratio * 10000).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100)." + (fraction.count == 1 ? "0" : "") + fraction
    }
}
