import Foundation
@testable import Screens
import TestSupport
import Testing

/// The text face is served from its upright file where the system has one (Debian's
/// fonts-inter-variable, which `make test` installs), and the style sheet names that file first.
@Suite struct TextFaceTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theBuiltInStyleSheetNamesTheServedFileFirst() throws {
        let file = try #require(Assets.builtIn.files[TextFace.fileName], "fonts-inter-variable is installed by make test")
        #expect(file.contentType == "font/ttf")
        // A TrueType file (version 1.0): the engines' own check of which face it is upright is in
        // EngineGeometryBrowserTests.
        #expect(Array(file.body.prefix(4)) == [0, 1, 0, 0])
        let style = text(try #require(Assets.builtIn.files["style.css"]).body)
        #expect(style.contains(#"font-family: "ListPreview Text";"# + "\n" + #"  src: url("text-face.ttf") format("truetype"), local("Inter")"#))
        #expect(style.components(separatedBy: "text-face.ttf").count == 2, "named once")
    }

    @Test func theFileGoesFirstInTheFacesSourceOnly() {
        let css = """
            @font-face {
              font-family: "Other";
              src: local("Other");
            }
            @font-face {
              font-family: "ListPreview Text";
              src: local("Inter");
            }
            """
        #expect(text(TextFace.servingTheFile(Array(css.utf8))) == css.replacingOccurrences(
            of: #"src: local("Inter")"#, with: #"src: url("text-face.ttf") format("truetype"), local("Inter")"#))
    }

    @Test(arguments: [
        "body { color: red; }",
        // The face's src is not the declaration after its family: left alone.
        "@font-face { font-family: \"ListPreview Text\"; font-weight: 400; src: local(\"Inter\"); }",
    ])
    func aStyleSheetWithoutTheFaceIsLeftAsItIs(css: String) {
        #expect(TextFace.servingTheFile(Array(css.utf8)) == Array(css.utf8))
    }

    @Test func theFirstReadableCandidateIsTaken() throws {
        let directory = try temporaryDirectory("text-face")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory + "/second.ttf"))
        try Data([4, 5]).write(to: URL(fileURLWithPath: directory + "/third.ttf"))
        #expect(TextFace.find(in: [directory + "/first.ttf", directory + "/second.ttf", directory + "/third.ttf"]) == [1, 2, 3])
        #expect(TextFace.find(in: [directory + "/none.ttf"]) == nil)
    }

    @Test func aPublicFileOfTheSameNameReplacesIt() throws {
        let directory = try temporaryDirectory("text-face-public")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([0, 1, 0, 0, 9]).write(to: URL(fileURLWithPath: directory + "/" + TextFace.fileName))
        let assets = try Assets.builtIn.overridden(by: directory)
        #expect(assets.files[TextFace.fileName]?.body == [0, 1, 0, 0, 9])
        #expect(text(try #require(assets.files["style.css"]).body).contains(#"src: url("text-face.ttf")"#))
    }
}
