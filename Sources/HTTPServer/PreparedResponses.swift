private import CMicroHTTPD
import Dispatch
import Guarded
import HTTP

/// One event loop's libmicrohttpd responses, prepared once for the responses the app marked shared
/// (``Response/shared()``), by their ``Response/Sharing``'s serial number; an entry goes soon after
/// the app lets go of its response.
///
/// Each loop has its own: queuing a libmicrohttpd response locks its mutex (to count the
/// reference), so one response queued by every loop made its lock, and this table's, a cache line
/// the processors passed back and forth on every request. The loops' responses share one copy of
/// the body's bytes (``PreparedBodies``).
final class PreparedResponses: Sendable {
    /// A prepared response and the lifetime of the sharing it was made for, held weakly: the app
    /// decides how long a shared response lives.
    private final class Entry: Sendable {
        weak let owner: Response.Sharing.Lifetime?
        let prepared: PreparedResponse

        init(owner: Response.Sharing.Lifetime, prepared: PreparedResponse) {
            self.owner = owner
            self.prepared = prepared
        }
    }

    private let entries = Locked<[UInt64: Entry]>([:])
    /// How often entries the app has let go are dropped, new responses or not: a memo emptied
    /// after a load must not leave its pages' copies here.
    static let sweepInterval = DispatchTimeInterval.seconds(15)

    init() {
        sweepLater()
    }

    /// Sweeps after ``sweepInterval``, and so on for as long as this object lives.
    private func sweepLater() {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.sweepInterval) { [weak self] in
            self?.sweep()
            self?.sweepLater()
        }
    }

    /// Drops the entries whose response the app has let go.
    func sweep() {
        entries.withLock { entries in entries = entries.filter { $0.value.owner != nil } }
    }

    /// The prepared form of `response`, shared as `sharing`, made by `make` the first time; `nil`
    /// if `make` fails. Only the loop owning this table calls it.
    func prepared(for sharing: Response.Sharing, make: () -> OpaquePointer?) -> PreparedResponse? {
        // A serial is never reused, so the entry found is this sharing's: no need to load the weak reference.
        if let entry = entries.withLock({ $0[sharing.serial] }) { return entry.prepared }
        guard let made = make() else { return nil }
        let fresh = Entry(owner: sharing.lifetime, prepared: PreparedResponse(pointer: made))
        entries.withLock { entries in
            // Adding happens once per new page (after it was rendered): the time to drop the
            // entries of pages the app has let go, so their copies of the bytes go with them.
            entries = entries.filter { $0.value.owner != nil }
            entries[sharing.serial] = fresh
        }
        return fresh.prepared
    }

    /// Entries held now (the app's shared responses that have been sent and are still alive, or
    /// were let go since the last one was added).
    var count: Int {
        entries.withLock { $0.count }
    }
}

/// An MHD response prepared once and queued for every request that sends the same response.
/// `@unchecked Sendable` is sound: MHD responses may be queued from any thread, the pointer never
/// changes, and MHD keeps its own reference to a queued response until it has been sent.
final class PreparedResponse: @unchecked Sendable {
    let pointer: OpaquePointer

    init(pointer: OpaquePointer) { self.pointer = pointer }

    deinit { MHD_destroy_response(pointer) }
}

/// The bodies of the shared responses, one copy each for every loop's prepared response, by the
/// sharing's serial number. A body lives as long as a libmicrohttpd response refers to it (each
/// holds a reference, given back by the response's free callback); this table only finds it again,
/// and forgets it once it is gone.
final class PreparedBodies: Sendable {
    private let bodies = Locked<[UInt64: WeakBody]>([:])

    private struct WeakBody {
        weak var body: PreparedBody?
    }

    /// The copy of `bytes` for `sharing`, made now if no loop's response holds one.
    func body(for sharing: Response.Sharing, copying bytes: [UInt8]) -> PreparedBody {
        bodies.withLock { bodies in
            if let body = bodies[sharing.serial]?.body { return body }
            // Once per new page: the time to forget the bodies no response holds any more.
            bodies = bodies.filter { $0.value.body != nil }
            let body = PreparedBody(copying: bytes)
            bodies[sharing.serial] = WeakBody(body: body)
            return body
        }
    }

    /// Bodies alive now, for tests.
    var count: Int {
        bodies.withLock { $0.values.count { $0.body != nil } }
    }
}

/// One copy of a shared response's body, at a fixed address for libmicrohttpd to send from.
/// `@unchecked Sendable` is sound: the bytes are written once, by `init`, and only read after.
final class PreparedBody: @unchecked Sendable {
    let bytes: UnsafeMutableRawBufferPointer

    init(copying body: [UInt8]) {
        bytes = .allocate(byteCount: max(body.count, 1), alignment: 16)
        body.withUnsafeBytes { bytes.copyMemory(from: $0) }
    }

    deinit { bytes.deallocate() }

    /// An MHD response sending these bytes without copying them; it holds a reference to this
    /// body until libmicrohttpd destroys it (after its last connection sent it), or `nil`.
    func makeResponse(count: Int) -> OpaquePointer? {
        // Released by the free callback when libmicrohttpd destroys the response.
        let reference = Unmanaged.passRetained(self).toOpaque()
        let response = MHD_create_response_from_buffer_with_free_callback_cls(count, bytes.baseAddress, { cls in
            // cls is the reference retained above: the response that held it is gone.
            Unmanaged<PreparedBody>.fromOpaque(cls!).release()
        }, reference)
        if response == nil { Unmanaged<PreparedBody>.fromOpaque(reference).release() }
        return response
    }
}
