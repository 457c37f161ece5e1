import HTML

extension Review {
    /// One card: a shot, or a group of identical changes shown by its first shot's pictures and
    /// its members listed; its decision, and (served, with `formAction`) the forms that make one.
    func card(for group: ChangeGroup, index: Int, formAction: String?) -> Node {
        let shot = group.shots[0], id = "shot-\(index + 1)"
        let several = group.shots.count > 1
        let heading = several ? group.title.prefix(1).uppercased() + group.title.dropFirst()
            : shot.labels.screen + (shot.labels.caseName.isEmpty ? "" : " — " + shot.labels.caseName)
        var facts: [Node] = [.el("span", [.class("lp-review-status"), Attribute("data-status", shot.status.rawValue)], text: shot.status.rawValue)]
        if group.shots.contains(where: \.fails) { facts.append(.el("span", [.class("lp-review-fails")], text: "fails")) }
        if shot.updated { facts.append(.el("span", [.class("lp-review-updated")], text: shot.status == .missing ? "deleted" : "written as baseline")) }
        if let verdict = Self.commonVerdict(group) {
            facts.append(.el("span", [.class("lp-review-decision"), Attribute("data-decision", verdict.rawValue)], text: verdict.rawValue))
        }
        if !several { facts += [.text(" "), .el("code", text: shot.file)] }
        return .el("section", [.class("lp-review-shot"), .id(id), Attribute("tabindex", "-1"), Attribute("aria-labelledby", id + "-title"),
                               Attribute("data-decided", group.undecided.isEmpty ? "true" : "false")], [
            .el("h2", [.id(id + "-title")], text: heading),
            .el("p", [.class("lp-review-facts")], facts),
            .el("p", [.class("lp-review-measure")], text: measure(of: shot)),
            several ? members(of: group) : .empty,
            // Above the pictures, which fill most of a window: the decision is in reach without scrolling.
            decisionLines(group),
            formAction.map { decisionForm(group, id: id, action: $0) } ?? approvalCommand(group),
            pictures(of: shot, folded: group.undecided.isEmpty && group.shots.contains { $0.decision != nil }),
        ])
    }

    /// The baseline, the shot and the difference side by side; folded away once the card is decided,
    /// so the cards still to decide are close together.
    private func pictures(of shot: ShotReview, folded: Bool) -> Node {
        let images = Node.el("div", [.class("lp-review-images"), Attribute("data-file", shot.file)], [
            figure("Baseline", shot.baseline, shot: shot, role: "baseline"),
            figure("Shot", shot.actual, shot: shot, role: "actual"),
            shot.status == .changed ? figure("Difference", shot.diff, shot: shot, role: "diff") : .empty,
        ])
        guard folded else { return images }
        return .el("details", [.class("lp-review-pictures")], [.el("summary", text: "The pictures"), images])
    }

    /// The verdict every shot of the group has, when they agree.
    private static func commonVerdict(_ group: ChangeGroup) -> ShotDecision.Verdict? {
        let verdicts = Set(group.shots.map { $0.decision?.verdict })
        return verdicts.count == 1 ? verdicts.first! : nil
    }

    /// The group's shots, each with its screen, state and variant.
    private func members(of group: ChangeGroup) -> Node {
        .el("details", [.class("lp-review-members")], [
            .el("summary", text: "The \(group.shots.count) shots"),
            .el("ul", [], group.shots.map { shot in
                .el("li", [], [.text(shot.labels.screen + (shot.labels.caseName.isEmpty ? "" : " — " + shot.labels.caseName) + " "),
                               .el("code", text: shot.file)])
            }),
        ])
    }

    /// `Approved by ana on 2026-12-04 at 17:05 UTC.`, once for a group that agrees, else per shot.
    private func decisionLines(_ group: ChangeGroup) -> Node {
        let decided = group.shots.compactMap { shot in shot.decision.map { (shot, $0) } }
        guard let first = decided.first?.1 else { return .empty }
        if decided.count == group.shots.count, decided.allSatisfy({ $0.1.verdict == first.verdict && $0.1.reviewer == first.reviewer }) {
            return .el("p", [.class("lp-review-decided")], text: Self.sentenceCase(first.sentence) + ".")
        }
        return .el("ul", [.class("lp-review-decided")], decided.map { shot, decision in
            .el("li", [], [.el("code", text: shot.file), .text(": " + decision.sentence)])
        })
    }

