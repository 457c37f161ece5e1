@testable import Browser
import Foundation
import Glibc
import HTTP
import HTTPServer
import ListPreview
@testable import ListPreviewCLI
import TestSupport
import Testing

/// Sharing beyond loopback, with the real program: bound to 0.0.0.0 on port 0 and talked to through
/// 127.0.0.1 (the token requirement follows the bind, not the client's address; nothing leaves the
/// machine). Without the token nothing is shown or changed; with it — from the printed link, then a
/// cookie, or as a bearer header — everything works; `--read-only` needs none and changes nothing.
@Suite(.serialized) struct SharingTests {
    /// The token in the `Listening on …?token=…` line.
    private func printedToken(in line: String) -> String? {
        line.range(of: "?token=").map { String(line[$0.upperBound...]) }
    }

    private func get(_ port: Int, _ target: String, _ headers: [(String, String)] = []) throws -> LoopbackResponse {
        try LoopbackConnection.request(port: port, "GET", target, headers: headers)
    }

    private func demoVersion(_ port: Int, token: String) throws -> Int? {
        let text = try get(port, "/api/screens/demo", [("Authorization", "Bearer \(token)")]).text
        guard let range = text.range(of: "\"version\": ") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func beyondLoopbackEveryRequestNeedsTheToken() throws {
        let server = try ServerProcess.start(["--host", "0.0.0.0", "--port", "0"], capturingErrors: true)
        let line = server.listeningLine
        let token = try #require(printedToken(in: line))
        #expect(token.count == 32)
        #expect(!line.hasPrefix("Listening on http://0.0.0.0:"), "a wildcard is not an address to open: \(line)")
        let port = server.port

        // Without it: 401 with the way in, for pages, the API and changes alike.
        let page = try get(port, "/screens/demo")
        #expect(page.status == 401)
        #expect(page.headers["WWW-Authenticate"] == "Bearer realm=\"ListPreview\"")
        #expect(page.text.contains("action=\"/access\""), "the page has the form to enter the token")
        #expect(!page.text.contains("Empty Page"), "and nothing of the screen")
        #expect(try get(port, "/api/screens").status == 401)
        #expect(try get(port, "/gallery").status == 401)
        #expect(try get(port, "/public/style.css").status == 200, "the built-in style sheet needs no token")
        let change = try LoopbackConnection.request(port: port, "POST", "/screens/demo/clear")
        #expect(change.status == 401)
        #expect(try demoVersion(port, token: token) == 0, "the refused change was not made")

        // The printed link: the token is kept in a cookie and the address is cleaned of it.
        let link = try get(port, "/screens/demo?lang=zh-Hans&token=\(token)")
        #expect(link.status == 303)
        #expect(link.headers["Location"] == "/screens/demo?lang=zh-Hans")
        let setCookie = try #require(link.headers["Set-Cookie"])
        #expect(setCookie.hasPrefix("listpreview-token-\(port)=\(token);"))
        for attribute in ["HttpOnly", "SameSite=Strict", "Path=/"] { #expect(setCookie.contains(attribute)) }
        let cookie = ("Cookie", "listpreview-token-\(port)=\(token)")
        #expect(try get(port, "/screens/demo", [cookie]).status == 200)
        #expect(try LoopbackConnection.request(port: port, "POST", "/screens/demo/clear", headers: [cookie]).status == 303)
        #expect(try demoVersion(port, token: token) == 1)

        // Scripts: the bearer header.
        let put = try LoopbackConnection.request(port: port, "PUT", "/api/screens/demo/rows",
                                                headers: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
                                                body: Array("[]".utf8))
        #expect(put.status == 200)

        // Wrong tokens, in every place, get 401 and no cookie.
        let wrong = String(token.reversed())
        let badLink = try get(port, "/screens/demo?token=\(wrong)")
        #expect(badLink.status == 401 && badLink.headers["Set-Cookie"] == nil)
        #expect(try get(port, "/api/screens", [("Authorization", "Bearer \(wrong)")]).status == 401)
        #expect(try get(port, "/screens/demo", [("Cookie", "listpreview-token-\(port)=\(wrong)")]).status == 401)
        #expect(try get(port, "/screens/demo", [("Cookie", "listpreview-token-\(port)=\(token.dropLast())")]).status == 401)

        // The token does not open the door to other names.
        #expect(try get(port, "/screens/demo", [cookie, ("Host", "evil.example")]).status == 400, "two Host fields")
        let rebound = try LoopbackConnection(port: port)
        try rebound.send("GET /api/screens HTTP/1.1\r\nHost: evil.example:\(port)\r\nAuthorization: Bearer \(token)\r\n\r\n")
        #expect(try rebound.readResponse().status == 403)

        // The form on the 401 page.
        let form = try LoopbackConnection.request(port: port, "POST", "/access",
                                                 headers: [("Content-Type", "application/x-www-form-urlencoded")],
                                                 body: Array("token=\(token)&next=%2Fgallery".utf8))
        #expect(form.status == 303 && form.headers["Location"] == "/gallery" && form.headers["Set-Cookie"] != nil)

        // The token was printed once, on stdout, and never again anywhere.
        let output = server.stopAndReadOutput(signal: SIGTERM)
        #expect(output.status == 0)
        #expect(!output.stdout.contains(token) && !output.stderr.contains(token))
        #expect(output.stderr.contains("sharing on the network at 0.0.0.0"))
    }

    @Test func aTokenCanBeGivenAndIsThenRequiredEvenOnLoopback() throws {
        let given = "team-preview-token-2026"
        let server = try ServerProcess.start(["--port", "0"], environment: ["LISTPREVIEW_TOKEN": given], capturingErrors: true)
        #expect(server.listeningLine == "Listening on http://127.0.0.1:\(server.port)/?token=\(given)")
        #expect(try get(server.port, "/").status == 401)
        #expect(try get(server.port, "/", [("Authorization", "bearer \(given)")]).status == 200)
        #expect(!server.stopAndReadOutput(signal: SIGTERM).stderr.contains("--token is visible"), "the environment is the quiet way")

        let flag = try ServerProcess.start(["--port", "0", "--token", "another-token-0123456789"], environment: ["LISTPREVIEW_TOKEN": given],
                                           capturingErrors: true)
        #expect(flag.listeningLine.hasSuffix("?token=another-token-0123456789"), "--token wins over the environment")
        let errors = flag.stopAndReadOutput(signal: SIGTERM).stderr
        #expect(errors.contains("listpreview: warning: --token is visible to every user of this machine (ps, /proc/PID/cmdline); "
            + "give it in LISTPREVIEW_TOKEN instead"), "\(errors)")
        #expect(!errors.contains("another-token-0123456789"), "the warning does not repeat the token")
    }

