// Used instead of the generated files when LISTPREVIEW_WITHOUT_BUILT_IN_FILES is set (make fuzz):
// libFuzzer's flags reach the build tool too, which then cannot be linked, and no fuzz target
// needs the files.

extension BuiltInFiles {
    /// No file.
    static let encoded: [(name: String, base64: StaticString)] = []
}
