import HTTP

/// The names this server answers to, against DNS rebinding: a web page whose own name its owner
/// re-points at 127.0.0.1 is same-origin to the browser with everything on this machine, so a
/// request is served only when the name in its `Host` is one this server is known by.
///
/// Always allowed: IP-address literals (rebinding needs a name), `localhost` and `*.localhost`
/// (RFC 6761 §6.3: they never leave the machine). When the server is shared beyond loopback, the
/// machine's own host name (and `NAME.local`, its mDNS name). And every name given with
/// `--allow-host`: `preview.example.com` exactly, `.example.com` that name and every subdomain of it.
public struct HostAllowList: Sendable, Equatable {
    /// Names allowed exactly: lowercased, without a trailing dot.
    public private(set) var names: Set<String> = []
    /// Names allowed with all their subdomains (given with a leading dot, stored without it).
    public private(set) var domains: [String] = []

    /// Only the names every server answers to.
    public init() {}

    /// Adds `--allow-host` entries and the machine's names; throws the first entry that is not a
    /// host name (`name`, `.domain`) with the reason.
    public init(allowing entries: [String], machineNames: [String] = []) throws(HostAllowListError) {
        for entry in entries {
            let isDomain = entry.hasPrefix(".")
            var name = isDomain ? entry.dropFirst() : entry[...]
            if name.hasSuffix(".") { name = name.dropLast() }
            guard !name.contains(":"), !name.hasSuffix("."), let authority = Authority(parsing: name), !authority.isAddress else {
                throw HostAllowListError(entry: entry)
            }
            if isDomain { domains.append(authority.host) } else { names.insert(authority.host) }
        }
        for machine in machineNames {
            guard let authority = Authority(parsing: machine[...]), !authority.isAddress else { continue }
            names.insert(authority.host)
            if !authority.host.contains(".") { names.insert(authority.host + ".local") }
        }
    }

    /// Whether a request may call this server `host` (lowercased, as ``Authority`` gives it).
    public func allows(_ authority: Authority) -> Bool {
        if authority.isAddress { return true }
        let host = authority.host
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        if names.contains(host) { return true }
        return domains.contains { host == $0 || (host.hasSuffix($0) && host.utf8.dropLast($0.utf8.count).last == UInt8(ascii: ".")) }
    }
}

/// An `--allow-host` value that is not a host name.
public struct HostAllowListError: Error, Equatable, CustomStringConvertible {
    /// The value as given.
    public let entry: String

    /// The reason, for the usage error.
    public var description: String {
        "“\(entry)” is not a host name: give a name such as preview.example.com, or .example.com for it and all its subdomains"
    }
}
