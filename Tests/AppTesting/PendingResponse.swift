import Browser
import Glibc
import HTTP
import TestSupport

/// A request sent and not necessarily answered yet: a long poll the test holds while it changes
/// something, then reads.
public final class PendingResponse {
    private enum Source {
        case inProcess(ParkedReply)
        case live(LoopbackConnection)
    }

    private let source: Source
    private let method: HTTP.Method

    init(inProcess reply: ParkedReply, method: HTTP.Method) {
        source = .inProcess(reply)
        self.method = method
    }

    init(live connection: LoopbackConnection, method: HTTP.Method) {
        source = .live(connection)
        self.method = method
    }

    /// Whether the response comes within `milliseconds` (without reading it): only to check that a
    /// request is *not* answered yet, which a slow machine can make no less true; that it is
    /// answered is ``response()``, waited for as long as the hang detector.
    public func isAnswered(within milliseconds: Int) -> Bool {
        switch source {
        case let .inProcess(reply):
            return reply.response(within: milliseconds) != nil
        case let .live(connection):
            var watched = pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&watched, 1, Int32(milliseconds)) == 1
        }
    }

    /// Waits for the response and returns it; throws when none comes within the hang detector.
    public func response() throws -> TestResponse {
        switch source {
        case let .inProcess(reply):
            guard let response = reply.response() else { throw HungRequest(description: "no response within \(hangDetector)") }
            return TestResponse(response, to: method)
        case let .live(connection):
            return TestResponse(try connection.readResponse(bodyless: method == .head))
        }
    }
}

/// A request the app never answered, within the hang detector.
public struct HungRequest: Error, CustomStringConvertible {
    public let description: String
}
