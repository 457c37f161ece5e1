import FoundationEssentials

/// Paths of the checked-in fixtures: `Localizable.xcstrings` (a catalog written by hand in
/// Xcode's layout) and `App/` (an `.lproj` tree with a UTF-16 file and a small catalog).
enum Fixtures {
    /// `Tests/StringsTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// A path under the fixtures directory.
    static func path(_ relative: String) -> String {
        directory + "/" + relative
    }
}
