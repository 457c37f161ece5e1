/// The box of an SVG path's points — its ends and control points, so a curve's box may be a little
/// larger than its ink, never smaller: what sizes an app's own symbol as UIKit sizes its image.
enum PathBounds {
    /// The box of `d` (absolute and relative commands, arcs by their ends and radii), or `nil`
    /// when it draws nothing readable.
    static func of(_ d: String) -> SymbolDrawing.Box? {
        var box: SymbolDrawing.Box?
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        func add(_ px: Double, _ py: Double) {
            let point = SymbolDrawing.Box(minX: px, minY: py, maxX: px, maxY: py)
            box = box.map { $0.union(point) } ?? point
        }
        for (command, values) in commands(d) {
            let relative = command.isLowercase
            let upper = Character(command.uppercased())
            let arity: Int
            switch upper {
            case "M", "L", "T": arity = 2
            case "H", "V": arity = 1
            case "C": arity = 6
            case "S", "Q": arity = 4
            case "A": arity = 7
            case "Z":
                x = startX; y = startY
                continue
            default: return box
            }
            guard !values.isEmpty, values.count % arity == 0 else { return box }
            for chunk in stride(from: 0, to: values.count, by: arity) {
                let v = Array(values[chunk..<chunk + arity])
                let ox = relative ? x : 0, oy = relative ? y : 0
                switch upper {
                case "H": x = ox + v[0]; add(x, y)
                case "V": y = oy + v[0]; add(x, y)
                case "A":
                    // The ends, and the arc's furthest point from its chord on either side (the
                    // sweep is not followed, so the box may be larger, never smaller).
                    let ex = ox + v[5], ey = oy + v[6]
                    add(ex, ey)
                    let (mx, my) = ((x + ex) / 2, (y + ey) / 2)
                    let half = ((ex - x) * (ex - x) + (ey - y) * (ey - y)).squareRoot() / 2
                    if half > 0 {
                        let radius = max(abs(v[0]), abs(v[1]), half)
                        let depth = radius + (radius * radius - half * half).squareRoot()
                        let (nx, ny) = (-(ey - y) / (2 * half), (ex - x) / (2 * half))
                        add(mx + nx * depth, my + ny * depth)
                        add(mx - nx * depth, my - ny * depth)
                    }
                    x = ex; y = ey
                default:
                    for pair in stride(from: 0, to: arity, by: 2) { add(ox + v[pair], oy + v[pair + 1]) }
                    x = ox + v[arity - 2]; y = oy + v[arity - 1]
                }
                if upper == "M", chunk == 0 { startX = x; startY = y }
            }
        }
        return box
    }

    /// The commands of a path and the numbers after each.
    static func commands(_ d: String) -> [(Character, [Double])] {
        var result: [(Character, [Double])] = []
        var command: Character?
        var numbers = ""
        for character in d {
            if character.isLetter, character != "e", character != "E" {
                if let command { result.append((command, Self.numbers(in: Substring(numbers)))) }
                command = character
                numbers = ""
            } else {
                numbers.append(character)
            }
        }
        if let command { result.append((command, Self.numbers(in: Substring(numbers)))) }
        return result
    }

    /// The numbers in `text`, as SVG writes them: `1.5-2`, `.5.5`, `1e-3`, commas or spaces between.
    static func numbers(in text: Substring) -> [Double] {
        var values: [Double] = []
        var current = ""
        func flush() {
            if let value = Double(current) { values.append(value) }
            current = ""
        }
        for character in text {
            switch character {
            case "0"..."9":
                current.append(character)
            case ".":
                // A second point starts a number: `.5.5` is 0.5 and 0.5.
                if current.contains("."), !current.contains("e"), !current.contains("E") { flush() }
                current.append(character)
            case "-", "+":
                if let last = current.last, last == "e" || last == "E" { current.append(character) } else { flush(); current.append(character) }
            case "e", "E":
                current.append(character)
            default:
                flush()
            }
        }
        flush()
        return values
    }
}
