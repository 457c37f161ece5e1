import Foundation
@testable import ListPreview
import Testing

@Suite struct AssetsTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lp-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsNestedFilesAndSkipsSymlinksOutside() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("body{}".utf8).write(to: root.appendingPathComponent("style.css"))
        try Data("<svg/>".utf8).write(to: root.appendingPathComponent("empty.svg"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: root.appendingPathComponent("img/a.svg"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("leak.txt"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.txt"))
        let assets = try Assets(directory: root.path)
        #expect(Set(assets.files.keys) == ["style.css", "empty.svg", "img/a.svg"])
        #expect(assets.files["img/a.svg"]?.contentType == "image/svg+xml")
    }

    @Test func missingDirectoryOrRequiredFileIsAClearError() throws {
        #expect(throws: AssetError.unreadable(path: "/no/such/dir", reason: "no such directory")) {
            try Assets(directory: "/no/such/dir")
        }
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("body{}".utf8).write(to: root.appendingPathComponent("style.css"))
        #expect(throws: AssetError.missingFile(path: root.path, file: "empty.svg")) { try Assets(directory: root.path) }
    }

    @Test func shippedPublicDirectoryLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Public")
        let assets = try Assets(directory: root.path)
        #expect(assets.files["style.css"] != nil && assets.files["empty.svg"] != nil && assets.files["icon.svg"] != nil)
        #expect(assets.files["style.css"]?.etag != assets.files["empty.svg"]?.etag)
    }
}
