import Foundation
import TestSupport
import Testing

/// The program links FoundationEssentials, never the whole Foundation: Foundation brings ICU's data,
/// 36 MB more in the statically linked program and megabytes more of memory at run time (one
/// `import Foundation` in a new target did exactly that, and no test noticed).
@Suite struct FoundationImportTests {
    @Test func noTargetOfTheProgramImportsTheWholeFoundation() throws {
        let sources = Repository.root + "/Sources"
        // The build tool that embeds Public/ runs at build time only; it is not part of the program.
        let buildTools: Set<String> = ["EmbedFiles", "EmbedFilesPlugin"]
        var offenders: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: sources) ?? FileManager.DirectoryEnumerator()
        where path.hasSuffix(".swift") && !buildTools.contains(String(path.split(separator: "/").first ?? "")) {
            let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { line in
                let words = line.split(separator: " ")
                return words.contains("import") && words.last == "Foundation"
            }
            if !imports.isEmpty { offenders.append(path) }
        }
        #expect(offenders.isEmpty, "import FoundationEssentials instead, in: \(offenders)")
    }
}
