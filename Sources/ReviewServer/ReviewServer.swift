import BuiltInFiles
import FileSystem
import Guarded
import HTTP
import ListPreview
import Review
import Screens

/// The review report served (`listpreview review SHOTS --baseline BASE`, `serve --review`), with
/// forms that approve or reject each change: its routes under `/review/`, declared in ``SitePath``
/// and matched by a ``Router``, behind the app's admission (``AppExtension``), so the `Host` check,
/// the token and the cross-site rules of `serve` are the review's too.
///
/// - `GET /review/` (``SitePath/review``): the page (``Review/page(formAction:)``), drawn from the
///   review as decided so far; `/review`, and `/` on a server that serves nothing else, send the browser there;
/// - `GET /review/report.css`, `report.js` and the report's pictures (`diff/`, `baseline/`,
///   `actual/` or a shot beside `report.html`), read from the report's folder;
/// - `POST /review/decide` (``SitePath/reviewDecision``: `file`, repeated, or `group`, a card's
///   ``ChangeGroup/key``; `decision`, `approve` or `reject`; `card`, the card to return to): the
///   decision (``decide(_:files:groups:reviewer:)``), answered `303 See Other` to the page.
///
/// The review and every file written for a decision sit behind one lock, so two reviewers
/// deciding at once take turns: each decision is whole, and none is lost.
public final class ReviewServer: AppExtension {
    /// Where the page is served.
    public static let root = SitePath.review
    /// The report's folder (`SHOTS`), holding `report.json`, the pictures and `review.json`.
    public let folder: String
    /// The baselines' folder, which approvals write.
    public let baselines: String
    /// The name decisions are recorded with (`--reviewer`), before the token's label.
    public let reviewer: String?
    /// Whether `/` sends the browser to the review (a server that serves nothing else).
    let claimsRoot: Bool
    /// The review as decided so far.
    let state: Locked<Review>
    /// The review's routes, with `/` when it claims it.
    private let router: Router<Route>

    /// What a path of the review is.
    private enum Route: Sendable {
        case toPage, page, decision, file, picture
    }

    /// The page's forms' action, relative to the page as all its links are.
    private static let formAction = SitePath.relative(SitePath.reviewDecision, from: SitePath.review)

    /// The review `folder`'s report holds, against the baselines in `baselines`; throws when the
    /// folder has no report this program reads.
    public init(folder: String, baselines: String, reviewer: String? = nil, claimsRoot: Bool = false) throws(ReviewError) {
        self.folder = folder
        self.baselines = baselines
        self.reviewer = reviewer
        self.claimsRoot = claimsRoot
        state = Locked(try Review(reportFolder: folder, baselines: baselines))
        var router = Router<Route>()
        router.add(.get, SitePath.review, .page)
        router.add(.post, SitePath.reviewDecision, .decision)
        router.add(.get, SitePath.reviewFile, .file)
        router.add(.get, SitePath.reviewPicture, .picture)
        if claimsRoot { router.add(.get, SitePath.index, .toPage) }
        self.router = router
    }

    /// The review as it is now.
    public var review: Review { state.withLock { $0 } }

    /// Whether the request is for the review's paths.
    public func handles(_ request: Request) -> Bool {
        let path = request.rawPath
        return path.hasPrefix(SitePath.review) || path + "/" == SitePath.review || (claimsRoot && path == SitePath.index)
    }

    /// The answer to a request for the review's paths.
    public func respond(to request: Request, caller: Caller) throws(HTTPError) -> Response? {
        let segments = try request.pathSegments()
        switch router.match(request.method, segments) {
        case let .found(route, parameters):
            switch route {
            case .toPage:
                return .seeOther(SitePath.review)
            case .page:
                // `/review` and `/review/` are one path to the router; the page's relative links need the slash.
                guard request.rawPath == SitePath.review else { return .seeOther(SitePath.review) }
                let page = state.withLock { $0.page(formAction: Self.formAction) }
                return Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"], body: page)
            case .decision:
                return try decision(request, caller: caller)
            case .file:
                return try file([parameters["file"] ?? ""])
            case .picture:
                return try file([parameters["folder"] ?? "", parameters["file"] ?? ""])
            }
        case let .methodNotAllowed(allowed):
            throw Self.notAllowed(allowed.map(\.rawValue).joined(separator: ", "))
        case .notFound:
            throw Self.nothing(at: Array(segments.dropFirst()))
        }
    }

    /// `POST /review/decide`: the form's decision on its files, then back to its card.
    private func decision(_ request: Request, caller: Caller) throws(HTTPError) -> Response {
        let form = try request.form()
        let files = form.values("file"), groups = form.values("group")
        guard !files.isEmpty || !groups.isEmpty else {
            throw HTTPError(.badRequest, "Name the shots to decide on: one or more file fields, or a group.")
        }
        let verdict: ShotDecision.Verdict = switch form["decision"] {
        case "approve": .approved
        case "reject": .rejected
        default: throw HTTPError(.badRequest, "The decision must be approve or reject, not “\(form["decision"] ?? "")”.")
        }
        try decide(verdict, files: files, groups: groups, reviewer: reviewer ?? (caller.carriesToken ? caller.label : nil) ?? "local")
        // The card to come back to: an id this page gives, never anything a browser would follow elsewhere.
        let card = form["card"].flatMap { $0.wholeMatch(of: /shot-[0-9]{1,6}/) != nil ? "#" + $0 : nil } ?? ""
        var response = Response.seeOther(Self.root + card)
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// A file of the report: its style sheet and script as built in, or one of its pictures.
    private func file(_ path: [String]) throws(HTTPError) -> Response {
        if path.count == 1, [Review.styleSheet, Review.script].contains(path[0]),
           let bytes = BuiltInFiles.publicFiles["review/" + path[0]] {
            return Response(status: .ok, headers: ["Content-Type": path[0].hasSuffix(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8",
                                                   "Cache-Control": "no-cache"], body: bytes)
        }
        // Only PNGs, beside the report or in its picture folders: nothing else of the folder is served.
        // A picture's name is the rest of the path: one with a `/` is in no folder of the report.
        let name = path.last ?? ""
        guard path.count == 1 || ["diff", "baseline", "actual"].contains(path[0]), name.hasSuffix(".png"),
              !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else {
            throw Self.nothing(at: path)
        }
        do throws(FileError) {
            let bytes = try FileReader.read(folder + "/" + path.joined(separator: "/"), limit: 256 * 1024 * 1024)
            return Response(status: .ok, headers: ["Content-Type": "image/png", "Cache-Control": "no-cache"], body: bytes)
        } catch {
            throw HTTPError(.notFound, "The report has no picture \(path.joined(separator: "/")).")
        }
    }

    private static func nothing(at path: [String]) -> HTTPError {
        HTTPError(.notFound, "The review serves its page, its style sheet and script, and its pictures; nothing is at "
                  + SitePath.review + path.joined(separator: "/") + ".")
    }

    private static func notAllowed(_ allowed: String) -> HTTPError {
        HTTPError(.methodNotAllowed, "Use \(allowed) here.", headers: ["Allow": allowed])
    }
}
