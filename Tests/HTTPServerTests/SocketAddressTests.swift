import Glibc
import HTTP
@testable import HTTPServer
import Testing

/// The client address and loopback test read straight from the `sockaddr` libmicrohttpd gives,
/// IPv4 and IPv6, in network byte order.
@Suite struct SocketAddressTests {
    private func ipv4(_ text: String) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(8080).bigEndian
        #expect(inet_pton(AF_INET, text, &address.sin_addr) == 1)
        return address
    }

    private func ipv6(_ text: String) -> sockaddr_in6 {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = UInt16(8080).bigEndian
        #expect(inet_pton(AF_INET6, text, &address.sin6_addr) == 1)
        return address
    }

    @Test(arguments: [("192.168.1.20", false), ("127.0.0.1", true), ("127.255.0.9", true), ("10.0.0.1", false)])
    func ipv4(text: String, loopback: Bool) {
        var address = ipv4(text)
        withUnsafeBytes(of: &address) { bytes in
            #expect(clientAddress(bytes.baseAddress!)?.description == text)
            #expect(isLoopback(bytes.baseAddress!) == loopback)
        }
    }

    @Test(arguments: [
        ("fe80::7", "fe80:0:0:0:0:0:0:7", false),
        ("::1", "0:0:0:0:0:0:0:1", true),
        ("2001:db8:85a3::8a2e:370:7334", "2001:db8:85a3:0:0:8a2e:370:7334", false),
        ("::ffff:127.0.0.1", "127.0.0.1", true),
        ("::ffff:192.168.1.20", "192.168.1.20", false),
    ])
    func ipv6(text: String, written: String, loopback: Bool) {
        var address = ipv6(text)
        withUnsafeBytes(of: &address) { bytes in
            #expect(clientAddress(bytes.baseAddress!)?.description == written)
            #expect(isLoopback(bytes.baseAddress!) == loopback)
        }
    }

    @Test func anotherFamilyHasNoClientAddress() {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeBytes(of: &address) { bytes in
            #expect(clientAddress(bytes.baseAddress!) == nil)
            #expect(!isLoopback(bytes.baseAddress!))
        }
    }
}
