import TestSupport

/// ``hangDetector`` in whole seconds, for what takes its timeout so (a `LoopbackConnection`'s reads
/// and writes, `poll`): how long these suites wait for an answer, or for the server to close a
/// connection, before they call it a hang. Never a speed assumption — an answer is read as soon as
/// it comes — where `LoopbackConnection`'s own default of 10 s, or the 5 s and 15 s these suites
/// used, guessed at how busy a machine could be (a loaded one has kept an answer past 5 s).
let hangDetectorSeconds = Int(hangDetector.components.seconds)
