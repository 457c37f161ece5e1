import Dispatch
import Foundation
import Guarded
@testable import ListPreview
@testable import Screens
@testable import Store
import TestSupport
import Testing

/// The journal on a bad day: a torn last line, a long one, a journal grown by size rather than by
/// count, and a compaction while clients go on changing screens.
@Suite struct JournalTests {
    private let screen = Screen(id: "s", title: LocalizedText(verbatim: "S"), sections: [ListSection(rows: [Row(title: LocalizedText(verbatim: "A"))])])

    private func append(_ bytes: [UInt8], to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
    }

    /// A crash mid-append leaves a torn last line: never acknowledged, so dropped, and said once.
    /// 8 MiB of it (one `pread` per byte took 5.9 s to start) is found from the end in memory.
    @Test(arguments: [100, 8 << 20])
    func aTornLastLineIsDroppedWithAWarning(tornBytes: Int) throws {
        let directory = try temporaryDirectory("journal")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [screen], stateFile: file)
        for index in 0..<3 { try store.apply(.addRow(title: "r\(index)"), to: "s") }
        let expected = store.state(of: "s")
        let torn = Array(#"{"screen": "s", "version": 4, "at": 1, "change": {"addRow": ""#.utf8)
        try append(torn + [UInt8](repeating: UInt8(ascii: "x"), count: tornBytes - torn.count), to: file.journalPath)

        let restarted = try ScreenStore(screens: [screen], stateFile: file)
        #expect(restarted.state(of: "s") == expected)
        #expect(restarted.notes == ["dropped the torn last line of \(file.journalPath) (\(tornBytes) bytes): "
                                    + "a change cut short by a crash or a full disk, so never acknowledged"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.journalPath)).isEmpty, "the snapshot holds the rest")
        #expect(try ScreenStore(screens: [screen], stateFile: file).notes == [], "said once")
    }

    /// A torn line in a journal with no complete entry, where no snapshot is needed at start: it is
    /// cut off all the same, so the next change starts a line of its own.
    @Test func aTornLineAloneIsCutAtStart() throws {
        let directory = try temporaryDirectory("journal")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        _ = try ScreenStore(screens: [screen], stateFile: file)
        try append(Array(#"{"screen": "s", "vers"#.utf8), to: file.journalPath)
        let store = try ScreenStore(screens: [screen], stateFile: file)
        #expect(store.notes.count == 1)
        try store.apply(.addRow(title: "next"), to: "s")
        let lines = try String(contentsOfFile: file.journalPath, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix(#"{"screen":"s","version":1,"#))
        #expect(try ScreenStore(screens: [screen], stateFile: file).state(of: "s") == store.state(of: "s"))
    }

    /// Few large changes compact too: 64 KiB replacements used to grow the journal to 128 MiB for
    /// 64 KiB of state. Here about 140 replacements of about 60 KB each pass `compactionBytes` once.
    @Test func theJournalIsCompactedBySizeToo() throws {
        let directory = try temporaryDirectory("journal")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let store = try ScreenStore(screens: [screen], stateFile: file)
        let title = String(repeating: "t", count: 2000)
        let rows = (0..<30).map { Row(title: LocalizedText(verbatim: "\(title) \($0)")) }
        let lineLength = JournalEntry(screen: "s", version: 1, at: 0, change: .replaceRows([ListSection(rows: rows)])).encoded().count
        let changes = Int(Journal.compactionBytes) / lineLength + 10
        #expect(changes < Journal.compactionEntries / 10, "size, not count, is what triggers it")
        for _ in 0..<changes { try store.apply(.replaceRows([ListSection(rows: rows)]), to: "s") }
        store.compactions.sync {}
        let journalLength = try Data(contentsOf: URL(fileURLWithPath: file.journalPath)).count
        #expect(journalLength < 20 * lineLength, "journal: \(journalLength) bytes")
        #expect(try ScreenStore(screens: [screen], stateFile: file).state(of: "s") == store.state(of: "s"))
    }

    /// A compaction runs off the store's lock while clients go on: the changes made while the snapshot
    /// of a 2,000-row screen is written stay in the journal, and a restart has every one. Compactions
    /// run back to back for as long as the clients write, so every change meets one whatever the
    /// sizes; they are small because under the thread sanitizer each compaction's write made every
    /// change's `fsync` wait (10,000 rows and 400 changes: 47 s, the sanitized pass's longest test).
    @Test func changesDuringACompactionAreKept() throws {
        let directory = try temporaryDirectory("journal")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = StateFile(path: directory + "/state.json")
        let big = Screen(id: "big", title: LocalizedText(verbatim: "Big"),
                         sections: [ListSection(rows: (0..<2_000).map { Row(title: LocalizedText(verbatim: "Message \($0)")) })])
        let store = try ScreenStore(screens: [big, screen], stateFile: file)
        let clients = 4, each = 50
        let failures = Locked<[String]>([])
        let running = Locked(true), compacted = Locked(0)
        // Compactions back to back on the store's own queue, for as long as the clients change rows
        // (and at least one, however fast they are).
        let compacting = DispatchGroup()
        DispatchQueue.global().async(group: compacting) {
            repeat {
                do {
                    if try store.compactions.sync(execute: { try store.compact(forgetting: nil) }) { compacted.withLock { $0 += 1 } }
                } catch {
                    failures.withLock { $0.append("compaction: \(error)") }
                    return
                }
            } while running.withLock({ $0 }) || compacted.withLock({ $0 }) == 0
        }
        DispatchQueue.concurrentPerform(iterations: clients) { client in
            for index in 0..<each {
                do {
                    try store.apply(.addRow(title: "c\(client)-\(index)"), to: "s")
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        running.withLock { $0 = false }
        compacting.wait()
        #expect(failures.withLock { $0 } == [])
        #expect(compacted.withLock { $0 } >= 1)
        let restarted = try ScreenStore(screens: [big, screen], stateFile: file)
        let titles = Set(restarted.state(of: "s")?.sections.flatMap(\.rows).map { $0.title.translations.first?.text ?? "" } ?? [])
        #expect(titles.count == clients * each + 1)
        let same = restarted.state(of: "s") == store.state(of: "s")
        #expect(same)
    }
}
