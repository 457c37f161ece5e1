import Dispatch
import Glibc
import Guarded
import JSON

/// A failed browser command: the command and what the browser or its driver said.
public struct BrowserCommandFailure: Error, Sendable, CustomStringConvertible {
    /// One line.
    public let description: String
    /// The W3C error code (`no such element`), when a WebDriver server gave one.
    public let code: String?

    public init(_ description: String, code: String? = nil) {
        self.description = description
        self.code = code
    }
}

/// The Chrome DevTools protocol over the two pipes of `chromium --remote-debugging-pipe`: the
/// browser reads commands on its descriptor 3 and writes replies and events on its 4, each message
/// JSON followed by a NUL byte. No driver process, no port, no WebSocket.
///
/// Any thread may send; a reader thread hands each reply to the caller waiting for its id.
final class DevToolsPipe: Sendable {
    /// A reply being waited for.
    private final class Slot: Sendable {
        let reply = Locked<JSONValue?>(nil)
        let arrived = DispatchSemaphore(value: 0)
    }

    private struct State {
        var nextID = 1
        var waiting: [Int: Slot] = [:]
        /// Why the pipe closed, once it has.
        var closed: String?
    }

    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let state = Locked(State())
    private let writeLock = Locked(())

    /// Takes over `toBrowser` (written) and `fromBrowser` (read) and starts reading.
    init(toBrowser: Int32, fromBrowser: Int32) {
        self.toBrowser = toBrowser
        self.fromBrowser = fromBrowser
        // A queue of its own, blocked in read(2) for the browser's lifetime.
        DispatchQueue(label: "DevToolsPipe.reader").async { [self] in readReplies() }
    }

    deinit {
        close(toBrowser)
    }

    /// Sends `method` with `parameters` (to the page attached as `session`, if given) and returns
    /// its `result`; throws the browser's error, or when no reply comes within `timeoutSeconds`.
    @discardableResult
    func send(_ method: String, _ parameters: [(key: String, value: JSONValue)] = [], session: String? = nil,
              timeoutSeconds: Int = 60) throws(BrowserCommandFailure) -> JSONValue {
        let slot = Slot()
        let id: Int
        do {
            id = try state.withLock { state throws(BrowserCommandFailure) -> Int in
                if let closed = state.closed { throw BrowserCommandFailure("\(method): Chromium \(closed)") }
                defer { state.nextID += 1 }
                state.waiting[state.nextID] = slot
                return state.nextID
            }
        }
        var message: [(key: String, value: JSONValue)] = [(key: "id", value: .number(Double(id))), (key: "method", value: .string(method)),
                                                           (key: "params", value: .object(parameters))]
        if let session { message.append((key: "sessionId", value: .string(session))) }
        let bytes = JSONWriter.encode(.object(message)) + [0]
        let written = writeLock.withLock { _ in writeAll(bytes) }
        guard written else {
            _ = state.withLock { $0.waiting.removeValue(forKey: id) }
            throw BrowserCommandFailure("\(method): cannot write to Chromium: \(errnoDescription())")
        }
        guard slot.arrived.wait(timeout: .now() + .seconds(timeoutSeconds)) == .success else {
            _ = state.withLock { $0.waiting.removeValue(forKey: id) }
            throw BrowserCommandFailure("\(method): no reply from Chromium within \(timeoutSeconds) s")
        }
        let reply = slot.reply.withLock { $0 } ?? .null
        if let error = reply["error"] {
            let text = if case let .string(message)? = error["message"] { message } else { error.summary }
            throw BrowserCommandFailure("\(method): \(text)")
        }
        if case .string("closed")? = reply["closed"] {
            throw BrowserCommandFailure("\(method): Chromium \(state.withLock { $0.closed } ?? "closed its pipe")")
        }
        return reply["result"] ?? .null
    }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Reads NUL-separated messages until the browser closes its end; replies go to their slots,
    /// events are not needed (loading is awaited in the page) and are dropped.
    private func readReplies() {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = pending.count
            pending.append(contentsOf: buffer[..<count])
            var consumed = 0
            while let end = pending[start...].firstIndex(of: 0) {
                deliver(pending[consumed..<end])
                consumed = end + 1
                start = consumed
            }
            if consumed > 0 { pending.removeFirst(consumed) }
        }
        close(fromBrowser)
        let slots = state.withLock { state in
            state.closed = "closed its pipe (it crashed or was stopped)"
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for slot in slots {
            slot.reply.withLock { $0 = .object([(key: "closed", value: "closed")]) }
            slot.arrived.signal()
        }
    }

    private func deliver(_ bytes: ArraySlice<UInt8>) {
        // Events (no id) are the bulk of the traffic; Chromium writes their method first, so skip them unparsed.
        guard !bytes.starts(with: Array(#"{"method":"#.utf8)), let message = try? JSONParser.parse(Array(bytes)),
              case let .number(number)? = message["id"] else { return }
        guard let slot = state.withLock({ $0.waiting.removeValue(forKey: Int(number)) }) else { return }
        slot.reply.withLock { $0 = message }
        slot.arrived.signal()
    }
}
