import HTTP

/// Who may change screens: nobody in read-only mode, and never a page of another site — a page
/// elsewhere must not be able to clear a designer's screens.
enum ChangePolicy {
    /// Throws `403` for a change refused. Browsers say where a request comes from in
    /// `Sec-Fetch-Site` and `Origin`, and older ones (or a form posted with the origin withheld)
    /// at least in `Referer`; scripts (curl) send none of them and are let through.
    static func check(_ request: Request, readOnly: Bool) throws(HTTPError) {
        if readOnly {
            throw HTTPError(.forbidden, "This server is read-only (--read-only): screens cannot be changed.")
        }
        if let site = request.headers["Sec-Fetch-Site"], site != "same-origin", site != "none" {
            throw HTTPError(.forbidden, "Changes must come from this server's own pages, not from another site (\(site)).")
        }
        let host = request.headers["Host"] ?? ""
        if let origin = request.headers["Origin"] {
            guard isOwn(origin: origin[...], host: host) else {
                throw HTTPError(.forbidden, "Changes must come from this server's own pages; “\(origin)” is another origin.")
            }
        } else if let referer = request.headers["Referer"] {
            // Without Origin, the page that sent the change is named by Referer (RFC 9110 §10.1.3);
            // this server's pages send it (Referrer-Policy: same-origin), another site's name themselves.
            guard isOwn(origin: origin(of: referer), host: host) else {
                throw HTTPError(.forbidden, "Changes must come from this server's own pages; they came from “\(referer)”.")
            }
        }
    }

    /// Whether `origin` is this server's own: `http://` or `https://` and exactly the `Host` asked for.
    private static func isOwn(origin: Substring, host: String) -> Bool {
        !host.isEmpty && (origin == "http://" + host || origin == "https://" + host)
    }

    /// The scheme and authority a `Referer` starts with (`http://a:1/b?c` → `http://a:1`), or the
    /// whole value when it has no path.
    private static func origin(of referer: String) -> Substring {
        let bytes = referer.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              bytes[colon...].starts(with: "://".utf8) else { return referer[...] }
        let authority = bytes.index(colon, offsetBy: 3)
        let end = bytes[authority...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        return referer[..<(end ?? referer.endIndex)]
    }
}
