/// The exit statuses, from sysexits.h.
enum ExitStatus {
    /// Done as asked (serve: stopped by a signal).
    static let ok: Int32 = 0
    /// Done, and what was checked fails: a shot, a difference, a finding.
    static let failure: Int32 = 1
    /// A command line that cannot be understood: `EX_USAGE`.
    static let usage: Int32 = 64
    /// Invalid fixtures, state file or input: `EX_DATAERR`.
    static let dataError: Int32 = 65
    /// A file that cannot be read: `EX_NOINPUT`.
    static let noInput: Int32 = 66
    /// An address that cannot be bound, a browser that is missing: `EX_UNAVAILABLE`.
    static let unavailable: Int32 = 69
    /// An unexpected internal error: `EX_SOFTWARE`.
    static let software: Int32 = 70
    /// A file that would be overwritten: `EX_CANTCREAT`.
    static let cannotCreate: Int32 = 73
    /// A file could not be written (no space, read-only, permission denied): `EX_IOERR`.
    static let ioError: Int32 = 74
}
