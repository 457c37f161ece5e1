import Foundation
import SwiftCode
import TestSupport
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
        case .uikit, .legacy, .dzn:
            return "final class Placeholder\(number): UITableViewController {\n\(code)}\n"
        case .swiftui:
            return "struct Placeholder\(number): View {\n    var body: some View {\n\(body)    }\n}\n"
        }
    }

    /// What the program `source` prints, compiled with `swiftc` and run.
    static func run(_ source: String) throws -> String {
        let folder = URL(fileURLWithPath: try temporaryDirectory("swiftcode"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift"), program = folder.appendingPathComponent("main")
        try Data(source.utf8).write(to: file)
        let compiled = try Program.run(["swiftc", "-o", program.path, file.path], executable: "/usr/bin/env")
        guard compiled.status == 0 else { return "swiftc failed: " + compiled.stderr }
        return try Program.run([], executable: program.path).stdout
    }

    /// Parses `source` with `swiftc -parse`.
    static func parse(_ source: String) throws -> Result {
        let file = URL(fileURLWithPath: temporaryPath("swiftcode", suffix: ".swift"))
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let parsed = try Program.run(["swiftc", "-parse", file.path], executable: "/usr/bin/env")
        return Result(status: parsed.status, errors: parsed.stderr)
    }
}
