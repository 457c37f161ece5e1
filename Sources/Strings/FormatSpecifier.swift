/// One printf-style specifier as Apple's format strings write it (`%@`, `%2$lld`, `%-8.2f`), and
/// how it shows an argument.
struct FormatSpecifier {
    /// As written, for error messages: `%2$lld`.
    let text: String
    /// The `n` of `%n$…`, when given.
    let position: Int?
    /// The conversion: `@ d i u x X o f F`.
    let conversion: Unicode.Scalar

    private var leftAlign = false, plusSign = false, spaceSign = false, zeroPad = false, alternate = false
    private var width: Int?
    private var precision: Int?

    /// The largest width or precision filled; more is refused rather than allocated.
    private static let limit = 500

    /// Reads a specifier from `scalars`, where `index` is just past its `%`, and moves `index` past it.
    init(_ scalars: [Unicode.Scalar], index: inout Int) throws(FormatError) {
        let begin = index
        func written() -> String {
            var text = "%"
            text.unicodeScalars.append(contentsOf: scalars[begin..<min(index, scalars.count)])
            return text
        }
        func number() -> Int? {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            guard index > start else { return nil }
            var digits = ""
            digits.unicodeScalars.append(contentsOf: scalars[start..<index])
            return Int(digits.suffix(9))
        }
        var position: Int?
        if let digits = number() {
            if index < scalars.count, scalars[index] == "$" {
                index += 1
                position = digits
            } else {
                index = begin
            }
        }
        while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) {
            switch scalars[index] {
            case "-": leftAlign = true
            case "+": plusSign = true
            case " ": spaceSign = true
            case "0": zeroPad = true
            case "#": alternate = true
            default: break // `'` groups thousands by locale; the preview does not group.
            }
            index += 1
        }
        width = number()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            precision = number() ?? 0
        }
        for length in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] where scalars[index...].starts(with: length.unicodeScalars) {
            index += length.unicodeScalars.count
            break
        }
        guard index < scalars.count else { throw .incompleteSpecifier(written()) }
        conversion = scalars[index]
        index += 1
        text = written()
        self.position = position
        guard position != 0, (width ?? 0) <= Self.limit, (precision ?? 0) <= Self.limit,
              "@diuxXofF".unicodeScalars.contains(conversion) else { throw .unsupportedSpecifier(text) }
    }

    /// `argument` as this specifier shows it; `position` is the argument's, for errors.
    func render(_ argument: FormatArgument, position: Int) throws(FormatError) -> String {
        switch conversion {
        case "@":
            return pad("", argument.text)
        case "d", "i":
            let value = try Int64(whole(argument, position: position, in: -9.223372036854775808e18..<9.223372036854775808e18))
            return pad(value < 0 ? "-" : sign, minimumDigits(String(value.magnitude)), numeric: true)
        case "u", "x", "X", "o":
            let number = try whole(argument, position: position, in: -9.223372036854775808e18..<1.8446744073709551616e19)
            let value = number < 0 ? UInt64(bitPattern: Int64(number)) : UInt64(number)
            let radix = conversion == "o" ? 8 : conversion == "u" ? 10 : 16
            var digits = minimumDigits(String(value, radix: radix, uppercase: conversion == "X"))
            if alternate, value != 0, radix == 16 { digits = (conversion == "X" ? "0X" : "0x") + digits }
            if alternate, radix == 8, !digits.hasPrefix("0") { digits = "0" + digits }
            return pad("", digits, numeric: true)
        default:
            guard let value = argument.number else {
                throw .typeMismatch(specifier: text, position: position, expected: "a number", got: argument.summary)
            }
            var digits = FixedPoint.digits(of: value, precision: precision ?? 6)
            if conversion == "F" { digits = digits.uppercased() }
            if alternate, precision == 0 { digits += "." }
            return pad(value.sign == .minus && !value.isNaN ? "-" : sign, digits, numeric: value.isFinite)
        }
    }

    private var sign: String { plusSign ? "+" : spaceSign ? " " : "" }

    private func whole(_ argument: FormatArgument, position: Int, in range: Range<Double>) throws(FormatError) -> Double {
        guard let number = argument.number else {
            throw .typeMismatch(specifier: text, position: position, expected: "a number", got: argument.summary)
        }
        guard number == number.rounded(), range.contains(number) else {
            throw .typeMismatch(specifier: text, position: position, expected: "a whole number", got: argument.summary)
        }
        return number
    }

    /// An integer's digits padded with zeros to the precision, C's minimum number of digits.
    private func minimumDigits(_ digits: String) -> String {
        guard let precision, digits.count < precision else { return digits }
        return String(repeating: "0", count: precision - digits.count) + digits
    }

    /// `sign` and `body` padded to the width: spaces before, after with `-`, or zeros between
    /// for a number with `0` (unless an integer gives a precision, as C has it).
    private func pad(_ sign: String, _ body: String, numeric: Bool = false) -> String {
        let length = sign.count + body.count
        guard let width, width > length else { return sign + body }
        let fill = width - length
        if leftAlign { return sign + body + String(repeating: " ", count: fill) }
        let integer = "diuxXo".unicodeScalars.contains(conversion)
        if zeroPad, numeric, !(integer && precision != nil) { return sign + String(repeating: "0", count: fill) + body }
        return String(repeating: " ", count: fill) + sign + body
    }
}
