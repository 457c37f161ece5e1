// swift-tools-version: 6.0
import Foundation
import PackageDescription

// `make fuzz` builds the app with libFuzzer's flags, which SwiftPM also applies to the build tool
// that embeds Public/, so that tool cannot be linked; the fuzz build does without the files.
let withoutBuiltInFiles = ProcessInfo.processInfo.environment["LISTPREVIEW_WITHOUT_BUILT_IN_FILES"] != nil

let package = Package(
    name: "ListPreview",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "listpreview", targets: ["listpreview"]),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        .target(name: "HTML"),
        .target(name: "HTTP"),
        .target(name: "JSON"),
        .target(name: "PNG"),
        .target(name: "Guarded"),
        // stat(2), bounded reads and whole writes (a temporary name, then a rename): every file the program reads or keeps.
        .target(name: "FileSystem"),
        .target(name: "Strings", dependencies: ["JSON", "FileSystem"]),
        // Public/ and the starter project, compiled into the program by a build tool plugin.
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedFilesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"], path: "Sources/EmbedFilesPlugin"),
        withoutBuiltInFiles
            ? .target(name: "BuiltInFiles")
            : .target(name: "BuiltInFiles", exclude: ["WithoutFiles"], plugins: ["EmbedFilesPlugin"]),
        .target(name: "ListPreview", dependencies: ["HTML", "HTTP", "JSON", "Guarded", "BuiltInFiles", "Strings", "FileSystem"]),
        .target(name: "HTTPServer", dependencies: ["HTTP", "CMicroHTTPD", "Guarded"]),
        // Finding, starting and driving browser engines (Chromium, WebKitGTK, Firefox): processes, pipes, protocols.
        .target(name: "Browser", dependencies: ["JSON", "Guarded", "PNG"]),
        .target(name: "Snapshot", dependencies: ["ListPreview", "HTTPServer", "Browser", "HTTP", "HTML", "JSON", "PNG", "Guarded", "FileSystem"]),
        .target(name: "ListPreviewCLI", dependencies: ["ListPreview", "HTTPServer", "HTTP", "Snapshot", "Browser", "Guarded", "Strings", "FileSystem"]),
        .executableTarget(name: "listpreview", dependencies: ["ListPreviewCLI"]),

        .target(name: "TestSupport", dependencies: ["HTTP"], path: "Tests/TestSupport"),
        // One test body, two back ends: the app called in process, or behind the real server over sockets.
        .target(name: "AppTesting", dependencies: ["ListPreview", "HTTPServer", "HTTP", "Guarded", "TestSupport"], path: "Tests/AppTesting"),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "HTTPTests", dependencies: ["HTTP"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "StringsTests", dependencies: ["Strings"], exclude: ["Fixtures"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "ListPreviewTests", dependencies: ["ListPreview", "HTML", "HTTP", "TestSupport", "AppTesting"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTP", "Guarded", "TestSupport"]),
        .testTarget(name: "ListPreviewCLITests", dependencies: ["ListPreviewCLI", "ListPreview", "HTTPServer", "HTTP", "PNG", "Guarded", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "BrowserTests", dependencies: ["ListPreview", "HTTPServer", "Browser", "HTTP", "JSON", "PNG", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
