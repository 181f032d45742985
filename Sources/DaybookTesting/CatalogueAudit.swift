import DaybookCore

/// Checks a message catalogue case by case, for the tests of each module's catalogues: both texts are there, the
/// Japanese one is Japanese, and every placeholder a case carries shows up in both languages. With the names of
/// the cases a catalogue declares (read from its source), a test also knows that no case went without a sample.
public enum CatalogueAudit {
    /// What is wrong with each sample, as `case: problem`; empty when nothing is. `sameInBoth` names cases whose
    /// text is the same in both languages by design (an abbreviation such as `GMI`); `unshown` names cases whose
    /// placeholders choose a form rather than show as given (a weekday's index, libyaml's English problem).
    public static func problems(
        _ samples: [any Localizable], sameInBoth: Set<String> = [],
        unshown: Set<String> = []
    ) -> [String] {
        var found: [String] = []
        for sample in samples {
            let name = caseName(sample)
            let text = sample.localized
            if text.en.isEmpty || text.ja.isEmpty { found.append("\(name): a text is empty") }
            if !sameInBoth.contains(name) {
                if text.en == text.ja { found.append("\(name): the Japanese is the English") }
                if !text.ja.unicodeScalars.contains(where: isJapanese) {
                    found.append("\(name): no Japanese in \(text.ja)")
                }
            }
            for placeholder in unshown.contains(name) ? [] : placeholders(of: sample) {
                let languages = [(placeholder.en, text.en), (placeholder.ja, text.ja)]
                for (shown, text) in languages where !text.contains(shown) {
                    found.append("\(name): '\(shown)' missing from \(text)")
                }
            }
        }
        return found
    }

    /// The case's name: `unknownKey` for `.unknownKey(key: …)`, `due` for `.due`.
    public static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(describing: value).split(separator: "(").first.map(String.init) ?? ""
    }

    /// The cases the enum `name` declares in Swift `source`: each `case a`, `case b(…)` (and `case c, d`) from its
    /// declaration to its first `var` or `func`, without nested enums' cases.
    public static func declaredCases(in source: String, enum name: String) -> Set<String> {
        var names: Set<String> = []
        var inside = false
        var depth = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingPrefix(while: { $0 == " " })
            if !inside {
                inside =
                    text.hasPrefix("enum \(name)") || text.contains(" enum \(name):")
                    || text.contains(" enum \(name) ")
                continue
            }
            if text.hasPrefix("var ") || text.hasPrefix("func ") || text.hasPrefix("public var ")
                || text.hasPrefix("static ") || text.hasPrefix("private static ")
            {
                break
            }
            if text.hasPrefix("public enum ") || text.hasPrefix("enum ") { depth += 1 }
            if depth > 0 {
                if text == "}" { depth -= 1 }
                continue
            }
            guard text.hasPrefix("case ") else { continue }
            for part in text.dropFirst(5).split(separator: ",") where !part.contains(":") || part.contains("(") {
                let word = part.trimmingPrefix(while: { $0 == " " }).prefix { $0.isLetter || $0.isNumber }
                if !word.isEmpty, part.trimmingPrefix(while: { $0 == " " }).first?.isLowercase == true {
                    names.insert(String(word))
                }
            }
        }
        return names
    }

    /// Kana, kanji and the Japanese punctuation.
    public static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF60: return true
        default: return false
        }
    }

    /// What a case carries that its texts must show: strings, whole numbers, dates and times as written, and the
    /// texts of localized values in their own language. Enums without text of their own (a flag's cases) are not.
    private static func placeholders(of value: Any) -> [Localized] {
        var found: [Localized] = []
        for child in Mirror(reflecting: value).children {
            found += placeholder(child.value)
        }
        return found
    }

    private static func placeholder(_ value: Any) -> [Localized] {
        switch value {
        case let text as String: return text.isEmpty ? [] : [.verbatim(text)]
        case let character as Character: return [.verbatim(String(character))]
        case let number as Int: return [.verbatim(String(number))]
        case let number as Int32: return [.verbatim(String(number))]
        case let date as LocalDate: return [.verbatim(date.description)]
        case let time as TimeOfDay: return [.verbatim(time.description)]
        case let localized as Localized: return [localized]
        case let localizable as any Localizable: return [localizable.localized]
        case let range as ClosedRange<Int>: return [.verbatim("\(range.lowerBound)"), .verbatim("\(range.upperBound)")]
        case let strings as [String]: return strings.map { .verbatim($0) }
        case let texts as [Localized]: return texts
        default:
            // An optional or a tuple of placeholders: look inside.
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional || mirror.displayStyle == .tuple else { return [] }
            return mirror.children.flatMap { placeholder($0.value) }
        }
    }
}
