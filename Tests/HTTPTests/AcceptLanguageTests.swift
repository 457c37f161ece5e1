@testable import HTTP
import Testing

@Suite struct AcceptLanguageTests {
    private func ranges(_ header: String) -> [String] {
        LanguagePreference.parse(header).map(\.range)
    }

    @Test func sortsByWeightKeepingHeaderOrderForTies() {
        #expect(ranges("fr;q=0.5, zh-TW, en;q=0.8, de") == ["zh-TW", "de", "en", "fr"])
    }

    @Test func dropsZeroWeightsAndMalformedEntries() {
        #expect(ranges("en;q=0, zh-CN;q=abc, ja;q=1.5, ko;q=0.3, !!, , x-toolongsubtag") == ["ko"])
    }

    @Test func acceptsSpacesAndWildcard() {
        #expect(LanguagePreference.parse("  zh-Hant ; q=0.9 ,* ;q=0.1") == [
            LanguagePreference(range: "zh-Hant", quality: 0.9),
            LanguagePreference(range: "*", quality: 0.1),
        ])
        #expect(ranges("") == [])
    }
}

@Suite struct RouterTests {
    private var router: Router<String> {
        var router = Router<String>()
        router.add(.get, "/", "index")
        router.add(.get, "/screens/:id", "screen")
        router.add(.post, "/screens/:id/:action", "action")
        router.add(.get, "/public/*file", "asset")
        return router
    }

    @Test func matchesLiteralsCapturesAndRest() {
        guard case let .found(name, parameters) = router.match(.post, ["screens", "demo", "show"]) else {
            Issue.record("no match")
            return
        }
        #expect(name == "action")
        #expect(parameters == ["id": "demo", "action": "show"])
        guard case let .found(asset, files) = router.match(.get, ["public", "img", "a.svg"]) else {
            Issue.record("no match")
            return
        }
        #expect(asset == "asset")
        #expect(files == ["file": "img/a.svg"])
    }

    @Test func headFollowsGet() {
        guard case .found("screen", _) = router.match(.head, ["screens", "demo"]) else {
            Issue.record("HEAD did not match the GET route")
            return
        }
    }

    @Test func wrongMethodListsAllowedOnes() {
        guard case let .methodNotAllowed(allowed) = router.match(.post, []) else {
            Issue.record("expected 405")
            return
        }
        #expect(allowed == [.get, .head])
        guard case let .methodNotAllowed(allowedAction) = router.match(.get, ["screens", "demo", "show"]) else {
            Issue.record("expected 405")
            return
        }
        #expect(allowedAction == [.post])
    }

    @Test func theMostSpecificPatternOwnsItsPath() {
        var router = Router<String>()
        router.add(.get, "/review/:file", "file")
        router.add(.get, "/review/:folder/*file", "picture")
        router.add(.post, "/review/decide", "decide")
        // Added after the capture, the literal still owns its path: a GET of the form is a 405, not a file.
        guard case let .methodNotAllowed(allowed) = router.match(.get, ["review", "decide"]) else {
            Issue.record("expected 405")
            return
        }
        #expect(allowed == [.post])
        guard case .found("decide", _) = router.match(.post, ["review", "decide"]),
              case .found("file", ["file": "report.css"]) = router.match(.get, ["review", "report.css"]),
              case .found("picture", ["folder": "diff", "file": "a.png"]) = router.match(.head, ["review", "diff", "a.png"]) else {
            Issue.record("a route did not match its own path")
            return
        }
        // `:name` before `*name`: the one-segment capture wins where both fit.
        var captures = Router<String>()
        captures.add(.get, "/files/*rest", "rest")
        captures.add(.get, "/files/:one", "one")
        guard case .found("one", _) = captures.match(.get, ["files", "a"]), case .found("rest", _) = captures.match(.get, ["files", "a", "b"]) else {
            Issue.record("the capture did not beat the rest")
            return
        }
    }

    @Test func unknownPathsAreNotFound() {
        for path in [["nope"], ["screens"], ["public"], ["screens", "a", "b", "c"]] {
            guard case .notFound = router.match(.get, path) else {
                Issue.record("\(path) should be not found")
                continue
            }
        }
    }
}
