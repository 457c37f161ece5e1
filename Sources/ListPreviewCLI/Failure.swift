import ListPreview

/// A failure with its message and exit status: what a command throws when it cannot do its work.
struct Failure: Error {
    /// The whole message for standard error, starting `listpreview: `.
    let message: String
    /// The exit status, one of ``ExitStatus``'s.
    let status: Int32

    /// A failure saying `message`, ending the program with `status`.
    init(_ message: String, _ status: Int32) {
        self.message = message
        self.status = status
    }

    /// The failure of sources that do not load: 66 for what cannot be read, 65 for what is not
    /// valid, 74 for a state file that cannot be written.
    init(_ error: SourceError) {
        let status = switch error.kind {
        case .unreadable: ExitStatus.noInput
        case .invalid: ExitStatus.dataError
        case .unwritable: ExitStatus.ioError
        }
        self.init(error.message, status)
    }
}
