/// Text from the journal made safe to show: every control character a terminal, a status bar or a reader could act
/// on — C0 except tab, DEL, C1, and the bidirectional overrides and isolates that reorder what is shown — becomes a
/// visible escape (`\e` for ESC, `\u{202E}` for the rest), so a line can neither retitle a window, clear a screen nor
/// disguise itself. Everything daybook prints that came from a synced file goes through `escaped`.
public enum VisibleText {
    /// `text` with its control characters written as escapes; `text` itself when it has none (the usual case).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out += escape(scalar) ?? String(scalar)
        }
        return out
    }

    /// `text` escaped and cut to `limit` characters of the original, with `…` when cut: for a row of a file that
    /// could be a megabyte long, quoted in a message.
    public static func escaped(_ text: String, limit: Int) -> String {
        var cut = ""
        var count = 0
        for character in text {
            guard count < limit else { return escaped(cut) + "…" }
            cut.append(character)
            count += 1
        }
        return escaped(cut)
    }

    /// Text of several lines, each escaped: its line breaks stay line breaks.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// The escape that shows `scalar`, or nil when it shows itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        guard isControl(scalar) else { return nil }
        if scalar == "\u{1B}" { return "\\e" }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` is one of the characters `escaped` replaces.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Bidirectional embeddings and overrides, and isolates.
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
