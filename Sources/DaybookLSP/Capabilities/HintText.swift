import DaybookCore

/// The words and numbers the editor shows: the same wording as `status` (`≈214 kcal left`, `✓ taken`).
enum HintText {
    /// `1,586`, `-150`.
    static func whole(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// `12`, `1.5`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }

    /// `≈214 kcal left`, `150 kcal over`.
    static func balance(_ balance: Balance) -> String {
        let mark = balance.approximate ? "≈" : ""
        let pending = balance.pending > 0 ? "… " : ""
        return balance.remaining >= 0 ? "\(pending)\(mark)\(whole(balance.remaining)) kcal left"
            : "\(pending)\(mark)\(whole(-balance.remaining)) kcal over"
    }

    /// `≈165 kcal · foods`, `… ≈300 kcal · guess` while an estimate is pending.
    static func meal(_ entry: ResolvedEntry) -> String {
        let approximate = entry.items.contains { $0.source.isApproximate || $0.pending }
        var sources: [String] = []
        for item in entry.items where !sources.contains(item.source.description) {
            sources.append(item.source.description)
        }
        let pending = entry.items.contains { $0.pending } ? "… " : ""
        return "\(pending)\(approximate ? "≈" : "")\(whole(entry.kcal)) kcal · " + sources.joined(separator: " + ")
    }

    /// `long ✓ 1/1`, `long ‼ 2/1`, `rapid 2× · 10u`.
    static func dose(_ dose: DoseStatus) -> String {
        guard let perDay = dose.perDay else { return "\(dose.name) \(dose.count)× · \(number(dose.units))u" }
        return "\(dose.name) \(symbol(dose.state)) \(dose.count)/\(perDay)"
    }

    static func symbol(_ state: DoseStatus.State) -> String {
        switch state {
        case .taken: return "✓"
        case .duplicate: return "‼"
        case .missed: return "✗"
        case .due: return "○"
        case .upcoming: return "·"
        case .logged: return ""
        }
    }

    /// Journal text as a Markdown code span: shown as written, never as markup.
    static func code(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar == "`" ? "'" : scalar)
            }
        }
        return "`" + out + "`"
    }

    /// Journal text inside Markdown: control characters made visible, Markdown's emphasis, link, HTML and table
    /// punctuation escaped, so it shows as written and never as a link or markup (it never starts a line).
    static func markdown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else if "\\`*_[]<>|~".unicodeScalars.contains(scalar) {
                out += "\\"
                out.unicodeScalars.append(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