    /// The copyable command that approves the card's shots (a report read from a file): a group's
    /// files named together, as `--only` takes them.
    private func approvalCommand(_ group: ChangeGroup) -> Node {
        let open = group.shots.filter { $0.fails && !$0.updated && $0.decision == nil }
        guard let approval, let first = open.first else { return .empty }
        let command = open.count == 1 ? approval.command(for: first)
            : approval.one.replacing("FILE", with: open.map(\.file).joined(separator: ",").shellQuoted)
        return .el("p", [.class("lp-review-approve-one")], [
            .text(open.count == 1 ? "Approve this shot: " : "Approve these \(open.count) shots: "),
            .el("code", [Attribute("data-copy", "")], text: command),
        ])
    }

    /// Approve and Reject, posted to `action` with the shot's file or the group's key; it answers `303`
    /// back to this card. An approved shot's baseline is written, so it offers no more; a rejected
    /// one can still be approved.
    private func decisionForm(_ group: ChangeGroup, id: String, action: String) -> Node {
        let open = group.shots.filter { Review.isDecidable($0) && $0.decision?.verdict != .approved }
        guard !open.isEmpty else { return .empty }
        let count = open.count, several = count > 1
        let rejectable = open.filter { $0.decision == nil }
        // One shot by its file; several by their group's key, which the server expands to the group's open shots.
        let named: [Node] = several ? [.el("input", [.type("hidden"), .name("group"), .value(group.key)])]
            : open.map { .el("input", [.type("hidden"), .name("file"), .value($0.file)]) }
        return .el("form", [.method("post"), .action(action), .class("lp-review-decide"), Attribute("data-card", id)],
                   named + [
            .el("input", [.type("hidden"), .name("card"), .value(id)]),
            .el("button", [.type("submit"), .name("decision"), .value("approve"), .class("lp-review-approve-button"),
                           Attribute("aria-keyshortcuts", "A")],
                text: several ? "Approve all \(count) in this group" : "Approve"),
            rejectable.isEmpty ? .empty
                : .el("button", [.type("submit"), .name("decision"), .value("reject"), .class("lp-review-reject-button"),
                                 Attribute("aria-keyshortcuts", "R")],
                      text: several ? "Reject all \(count)" : "Reject"),
        ])
    }

    /// How far the decisions have come, and once each change has one, what finishes the job: the
    /// approved baselines to commit, the rejected shots failing until fixed.
    func decisionsBlock(served: Bool) -> Node {
        let decidable = shots.filter(Review.isDecidable)
        let decided = decidable.filter { $0.decision != nil }
        guard !decidable.isEmpty, served || !decided.isEmpty else { return .empty }
        let approved = decided.filter { $0.decision?.verdict == .approved }.count
        let rejected = decided.count - approved
        var lines: [Node] = [.el("p", [.class("lp-review-progress")],
                                 text: "\(decided.count) of \(decidable.count) \(decidable.count == 1 ? "change" : "changes") decided"
                                     + (decided.isEmpty ? "." : ": \(approved) approved, \(rejected) rejected."))]
        if allDecided {
            if approved > 0 {
                let folder = (baselinesFolder ?? "baselines").shellQuoted
                lines.append(.el("p", text: "Every change is decided. The approved shots are in the baselines; commit them to finish:"))
                lines.append(.el("pre", [], [.el("code", [Attribute("data-copy", "")],
                                                  text: "git add \(folder) && git commit -m 'Approve screenshot changes'")]))
            } else {
                lines.append(.el("p", text: "Every change is decided; nothing was approved, so the baselines are as they were."))
            }
            if rejected > 0 {
                lines.append(.el("p", text: "The \(rejected) rejected \(rejected == 1 ? "shot fails" : "shots fail") every run (its JUnit "
                                 + "case says rejected) until the shot or its baseline changes: fix the screen and take the shots again."))
            }
        }
        return .el("div", [.class(allDecided ? "lp-review-finish lp-review-done" : "lp-review-finish"), .id("review-progress"),
                           Attribute("aria-live", "polite")], lines)
    }

    private static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
