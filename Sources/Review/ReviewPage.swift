import HTML
import HTTP
import ImageDiff

extension Review {
    /// `report.html`: a static page that works from `file://` and any static host with JavaScript
    /// off — the counts, every changed, new and missing shot with its screen, state and variant,
    /// how many pixels changed and where, and its baseline, shot and difference side by side;
    /// unchanged and reused shots folded away. `report.js` (beside it) adds a slider and a blink
    /// between baseline and shot, keys to move between changes, and buttons that copy the approval
    /// commands; `report.css` gives it the tool's look, light and dark.
    ///
    /// With `formAction`, the page `listpreview review` serves: each card gets forms that approve or
    /// reject its shots (``ChangeGroup``), posted there, instead of the commands. Either way the
    /// decisions of `review.json` show, and once every change has one, what finishes the job.
    public func page(formAction: String? = nil) -> [UInt8] {
        let counts = counts
        let groups = changeGroups
        let quiet = shots.filter { $0.status == .unchanged || $0.status == .reused }
        let failing = failures.count
        return Node.el("html", [.lang("en")], [
            .el("head", [], [
                .el("meta", [Attribute("charset", "utf-8")]),
                .el("meta", [.name("viewport"), Attribute("content", "width=device-width, initial-scale=1")]),
                .el("title", text: failing == 0 ? "Screenshot review: nothing fails" : "Screenshot review: \(failing) \(failing == 1 ? "fails" : "fail")"),
                .el("link", [Attribute("rel", "stylesheet"), .href(Self.styleSheet)]),
                .el("script", [.src(Self.script), Attribute(flag: "defer")]),
            ]),
            .el("body", [.class("lp-review")], [
                .el("header", [.class("lp-review-header")], [
                    .el("h1", text: "Screenshot review"),
                    .el("p", [.class(failing == 0 ? "lp-review-verdict lp-review-pass" : "lp-review-verdict lp-review-fail")],
                        text: failing == 0 ? "Nothing fails." : "\(failing) of \(shots.count) shots \(failing == 1 ? "fails" : "fail").")
                    ,
                    .el("ul", [.class("lp-review-counts"), Attribute("aria-label", "Shots by status")], [ShotStatus.changed, .new, .missing].map { status in
                        .el("li", [.class("lp-review-count"), Attribute("data-status", status.rawValue)], [
                            .el("strong", text: String(counts[status]!)), .text(" " + status.rawValue),
                        ])
                    } + [
                        // A reused shot is an unchanged one not photographed again: one count, saying so.
                        .el("li", [.class("lp-review-count"), Attribute("data-status", ShotStatus.unchanged.rawValue)], [
                            .el("strong", text: String(counts[.unchanged]! + counts[.reused]!)),
                            .text(" unchanged" + reusedNote),
                        ]),
                    ]),
                    provenanceNote.map { .el("p", [.class("lp-review-note")], text: $0) } ?? .empty,
                    .fragment(notes.map { .el("p", [.class("lp-review-note")], text: $0 + ".") }),
                    formAction == nil ? approvalBlock() : .empty,
                    decisionsBlock(served: formAction != nil),
                ]),
                .el("main", [.id("changes")], [
                    groups.isEmpty ? .el("p", [.class("lp-review-empty")], text: "No shot changed, and none is new or missing.") : .empty,
                    .fragment(groups.enumerated().map { index, group in card(for: group, index: index, formAction: formAction) }),
                    quiet.isEmpty ? .empty : .el("details", [.class("lp-review-quiet")], [
                        .el("summary", text: unchangedCount),
                        .el("ul", [], quiet.map { shot in
                            .el("li", [], [.el("code", text: shot.file), .text(" — " + shot.status.rawValue)])
                        }),
                    ]),
                ]),
            ]),
        ]).renderDocument()
    }

    /// The style sheet and script written beside the page.
    public static let styleSheet = "report.css"
    public static let script = "report.js"

    private func approvalBlock() -> Node {
        guard let approval, !failures.isEmpty else { return .empty }
        return .el("div", [.class("lp-review-approve")], [
            // Only what this review found: a baseline outside the run's scope is never among them.
            .el("p", text: counts[.missing]! == 0 ? "Approve every change:"
                : "Approve every change and delete the \(counts[.missing]!) missing \(counts[.missing]! == 1 ? "shot's baseline" : "shots' baselines"):"),
            .el("pre", [], [.el("code", [Attribute("data-copy", "")], text: approval.all)]),
        ])
    }

    /// What a card says of its shot's difference: how many pixels, where; or why it has no baseline or shot.
    func measure(of shot: ShotReview) -> String {
        switch shot.status {
        case .new:
            return shot.firstBaseline ? "No baseline yet: a first run, with no baselines to compare with; --update missing records it."
                : "No baseline yet: a screen, state or variant added since the baselines were made."
        case .missing: return "A baseline in this run's screens, states and variants that no shot produced: a screen or state removed since it was made."
        case .unchanged, .reused: return ""
        case .changed:
            if let problem = shot.problem { return problem }
            guard let difference = shot.difference else { return "" }
            var text = "\(difference.differingPixels.grouped) of \(difference.comparedPixels.grouped) pixels differ "
                + "(\(difference.percent)%)"
            if let box = difference.box { text += ", within \(box.width)×\(box.height) at (\(box.x), \(box.y))" }
            if difference.sizesDiffer { text += "; the sizes differ" }
            if difference.antialiasedPixels > 0 { text += "; \(difference.antialiasedPixels.grouped) anti-aliased pixels not counted" }
            return text + "."
        }
    }

    /// One picture of a card, linked to itself, or a placeholder saying it is absent.
    func figure(_ caption: String, _ path: String?, shot: ShotReview, role: String) -> Node {
        guard let path else {
            return .el("figure", [.class("lp-review-figure lp-review-absent")], [
                .el("div", [.class("lp-review-placeholder")], text: role == "baseline" ? "No baseline" : "No shot"),
                .el("figcaption", text: caption),
            ])
        }
        // A file name may hold spaces, `#` or `?`: each segment is percent-encoded into the URL.
        let url = path.split(separator: "/", omittingEmptySubsequences: false).map { PercentDecoding.encode(String($0)) }.joined(separator: "/")
        return .el("figure", [.class("lp-review-figure"), Attribute("data-role", role)], [
            .el("a", [.href(url)], [
                .el("img", [.src(url), .alt("\(caption): \(shot.labels.screen) \(shot.labels.caseName)"), Attribute("loading", "lazy")]),
            ]),
            .el("figcaption", text: caption),
        ])
    }
}

extension Int {
    /// The number with thousands separated by commas: `12,345`.
    var grouped: String {
        let digits = String(abs(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}
