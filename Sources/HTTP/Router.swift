/// Maps a method and a decoded path to a handler, with the 404 and 405 cases spelled out.
///
/// Patterns are paths whose segments are literals or `:name` captures, e.g. `/screens/:id/show`;
/// a last segment `*name` captures the rest of the path (one segment or more, joined by `/`).
/// A route for `GET` also answers `HEAD`. Where several patterns fit a path, the most specific one
/// is its route: from the left, a literal beats a capture, and a `:name` a `*name`, so the form at
/// `/review/decide` is never taken for a file of `/review/:file` (a `GET` of it is a `405`). The
/// handler type is the caller's choice.
public struct Router<Handler: Sendable>: Sendable {
    private struct Route: Sendable {
        let method: Method
        let pattern: [Substring]
        let handler: Handler
    }

    /// What a lookup found.
    public enum Match: Sendable {
        /// A route matched; `parameters` holds the captured segments by name.
        case found(Handler, parameters: [String: String])
        /// The path exists but not for this method; `allowed` lists the methods that would work.
        case methodNotAllowed(allowed: [Method])
        /// No route has this path.
        case notFound
    }

    private var routes: [Route] = []

    /// An empty router.
    public init() {}

    /// Adds a route; of routes as specific, earlier ones win over later ones.
    public mutating func add(_ method: Method, _ pattern: String, _ handler: Handler) {
        routes.append(Route(method: method, pattern: pattern.split(separator: "/"), handler: handler))
    }

    /// Finds the route for `method` and `segments`.
    public func match(_ method: Method, _ segments: [String]) -> Match {
        var allowed: [Method] = []
        for route in routes where Self.matches(route.pattern, segments) && !isShadowed(route.pattern, segments) {
            if route.method == method || (method == .head && route.method == .get) {
                return .found(route.handler, parameters: Self.capture(route.pattern, segments))
            }
            allowed.append(route.method)
            if route.method == .get { allowed.append(.head) }
        }
        if allowed.isEmpty { return .notFound }
        var unique: [Method] = []
        for method in allowed where !unique.contains(method) { unique.append(method) }
        return .methodNotAllowed(allowed: unique)
    }

    /// Whether `segments` fit `pattern`; allocates nothing, so trying every route stays cheap.
    private static func matches(_ pattern: [Substring], _ segments: [String]) -> Bool {
        let rest = pattern.last?.hasPrefix("*") == true
        guard rest ? segments.count >= pattern.count : pattern.count == segments.count else { return false }
        for (part, segment) in zip(pattern, segments) where !part.hasPrefix(":") && !part.hasPrefix("*") && part != segment {
            return false
        }
        return true
    }

    /// Whether a more specific pattern than `pattern` also fits `segments`.
    private func isShadowed(_ pattern: [Substring], _ segments: [String]) -> Bool {
        routes.contains { Self.matches($0.pattern, segments) && Self.isMoreSpecific($0.pattern, than: pattern) }
    }

    /// Whether, at the first segment where their kinds differ, `pattern` has the more specific
    /// kind: a literal before a `:name`, a `:name` before a `*name`.
    private static func isMoreSpecific(_ pattern: [Substring], than other: [Substring]) -> Bool {
        let rank = { (part: Substring) in part.hasPrefix("*") ? 2 : part.hasPrefix(":") ? 1 : 0 }
        for (part, otherPart) in zip(pattern, other) where rank(part) != rank(otherPart) {
            return rank(part) < rank(otherPart)
        }
        return false
    }

    /// The captured parameters of a pattern that matches.
    private static func capture(_ pattern: [Substring], _ segments: [String]) -> [String: String] {
        var parameters: [String: String] = [:]
        for (index, part) in pattern.enumerated() {
            if part.hasPrefix("*") {
                parameters[String(part.dropFirst())] = segments[index...].joined(separator: "/")
            } else if part.hasPrefix(":") {
                parameters[String(part.dropFirst())] = segments[index]
            }
        }
        return parameters
    }
}
