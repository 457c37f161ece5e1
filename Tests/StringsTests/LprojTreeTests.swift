import Strings
import Testing

@Suite struct LprojTreeTests {
    @Test func findsEveryLprojStringsFileAndSkipsDependencies() throws {
        let tree = try LprojTree.load(directory: Fixtures.path("App"))
        let relative = tree.files.map { String($0.file.dropFirst(Fixtures.path("App/").count)) }
        #expect(relative == [
            "Base.lproj/Localizable.strings", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings",
            "pt-BR.lproj/InfoPlist.strings", "pt.lproj/Localizable.strings", "zh_Hans.lproj/Localizable.strings",
        ])
        #expect(tree.languages == ["Base", "de", "en", "pt", "pt-BR", "zh-Hans"])
        #expect(tree.tables == ["InfoPlist", "Localizable"])
        #expect(tree.files[3].value(for: "NSCameraUsageDescription") == "Para digitalizar documentos")
    }

    @Test func skipsHiddenFoldersBuildOutputAndDependencies() {
        for name in [".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "App.app", "Kit.framework", "App.dSYM"] {
            #expect(LprojTree.skips(directoryNamed: name), "\(name)")
        }
        for name in ["Resources", "en.lproj", "Settings.bundle", "Sources"] {
            #expect(!LprojTree.skips(directoryNamed: name), "\(name)")
        }
    }

    @Test func aMissingDirectoryIsAnError() {
        #expect(throws: StringsError.unreadable(file: "/no/such/dir", reason: "no such directory")) {
            try LprojTree.load(directory: "/no/such/dir")
        }
    }
}
