import Browser
import Foundation
import Glibc
import PNG
import TestSupport
import Testing

/// `listpreview review` and `serve --review`, the built program on real folders and real sockets:
/// shared beyond loopback it needs the token for the page and for every decision, and a rejection
/// fails the next `compare` while the difference is the same.
@Suite(.serialized) struct ReviewCommandTests {
    private let root = temporaryPath("review-command")
    private static let rejected = "inbox--data--iphone-15--light--en@2x.png"
    private static let approved = "inbox--empty--iphone-15--light--en@2x.png"

    private func picture(block x: Int? = nil) -> [UInt8] { ReviewPictures.picture(block: x) }

    private func write(_ bytes: [UInt8], _ path: String) throws { try ReviewPictures.write(bytes, path, under: root) }

    /// Two changes, each within an allowance of 1,000 pixels, reviewed into `report/`.
    private func compare() throws -> Program.Outcome {
        try Program.run(["compare", root + "/base", root + "/shots", "--out", root + "/report", "--max-diff-pixels", "1000",
                         "--junit", root + "/junit.xml"])
    }

    private func decide(_ port: Int, _ decision: String, _ file: String, _ headers: [(String, String)] = []) throws -> LoopbackResponse {
        let body = "file=\(file.replacingOccurrences(of: "@", with: "%40"))&decision=\(decision)"
        return try LoopbackConnection.request(port: port, "POST", "/review/decide",
                                              headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers, body: Array(body.utf8))
    }

    @Test func sharedOnTheNetworkEveryDecisionNeedsTheTokenAndARejectionFailsTheNextRun() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        for name in [Self.rejected, Self.approved] { try write(picture(), "base/" + name) }
        try write(picture(block: 3), "shots/" + Self.rejected)
        try write(picture(block: 15), "shots/" + Self.approved)
        let first = try compare()
        #expect(first.status == 0, "within the allowance, nothing fails yet: \(first.stdout)\(first.stderr)")

        let server = try ServerProcess.start(["review", root + "/report", "--baseline", root + "/base", "--host", "0.0.0.0", "--port", "0"],
                                             capturingErrors: true)
        let line = server.listeningLine
        let token = try #require(line.range(of: "?token=").map { String(line[$0.upperBound...]) }, "beyond loopback a token is made: \(line)")
        let port = server.port
        #expect(try LoopbackConnection.request(port: port, "GET", "/review/").status == 401)
        #expect(try decide(port, "reject", Self.rejected).status == 401)
        let bearer = ("Authorization", "Bearer \(token)")
        let page = try LoopbackConnection.request(port: port, "GET", "/review/", headers: [bearer])
        #expect(page.status == 200 && page.text.contains(">Approve</button>"))
        let rejected = try decide(port, "reject", Self.rejected, [bearer])
        #expect(rejected.status == 303 && rejected.headers["Location"] == "/review/")
        #expect(try decide(port, "approve", Self.approved, [bearer]).status == 303)
        let (status, stdout, _) = server.stopAndReadOutput(signal: SIGTERM)
        #expect(status == 0)
        #expect(stdout.hasSuffix("\nReview of \(root)/report against \(root)/base: 2 changes to decide, in 2 cards\n"), "\(stdout)")
        #expect(FileManager.default.contentsEqual(atPath: root + "/base/" + Self.approved, andPath: root + "/shots/" + Self.approved))

        // The rejected change fails the next run, under the allowance; the approved one is unchanged now.
        let second = try compare()
        #expect(second.status == 1)
        let changedLine = try #require(second.stdout.split(separator: "\n").first.map(String.init))
        #expect(changedLine.hasPrefix("changed \(Self.rejected): 100 pixels differ (8.33%), fails (rejected by token "), "\(second.stdout)")
        #expect(second.stdout.contains("0 new, 0 missing, 1 unchanged; 1 rejected; 1 fails\n"), "\(second.stdout)")
        let junit = try String(contentsOfFile: root + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure type=\"rejected\""))
    }

    @Test func serveReviewServesTheReviewBesideTheScreens() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(picture(), "base/" + Self.rejected)
        try write(picture(block: 3), "shots/" + Self.rejected)
        _ = try compare()
        let server = try ServerProcess.start(["serve", "--port", "0", "--review", root + "/report", "--baseline", root + "/base", "--reviewer", "ana"])
        defer { _ = server.stop(signal: SIGTERM) }
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/").text.contains("demo"), "the screens are still served")
        #expect(try LoopbackConnection.request(port: server.port, "GET", "/review/").text.contains(">Reject</button>"))
        #expect(try decide(server.port, "reject", Self.rejected).status == 303)
        let page = try LoopbackConnection.request(port: server.port, "GET", "/review/").text
        #expect(page.contains("Rejected by ana on "), "--reviewer names who decided")
    }
}
