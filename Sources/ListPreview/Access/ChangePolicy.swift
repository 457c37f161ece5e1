import HTTP

/// Who may change screens: nobody in read-only mode, and never a page of another site — a page
/// elsewhere must not be able to clear a designer's screens.
enum ChangePolicy {
    /// Throws `403` for a change refused. Browsers say where a request comes from in
    /// `Sec-Fetch-Site` and `Origin`; scripts (curl) send neither and are let through.
    static func check(_ request: Request, readOnly: Bool) throws(HTTPError) {
        if readOnly {
            throw HTTPError(.forbidden, "This server is read-only (--read-only): screens cannot be changed.")
        }
        if let site = request.headers["Sec-Fetch-Site"], site != "same-origin", site != "none" {
            throw HTTPError(.forbidden, "Changes must come from this server's own pages, not from another site (\(site)).")
        }
        if let origin = request.headers["Origin"] {
            let host = request.headers["Host"] ?? ""
            guard !host.isEmpty, origin == "http://" + host || origin == "https://" + host else {
                throw HTTPError(.forbidden, "Changes must come from this server's own pages; “\(origin)” is another origin.")
            }
        }
    }
}
