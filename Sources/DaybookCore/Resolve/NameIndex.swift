/// Finds a food by the name a person wrote, as a whole name: exactly, then as an English singular, then by its words
/// (`fish & chips` is `fish chips`). A known name inside a longer one is a different food (`rice` is not `fried
/// rice`, `rice crackers` or `curry rice`), so it is no match: see `DishReader`.
struct NameIndex<Value: Sendable>: Sendable {
    enum Match: String, Sendable {
        case exact
        case singular
        case words
    }

    /// Every name, in matching form.
    private var names: [NameKey: Value] = [:]
    /// Latin names whose words, joined by single spaces, differ from the name (`fish & chips` → `fish chips`).
    private var wordForms: [NameKey: Value] = [:]
    private var latinMaxWords = 0

    init(capacity: Int = 0) {
        names.reserveCapacity(capacity)
    }

    /// Adds `name` (any form; it is folded here). The first value added for a name keeps it.
    /// Returns false when the name was already taken.
    @discardableResult
    mutating func add(_ name: String, _ value: Value) -> Bool {
        add(key: TextFolding.matchKey(name), value)
    }

    /// Adds a name already in matching form (see `TextFolding.matchKey`).
    @discardableResult
    mutating func add(key: String, _ value: Value) -> Bool {
        let nameKey = NameKey(key)
        guard !key.isEmpty, names[nameKey] == nil else { return false }
        names[nameKey] = value
        var spaces = 0
        var onlyWords = true
        for scalar in key.unicodeScalars {
            if scalar.isCJK { return true }
            if scalar == " " { spaces += 1 } else if !scalar.isLatinWordPart { onlyWords = false }
        }
        if onlyWords {
            latinMaxWords = max(latinMaxWords, spaces + 1)
            return true
        }
        let words = latinWords(Array(key.unicodeScalars)).map { $0.text }
        guard !words.isEmpty else { return true }
        latinMaxWords = max(latinMaxWords, words.count)
        let joined = words.joined(separator: " ")
        if wordForms[NameKey(joined)] == nil { wordForms[NameKey(joined)] = value }
        return true
    }

    /// The value for exactly `key` (already in matching form).
    func exactly(_ key: String) -> Value? {
        names[NameKey(key)]
    }

    /// The value for `key` (already in matching form) and how it matched.
    func find(_ key: String) -> (value: Value, match: Match)? {
        guard !key.isEmpty else { return nil }
        if let value = names[NameKey(key)] { return (value, .exact) }
        let scalars = Array(key.unicodeScalars)
        let words = latinWords(scalars)
        if let last = words.last?.text {
            let head = words.dropLast().map { $0.text }.joined(separator: " ")
            for singular in singulars(of: last) {
                if let value = names[NameKey(head.isEmpty ? singular : head + " " + singular)] {
                    return (value, .singular)
                }
            }
        }
        guard !words.isEmpty, words.count <= latinMaxWords, !scalars.contains(where: \.isCJK) else { return nil }
        return latinName(words.map { $0.text }.joined(separator: " ")).map { ($0, .words) }
    }

    /// A Latin name made of `words`, whole.
    private func latinName(_ words: String) -> Value? {
        names[NameKey(words)] ?? wordForms[NameKey(words)]
    }

    /// English singulars to try: drop `s`, drop `es`, `ies` → `y`.
    private func singulars(of word: String) -> [String] {
        let bytes = word.utf8
        guard bytes.last == UInt8(ascii: "s"), bytes.count > 1 else { return [] }
        var result: [String] = []
        if word.hasSuffix("ies"), bytes.count > 3 { result.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es"), bytes.count > 2 { result.append(String(word.dropLast(2))) }
        result.append(String(word.dropLast()))
        return result
    }

    /// Runs of Latin letters, digits, apostrophes and hyphens, with where each starts.
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

/// A name compared by its UTF-8 bytes. Names are already folded by daybook, so the standard library's Unicode
/// normalisation on every hash and comparison would only cost time.
struct NameKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: NameKey, rhs: NameKey) -> Bool {
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in
                a.count == b.count && a.elementsEqual(b)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
