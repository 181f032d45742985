/// `lantsu 12`, `humalgo 4`: a Latin word one edit from an insulin's name (`NearestName.distance`), then a number,
/// is a line about insulin that cannot be read — the error of insulin no dose is called — never a food counted
/// that many times. Names of five letters or more only: a shorter word is one letter from too many others.
struct MisspeltInsulinRule: LineRule {
    var name: String { "misspelt insulin" }

    /// The built-in Latin insulin names of one word, five letters or more, as scalars (from the names the dose
    /// parser has built already).
    private static let names: [[Unicode.Scalar]] = (InsulinNames.long + InsulinNames.rapid).compactMap { name in
        let scalars = scalarArray(name)
        return scalars.count >= shortestName && scalars.allSatisfy({ $0.isLatinLetter }) ? scalars : nil
    }
    private static let shortestName = 5

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
        guard Self.names.contains(where: { $0 != word && NearestName.distance(word, $0, limit: 1) != nil }) else {
            return nil
        }
        return .rejected([
            parser.doses.notADose(
                string(body.original[body.start..<wordEnd]), at: body.start, location: body.location,
                line: body.line)
        ])
    }
}
