/// Finds a food by the name a person wrote: exactly, then as an English singular, then the longest known name
/// contained in the text (whole words for Latin script, anywhere for CJK).
struct NameIndex<Value: Sendable>: Sendable {
    enum Match: String, Sendable {
        case exact
        case singular
        case contained
    }

    private var exact: [String: Value] = [:]
    /// Latin names by their words joined with single spaces.
    private var latin: [String: Value] = [:]
    private var latinMaxWords = 0
    /// Names with CJK characters, found anywhere in the text.
    private var cjk: [String: Value] = [:]
    private var cjkMaxLength = 0

    init() {}

    /// Adds `name` (any form; it is folded here). The first value added for a name keeps it.
    /// Returns false when the name was already taken.
    @discardableResult
    mutating func add(_ name: String, _ value: Value) -> Bool {
        let key = TextFolding.matchKey(name)
        guard !key.isEmpty, exact[key] == nil else { return false }
        exact[key] = value
        let scalars = Array(key.unicodeScalars)
        if scalars.contains(where: { $0.isCJK }) {
            cjk[key] = value
            cjkMaxLength = max(cjkMaxLength, scalars.count)
        } else {
            let words = latinWords(scalars).map(\.text)
            if !words.isEmpty {
                let joined = words.joined(separator: " ")
                if latin[joined] == nil { latin[joined] = value }
                latinMaxWords = max(latinMaxWords, words.count)
            }
        }
        return true
    }

    /// The value for `key` (already in matching form) and how it matched.
    func find(_ key: String) -> (value: Value, match: Match)? {
        guard !key.isEmpty else { return nil }
        if let value = exact[key] { return (value, .exact) }
        let scalars = Array(key.unicodeScalars)
        let words = latinWords(scalars)
        if let last = words.last?.text {
            let head = words.dropLast().map(\.text).joined(separator: " ")
            for singular in singulars(of: last) {
                if let value = exact[head.isEmpty ? singular : head + " " + singular] { return (value, .singular) }
            }
        }
        return contained(scalars, words: words).map { ($0, .contained) }
    }

    /// The longest name inside the text; ties go to the one written first.
    private func contained(_ scalars: [Unicode.Scalar], words: [(text: String, start: Int)]) -> Value? {
        var best: (length: Int, position: Int, value: Value)? = nil
        func consider(_ length: Int, _ position: Int, _ value: Value) {
            if let current = best, current.length > length || (current.length == length && current.position <= position) {
                return
            }
            best = (length, position, value)
        }
        if !latin.isEmpty {
            for start in words.indices {
                let position = words[start].start
                for count in 1...min(latinMaxWords, words.count - start) {
                    let run = words[start..<start + count].map(\.text)
                    let joined = run.joined(separator: " ")
                    let length = joined.unicodeScalars.count
                    if let value = latin[joined] { consider(length, position, value) }
                    if let last = run.last {
                        let head = run.dropLast().joined(separator: " ")
                        for singular in singulars(of: last) {
                            if let value = latin[head.isEmpty ? singular : head + " " + singular] {
                                consider(length, position, value)
                            }
                        }
                    }
                }
            }
        }
        if !cjk.isEmpty {
            for start in scalars.indices where scalars[start].isCJK {
                for length in stride(from: min(cjkMaxLength, scalars.count - start), through: 1, by: -1) {
                    if let value = cjk[string(scalars[start..<start + length])] {
                        consider(length, start, value)
                        break
                    }
                }
            }
        }
        return best?.value
    }

    /// English singulars to try: drop `s`, drop `es`, `ies` → `y`.
    private func singulars(of word: String) -> [String] {
        var result: [String] = []
        if word.hasSuffix("ies"), word.count > 3 { result.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es"), word.count > 2 { result.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), word.count > 1 { result.append(String(word.dropLast())) }
        return result
    }

    /// Runs of Latin letters, digits, apostrophes and hyphens.
    private func latinWords(_ scalars: [Unicode.Scalar]) -> [(text: String, start: Int)] {
        var words: [(text: String, start: Int)] = []
        var start: Int? = nil
        for index in 0...scalars.count {
            let isPart = index < scalars.count && scalars[index].isLatinWordPart
            if isPart, start == nil { start = index }
            if !isPart, let begin = start {
                words.append((string(scalars[begin..<index]), begin))
                start = nil
            }
        }
        return words
    }
}
