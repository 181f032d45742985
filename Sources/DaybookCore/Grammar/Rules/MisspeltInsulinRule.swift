/// `lantsu 12`, `humalgo 4`: a Latin word one edit from an insulin's name (`NearestName.distance`), then a number,
/// is a line about insulin that cannot be read — the error of insulin no dose is called — never a food counted
/// that many times. Names of five letters or more only: a shorter word is one letter from too many others.
struct MisspeltInsulinRule: LineRule {
    var name: String { "misspelt insulin" }

    /// The built-in Latin insulin names of one word, five letters or more (`LexiconTables.misspeltInsulinNames`,
    /// constant data).
    private static let names = LexiconTables.misspeltInsulinNames
    private static let shortestName = 5

    /// The names of `names`, derived from the lexicons: what `LexiconTables.misspeltInsulinNames` is made of.
    static func entries() -> [WordTable.Entry] {
        (InsulinNames.names { $0.longInsulins } + InsulinNames.names { $0.rapidInsulins }).compactMap { name in
            let scalars = scalarArray(name)
            return scalars.count >= shortestName && scalars.allSatisfy({ $0.isLatinLetter }) ? (scalars, 0) : nil
        }
    }

    /// Whether `word` is one edit from a name of `names` other than itself. A name whose length differs from the
    /// word's by more than one is more than one edit away, and is not compared.
    private static func isOneEditFromAName(_ word: [Unicode.Scalar]) -> Bool {
        for w in 0..<names.count where abs(names.length(w) - word.count) <= 1 {
            let name = names.word(w)
            if name != word, NearestName.distance(word, name, limit: 1) != nil { return true }
        }
        return false
    }

    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome? {
        guard body.doseName == nil, body.later == nil else { return nil }
        let s = body.s
        var wordEnd = body.start
        while wordEnd < body.firstItemEnd, s[wordEnd].isLatinLetter { wordEnd += 1 }
        let number = skipSpaces(s, from: wordEnd, to: body.firstItemEnd)
        guard wordEnd - body.start >= Self.shortestName, number > wordEnd, number < body.firstItemEnd,
            s[number].isDigit
        else { return nil }
        let word = s[body.start..<wordEnd].map(\.lowercasedASCII)
        guard Self.isOneEditFromAName(word) else { return nil }
        return .refused(
            parser.doses.notADose(
                string(body.original[body.start..<wordEnd]), at: body.start, location: body.location,
                line: body.line))
    }
}
