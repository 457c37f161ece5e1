extension Review {
    /// JUnit XML, as CI servers read it: one `testsuite` ("listpreview snapshots"), one `testcase`
    /// per shot — `classname` its screen, `name` the rest of its variant and its file — with a
    /// `failure` for each shot that fails (naming its diff picture, relative to the report) and
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
        switch shot.status {
        case .changed:
            if let problem = shot.problem { return ("changed", "\(shot.file): \(problem)") }
            let difference = shot.difference!
            let share = (difference.ratio * 100).formatted(places: 2)
            return ("changed", "\(shot.file): \(difference.differingPixels) pixels differ (\(share)%)"
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

extension Double {
    /// The number with `places` decimals, rounded: `0.0123` → `"0.01"`.
    func formatted(places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((self * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        let digits = String(fraction)
        return places == 0 ? String(whole) : "\(whole)." + String(repeating: "0", count: places - digits.count) + digits
    }
}
