import Foundation
import TestSupport

/// A JUnit file as junitparser reads it: a real consumer, the reading CI servers' plugins follow
/// (installed into `.build/tools` by `make test`). The suites and their cases, each case with its
/// failures' types and messages, as the tests that write JUnit (the audit's, the review's) check them.
struct JUnitFile {
    struct Failure {
        let type: String
        let message: String
    }

    struct Case {
        let classname: String
        let name: String
        let failures: [Failure]
    }

    struct Suite {
        let name: String
        let tests: Int
        let failures: Int
        let cases: [Case]
    }

    /// How the reader ended (0 when junitparser read the file).
    let outcome: Program.Outcome
    let suites: [Suite]

    /// One line per suite (`name tests failures`) followed by one per case, as `caseLine` writes it.
    func lines(_ caseLine: (Case) -> String) -> [String] {
        suites.flatMap { suite in ["\(suite.name) \(suite.tests) \(suite.failures)"] + suite.cases.map(caseLine) }
    }

    private static let reader = """
    import json, sys
    from junitparser import JUnitXml, Failure
    xml = JUnitXml.fromfile(sys.argv[1])
    print(json.dumps([{"name": suite.name, "tests": suite.tests, "failures": suite.failures,
                       "cases": [{"classname": case.classname, "name": case.name,
                                  "failures": [{"type": r.type, "message": r.message} for r in case.result if isinstance(r, Failure)]}
                                 for case in suite]} for suite in xml]))
    """

    /// Reads the file at `path` with junitparser.
    static func read(_ path: String) throws -> JUnitFile {
        let outcome = try Program.run(["-c", reader, path], executable: Repository.root + "/.build/tools/bin/python")
        let decoded = outcome.status == 0 ? try JSONSerialization.jsonObject(with: Data(outcome.output)) as? [[String: Any]] ?? [] : []
        let suites = decoded.map { suite in
            Suite(name: suite["name"] as? String ?? "", tests: suite["tests"] as? Int ?? 0, failures: suite["failures"] as? Int ?? 0,
                  cases: (suite["cases"] as? [[String: Any]] ?? []).map { item in
                      Case(classname: item["classname"] as? String ?? "", name: item["name"] as? String ?? "",
                           failures: (item["failures"] as? [[String: Any]] ?? []).map {
                               Failure(type: $0["type"] as? String ?? "", message: $0["message"] as? String ?? "")
                           })
                  })
        }
        return JUnitFile(outcome: outcome, suites: suites)
    }
}
