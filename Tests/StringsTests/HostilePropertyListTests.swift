import Strings
import Testing

/// A binary property list's objects refer to each other by number, so a file can hold itself or
/// share one object many times over. Before: a `.strings` file whose dictionary held itself (found by
/// `make fuzz`) overflowed the stack and killed the server. Now such a file is an error naming it,
/// as any broken property list is. The same for an XML property list that is not UTF-8.
@Suite struct HostilePropertyListTests {
    private let refused = "Broken.strings: not a valid property list (its values refer back to themselves, or nest more than 16 deep)"

    /// One object of a binary property list: a dictionary, an array or an ASCII string.
    private enum Object {
        case dictionary([(key: Int, value: Int)])
        case array([Int])
        case string(String)

        var bytes: [UInt8] {
            switch self {
            case let .dictionary(members): [0xD0 | UInt8(members.count)] + members.map { UInt8($0.key) } + members.map { UInt8($0.value) }
            case let .array(elements): [0xA0 | UInt8(elements.count)] + elements.map { UInt8($0) }
            case let .string(text): [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
            }
        }
    }

    /// `bplist00` with `objects` (each referred to by its index, in one byte; fewer than 15 members
    /// each), the first the top one.
    private func binaryPropertyList(_ objects: [Object]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object.bytes
        }
        let table = bytes.count
        bytes += offsets
        func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return bytes + [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(objects.count) + bigEndian(0) + bigEndian(table)
    }

    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try StringsFile.decode(bytes, file: "Broken.strings")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theBuilderMakesWhatFoundationReads() throws {
        let file = try StringsFile.decode(binaryPropertyList([.dictionary([(1, 2)]), .string("Cancel"), .string("Abbrechen")]), file: "de.lproj/Localizable.strings")
        #expect(file.value(for: "Cancel") == "Abbrechen")
    }

    @Test func aDictionaryHoldingItselfIsRefused() {
        #expect(failure(binaryPropertyList([.dictionary([(1, 0)]), .string("a")])) == refused)
    }

    @Test func anArrayHoldingItsParentIsRefused() {
        #expect(failure(binaryPropertyList([.dictionary([(1, 2)]), .string("a"), .array([0])])) == refused)
    }

    /// Fifteen arrays, each holding the next twice: 2¹⁵ values read from 60 bytes of objects.
    @Test func sharedObjectsAreNotReadExponentiallyMany() {
        let arrays = (2..<17).map { index in Object.array(index == 16 ? [] : [index + 1, index + 1]) }
        #expect(failure(binaryPropertyList([.dictionary([(1, 2)]), .string("a")] + arrays)) == refused)
    }

    /// Before: FoundationEssentials' XML reader stopped the process (`fatalError`, SIGILL) at a byte no
    /// UTF-8 sequence starts with inside a number.
    @Test func anXMLPropertyListThatIsNotUTF8IsRefused() {
        let bytes = Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><integer>"#.utf8)
            + [0xF8, 0, 0, 0, 0] + Array("</integer></dict></plist>".utf8)
        let expected = "Localizable.stringsdict: not a valid property list (neither a binary one nor UTF-8 or UTF-16 text)"
        do {
            _ = try StringsDictFile.decode(bytes, file: "Localizable.stringsdict")
            Issue.record("read as a .stringsdict")
        } catch {
            #expect(error.description == expected)
        }
    }
}
