import Dispatch
import Glibc
import Guarded

/// A helper program run as a child process (chromedriver), whose standard output is read line by
/// line until it says it is ready and drained after that. It lives here because this module is the
/// one room for unsafe code, and `posix_spawn` takes C strings.
public final class ChildProcess: Sendable {
    /// Why the program could not be started.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// One line.
        public let description: String
    }

    /// The child's process id.
    public let processIdentifier: pid_t
    private let output: Int32
    /// Whether the child has been reaped (`waitpid`); a reaped pid may belong to another process.
    private let reaped = Locked(false)

    /// Starts `executable` with `arguments`, standard output to a pipe and standard error to
    /// /dev/null, with no blocked signals and default signal handlers (the server blocks SIGINT and
    /// SIGTERM in its own threads; a child must not inherit that).
    public init(executable: String, arguments: [String]) throws(Failure) {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe: \(errnoDescription())") }
        // Close-on-exec, so no other child inherits them (the child gets its copy through dup2).
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(pipeEnds[1]) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // The C argument vector: strdup'd strings, owned here until posix_spawn has copied them.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            close(pipeEnds[0])
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        processIdentifier = pid
        output = pipeEnds[0]
    }

    deinit {
        close(output)
    }

    /// The next line of standard output without its newline, or nil at the end of it.
    public func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(output, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Reads and discards the rest of standard output in the background, so a full pipe never
    /// blocks the child, even on its way out. Call it once, after the last `readLine`.
    public func drainOutput() {
        let descriptor = dup(output)
        guard descriptor >= 0 else { return }
        DispatchQueue.global(qos: .utility).async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
            }
            close(descriptor)
        }
    }

    /// Stops the child: SIGTERM, then SIGKILL if it has not ended within `graceSeconds`; then reaps it.
    public func stop(graceSeconds: Double = 5) {
        reaped.withLock { reaped in
            guard !reaped else { return }
            kill(processIdentifier, SIGTERM)
            var status: Int32 = 0
            for _ in 0..<max(1, Int(graceSeconds * 20)) {
                if waitpid(processIdentifier, &status, WNOHANG) == processIdentifier {
                    reaped = true
                    return
                }
                usleep(50_000)
            }
            kill(processIdentifier, SIGKILL)
            while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
            reaped = true
        }
    }
}
