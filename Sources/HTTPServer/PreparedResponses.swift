private import CMicroHTTPD
import Dispatch
import Guarded
import HTTP

/// libmicrohttpd responses prepared once for the responses the app marked shared (``Response/shared()``),
/// by their ``Response/Sharing``'s serial number; an entry goes soon after the app lets go of its response.
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

    /// The prepared form of `response`, shared as `sharing`, made by `make` the first time (two
    /// threads may both make it; one is kept, the other destroyed unused); `nil` if `make` fails.
    func prepared(for sharing: Response.Sharing, make: () -> OpaquePointer?) -> PreparedResponse? {
        // A serial is never reused, so the entry found is this sharing's: no need to load the weak reference.
        if let entry = entries.withLock({ $0[sharing.serial] }) { return entry.prepared }
        guard let made = make() else { return nil }
        let fresh = Entry(owner: sharing.lifetime, prepared: PreparedResponse(pointer: made))
        return entries.withLock { entries in
            if let entry = entries[sharing.serial] { return entry.prepared }
            // Adding happens once per new page (after it was rendered): the time to drop the
            // entries of pages the app has let go, so their copies of the bytes go with them.
            entries = entries.filter { $0.value.owner != nil }
            entries[sharing.serial] = fresh
            return fresh.prepared
        }
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
