import Foundation
@testable import ListPreview
@testable import Screens
import TestSupport
import Variants
import Testing

@Suite struct AssetsTests {
    @Test func theBuiltInFilesAreThoseOfPublic() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Public")
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        // With the text face's file the system has (TextFaceTests).
        #expect(Set(Assets.builtIn.files.keys) == Set(onDisk).union([TextFace.fileName]))
        for name in onDisk {
            let bytes = try Array(Data(contentsOf: root.appendingPathComponent(name)))
            // style.css after the tables' custom properties, which its rules read (StyleSheetPrelude),
            // and before the iOS 26 design's rules.
            let prelude = name == "style.css" ? Array(StyleSheetPrelude.text.utf8) : []
            let glass = name == "style.css" ? try Array("\n".utf8) + Array(Data(contentsOf: root.appendingPathComponent(Assets.glassStyleName))) : []
            let served = name == "style.css" ? TextFace.servingTheFile(prelude + bytes + glass) : bytes
            #expect(Assets.builtIn.files[name]?.body == served, "\(name) is embedded byte for byte")
        }
        #expect(Assets.builtIn.files["style.css"]?.contentType == "text/css; charset=utf-8")
        #expect(Assets.builtIn.files["live.js"]?.contentType == "text/javascript; charset=utf-8")
        #expect(Assets.builtIn.files["style.css"]?.etag != Assets.builtIn.files["empty.svg"]?.etag)
    }

    @Test func aPublicDirectoryOverridesAndAddsFilesAndSkipsSymlinksOutside() throws {
        let root = URL(fileURLWithPath: try temporaryDirectory("assets"))
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = URL(fileURLWithPath: try temporaryDirectory("assets"))
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("body{color:red}".utf8).write(to: root.appendingPathComponent("style.css"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: root.appendingPathComponent("img/a.svg"))
        try Data("hidden".utf8).write(to: root.appendingPathComponent(".secret"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("leak.txt"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.txt"))
        let assets = try Assets.builtIn.overridden(by: root.path)
        // A style sheet of one's own comes after the metrics too, so a copy of the built-in one still draws.
        let style = assets.files["style.css"].map { String(decoding: $0.body, as: UTF8.self) } ?? ""
        #expect(style.contains("body{color:red}\n/* iOS 26") && style.hasPrefix(StyleSheetPrelude.text) && style.contains(ListMetrics.iOS26.stylesheet),
                "a file of the directory wins, between the tables' properties and the iOS 26 design's rules")
        #expect(assets.files["empty.svg"] == Assets.builtIn.files["empty.svg"], "the other built-ins stay")
        #expect(assets.files["img/a.svg"]?.contentType == "image/svg+xml")
        #expect(assets.files["leak.txt"] == nil && assets.files[".secret"] == nil)
    }

    @Test func aMissingPublicDirectoryIsAClearError() throws {
        #expect(throws: AssetError.unreadable(path: "/no/such/dir", reason: "no such directory")) {
            try Assets.builtIn.overridden(by: "/no/such/dir")
        }
    }

    @Test func imageKindsAreRecognisedByTheirContent() {
        #expect(ImageKind(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(ImageKind(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageKind(sniffing: Array("GIF89a....".utf8)) == .gif)
        #expect(ImageKind(sniffing: Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .webp)
        #expect(ImageKind(sniffing: Array("\u{FEFF}\n <?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg)
        #expect(ImageKind(sniffing: Array("<!-- drawn by hand -->\n<svg/>".utf8)) == .svg)
        #expect(ImageKind(sniffing: Array("<html><body>not an image</body></html>".utf8)) == nil)
        #expect(ImageKind(sniffing: Array("body { background: url(x.svg) } <svg".utf8)) == nil)
        #expect(ImageKind(sniffing: Array("%PDF-1.7".utf8)) == nil)
        #expect(ImageKind(sniffing: []) == nil)
    }
}
