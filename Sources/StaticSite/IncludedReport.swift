import FileSystem
import FoundationEssentials
import JSON
import Review

/// A review report from `snapshot --baseline`, to copy into a site: its page, data and style, and
/// every picture it shows, laid out under `report/` as they lie on disk from the nearest folder
/// they share, so the report's relative links hold (`../baselines/a.png` beside `shots/report.html`).
struct IncludedReport {
    /// Each file to copy: where it is, and its path in the site.
    let files: [(source: String, file: String)]
    /// The report's page in the site: `report/shots/report.html`.
    let page: String

    /// Why a folder's report cannot be included.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The report in `folder`: its `report.json` names its pictures.
    init(folder: String) throws {
        let directory = Self.absolute(folder)
        let data: [UInt8]
        do {
            data = try FileReader.read(directory + "/report.json", limit: 64 << 20)
        } catch {
            throw Missing(description: "\(folder) holds no review report (\(error)); make one with snapshot --baseline BASE --out \(folder)")
        }
        guard case let .object(document)? = try? JSONParser.parse(data),
              case let .array(shots)? = document.first(where: { $0.key == "shots" })?.value else {
            throw Missing(description: "\(folder)/report.json is not a review report")
        }
        var sources = ["report.html", "report.json", Review.styleSheet, Review.script].map { directory + "/" + $0 }
        for case let .object(shot) in shots {
            for case let (key, .string(path)) in shot where ["baseline", "actual", "diff"].contains(key) {
                sources.append(Self.normalized(directory + "/" + path))
            }
        }
        sources = sources.filter { (try? FileStatus(path: $0))?.kind == .regularFile }
        var seen = Set<String>()
        sources = sources.filter { seen.insert($0).inserted }
        // The nearest folder every file lies in.
        var common = directory.split(separator: "/").map(String.init)
        for source in sources {
            let parts = source.split(separator: "/").dropLast().map(String.init)
            var shared = 0
            while shared < common.count, shared < parts.count, common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        let root = "/" + common.joined(separator: "/")
        func inSite(_ path: String) -> String {
            "report/" + path.dropFirst(root == "/" ? 1 : root.count + 1)
        }
        files = sources.map { ($0, inSite($0)) }
        page = inSite(directory + "/report.html")
    }

    /// `path` from the root, `.` and `..` resolved by their names.
    private static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
