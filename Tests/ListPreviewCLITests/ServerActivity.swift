import Foundation
import Glibc
import TestSupport

/// What the kernel says a running ``ServerProcess`` is doing, read from `/proc`: how a test knows
/// the server has read what was sent to it, or has nothing left to do, without guessing it from
/// how long the server has had (which a busy machine makes any length).
extension ServerProcess {
    /// One thread as the scheduler sees it: its processor time so far, to the nanosecond
    /// (`/proc/PID/task/TID/schedstat`), and whether it is running or waiting to run (state `R`).
    private struct ThreadActivity: Equatable {
        let ranNanoseconds: Int
        let runnable: Bool
    }

    /// Every thread of the program now, by thread id.
    private var threadActivity: [Int: ThreadActivity] {
        let tasks = "/proc/\(processIdentifier)/task"
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        var threads: [Int: ThreadActivity] = [:]
        for id in ids {
            guard let thread = Int(id),
                  let schedstat = procFile("\(tasks)/\(id)/schedstat"),
                  let ran = Int(schedstat.split(separator: " ").first ?? ""),
                  let stat = procFile("\(tasks)/\(id)/stat"),
                  let nameEnd = stat.lastIndex(of: ")") else { continue }
            // The state is the first field after the command name, which is in parentheses and may hold spaces.
            let state = stat[stat.index(after: nameEnd)...].split(separator: " ").first ?? ""
            threads[thread] = ThreadActivity(ranNanoseconds: ran, runnable: state == "R")
        }
        return threads
    }

    /// Waits until the program is idle: a whole `span` (or more, on a busy machine) passes between
    /// two looks in which none of its threads runs at all (no thread's processor time moves by a
    /// nanosecond, none waits to run at either look, none starts or ends). True once that is seen;
    /// false if it is not before `deadline`, the hang detector by default.
    ///
    /// How a test shows that something costs no processor time, as an event rather than a rate: a
    /// program that spins, or wakes more often than once a `span`, never goes quiet, however fast
    /// the machine; one that sleeps does, however slow. Its own timers (a sweep a second, say) only
    /// make the wait start over.
    func becomesIdle(span: Duration = .milliseconds(50), deadline: Duration = hangDetector) -> Bool {
        // Nothing to compare with at the first look: a span must pass between two.
        var last: [Int: ThreadActivity]? = nil
        return eventually(deadline: deadline, interval: span) {
            let now = threadActivity
            defer { last = now }
            return !now.isEmpty && now == last && !now.values.contains { $0.runnable }
        }
    }
}

/// Whether the server listening on `port` has read everything its clients sent: at least
/// `connections` connections to it are established, and on the server's end of each nothing waits
/// in the receive queue (`/proc/net/tcp` and `tcp6`, which list a connection still waiting to be
/// accepted too). The event a test waits for before it relies on the server having seen its requests.
func serverHasReadEverything(port: Int, connections: Int) -> Bool {
    var established = 0
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let text = procFile(table) ?? ""
        // sl local_address rem_address st tx_queue:rx_queue …, addresses as HEXADDRESS:HEXPORT.
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 4, let local = fields[1].split(separator: ":").last, Int(local, radix: 16) == port,
                  fields[3] == "01" else { continue }
            guard let queued = fields[4].split(separator: ":").last, Int(queued, radix: 16) == 0 else { return false }
            established += 1
        }
    }
    return established >= connections
}

/// The whole text of a file under `/proc`, read to its end: `String(contentsOfFile:)` gave only the
/// first page of `/proc/net/tcp`, whose lines run to many pages on a machine running other tests.
private func procFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
        bytes += chunk[..<count]
    }
}
