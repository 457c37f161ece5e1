import Dispatch
import FoundationEssentials
import Glibc
import Guarded

/// A helper program (a browser, its driver, a virtual display) run as a child process that leads
/// its own process group, so that stopping it also stops every process it started.
///
/// It starts with no blocked signals and default handlers: the server blocks SIGINT and SIGTERM in
/// its threads and Swift concurrency threads block SIGTERM, and a child must inherit neither, or it
/// could not be stopped gracefully (swift-corelibs-foundation#4772). It inherits no descriptor but
/// its standard ones and those it is given.
public final class ChildProcess: Sendable {
    /// Why the program could not be started.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// One line.
        public let description: String
    }

    /// Where the child's standard output and error go.
    public enum Output: Sendable {
        /// Nowhere.
        case discarded
        /// A pipe this object reads with ``readLine()`` or ``readToEnd()`` (standard error is discarded).
        case lines
        /// A file, standard output and error together, for a failure message later.
        case file(String)
    }

    /// The child's process id, which is also its process group id.
    public let processIdentifier: pid_t
    private let output: Int32
    /// Whether the child has been reaped (`waitpid`); a reaped pid may belong to another process.
    private let reaped = Locked(false)

    /// Starts `executable` with `arguments` and the environment with `environment` changed; the
    /// child gets `descriptors` as its 3, 4, … (the caller closes its copies).
    public init(executable: String, arguments: [String], environment: [String: String] = [:], output: Output = .discarded,
                descriptors: [Int32] = []) throws(Failure) {
        var pipeEnds: [Int32] = [-1, -1]
        if case .lines = output {
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe: \(errnoDescription())") }
            // Close-on-exec, so no other child inherits them (the child gets its copy through dup2).
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        defer { if pipeEnds[1] >= 0 { close(pipeEnds[1]) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .discarded:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case .lines:
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        case let .file(path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        for (offset, descriptor) in descriptors.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(3 + offset))
        }
        // Nothing else of this process's (sockets, the server's pipes) reaches the child. Swift's Glibc
        // module hides posix_spawn_file_actions_addclosefrom_np (glibc 2.34+, _GNU_SOURCE only).
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, Int32(3 + descriptors.count))
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        // The C vectors: strdup'd strings, owned here until posix_spawn has copied them.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        processIdentifier = pid
        self.output = pipeEnds[0]
    }

    deinit {
        if output >= 0 { close(output) }
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

    /// The rest of standard output, read in large blocks: a program that prints much (`fc-list`'s
    /// 700 KB of charsets) would cost a system call a byte through ``readLine()``.
    public func readToEnd() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
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

    /// How the process ended (`exited with status 1`), or `nil` while it runs. An ended child stays
    /// a zombie, keeping its pid and group id from reuse, until ``stop(graceSeconds:)`` reaps it.
    public var exitReason: String? {
        reaped.withLock { reaped in
            if reaped { return "was stopped" }
            var info = siginfo_t()
            guard waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
                return errno == ECHILD ? "was reaped elsewhere" : nil
            }
            guard info.si_signo == SIGCHLD else { return nil }
            let status = info._sifields._sigchld.si_status
            return info.si_code == CLD_EXITED ? "exited with status \(status)" : "was killed by signal \(status)"
        }
    }

    /// Waits up to `seconds` for the child to end by itself (after its pipe closed, say).
    public func waitForExit(seconds: Double) -> Bool {
        // Short waits first: a child that has printed its answer, or been told to end, is usually
        // gone within a millisecond or two, and a rerun starts several.
        var waited = 0, interval = 1_000
        while exitReason == nil {
            guard Double(waited) < seconds * 1e6 else { return false }
            usleep(UInt32(interval))
            waited += interval
            interval = min(interval * 2, 20_000)
        }
        return true
    }

    /// Stops the child: SIGTERM, then SIGKILL if it has not ended within `graceSeconds`; then SIGKILLs
    /// whatever is left of its process group and reaps it. Safe to call more than once.
    public func stop(graceSeconds: Double = 5) {
        guard !reaped.withLock({ $0 }) else { return }
        if exitReason == nil {
            kill(processIdentifier, SIGTERM)
            if !waitForExit(seconds: graceSeconds) { kill(processIdentifier, SIGKILL) }
        }
        // The unreaped child keeps its pid, and so the group id, from being reused until waitpid below.
        kill(-processIdentifier, SIGKILL)
        reaped.withLock { reaped in
            guard !reaped else { return }
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
            reaped = true
        }
    }
}

/// `strerror(errno)`.
func errnoDescription() -> String {
    String(cString: strerror(errno))
}

/// A new empty directory under the temporary directory, for a browser profile.
func makeTemporaryDirectory(prefix: String) throws(ChildProcess.Failure) -> String {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
    guard let result = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw ChildProcess.Failure(description: "mkdtemp: \(errnoDescription())")
    }
    return String(cString: result)
}

/// Removes `directory` and everything in it; a browser killed a moment ago may still be writing
/// into its profile, so it tries for up to a second.
func removeDirectory(_ directory: String) {
    for _ in 0..<50 {
        try? FileManager.default.removeItem(atPath: directory)
        guard FileManager.default.fileExists(atPath: directory) else { return }
        usleep(20_000)
    }
}
