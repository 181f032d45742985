extension EntryParser {
    /// Latin words that say a dose was not taken, compared as whole words in any case.
    private static let notTakenWords = wordList([
        "forgot", "forget", "forgotten", "skipped", "skip", "missed", "didn't", "didnt", "not taken", "none",
    ])
    /// Japanese that says a dose was not taken, anywhere (`打ち忘れ`, `ランタス忘れた`; not `忘れず`, without
    /// forgetting).
    private static let notTakenJapanese = wordList(["忘れ", "打ってない", "打たなかった", "打たず", "未投与", "スキップ"])
    private static let nashi = wordList(["なし", "無し"])
    private static let no = Array("no".unicodeScalars)

    /// A dose line that says the dose was not taken — `forgot lantus 12u`, `lantus 12u skipped`, `ランタス 12単位
    /// なし`, `ランタス12 打ち忘れ` — or a meal line that does and names a dose (`skipped long`) is no entry: it is
    /// dropped for an error tagged with the dose (`Diagnostic.Topic.unreadInsulin`), so the dose is neither taken
    /// nor due, nor the line eaten, while it stands. Other lines are returned as they are. One pass over the line.
    func droppingDoseNotTaken(_ result: Result, line: String, contentStart: Int) -> Result {
        guard let entry = result.entry, entry.dose != nil || !entry.mealItems.isEmpty else { return result }
        let s = TextFolding.fold(line.unicodeScalars)
        let start = min(contentStart, s.count)
        guard let word = Self.notTakenWord(s, from: start),
            let insulin = entry.dose.map({ UnreadInsulin.dose($0.name) })
                ?? unreadInsulin(in: line, contentStart: contentStart)
        else { return result }
        let written = String(String.UnicodeScalarView(Array(line.unicodeScalars)[word]))
        var diagnostic = Diagnostic.error(
            JournalMessage.doseNotTaken(word: written), at: entry.location,
            column: characterColumn(line, scalarOffset: word.lowerBound), sourceLine: line,
            hint: JournalMessage.strikeDoseNotTaken)
        diagnostic.topic = .unreadInsulin(insulin)
        return Result(diagnostics: result.diagnostics + [diagnostic])
    }

    /// Where a word in `s[start...]` says a dose was not taken: `no` only first or last, `なし` only on its own or
    /// after a number, a unit or a katakana name (`補食なし`, without a snack, is a note).
    private static func notTakenWord(_ s: [Unicode.Scalar], from start: Int) -> Range<Int>? {
        let end = s.count
        var p = start
        while p < end {
            defer { p += 1 }
            // Most scalars start none of the words: one switch, and the lists only for those that may.
            switch s[p].lowercasedASCII {
            case "f", "s", "m", "d", "n":
                guard p == start || !s[p - 1].isLatinWordPart,
                    let length = longestWord(s, notTakenWords, at: p, end: end),
                    p + length == end || !s[p + length].isLatinWordPart
                else { continue }
                return p..<p + length
            case "忘", "打", "未", "ス":
                guard let length = longestWord(s, notTakenJapanese, at: p, end: end),
                    !(s[p] == "忘" && p + 2 < end && s[p + 2] == "ず")
                else { continue }
                return p..<p + length
            case "な", "無":
                guard let length = longestWord(s, nashi, at: p, end: end),
                    p == start || s[p - 1].isSpace || s[p - 1].isDigit || s[p - 1].isKatakana || s[p - 1] == "位"
                        || s[p - 1].lowercasedASCII == "u"
                else { continue }
                return p..<p + length
            default:
                continue
            }
        }
        var last = end
        while last > start, s[last - 1].isSpace || s[last - 1] == "." { last -= 1 }
        if hasWord(s, no, at: start, end: end), start + 2 == end || s[start + 2].isSpace { return start..<start + 2 }
        if last - 2 >= start, hasWord(s, no, at: last - 2, end: last), last - 2 == start || !s[last - 3].isLatinWordPart
        {
            return last - 2..<last
        }
        return nil
    }
}
