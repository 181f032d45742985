/// Text from untrusted files made safe to print: control characters (C0, DEL, C1) become their Unicode control
/// pictures (`␀`, `␛`…, or `�` for those without one), and bidirectional overrides `�`, so that a file cannot move
/// the cursor, change colours or reorder what a terminal shows. Long text is cut to `limit` characters with `…`.
public enum VisibleText {
    public static func of(_ text: String, limit: Int = 200) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                out.append("…")
                break
            }
            count += 1
            switch scalar.value {
            case 0x09:
                out.append(" ")
            case 0x00...0x1F:
                out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F:
                out.append("\u{2421}")
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                out.append("\u{FFFD}")
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }
}
