import Foundation
import TestSupport

/// Starts the program like ``ServerProcess/start(_:executable:directory:environment:capturingErrors:)``,
/// with its standard error appended to the file `log`, which the test can read while the program runs.
///
/// For a test that waits for a line the program writes (a reload's warnings): `capturingErrors`
/// hands the lines over only once the program has ended, and stopping it sooner than it wrote them
/// would lose them.
func startServer(_ arguments: [String], errorsTo log: String, directory: String = Repository.root) throws -> ServerProcess {
    try ServerProcess.start(["-c", #"log=$1; shift; exec "$0" "$@" 2>>"$log""#, Repository.executable, log] + arguments,
                            executable: "/bin/sh", directory: directory)
}

/// What the program has written to `log` so far (``startServer(_:errorsTo:directory:)``), by line.
func loggedLines(_ log: String) -> [String] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
}
