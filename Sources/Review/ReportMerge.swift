import FileSystem
import JSON

/// Joins the reports of a run's shares (`snapshot --shard I/N` on N machines) into the report one
/// machine would have written: every shot's review from each share's `report.json`, its pictures
/// (the shot, its baseline, its difference) copied beside the joined report, the shares'
/// `manifest.json` joined into one without its share. Statuses, files and JUnit test cases come out
/// as a single run's, since a review lists its shots by status and name, not by where they were taken.
public enum ReportMerge {
    /// Reads the reports in `folders` (each a share's report folder), copies their pictures into
    /// `output` (each file to a temporary name, then renamed) and returns the joined review, to be
    /// written there as any review is. A shot in two shares, or a folder without a report, is an error.
    public static func merge(_ folders: [String], into output: String) throws(ReviewError) -> Review {
        var shots: [ShotReview] = []
        var seen: Set<String> = []
        var notes: [String] = []
        var notInRun = 0, leftOut = 0
        var manifests: [ShotsManifest] = []
        try FolderReview.createDirectory(output)
        for folder in folders {
            let report = try read(folder + "/report.json")
            guard let entries = report["shots"]?.arrayValue else { throw ReviewError.invalid("\(folder)/report.json has no shots: not a report") }
            for entry in entries {
                guard let shot = Review.recordedShot(entry) else {
                    throw ReviewError.invalid("\(folder)/report.json: a shot without its file, screen or status")
                }
                guard seen.insert(shot.file).inserted else {
                    throw ReviewError.invalid("\(shot.file) is in two of the reports: were they taken with the same --shard?")
                }
                for picture in [shot.baseline, shot.actual, shot.diff].compactMap({ $0 }) {
                    try copy(folder + "/" + picture, to: output + "/" + picture)
                }
                shots.append(shot)
            }
            if let note = report["note"]?.stringValue, !notes.contains(note) { notes.append(note) }
            // Every share counts the same baselines outside the run (another share's are in it).
            notInRun = max(notInRun, Int(number(report["summary"]?["notInRun"]) ?? 0))
            leftOut += Int(number(report["summary"]?["leftOut"]) ?? 0)
            if let manifest = ShotsManifest(folder: folder) { manifests.append(manifest) }
        }
        if let joined = ShotsManifest.joined(manifests) {
            do throws(FileError) {
                try joined.write(to: output)
            } catch {
                throw ReviewError(error)
            }
        }
        return Review(shots: shots, provenanceNote: notes.isEmpty ? nil : notes.joined(separator: " "), approval: nil,
                      notInRun: notInRun, leftOut: leftOut, shotsFolder: output)
    }

    private static func read(_ path: String) throws(ReviewError) -> JSONValue {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileReader.read(path, limit: 256 * 1024 * 1024)
        } catch {
            throw ReviewError(error)
        }
        do throws(JSONSyntaxError) {
            return try JSONParser.parse(bytes)
        } catch {
            throw ReviewError.invalid("\(path) is not JSON: \(error)")
        }
    }

    /// The number, when `value` is one.
    private static func number(_ value: JSONValue?) -> Double? {
        if case let .number(number)? = value { number } else { nil }
    }

    private static func copy(_ source: String, to destination: String) throws(ReviewError) {
        do throws(FileError) {
            let slash = destination.lastIndex(of: "/").map { String(destination[..<$0]) }
            if let slash { try Directories.create(slash) }
            try StagedFile.write(try FileReader.read(source, limit: 512 * 1024 * 1024), to: destination)
        } catch {
            throw ReviewError(error)
        }
    }
}
