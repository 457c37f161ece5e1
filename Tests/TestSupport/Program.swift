import Foundation

/// The built `listpreview` program, run to completion.
public enum Program {
    /// What a run printed and how it ended.
    public struct Outcome: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output, as bytes.
        public let output: [UInt8]
        /// Standard error, as text.
        public let stderr: String

        /// Standard output as text.
        public var stdout: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `listpreview` (or another `executable`) with `arguments` in `directory` (the repository
    /// by default) and waits for it.
    public static func run(_ arguments: [String], directory: String = Repository.root,
                           executable: String = Repository.executable) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: Array(stdout), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
