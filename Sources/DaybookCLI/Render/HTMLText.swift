import DaybookCore

/// Text for HTML: control characters made visible (`VisibleText`), then `& < > " '` escaped, so that text from the
/// journal is only ever text, in an element or an attribute.
enum HTMLText {
    static func escape(_ text: String) -> String {
        let visible = VisibleText.escaped(text, limit: 500)
        guard visible.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else {
            return visible
        }
        var out = ""
        for character in visible {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
