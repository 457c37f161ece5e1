import Screens

/// Where two versions of a text file differ, in a phrase: `line 12 now reads “…”`, `lines 12–30 differ`.
enum FileChange {
    /// The phrase for `old` becoming `new`.
    static func describe(from old: [UInt8], to new: [UInt8]) -> String {
        let before = old.split(separator: 0x0A, omittingEmptySubsequences: false)
        let after = new.split(separator: 0x0A, omittingEmptySubsequences: false)
        let top = zip(before, after).prefix { $0.elementsEqual($1) }.count
        let bottom = zip(before.reversed(), after.reversed()).prefix { $0.elementsEqual($1) }.count
        let last = max(top, after.count - bottom - 1)
        guard top < after.count else { return "lines after \(after.count) were removed" }
        let line = String(decoding: after[top], as: UTF8.self).trimmingWhitespace()
        let quoted = line.count > 80 ? String(line.prefix(80)) + "…" : line
        return last > top ? "lines \(top + 1)–\(last + 1) differ; line \(top + 1) now reads “\(quoted)”"
            : "line \(top + 1) now reads “\(quoted)”"
    }
}
