// swift-tools-version: 6.0
import Foundation
import PackageDescription

// `make fuzz` builds the app with libFuzzer's flags, which SwiftPM also applies to the build tool
// that embeds Public/, so that tool cannot be linked; the fuzz build does without the files.
let withoutBuiltInFiles = ProcessInfo.processInfo.environment["LISTPREVIEW_WITHOUT_BUILT_IN_FILES"] != nil

// `make test` builds its thread-sanitized pass with LISTPREVIEW_SANITIZED_SUITES_ONLY set: only the test
// targets that hold the suites it runs under the sanitizer (TSAN_TESTS in the Makefile) are built.
let sanitizedSuitesOnly = ProcessInfo.processInfo.environment["LISTPREVIEW_SANITIZED_SUITES_ONLY"] != nil
let sanitizedTestTargets: Set<String> = ["HTTPServerTests", "AppServerTests"]
// Nor the targets those suites never import (the command line, snapshots, the static site, the
// review and its pictures' comparison) and the program they make.
let unsanitizedTargets: Set<String> = ["Snapshot", "StaticSite", "Review", "ReviewServer", "ImageDiff", "Sharding",
                                       "ListPreviewCLI", "listpreview"]

// The pixel loops (PNG decoding and encoding, image comparison) are compiled optimized in debug
// builds too: the suites decode and encode hundreds of screenshots, up to @3x, through the debug
// program and in the test process, and unoptimized those loops were the most of the snapshot runs.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let testTargets: [Target] = [
    .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
    .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "HTML"]),
    .testTarget(name: "AppCodeTests", dependencies: ["AppCode", "XML", "TestSupport"]),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "Spelling"]),
    .testTarget(name: "StringsTests", dependencies: ["Strings", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "FileSystemTests", dependencies: ["FileSystem", "TestSupport"]),
    .testTarget(name: "DigestTests", dependencies: ["Digest"]),
    .testTarget(name: "ScreenEditsTests", dependencies: ["Variants", "ScreenEdits", "Screens", "Strings", "HTTP"]),
    .testTarget(name: "SwiftCodeTests", dependencies: ["Symbols", "Variants", "SwiftCode", "Screens", "ListPreview", "HTTP", "TestSupport"]),
    .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "Symbols", "HTML", "TestSupport"]),
    .testTarget(name: "ImageConversionTests", dependencies: ["ImageConversion", "PNG"], exclude: ["Fixtures"]),
    .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "PNG", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ReviewTests", dependencies: ["Review", "XML", "ImageDiff", "PNG", "JSON", "FileSystem", "TestSupport"]),
    .testTarget(name: "ListPreviewTests", dependencies: ["Symbols", "Variants", "ListPreview", "Review", "PNG", "Browser", "Screens", "Fixtures", "Store", "Audit", "Pages", "Strings", "HTML", "HTTP", "TestSupport", "AppTesting"]),
    // The app behind the real server (flows, caching, Host and token checks, state, long polls, long
    // pages): with HTTPServerTests, what `make test` also runs under the thread sanitizer.
    .testTarget(name: "AppServerTests", dependencies: ["Variants", "ListPreview", "Browser", "Screens", "Fixtures", "Store", "Pages", "Strings", "JSON", "Guarded", "HTTP",
                                                       "TestSupport", "AppTesting"]),
    .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "Browser", "HTTP", "Guarded", "TestSupport"]),
    .testTarget(name: "ListPreviewCLITests", dependencies: ["Variants", "ListPreviewCLI", "Sharding", "StaticSite", "Fixtures", "ImageDiff", "Browser", "ListPreview", "Screens", "Snapshot", "Strings", "HTTPServer", "HTTP", "PNG", "Guarded", "TestSupport"],
                exclude: ["Fixtures"]),
    .testTarget(name: "ReviewServerTests", dependencies: ["ReviewServer", "Review", "ListPreview", "Browser", "HTTPServer", "HTTP", "JSON", "PNG", "Guarded", "TestSupport"]),
    .testTarget(name: "BrowserTests", dependencies: ["Symbols", "Variants", "ListPreview", "Review", "ReviewServer", "Audit", "Screens", "Fixtures", "Store", "Strings", "HTTPServer", "Browser", "HTTP", "JSON", "PNG", "TestSupport"]),
    // The libFuzzer harnesses of `make fuzz` (Fuzz/*.swift), compiled here so that a change which breaks
    // one fails the build, and each run over the seeds of its corpus. The entry point libFuzzer calls
    // (Fuzz/Entry) is scripts/fuzz.sh's alone.
    .testTarget(name: "FuzzHarnessTests", dependencies: ["Variants", "HTTP", "JSON", "Fixtures", "Pages", "Screens", "AssetCatalog", "Strings", "ListPreview", "AppCode"],
                path: "Fuzz", exclude: ["corpus", "Entry"]),
]

