/// Writes ``JSONValue``s as compact or indented UTF-8 JSON.
public enum JSONWriter {
    /// The value as JSON bytes; `pretty` indents by two spaces and ends with a newline.
    public static func encode(_ value: JSONValue, pretty: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        write(value, into: &output, pretty: pretty, indent: 0)
        if pretty { output.append(UInt8(ascii: "\n")) }
        return output
    }

    /// A string literal with quotes, escaping `"`, `\`, control characters and `<`/`>`/`&`
    /// (so JSON is safe to embed anywhere).
    public static func encodeString(_ string: String) -> [UInt8] {
        var output: [UInt8] = []
        writeString(string, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: output.append(contentsOf: Array("null".utf8))
        case let .bool(flag): output.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case let .number(number): output.append(contentsOf: Array(JSONValue.format(number).utf8))
        case let .string(string): writeString(string, into: &output)
        case let .array(elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty: pretty, indent: indent + 1)
                write(element, into: &output, pretty: pretty, indent: indent + 1)
            }
            if !elements.isEmpty { newline(&output, pretty: pretty, indent: indent) }
            output.append(UInt8(ascii: "]"))
        case let .object(members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty: pretty, indent: indent + 1)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                write(member.value, into: &output, pretty: pretty, indent: indent + 1)
            }
            if !members.isEmpty { newline(&output, pretty: pretty, indent: indent) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                let hex = String(byte, radix: 16)
                output.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
