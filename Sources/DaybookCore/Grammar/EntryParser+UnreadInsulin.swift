extension EntryParser {
    /// Tags the errors of a line that names insulin or a configured dose (`lantus12u`, `ランタス 十二単位`, `no
    /// lantus tonight`, `dinner, lantus 12u`) with the dose it may be (`Diagnostic.Topic.unreadInsulin`): the ledger
    /// must not call that dose taken, missed or due while the line stands.
    func taggingUnreadInsulin(_ result: Result, line: String, contentStart: Int) -> Result {
        guard result.diagnostics.contains(where: { $0.severity == .error }),
            let insulin = unreadInsulin(in: line, contentStart: contentStart)
        else { return result }
        var tagged = result
        for index in tagged.diagnostics.indices where tagged.diagnostics[index].severity == .error {
            tagged.diagnostics[index].topic = .unreadInsulin(insulin)
        }
        return tagged
    }

    /// The dose a line names, first a configured dose's name or alias anywhere in it, else a built-in insulin name
    /// by its kind; nil when it names neither. One pass over the line, a handful of names tried at each word.
    func unreadInsulin(in line: String, contentStart: Int) -> UnreadInsulin? {
        // Voiced marks joined (`ﾄﾚｼｰﾊﾞ`): positions past the list marker do not matter here.
        let s = TextFolding.widened(line.unicodeScalars.dropFirst(contentStart))
        let start = 0
        var builtIn: UnreadInsulin?
        for p in start..<s.count where Self.startsWord(s, at: p, from: start) {
            if let dose = doses.name(s, at: p, end: s.count) { return .dose(dose.name) }
            if builtIn == nil, let length = doses.insulinName(s, at: p, end: s.count) {
                let name = String(String.UnicodeScalarView(s[p..<p + length]))
                switch InsulinNames.isLongActing(name) {
                case true?: builtIn = .longActing
                case false?: builtIn = .rapidActing
                case nil: builtIn = .anyKind
                }
            }
        }
        return builtIn
    }

    /// Whether a word may start at `p`: the line's start, after a space or a sign, or where the script changes
    /// (`前ランタス`), never inside a Latin or katakana word.
    private static func startsWord(_ s: [Unicode.Scalar], at p: Int, from start: Int) -> Bool {
        guard p > start else { return true }
        let before = s[p - 1]
        if before.isSpace { return true }
        if before.isLatinWordPart { return false }
        return !(before.isKatakana && s[p].isKatakana)
    }
}
