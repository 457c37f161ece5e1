private import CMicroHTTPD

/// What the kernel has received on a connection's socket: how much, and how long ago the last of
/// it — what tells a request arriving slowly from one sent at once (see ``MinimumRate``). Read
/// through the C shim (it needs the kernel's `tcp_info`, longer than glibc's), not libmicrohttpd.
struct SocketReceipt: Equatable {
    /// Payload bytes received since the connection opened, whether or not read yet.
    let bytes: UInt64
    /// Nanoseconds since the last of them arrived (since the opening, when none has).
    let silence: UInt64

    /// The receipt of `socket`, or nil where the kernel does not say (not Linux).
    static func of(_ socket: Int32) -> SocketReceipt? {
        var bytes: UInt64 = 0
        var silentMilliseconds: UInt32 = 0
        guard socket >= 0, lp_socket_receipt(socket, &bytes, &silentMilliseconds) == 0 else { return nil }
        return SocketReceipt(bytes: bytes, silence: UInt64(silentMilliseconds) &* 1_000_000)
    }
}
