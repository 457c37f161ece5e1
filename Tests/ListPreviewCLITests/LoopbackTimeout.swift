import TestSupport

/// The hang detector (``hangDetector``) in whole seconds, as `LoopbackConnection` takes its read and
/// write timeout: for connections whose answers a loaded server may be slow to give (many clients at
/// once, under the thread sanitizer), so that only a hang fails them, never a busy machine.
let hangDetectorSeconds = Int(hangDetector.components.seconds)
