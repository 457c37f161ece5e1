import Browser
import Dispatch
import Foundation
import Guarded
import HTTP
import HTTPServer
import ListPreview
import Review
import ReviewServer
import TestSupport
import Testing

/// The review page served by the real server on port 0, over real sockets: the access rules of
/// `serve`, forms answered `303`, approvals writing the baselines and their manifest, groups,
/// decisions kept in `review.json`, and reviewers deciding at once.
@Suite struct ReviewServerTests {
    private static let token = "review-token-0123456789abcdef"

    /// One request on a fresh connection, its answer awaited as long as the hang detector.
    private static func request(_ port: Int, _ method: String, _ target: String, headers: [(String, String)] = [],
                                body: [UInt8] = []) throws -> LoopbackResponse {
        try LoopbackConnection.request(port: port, method, target, headers: headers, body: body,
                                       timeoutSeconds: Int(hangDetector.components.seconds))
    }

    /// `body` with the port of a server answering `space`'s review behind `token`, if any.
    private func serving<Result>(_ space: ReviewWorkspace, token: String? = nil, reviewer: String? = nil,
                                 _ body: (Int) throws -> Result) throws -> Result {
        let review = try ReviewServer(folder: space.shots, baselines: space.baselines, reviewer: reviewer, claimsRoot: true)
        let app = App.serving(review, access: AccessPolicy(token: try token.map { try AccessToken($0) }))
        let configuration = ServerConfiguration(port: 0, errorResponder: { request, error in app.errorResponse(error, for: request) })
        let server = try HTTPServer.start(configuration, replying: app.reply(to:))
        defer { server.stop() }
        return try body(server.port)
    }

    /// A form posted to `/review/decide`, as a browser sends it with script off.
    private func decide(_ port: Int, _ decision: String, _ files: [String], card: String = "shot-1",
                        headers: [(String, String)] = []) throws -> LoopbackResponse {
        let fields = files.map { ("file", $0) } + [("card", card), ("decision", decision)]
        let body = fields.map { PercentDecoding.encode($0.0) + "=" + PercentDecoding.encode($0.1) }.joined(separator: "&")
        return try Self.request(port, "POST", "/review/decide",
                                headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers, body: Array(body.utf8))
    }

    private func page(_ port: Int, _ headers: [(String, String)] = []) throws -> String {
        try Self.request(port, "GET", "/review/", headers: headers).text
    }

    @Test func decisionsNeedTheTokenWhenTheServerHasOne() throws {
        let space = try ReviewWorkspace()
        let before = space.bytes(space.baselines + "/" + ReviewWorkspace.single)
        try serving(space, token: Self.token) { port in
            #expect(try Self.request(port, "GET", "/review/").status == 401)
            #expect(try Self.request(port, "GET", "/review/diff/" + ReviewWorkspace.single).status == 401)
            #expect(try decide(port, "approve", [ReviewWorkspace.single]).status == 401)
            let wrong = try decide(port, "approve", [ReviewWorkspace.single], headers: [("Authorization", "Bearer not-the-token-at-all")])
            #expect(wrong.status == 401)
            #expect(space.bytes(space.baselines + "/" + ReviewWorkspace.single) == before, "a refused decision writes nothing")
            #expect(!space.exists(space.shots + "/review.json"))

            let bearer = ("Authorization", "Bearer \(Self.token)")
            let crossSite = try decide(port, "approve", [ReviewWorkspace.single], headers: [bearer, ("Origin", "http://evil.example")])
            #expect(crossSite.status == 403, "another site's page cannot approve, token or not")
            let fromAnotherSite = try decide(port, "approve", [ReviewWorkspace.single], headers: [bearer, ("Sec-Fetch-Site", "cross-site")])
            #expect(fromAnotherSite.status == 403)
            #expect(space.bytes(space.baselines + "/" + ReviewWorkspace.single) == before)

            let approved = try decide(port, "approve", [ReviewWorkspace.single], card: "shot-2", headers: [bearer])
            #expect(approved.status == 303)
            #expect(approved.headers["Location"] == "/review/#shot-2")
            #expect(space.bytes(space.baselines + "/" + ReviewWorkspace.single) == space.bytes(space.shots + "/" + ReviewWorkspace.single))
            let label = try AccessToken(Self.token).label
            #expect(label.wholeMatch(of: /token [0-9a-f]{8}/) != nil)
            #expect(space.decisions()[ReviewWorkspace.single]?.0 == "approved")
            #expect(space.decisions()[ReviewWorkspace.single]?.1 == label, "no --reviewer: the token's label")
            #expect(try page(port, [bearer]).contains("Approved by \(label) on "))
        }
    }

