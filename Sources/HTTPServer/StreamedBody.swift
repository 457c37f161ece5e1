private import CMicroHTTPD
import HTTP

// Large bodies, sent from the response's own bytes a block at a time as the socket drains. This
// file, ParkedConnection.swift and HTTPServer.swift are the only ones that touch libmicrohttpd.

/// Bodies at least this large are streamed rather than copied into libmicrohttpd whole: 256 KiB,
/// the point from which a long page's copy costs more than its response object (smaller bodies
/// are copied, and a shared one is prepared once, see ``PreparedResponses``).
let streamedBodySize = 256 * 1024
/// How much of a streamed body libmicrohttpd takes per call, and so the most one connection sends
/// per pass of its event loop: a 7 MB page goes out in 64 KiB turns between other connections'
/// requests instead of in one multi-megabyte write, and a client that does not read holds 64 KiB
/// of the server's memory, not a copy of the page.
let streamBlockSize = 64 * 1024

/// Allocations at least this large are mapped from the kernel and unmapped when freed (set when a
/// server starts): 256 KiB, the size from which a body is streamed, so every long page's bytes go
/// back to the system with it.
let largeAllocation = streamedBodySize

/// The bytes of one streamed body, kept alive by libmicrohttpd's response until it frees it.
private final class StreamedBody {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// A libmicrohttpd response whose body is read from `body` as it is sent (no copy of the body is
/// made; the array's storage is shared with the app's response), or `nil` if it cannot be made.
func makeStreamedResponse(_ body: [UInt8]) -> OpaquePointer? {
    // Released by freeStreamedBody, which libmicrohttpd calls once when it destroys the response.
    let context = Unmanaged.passRetained(StreamedBody(body)).toOpaque()
    guard let response = MHD_create_response_from_callback(UInt64(body.count), streamBlockSize, readStreamedBody,
                                                           context, freeStreamedBody) else {
        Unmanaged<StreamedBody>.fromOpaque(context).release()
        return nil
    }
    return response
}

/// Copies the next block of the body at `position` into libmicrohttpd's buffer.
private let readStreamedBody: MHD_ContentReaderCallback = { cls, position, buffer, max in
    // cls is the StreamedBody retained in makeStreamedResponse; the response is not freed while it reads.
    let body = Unmanaged<StreamedBody>.fromOpaque(cls!).takeUnretainedValue()
    let start = Int(position)
    // End of the body (libmicrohttpd stops by the size given; this is for a reader asked past it).
    guard start < body.bytes.count, let buffer else { return -1 }
    let count = min(max, body.bytes.count - start)
    body.bytes.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + start, byteCount: count)
    }
    return count
}

/// Balances the retain in makeStreamedResponse.
private let freeStreamedBody: MHD_ContentReaderFreeCallback = { cls in
    Unmanaged<StreamedBody>.fromOpaque(cls!).release()
}
