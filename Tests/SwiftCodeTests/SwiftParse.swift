import Foundation
import SwiftCode
import Testing

/// The toolchain's parser, `swiftc -parse`, over a temporary file: no UIKit needed, no types checked.
enum SwiftParse {
    /// The parser's exit status and what it printed.
    struct Result {
        let status: Int32
        let errors: String
    }

    /// `code` in the place an app writes it: a view controller's method, or a view's body.
    static func wrapped(_ code: String, style: SwiftCode.Style, number: Int) -> String {
        let body = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        switch style {
        case .uikit, .legacy:
            return "final class Placeholder\(number): UITableViewController {\n\(code)}\n"
        case .swiftui:
            return "struct Placeholder\(number): View {\n    var body: some View {\n\(body)    }\n}\n"
        }
    }

    /// What the program `source` prints, compiled with `swiftc` and run.
    static func run(_ source: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift"), program = folder.appendingPathComponent("main")
        try Data(source.utf8).write(to: file)
        let compiled = try execute("/usr/bin/env", ["swiftc", "-o", program.path, file.path])
        guard compiled.status == 0 else { return "swiftc failed: " + compiled.errors }
        return try execute(program.path, []).output
    }

    /// Runs `executable` and waits for it.
    private static func execute(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: said, as: UTF8.self))
    }

    /// Parses `source` with `swiftc -parse`.
    static func parse(_ source: String) throws -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("swiftcode-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let parsed = try execute("/usr/bin/env", ["swiftc", "-parse", file.path])
        return Result(status: parsed.status, errors: parsed.errors)
    }
}
