import Foundation
import Glibc

/// The `listpreview` executable running in the background, for tests that need the real program.
public final class ServerProcess {
    private let process: Process
    private let output: Pipe
    /// The exact line the program printed when ready.
    public let listeningLine: String
    /// The port from that line.
    public let port: Int

    /// The program's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Its resident memory now, in KiB (`VmRSS`).
    public var residentKilobytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Its threads now.
    public var threadCount: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task").count) ?? 0
    }

    /// Its standard error, when ``start(_:executable:directory:environment:capturingErrors:)`` was asked to keep it.
    private let errors: Pipe?

    private init(process: Process, output: Pipe, errors: Pipe?, listeningLine: String, port: Int) {
        self.process = process
        self.output = output
        self.errors = errors
        self.listeningLine = listeningLine
        self.port = port
    }

    /// Starts the program (by default the one built for the tests) in `directory` (by default the
    /// repository root) and waits for its `Listening on` line. `environment` adds variables to the
    /// test's own; with `capturingErrors`, what it writes to stderr is kept for ``stopAndReadOutput(signal:)``.
    public static func start(_ arguments: [String], executable: String = Repository.executable,
                             directory: String = Repository.root, environment: [String: String] = [:],
                             capturingErrors: Bool = false) throws -> ServerProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let output = Pipe()
        process.standardOutput = output
        let errors = capturingErrors ? Pipe() : nil
        if let errors { process.standardError = errors }
        try process.run()
        var line: [UInt8] = []
        let handle = output.fileHandleForReading
        while line.last != UInt8(ascii: "\n") {
            let byte = handle.readData(ofLength: 1)
            guard let first = byte.first else {
                process.waitUntilExit()
                throw ServerProcessError(description: "listpreview exited with \(process.terminationStatus) before listening")
            }
            line.append(first)
        }
        let text = String(decoding: line.dropLast(), as: UTF8.self)
        // "Listening on http://HOST:PORT/" and maybe "?token=…": the port ends the authority.
        let authority = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).first ?? ""
        guard let portText = authority.split(separator: ":").last, let port = Int(portText) else {
            process.terminate()
            throw ServerProcessError(description: "unexpected first line “\(text)”")
        }
        return ServerProcess(process: process, output: output, errors: errors, listeningLine: text, port: port)
    }

    /// Sends `signal`, waits for the program to end and returns everything else it printed: on
    /// stdout after the `Listening on` line, and on stderr when captured.
    public func stopAndReadOutput(signal: Int32) -> (status: Int32, stdout: String, stderr: String) {
        let status = stop(signal: signal)
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.map { $0.fileHandleForReading.readDataToEndOfFile() } ?? Data()
        return (status, String(decoding: rest, as: UTF8.self), String(decoding: errorText, as: UTF8.self))
    }

    /// Sends `signal` and returns the exit status once the program has ended.
    public func stop(signal: Int32) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

/// Why the program under test did not start serving.
public struct ServerProcessError: Error, CustomStringConvertible {
    /// What happened instead.
    public let description: String
}