    @Test func formsWorkWithoutScriptAndAnswer303() throws {
        let space = try ReviewWorkspace()
        try serving(space) { port in
            let root = try Self.request(port, "GET", "/")
            #expect(root.status == 303 && root.headers["Location"] == "/review/")
            let html = try page(port)
            #expect(html.contains("<form method=\"post\" action=\"decide\" class=\"lp-review-decide\" data-card=\"shot-1\">"))
            #expect(html.contains(">Approve all 3 in this group</button>") && html.contains(">Reject all 3</button>"))
            #expect(html.contains("<input type=\"hidden\" name=\"group\" value=\"changed 5,20 10x10 100\">"),
                    "a group's form names the group, however many shots it has")
            #expect(html.contains("<h2 id=\"shot-2-title\">settings — data · iphone-15 · light · en</h2>"))
            #expect(html.contains("0 of 6 changes decided."))
            #expect(!html.contains("listpreview compare"), "the served page decides with buttons, not commands")
            let picture = try Self.request(port, "GET", "/review/diff/" + PercentDecoding.encode(ReviewWorkspace.single))
            #expect(picture.status == 200 && picture.headers["Content-Type"] == "image/png")
            #expect(try Self.request(port, "GET", "/review/report.js").status == 200)
            #expect(try Self.request(port, "GET", "/review/manifest.json").status == 404, "only the report's pictures")
            #expect(try Self.request(port, "GET", "/review/%2E%2E/baselines/x.png").status == 404)
            let getForm = try Self.request(port, "GET", "/review/decide")
            #expect(getForm.status == 405 && getForm.headers["Allow"] == "POST", "the form's path is the form's, not a file's")
            #expect(try Self.request(port, "PUT", "/review/diff/x.png").headers["Allow"] == "GET, HEAD")
            let bare = try Self.request(port, "GET", "/review")
            #expect(bare.status == 303 && bare.headers["Location"] == "/review/")
            #expect(try Self.request(port, "GET", "/review/diff%2Fx.png").status == 404, "a picture's name has no slash")

            // A browser's form post from the page itself.
            let origin = [("Origin", "http://127.0.0.1:\(port)"), ("Sec-Fetch-Site", "same-origin")]
            let rejected = try decide(port, "reject", [ReviewWorkspace.single], card: "shot-2", headers: origin)
            #expect(rejected.status == 303 && rejected.headers["Location"] == "/review/#shot-2")
            #expect(space.decisions()[ReviewWorkspace.single]?.0 == "rejected")
            #expect(space.decisions()[ReviewWorkspace.single]?.1 == "local", "no --reviewer and no token: local")
            #expect(space.bytes(space.baselines + "/" + ReviewWorkspace.single) == ReviewWorkspace.screen().encoded(), "rejecting leaves the baseline")
            let file = String(decoding: space.bytes(space.shots + "/report.html") ?? [], as: UTF8.self)
            #expect(file.contains("Rejected by local on "), "report.html read from a file shows the decision")
            #expect(try page(port).contains("1 of 6 changes decided: 0 approved, 1 rejected."))
            #expect(try decide(port, "approve", ["nothing.png"], headers: origin).status == 404)
            let group = try Self.request(port, "POST", "/review/decide", headers: [("Content-Type", "application/x-www-form-urlencoded")] + origin,
                                         body: Array("group=changed+5%2C20+10x10+100&decision=reject&card=shot-1".utf8))
            #expect(group.status == 303 && group.headers["Location"] == "/review/#shot-1")
            #expect(ReviewWorkspace.grouped.allSatisfy { space.decisions()[$0]?.0 == "rejected" }, "the group's key stands for its shots")
            #expect(try decide(port, "approve", [], headers: origin).status == 400)
            #expect(try decide(port, "maybe", [ReviewWorkspace.single], headers: origin).status == 400)
        }
    }

    @Test func approvingAGroupWritesEveryBaselineAndTheManifest() throws {
        let space = try ReviewWorkspace()
        try serving(space, reviewer: "ana") { port in
            let html = try page(port)
            #expect(html.contains("<h2 id=\"shot-1-title\">A 100-pixel change in 3 shots of inbox</h2>"), "one card for the three variants")
            #expect(html.components(separatedBy: "<section class=\"lp-review-shot\"").count - 1 == 4, "3 grouped, 1 other change, 1 new, 1 missing: 4 cards")
            #expect(try decide(port, "approve", ReviewWorkspace.grouped + [ReviewWorkspace.gone]).status == 303)
            for name in ReviewWorkspace.grouped {
                #expect(space.bytes(space.baselines + "/" + name) == space.bytes(space.shots + "/" + name))
                #expect(space.decisions()[name]?.0 == "approved" && space.decisions()[name]?.1 == "ana")
            }
            #expect(!space.exists(space.baselines + "/" + ReviewWorkspace.gone), "approving a missing shot deletes its baseline")
            let hashes = space.baselineHashes()
            #expect(hashes[ReviewWorkspace.grouped[0]] == "new " + ReviewWorkspace.grouped[0], "the manifest as --update writes it")
            #expect(hashes[ReviewWorkspace.single] == "old " + ReviewWorkspace.single)
            #expect(hashes[ReviewWorkspace.gone] == nil)
            #expect(!(try page(port)).contains("git add"))

            #expect(try decide(port, "approve", [ReviewWorkspace.single, ReviewWorkspace.added]).status == 303)
            let done = try page(port)
            #expect(done.contains("6 of 6 changes decided: 6 approved, 0 rejected."))
            #expect(done.contains("git add \(space.baselines) &amp;&amp; git commit"), "once all is decided: what finishes the job")
            #expect(done.contains("Nothing fails."))
            #expect(try decide(port, "reject", [ReviewWorkspace.single]).status == 409, "an approved shot's baseline is written already")
        }
    }

    @Test func approvingInTheBrowserWritesWhatUpdateAndPruneWrite() throws {
        let browser = try ReviewWorkspace(), command = try ReviewWorkspace()
        let files = ReviewWorkspace.grouped + [ReviewWorkspace.single, ReviewWorkspace.added, ReviewWorkspace.gone]
        try serving(browser) { port throws in
            #expect(try decide(port, "approve", ReviewWorkspace.grouped).status == 303)
            #expect(try decide(port, "approve", [ReviewWorkspace.single, ReviewWorkspace.added, ReviewWorkspace.gone]).status == 303)
        }
        // The same shots approved from the command line: `snapshot --baseline --update changed --prune`.
        var folder = FolderReview(baselines: command.baselines, shots: command.shots, report: command.shots)
        folder.update = .changed
        folder.prune = true
        #expect(try folder.run().shots.filter(\.updated).map(\.file).sorted() == files.sorted())
        let listing = { (space: ReviewWorkspace) in ((try? FileManager.default.contentsOfDirectory(atPath: space.baselines)) ?? []).sorted() }
        #expect(listing(command) == (files.filter { $0 != ReviewWorkspace.gone } + [ReviewWorkspace.same, "manifest.json"]).sorted())
        #expect(listing(browser) == listing(command))
        for name in listing(command) {
            #expect(browser.bytes(browser.baselines + "/" + name) == command.bytes(command.baselines + "/" + name), "\(name), byte for byte")
        }
        #expect(command.baselineHashes()[ReviewWorkspace.added] == "new " + ReviewWorkspace.added)
    }

    @Test func reviewersDecidingAtOnceLoseNothing() throws {
        let space = try ReviewWorkspace()
        let files = ReviewWorkspace.grouped + [ReviewWorkspace.single, ReviewWorkspace.added, ReviewWorkspace.gone]
        try serving(space) { port in
            let statuses = Locked([Int](repeating: 0, count: files.count * 2))
            // Each file approved twice, by twelve requests at once.
            DispatchQueue.concurrentPerform(iterations: files.count * 2) { index in
                let status = (try? decide(port, "approve", [files[index % files.count]]).status) ?? -1
                statuses.withLock { $0[index] = status }
            }
            #expect(statuses.withLock { $0 } == [Int](repeating: 303, count: files.count * 2))
        }
        let decisions = space.decisions()
        #expect(decisions.keys.sorted() == files.sorted(), "every decision is in review.json, none lost: \(decisions.keys.sorted())")
        let hashes = space.baselineHashes()
        for name in files where name != ReviewWorkspace.gone {
            #expect(space.bytes(space.baselines + "/" + name) == space.bytes(space.shots + "/" + name))
            #expect(hashes[name] == "new " + name)
        }
        #expect(hashes[ReviewWorkspace.gone] == nil && !space.exists(space.baselines + "/" + ReviewWorkspace.gone))
        let leftovers = (try FileManager.default.contentsOfDirectory(atPath: space.shots)).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no half-written file is left")
    }

    @Test func aRejectionHoldsOnARerunUntilTheDifferenceChanges() throws {
        let space = try ReviewWorkspace()
        try serving(space) { port throws in
            #expect(try decide(port, "reject", [ReviewWorkspace.single]).status == 303)
        }
        // Under an allowance of 1,000 pixels the change would pass; rejected, it fails.
        var allowance = ReviewOptions()
        allowance.maxDiffPixels = 1000
        let rerun = try space.rerun(allowance)
        let shot = try #require(rerun.shots.first { $0.file == ReviewWorkspace.single })
        #expect(shot.decision?.verdict == .rejected && shot.fails)
        #expect(rerun.summary.contains("; 1 rejected;"))
        let junit = String(decoding: space.bytes(space.root + "/junit.xml") ?? [], as: UTF8.self)
        #expect(junit.contains("<failure type=\"rejected\" message=\"\(ReviewWorkspace.single): rejected by local on "))
        #expect(space.decisions()[ReviewWorkspace.single]?.0 == "rejected", "kept in review.json")
        #expect(String(decoding: space.bytes(space.shots + "/report.html") ?? [], as: UTF8.self).contains("Rejected by local on "))

        // The screen changed again: another difference, no decision.
        try space.write(ReviewWorkspace.screen(block: (25, 45)), space.shots, ReviewWorkspace.single)
        let changed = try space.rerun(allowance)
        let again = try #require(changed.shots.first { $0.file == ReviewWorkspace.single })
        #expect(again.decision == nil && !again.fails)
        #expect(space.decisions().isEmpty)
        #expect(!space.exists(space.shots + "/review.json"), "no decision holds: no review.json")
    }

    @Test func anApprovalThatDidNotReachTheBaselinesIsAskedAgain() throws {
        let space = try ReviewWorkspace()
        try serving(space) { port throws in
            #expect(try decide(port, "approve", [ReviewWorkspace.single]).status == 303)
        }
        // Served again as it is: still approved, nothing left to do for it.
        let served = try ReviewServer(folder: space.shots, baselines: space.baselines)
        #expect(served.review.shots.first { $0.file == ReviewWorkspace.single }?.decision?.verdict == .approved)
        // The baseline checked out again: the approval is gone, from the served page and from a rerun.
        try space.write(ReviewWorkspace.screen(), space.baselines, ReviewWorkspace.single)
        let reverted = try ReviewServer(folder: space.shots, baselines: space.baselines)
        #expect(reverted.review.shots.first { $0.file == ReviewWorkspace.single }?.decision == nil)
        let rerun = try space.rerun()
        let shot = try #require(rerun.shots.first { $0.file == ReviewWorkspace.single })
        #expect(shot.decision == nil && shot.fails)
        #expect(space.decisions()[ReviewWorkspace.single] == nil)
    }
}
