import DaybookCore

/// How many terminal cells a character takes: two for East Asian wide and full-width characters, zero for
/// combining marks, one otherwise.
enum TerminalWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return of(scalar)
    }

    /// `line` cut to `width` cells, counting wide characters as two and colour codes as none.
    static func fit(_ line: String, width: Int) -> String {
        var cells = 0
        var out = ""
        var escape = false
        for character in line {
            if escape {
                out.append(character)
                if character.isLetter { escape = false }
                continue
            }
            if character == "\u{1B}" {
                escape = true
                out.append(character)
                continue
            }
            let cellWidth = of(character)
            if cells + cellWidth > width { return out + "\u{1B}[0m" }
            cells += cellWidth
            out.append(character)
        }
        return out
    }

    /// Scalar by scalar, without breaking the text into characters: a report measures thousands of cells.
    static func of(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += scalar.isASCII ? 1 : of(scalar) }
        return width
    }

    private static func of(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
