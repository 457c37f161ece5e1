/// Changes that are one difference: the same diff box and the same count of differing pixels,
/// across devices, themes or languages (a label moved on every variant), shown as one card with
/// one decision that applies to all, as Percy groups matching diffs. The pixel count and box are
/// what the eye compares between two diff pictures; the shots' sizes are left out on purpose, so
/// the same change on two devices is one group. New and missing shots, and changes whose pixels
/// could not be compared, are each their own group.
public struct ChangeGroup: Sendable, Equatable {
    /// The shots, in the review's order; the first one's pictures stand for all.
    public let shots: [ShotReview]

    /// What its shots share: `changed 5,20 10x10 100` (the box and the pixel count), or `file NAME`.
    /// A group's form names it rather than its files, so a change in thousands of shots is one short post.
    public var key: String { Self.key(of: shots[0]) }

    /// The key shots share a group by: the box and the pixel count of a decidable change, else the file.
    static func key(of shot: ShotReview) -> String {
        guard Review.isDecidable(shot), shot.status == .changed, shot.problem == nil, let difference = shot.difference,
              let box = difference.box else { return "file " + shot.file }
        return "changed \(box.x),\(box.y) \(box.width)x\(box.height) \(difference.differingPixels)"
    }

    /// `a 2,402-pixel change in 12 shots of inbox` (or `… on 3 screens`), for a group of several.
    public var title: String {
        let pixels = shots[0].difference?.differingPixels ?? 0
        let screens = Set(shots.map(\.labels.screen))
        return "a \(pixels.grouped)-pixel change in \(shots.count) shots " + (screens.count == 1 ? "of \(shots[0].labels.screen)" : "on \(screens.count) screens")
    }

    /// The shots still to decide.
    public var undecided: [ShotReview] { shots.filter { Review.isDecidable($0) && $0.decision == nil } }
}

extension Review {
    /// The changed, new and missing shots as cards: identical changes together, in the order of their first shot.
    public var changeGroups: [ChangeGroup] {
        var order: [String] = [], members: [String: [ShotReview]] = [:]
        for shot in shots where [.changed, .new, .missing].contains(shot.status) {
            let key = ChangeGroup.key(of: shot)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(shot)
        }
        return order.map { ChangeGroup(shots: members[$0]!) }
    }
}
