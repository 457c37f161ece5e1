import FileSystem
import ImageDiff
import JSON

extension Review {
    /// The review a report's folder holds, read back from its `report.json` (as `snapshot --baseline`
    /// or `compare` wrote it), for serving it again: every shot with its status, difference and
    /// pictures, and the decisions of its `review.json` whose input still holds.
    /// `baselines` is where its baselines are now, for the inputs' hashes.
    public init(reportFolder folder: String, baselines: String) throws(ReviewError) {
        let path = folder + "/report.json"
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileReader.read(path, limit: 256 * 1024 * 1024)
        } catch {
            throw ReviewError(unreadable: path, "\(error.reason); snapshot --baseline or compare writes it")
        }
        guard let document = try? JSONParser.parse(bytes), let entries = document["shots"]?.arrayValue else {
            throw ReviewError(unreadable: path, "it is not a report this program wrote (no \"shots\" list)")
        }
        var shots: [ShotReview] = []
        for entry in entries {
            guard let shot = Self.recordedShot(entry) else { throw ReviewError(unreadable: path, "a shot without its file, screen or status") }
            shots.append(shot)
        }
        let number = { (key: String) in if case let .number(value)? = document["summary"]?[key] { Int(value) } else { 0 } }
        self.init(shots: shots, provenanceNote: document["note"]?.stringValue, approval: nil,
                  notInRun: number("notInRun"), leftOut: number("leftOut"), shotsFolder: folder)
        baselinesFolder = baselines
        let kept = ReviewDecisions(folder: folder)
        // The report's copy of the baseline is the one compared: the same bytes as the baseline was then,
        // and still after an approval has replaced the baseline itself.
        // An approval holds while the baseline is the approved shot (or, for a missing shot, gone).
        let approvalHolds = { (shot: ShotReview) -> Bool in
            let baseline = try? FileReader.read(baselines + "/" + shot.file, limit: 256 * 1024 * 1024)
            return baseline == shot.actual.flatMap { try? FileReader.read(folder + "/" + $0, limit: 256 * 1024 * 1024) }
        }
        (self.shots, decisions) = Self.decided(self.shots, kept: kept, hashingAll: true, approvalHolds: approvalHolds) { shot in
            (shot.baseline.map { folder + "/" + $0 }, shot.actual.map { folder + "/" + $0 })
        }
    }

    /// A shot's review as `report.json` records it; `nil` without its file, screen or status.
    static func recordedShot(_ entry: JSONValue) -> ShotReview? {
        guard let file = entry["file"]?.stringValue, let screen = entry["screen"]?.stringValue,
              let status = entry["status"]?.stringValue.flatMap(ShotStatus.init) else { return nil }
        let int = { (key: String) -> Int? in if case let .number(value)? = entry[key] { Int(value) } else { nil } }
        var difference: PixelDifference?
        if let differing = int("diffPixels") {
            let box = entry["box"].flatMap { box -> PixelDifference.Box? in
                guard case let .number(x)? = box["x"], case let .number(y)? = box["y"], case let .number(width)? = box["width"],
                      case let .number(height)? = box["height"] else { return nil }
                return .recorded(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
            }
            // A report written before `comparedPixels` was recorded: the count from the ratio.
            let ratio: Double = if case let .number(value)? = entry["diffRatio"] { value } else { 0 }
            let compared = int("comparedPixels") ?? (ratio > 0 ? Int((Double(differing) / ratio).rounded()) : 0)
            difference = .recorded(differingPixels: differing, antialiasedPixels: int("antialiasedPixels") ?? 0, comparedPixels: compared,
                                         box: box, sizesDiffer: entry["sizesDiffer"] == .bool(true))
        }
        let labels = ShotLabels(screen: screen, state: entry["state"]?.stringValue,
                                variant: entry["variant"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        let fails = entry["fails"] == .bool(true)
        var shot = ShotReview(file: file, labels: labels, status: status, difference: difference, fails: fails,
                              updated: entry["updated"] == .bool(true), baseline: entry["baseline"]?.stringValue,
                              actual: entry["actual"]?.stringValue, diff: entry["diff"]?.stringValue, problem: entry["problem"]?.stringValue)
        // A report written before `overLimit` was recorded: a failing change was over the limit.
        shot.overLimit = entry["overLimit"].map { $0 == .bool(true) } ?? (status == .changed && fails)
        shot.firstBaseline = entry["firstBaseline"] == .bool(true)
        return shot
    }
}
