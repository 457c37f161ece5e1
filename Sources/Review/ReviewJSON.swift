import ImageDiff
import JSON

extension Review {
    /// `report.json`, with stable keys: `summary` (a count per status, how many fail, how many baselines
    /// were not in the run and how many earlier files were left out) and
    /// `shots`, each with `file`, `screen`, `state`, `variant`, `status`, `fails`, `updated`, `overLimit`
    /// (a change over the allowance, approved or not), `firstBaseline`,
    /// `diffPixels`, `diffRatio`, `comparedPixels`, `antialiasedPixels`, `sizesDiffer`, `box` (`x`, `y`, `width`, `height`), `baseline`, `actual`, `diff`
    /// (paths relative to the report, or null) and `problem`.
    public func json() -> [UInt8] {
        let counts = counts
        var summary: [(key: String, value: JSONValue)] = ShotStatus.allCases.map { (key: $0.rawValue, value: .number(Double(counts[$0]!))) }
        summary.append((key: "failed", value: .number(Double(failures.count))))
        summary.append((key: "notInRun", value: .number(Double(notInRun))))
        summary.append((key: "leftOut", value: .number(Double(leftOut))))
        let entries = shots.map { shot -> JSONValue in
            let box: JSONValue = shot.difference?.box.map { box in
                .object([(key: "x", value: .number(Double(box.x))), (key: "y", value: .number(Double(box.y))),
                         (key: "width", value: .number(Double(box.width))), (key: "height", value: .number(Double(box.height)))])
            } ?? .null
            var fields: [(key: String, value: JSONValue)] = [
                (key: "file", value: .string(shot.file)),
                (key: "screen", value: .string(shot.labels.screen)),
                (key: "state", value: shot.labels.state.map(JSONValue.string) ?? .null),
                (key: "variant", value: .array(shot.labels.variant.map(JSONValue.string))),
                (key: "status", value: .string(shot.status.rawValue)),
                (key: "fails", value: .bool(shot.fails)),
                (key: "updated", value: .bool(shot.updated)),
                (key: "overLimit", value: .bool(shot.overLimit)),
                (key: "firstBaseline", value: .bool(shot.firstBaseline)),
            ]
            fields += Self.differenceFields(shot.difference)
            fields += [
                (key: "box", value: box),
                (key: "baseline", value: shot.baseline.map(JSONValue.string) ?? .null),
                (key: "actual", value: shot.actual.map(JSONValue.string) ?? .null),
                (key: "diff", value: shot.diff.map(JSONValue.string) ?? .null),
                (key: "problem", value: shot.problem.map(JSONValue.string) ?? .null),
            ]
            return .object(fields)
        }
        var document: [(key: String, value: JSONValue)] = [(key: "summary", value: .object(summary))]
        if let provenanceNote { document.append((key: "note", value: .string(provenanceNote))) }
        document.append((key: "shots", value: .array(entries)))
        return JSONWriter.encode(.object(document), pretty: true)
    }

    /// `diffPixels`, `diffRatio`, `comparedPixels`, `antialiasedPixels` and `sizesDiffer`: all a review
    /// served again from its report needs of the difference (null where no pixel was compared).
    private static func differenceFields(_ difference: PixelDifference?) -> [(key: String, value: JSONValue)] {
        [(key: "diffPixels", value: difference.map { .number(Double($0.differingPixels)) } ?? .null),
         (key: "diffRatio", value: difference.map { .number($0.ratio) } ?? .null),
         (key: "comparedPixels", value: difference.map { .number(Double($0.comparedPixels)) } ?? .null),
         (key: "antialiasedPixels", value: difference.map { .number(Double($0.antialiasedPixels)) } ?? .null),
         (key: "sizesDiffer", value: difference.map { .bool($0.sizesDiffer) } ?? .null)]
    }
}
