import HTTPServer
import ListPreview

/// How `serve` shares its screens: on this machine only, or beyond it with a token (or read-only),
/// and the addresses it prints.
struct Sharing {
    /// The checks every request passes: names and token.
    let access: AccessPolicy
    /// Whether the bound address is a loopback one, so nothing beyond this machine can connect.
    let loopbackOnly: Bool
    private let host: String
    private let readOnly: Bool

    /// Decides from `--host`, `--read-only`, `--allow-host` and the token given, if any: beyond
    /// loopback a token is required (one is generated when none is given) unless the server is read-only.
    init(_ options: ServeOptions) throws {
        do {
            loopbackOnly = try HTTPServer.bindsLoopbackOnly(options.host)
        } catch {
            throw Failure("listpreview: \(error)", ExitStatus.unavailable)
        }
        host = options.host
        readOnly = options.readOnly
        let token = options.token ?? (loopbackOnly || options.readOnly ? nil : AccessToken.generate())
        let machineNames = loopbackOnly ? [] : [HTTPServer.machineName()].compactMap { $0 }
        // The name given to --host is one the server is called by (an address needs no allowing).
        let bound = (try? HostAllowList(allowing: [options.host])) != nil ? [options.host] : []
        // The names were checked when the command line was read.
        let hosts = (try? HostAllowList(allowing: options.allowedHosts + bound, machineNames: machineNames)) ?? HostAllowList()
        access = AccessPolicy(hosts: hosts, token: token)
    }

    /// The line for stderr when the screens can be reached from other machines (never the token).
    var warning: String? {
        guard !loopbackOnly else { return nil }
        if access.token != nil {
            return "listpreview: sharing on the network at \(host): every request needs the token "
                + "(in the link below, then a cookie; scripts send Authorization: Bearer TOKEN)"
                + (readOnly ? "" : "; anyone with it can change the screens")
        }
        return "listpreview: warning: listening on \(host), beyond this machine: anyone who can reach it can see the screens"
    }

    /// What stdout shows: `Listening on URL` (with `?token=` once, when one is needed), then the
    /// other addresses the server can be opened at.
    func addressLines(port: Int) -> [String] {
        let wildcard = host == "0.0.0.0" || host == "::" || host == "[::]"
        var hosts = [host.contains(":") ? "[\(host)]" : host]
        if wildcard {
            let addresses = HTTPServer.networkAddresses().filter { host == "0.0.0.0" ? !$0.hasPrefix("[") : true }
            let names = [HTTPServer.machineName()].compactMap { $0 }
            if !(addresses + names).isEmpty { hosts = addresses + names }
        }
        let urls = hosts.map { "http://\($0):\(port)/" }
        let query = access.token.map { "?token=\($0.value)" } ?? ""
        var lines = ["Listening on \(urls[0])\(query)"]
        if urls.count > 1 {
            lines.append("  also at " + urls.dropFirst().joined(separator: ", ") + (query.isEmpty ? "" : " (with the same ?token=)"))
        }
        return lines
    }
}