let package = Package(
    name: "ListPreview",
    platforms: [.macOS(.v15)],
    products: sanitizedSuitesOnly ? [] : [
        .executable(name: "listpreview", targets: ["listpreview"]),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        // libheif, for HEIF photos (Debian 12's decodes HEVC with libde265, linked into it).
        .systemLibrary(
            name: "CHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
        ),
        // poppler-glib and cairo (which poppler-glib's pkg-config file requires), for PDF images.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev", "libcairo2-dev"]), .brew(["poppler", "cairo"])]
        ),
        .target(name: "HTML"),
        .target(name: "HTTP"),
        // "Did you mean …?": the nearest name to a misspelt one.
        .target(name: "Spelling"),
        .target(name: "JSON", dependencies: ["Spelling"]),
        .target(name: "PNG", swiftSettings: optimizedInDebug),
        // SHA-256, for the hash of what a screenshot was made from.
        .target(name: "Digest"),
        // How two screenshots differ as people see them (pixelmatch's YIQ distance and anti-aliasing), and the picture of it.
        .target(name: "ImageDiff", dependencies: ["PNG"], swiftSettings: optimizedInDebug),
        .target(name: "Guarded"),
        // An XML tree whose one renderer escapes everything: the JUnit files.
        .target(name: "XML"),
        // stat(2), bounded reads and whole writes (a temporary name, then a rename): every file the program reads or keeps.
        .target(name: "FileSystem"),
        .target(name: "Strings", dependencies: ["JSON", "FileSystem"]),
        .target(name: "AssetCatalog", dependencies: ["Symbols", "JSON", "FileSystem"]),
        // An app's Swift and Objective-C read without compiling it: the empty states its code declares
        // (`listpreview import`), by a lexer, a call scanner and a reader per API.
        .target(name: "AppCode", dependencies: ["FileSystem", "XML"]),
        // What `listpreview import` writes: the empty states found, as a fixtures file with the app's keys and assets.
        .target(name: "AppImport", dependencies: ["AppCode", "AssetCatalog", "JSON", "Strings"]),
        // Public/ and the starter project, compiled into the program by a build tool plugin.
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedFilesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"], path: "Sources/EmbedFilesPlugin"),
        withoutBuiltInFiles
            ? .target(name: "BuiltInFiles")
            : .target(name: "BuiltInFiles", exclude: ["WithoutFiles"], plugins: ["EmbedFilesPlugin"]),
        .target(name: "HTTPServer", dependencies: ["HTTP", "CMicroHTTPD", "Guarded"]),
        // Finding, starting and driving browser engines (Chromium, WebKitGTK, Firefox): processes, pipes, protocols.
        .target(name: "Browser", dependencies: ["JSON", "Guarded", "PNG", "HTTP"]),
        // HEIF photos and PDF vectors as PNG, through libheif, poppler and cairo (unsafe code, room 3).
        .target(name: "ImageConversion", dependencies: ["PNG", "Guarded", "CHeif", "CPoppler"]),

        // The layers of the program, each importing only those below it (docs/ARCHITECTURE.md).
        // What a screen is: its states, rows and placeholder, its texts and languages, its images,
        // and the variants it is previewed in (device, theme, text size…).
        // SF Symbols by their names, drawn by open-licensed stand-ins (Phosphor's icons, MIT).
        .target(name: "Symbols", dependencies: ["HTML", "Spelling", "XML"]),
        .target(name: "Screens", dependencies: ["HTTP", "BuiltInFiles", "FileSystem", "Strings", "Spelling", "Symbols"]),
        // The settings a screen is previewed in (design, device, theme, text size, Increase Contrast…),
        // each declared once as a `VariantParameter` that pages, pickers, the gallery, snapshots, sites,
        // the command line and the audit iterate.
        .target(name: "Variants", dependencies: ["Screens", "Strings"]),
        // Reading screens from a fixtures file (and lists from a state file), every problem with its JSON path.
        .target(name: "Fixtures", dependencies: ["Screens", "Symbols", "AssetCatalog", "ImageConversion", "JSON", "PNG", "Strings", "FileSystem", "Spelling"]),
        // Every screen's live state, kept across restarts in the state file and its journal.
        .target(name: "Store", dependencies: ["Screens", "Fixtures", "JSON", "Guarded", "Strings"]),
        // What users cannot read or tap: contrast, translations, and layout measured in a browser.
        .target(name: "Audit", dependencies: ["Screens", "Symbols", "Variants", "Browser", "HTTP", "JSON", "Strings", "XML"]),
        // The Swift that draws a placeholder in the app: UIKit (iOS 17+), SwiftUI, and a table view's background view before iOS 17.
        .target(name: "SwiftCode", dependencies: ["Screens", "Symbols"]),
        // A designer's edits of a screen (`?edit.empty.title=…`, `--set`): the fields declared once, checked, drawn over
        // a screen, and written back into the fixtures file's text with every other byte kept.
        .target(name: "ScreenEdits", dependencies: ["Screens", "Symbols", "HTTP", "JSON", "Strings", "Spelling"]),
        // The HTML of every page: the device, its chrome, the placeholder, the panel and pickers.
        .target(name: "Pages", dependencies: ["Screens", "Symbols", "Variants", "ScreenEdits", "Audit", "SwiftCode", "HTML", "HTTP", "Strings"]),
        // The app: a request in, a response out (access, routing, serving, live pages), and loading it from its sources.
        .target(name: "ListPreview", dependencies: ["Screens", "Variants", "ScreenEdits", "AssetCatalog", "Fixtures", "Store", "Audit", "Pages", "HTML", "HTTP", "JSON", "Guarded",
                                                    "BuiltInFiles", "Strings", "FileSystem"]),
        .target(name: "Snapshot", dependencies: ["Digest", "Sharding", "Review", "ListPreview", "Screens", "Pages", "HTTPServer", "Browser", "HTTP", "HTML", "JSON",
                                                 "PNG", "Guarded", "FileSystem"]),
        // `listpreview build`: every screen, state and variant as a static site with relative links, written whole.
        .target(name: "StaticSite", dependencies: ["ListPreview", "Snapshot", "Review", "Screens", "Pages", "HTTP", "JSON", "Strings", "Guarded", "FileSystem"]),
        // Shots against their baselines: statuses, thresholds, the diff pictures, the report (HTML, JSON, JUnit), and the
        // baselines' one writer (updates, pruning, approvals) with `manifest.json`, which `Snapshot` writes through it too.
        .target(name: "Review", dependencies: ["XML", "ImageDiff", "PNG", "HTML", "HTTP", "JSON", "FileSystem", "Guarded", "BuiltInFiles", "Digest", "Sharding"]),
        .target(name: "Sharding", dependencies: ["Digest"]),
        // The review page served (`listpreview review`, `serve --review`): its routes, and the decisions that write the baselines.
        .target(name: "ReviewServer", dependencies: ["Review", "ListPreview", "Screens", "HTML", "HTTP", "JSON", "FileSystem", "Guarded", "BuiltInFiles"]),
        .target(name: "ListPreviewCLI", dependencies: ["AppCode", "AppImport", "AssetCatalog", "ScreenEdits", "Review", "ReviewServer", "Sharding", "StaticSite", "ListPreview", "Screens", "Fixtures", "Audit", "Pages", "SwiftCode", "HTTPServer", "HTTP", "Snapshot",
                                                       "Browser", "Guarded", "Strings", "FileSystem", "Spelling", "ImageDiff"]),
        .executableTarget(name: "listpreview", dependencies: ["ListPreviewCLI"]),

        .target(name: "TestSupport", dependencies: ["HTTP", "Browser"], path: "Tests/TestSupport"),
        // One test body, two back ends: the app called in process, or behind the real server over sockets.
        .target(name: "AppTesting", dependencies: ["ListPreview", "Variants", "Browser", "HTTPServer", "HTTP", "Guarded", "TestSupport"], path: "Tests/AppTesting"),
    ].filter { !sanitizedSuitesOnly || !unsanitizedTargets.contains($0.name) }
        + testTargets.filter { !sanitizedSuitesOnly || sanitizedTestTargets.contains($0.name) },
    swiftLanguageModes: [.v6]
)
