import Glibc

/// Which sanitizer the tests were built with, for the few tests whose volume it changes.
public enum Sanitizer {
    /// Whether this process runs under the thread sanitizer (its runtime is linked in). Its
    /// programs, started from the same build folder, do too.
    public static let thread: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
}