    @Test func readOnlyBeyondLoopbackNeedsNoTokenAndChangesNothing() throws {
        let server = try ServerProcess.start(["--host", "0.0.0.0", "--port", "0", "--read-only"], capturingErrors: true)
        #expect(printedToken(in: server.listeningLine) == nil)
        #expect(try get(server.port, "/screens/demo").status == 200)
        #expect(try LoopbackConnection.request(port: server.port, "POST", "/screens/demo/clear").status == 403)
        #expect(try get(server.port, "/api/screens", [("Host", "evil.example")]).status == 400, "two Host fields")
        let output = server.stopAndReadOutput(signal: SIGTERM)
        #expect(output.stderr == "listpreview: warning: listening on 0.0.0.0, beyond this machine: anyone who can reach it can see the screens\n"
            + FolderScreensNote.demo + "\n")
    }

    @Test func badTokensAndHostNamesAreUsageErrors() throws {
        for arguments in [["--token", "short"], ["--token", "has spaces in it, sixteen+"], ["--allow-host", "*"],
                          ["--allow-host", "evil.example:80"], ["--allow-host", "http://evil.example"]] {
            let outcome = try Program.run(["--port", "0"] + arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.stderr.contains("for \(arguments[0])"), "\(arguments)")
        }
        let secret = "not-a-valid token but long"
        let outcome = try Program.run(["--port", "0", "--token", secret])
        #expect(!outcome.stderr.contains(secret), "a rejected token is not echoed")
    }
}

/// Which names `serve` answers to, decided from its options.
@Suite struct SharingNamesTests {
    /// A server bound by name (`--host NAME`) is called by that name: it needs no `--allow-host`.
    @Test func theNameGivenToHostIsAllowed() throws {
        let name = try #require(HTTPServer.machineName())
        var options = ServeOptions()
        options.host = name
        let sharing = try Sharing(options)
        #expect(sharing.access.hosts.allows(try #require(Authority(parsing: name[...]))))
        #expect(!sharing.access.hosts.allows(try #require(Authority(parsing: "evil.example"))))

        options.host = "127.0.0.1"
        #expect(!(try Sharing(options)).access.hosts.allows(try #require(Authority(parsing: name[...]))),
                "on loopback by address, the machine's name is not one the server is called by")
    }
}
