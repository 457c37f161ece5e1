// libFuzzer target: the checks every request passes before the app sees it — message framing, the
// Host (or absolute-form) authority, cookies, the bearer header and the token — on a request head
// read from arbitrary bytes (a request line, then `Name: value` lines). Invariants: nothing crashes;
// an authority prints back to itself; a request is admitted only for a name the server answers to
// and, a token being required, only with that token (or for a built-in /public/ file); a sign-in
// redirect stays on this server and never carries the token.
import HTTP
import ListPreview

enum AccessChecksHarness {
    private static let token = try! AccessToken("fuzz-token-0123456789")
    private static let policy = AccessPolicy(hosts: try! HostAllowList(allowing: ["preview.test", ".team.example"]), token: token)

    static func run(_ bytes: [UInt8]) {
        let input = String(decoding: bytes, as: UTF8.self)
        // The head, then (after an empty line) the body.
        let halves = input.split(separator: "\n\n", maxSplits: 1, omittingEmptySubsequences: false)
        var lines = halves[0].split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else { return }
        let parts = requestLine.split(separator: " ", maxSplits: 2)
        guard parts.count == 3 else { return }
        var headers = Headers()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        _ = MessageFraming.problem(version: String(parts[2]), headers: headers)
        let request = Request(method: Method(rawValue: String(parts[0])), target: String(parts[1]), headers: headers,
                              body: halves.count > 1 ? Array(halves[1].utf8) : [],
                              connection: Request.Connection(fromLoopback: bytes.count % 2 == 0, port: 8080))
        _ = request.cookies
        var named: Authority?
        var hostIsValid = true
        do {
            named = try request.authority()
        } catch {
            hostIsValid = false
        }
        if let named {
            precondition(Authority(parsing: named.description[...]) == named, "\(named) does not print back to itself")
        }
        switch policy.decide(request) {
        case .admit:
            precondition(hostIsValid, "admitted with an invalid Host")
            if let named {
                precondition(policy.hosts.allows(named), "admitted for a name not allowed: \(named)")
                precondition(named.port == nil || named.port == 8080, "admitted for another port")
            }
            let cookie = request.cookies[AccessToken.cookieName(port: 8080)]
            let carried = request.bearerToken.map { token.matches($0) } ?? cookie.map { token.matches($0[...]) } ?? false
            let open = (request.method == .get || request.method == .head) && request.rawPath.hasPrefix("/public/")
            precondition(carried || open, "admitted without the token")
        case let .signIn(location, cookie):
            precondition(location.hasPrefix("/") && !location.hasPrefix("//"), "a sign-in leads elsewhere: \(location)")
            precondition(!location.contains(token.value) && !((try? PercentDecoding.decode(location[...], plusAsSpace: true)) ?? "").contains(token.value),
                         "the token stayed in the address: \(location)")
            precondition(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        case .refuse:
            break
        }
    }
}
