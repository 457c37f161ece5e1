import BuiltInFiles
import FileSystem

extension Review {
    /// Writes `report.html` with its style sheet and script, `report.json` and the decisions that
    /// still hold (`review.json`, removed when none does) into `folder`, the
    /// JUnit file to `junit` and the Markdown summary to `summary` (its thumbnails from
    /// `summaryImages`) when asked; each file to a temporary name, then renamed.
    public func write(to folder: String, junit: String? = nil, summary: String? = nil, summaryImages: String? = nil) throws(ReviewError) {
        try FolderReview.createDirectory(folder)
        let files = BuiltInFiles.publicFiles
        var written: [(path: String, bytes: [UInt8])] = [
            (folder + "/report.html", page()),
            (folder + "/" + Self.styleSheet, files["review/" + Self.styleSheet] ?? []),
            (folder + "/" + Self.script, files["review/" + Self.script] ?? []),
            (folder + "/report.json", json()),
        ]
        if let junit { written.append((junit, self.junit(reportPath: folder))) }
        if let summary { written.append((summary, Array(markdownSummary(imagesURL: summaryImages).utf8))) }
        for file in written {
            do throws(FileError) {
                try StagedFile.write(file.bytes, to: file.path)
            } catch {
                throw ReviewError(error)
            }
        }
        try decisions.write(to: folder)
    }
}
