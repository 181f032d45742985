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
    static func balance(_ balance: Balance, _ language: Language) -> String {
        EditorMessage.balance(
            remaining: whole(abs(balance.remaining)), over: balance.remaining < 0,
            approximate: balance.approximate, pending: balance.pending > 0
        ).text(language)
    }

    /// `≈165 kcal · 62g carbs · foods`, `… ≈300 kcal · guess` while an estimate is pending; carbohydrate only when
    /// some of it is known.
    static func meal(_ entry: ResolvedEntry, _ language: Language) -> String {
        let approximate = entry.items.contains { $0.source.isApproximate || $0.pending }
        var sources: [KcalSource] = []
        for item in entry.items where !sources.contains(item.source) {
            sources.append(item.source)
        }
        let carbs = entry.carbs.flatMap { $0.isUnknown ? nil : $0.text }
        return EditorMessage.meal(
            kcal: whole(entry.kcal), carbs: carbs, approximate: approximate,
            pending: entry.items.contains { $0.pending },
            sources: sources.map(\.localized)
        ).text(language)
    }

    /// `long ✓ 1/1`, `long ‼ 2/1`, `rapid 2× · 10u`; a rapid-acting dose taken for a meal adds what the meal holds
    /// (`· meal 62g carbs`).
    static func dose(_ dose: DoseStatus, mealCarbs: CarbTotal? = nil, _ language: Language) -> String {
        let name = visible(dose.name)
        guard let perDay = dose.perDay else {
            return EditorMessage.unscheduledDose(
                name: name, count: dose.count, units: number(dose.units), mealCarbs: mealCarbs?.text
            ).text(language)
        }
        return "\(name) \(symbol(dose.state)) \(dose.count)/\(perDay)"
    }

    static func symbol(_ state: DoseStatus.State) -> String {
        switch state {
        case .taken: return "✓"
        case .duplicate: return "‼"
        case .missed: return "✗"
        case .due: return "○"
        case .upcoming: return "·"
        case .unknown: return "?"
        case .logged: return ""
        }
    }

    /// Text from a synced file made safe to show: C0 controls but tab, DEL, C1 and the bidirectional overrides and
    /// isolates become visible escapes (`\e` for ESC, `\u{202E}` for the rest), so nothing the editor shows can act
    /// on a terminal or disguise a line. Everything the server sends that came from the journal goes through here.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                out.unicodeScalars.append(scalar)
            } else if scalar == "\u{1B}" {
                out += "\\e"
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Journal text as a Markdown code span: shown as written (controls made visible), never as markup.
    static func code(_ text: String) -> String {
        "`" + visible(text).replacing("`", with: "'") + "`"
    }

    /// Journal text inside Markdown: control characters made visible, Markdown's emphasis, link, HTML and table
    /// punctuation escaped, so it shows as written and never as a link or markup (it never starts a line).
    static func markdown(_ text: String) -> String {
        var out = ""
        for scalar in visible(text).unicodeScalars {
            if "\\`*_[]<>|~".unicodeScalars.contains(scalar) {
                out += "\\"
                out.unicodeScalars.append(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
