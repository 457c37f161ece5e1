import HTTP
import Testing

/// `ClientAddress`: IPv4 held as IPv6's `::ffff:a.b.c.d` (RFC 4291 §2.5.5.2), whichever way it is made,
/// and written back as people write addresses.
@Suite struct ClientAddressTests {
    @Test func ipv4FromBytesAndFromItsNumberAreOneAddress() {
        let bytes = ClientAddress(ipv4: [192, 168, 1, 20] as [UInt8])
        #expect(bytes == ClientAddress(ipv4: 0xC0A8_0114 as UInt32))
        #expect(bytes == ClientAddress(high: 0, low: 0x0000_FFFF_C0A8_0114))
        #expect(bytes.description == "192.168.1.20")
        #expect(ClientAddress.loopback.description == "127.0.0.1")
        #expect(ClientAddress(ipv4: 0xFFFF_FFFF as UInt32).description == "255.255.255.255")
    }

    @Test func ipv4MappedInIPv6IsTheIPv4Address() {
        let mapped: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 127, 0, 0, 1]
        #expect(ClientAddress(ipv6: mapped) == .loopback)
    }

    @Test func ipv6IsEightGroupsMostSignificantFirst() {
        let linkLocal: [UInt8] = [0xFE, 0x80] + Array(repeating: 0, count: 13) + [7]
        let address = ClientAddress(ipv6: linkLocal)
        #expect(address == ClientAddress(high: 0xFE80_0000_0000_0000, low: 7))
        #expect(address.description == "fe80:0:0:0:0:0:0:7")
        #expect(ClientAddress(high: 0, low: 1).description == "0:0:0:0:0:0:0:1")
        #expect(ClientAddress(high: 0, low: 1) != .loopback)
    }
}
