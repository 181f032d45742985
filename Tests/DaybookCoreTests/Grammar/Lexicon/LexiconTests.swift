import Foundation
import Testing

@testable import DaybookCore

struct LexiconTests {
    /// Every word list of a lexicon, by name, to check them all alike.
    private static func lists(_ lexicon: Lexicon) -> [(name: String, words: [String])] {
        [
            ("counters", lexicon.counters), ("vessels", lexicon.vessels), ("preparations", lexicon.preparations),
            ("masses", lexicon.masses.map(\.word)), ("volumes", lexicon.volumes.map(\.word)),
            ("spoonsBefore", lexicon.spoonsBefore.map(\.word)), ("insulinUnits", lexicon.insulinUnits),
            ("kcalWords", lexicon.kcalWords), ("kilojouleWords", lexicon.kilojouleWords),
            ("countingWords", lexicon.countingWords.map(\.word)), ("halfNames", lexicon.halfNames),
            ("halfWords", lexicon.halfWords), ("approximately", lexicon.approximately),
            ("joinersInside", lexicon.joinersInside), ("slots", lexicon.slots.map(\.word)),
            ("namedTimes", lexicon.namedTimes.map(\.word)), ("aboutAfterTime", lexicon.aboutAfterTime),
            ("aboutBeforeTime", lexicon.aboutBeforeTime), ("meridiemsBefore", lexicon.meridiemsBefore.map(\.word)),
            ("partsOfDay", lexicon.partsOfDay.map(\.word)), ("durations", lexicon.durations),
            ("perHour", lexicon.perHour), ("joining", lexicon.joining), ("alternatives", lexicon.alternatives),
            ("counting", lexicon.counting), ("multiplying", lexicon.multiplying), ("notTaken", lexicon.notTaken),
            ("doseStates", lexicon.doseStates), ("premixed", lexicon.premixed), ("vitamins", lexicon.vitamins),
            ("sensors", lexicon.sensors), ("otherInsulins", lexicon.otherInsulins),
            ("portions", lexicon.portions.map(\.text)), ("loafCuts", lexicon.loafCuts),
            ("dishJoiners", lexicon.dishJoiners), ("dishStoppers", lexicon.dishStoppers),
            ("fillers", lexicon.fillers), ("wordBreaks", lexicon.wordBreaks), ("articles", lexicon.articles),
            ("madeOf", lexicon.madeOf), ("halfSizes", lexicon.halfSizes), ("eatingVerbs", lexicon.eatingVerbs),
            ("slotPhraseStarts", lexicon.slotPhraseStarts), ("slotModifiers", lexicon.slotModifiers),
            ("joiningBeforeDose", lexicon.joiningBeforeDose),
            ("aboutBeforeReading", lexicon.aboutBeforeReading), ("meterBounds", lexicon.meterBounds),
        ]
    }

    /// Insulin names, which may hold a Latin letter in Japanese (`ランタスxr`): checked like the lists above, but
    /// for Latin.
    private static func insulin(_ lexicon: Lexicon) -> [(name: String, words: [String])] {
        [
            ("longInsulins", lexicon.longInsulins), ("rapidInsulins", lexicon.rapidInsulins),
            ("insulinBrands", lexicon.insulinBrands.map(\.name)),
        ]
    }

    @Test func noWordIsWrittenTwiceInOneList() {
        for lexicon in Lexicon.all {
            for (name, words) in Self.lists(lexicon) + Self.insulin(lexicon) {
                let repeated = Dictionary(grouping: words, by: { $0 }).filter { $0.value.count > 1 }.keys
                #expect(repeated.isEmpty, "\(name) repeats \(repeated.sorted())")
            }
        }
    }

    @Test func wordsAreInMatchingForm() {
        // Rules compare lower-case, folded text: a word in another form would never match. `X` in `counting` and
        // `multiplying` is compared as written (`2X`).
        for lexicon in Lexicon.all {
            for (name, words) in Self.lists(lexicon) + Self.insulin(lexicon) {
                for word in words where word != "X" {
                    #expect(!word.isEmpty, "an empty word in \(name)")
                    #expect(word.lowercased() == word, "\(name): '\(word)' is not lower-case")
                }
            }
        }
    }

    @Test func noWordOfOneLanguageIsInTheOther() {
        // Each language keeps its own words: the same entry in both is read twice and drifts apart.
        for ((name, english), (_, japanese)) in zip(
            Self.lists(.english) + Self.insulin(.english), Self.lists(.japanese) + Self.insulin(.japanese))
        {
            #expect(Set(english).isDisjoint(with: japanese), "\(name) is in both lexicons")
        }
    }

    @Test func theJapaneseLexiconHoldsNoLatinWords() {
        for (name, words) in Self.lists(.japanese) {
            for word in words {
                #expect(!word.unicodeScalars.contains(where: { $0.isLatinLetter }), "\(name): '\(word)' is Latin")
            }
        }
    }

    @Test func derivedTablesHoldEveryLexiconWord() {
        let slots = Set(SlotParser.written.map(\.0))
        for lexicon in Lexicon.all { #expect(Set(lexicon.slots.map(\.word)).isSubset(of: slots)) }
        let words = { (table: WordTable) in (0..<table.count).map { String(String.UnicodeScalarView(table.word($0))) } }
        #expect(Set(words(LexiconTables.insulinUnits)) == Set(Lexicon.words(\.insulinUnits)))
        let measures = Set(words(LexiconTables.measures))
        #expect(measures == Set(Lexicon.all.flatMap { $0.masses.map(\.word) + $0.volumes.map(\.word) }))
    }

    @Test func aNewInsulinUnitIsReadWithoutTouchingARule() {
        // The first-scalar lookups are derived: every unit the lexicon has is found where a line writes it.
        for unit in Lexicon.words(\.insulinUnits) {
            let s = Array("12\(unit)".unicodeScalars)
            #expect(Units.insulinUnit(s, at: 2, end: s.count) == unit.unicodeScalars.count, "\(unit)")
        }
    }

    @Test func wordsFoundAnywhereAreTheJapaneseOnes() {
        // Rules split words by script, not by language: today that is English whole words and Japanese anywhere.
        for list in [\Lexicon.counters, \.notTaken, \.premixed] {
            #expect(Lexicon.wholeWords { $0[keyPath: list] } == Lexicon.english[keyPath: list])
            #expect(Lexicon.runWords { $0[keyPath: list] } == Lexicon.japanese[keyPath: list])
        }
        #expect(NumberWords.japanese.count == Lexicon.japanese.countingWords.count)
    }

    @Test func derivedTablesOfFoodNamesHoldEveryLexiconWord() {
        let portions = PortionWords.wholeWords.map(\.text) + PortionWords.inRuns.map(\.text)
        #expect(Set(portions) == Set(Lexicon.all.flatMap { $0.portions.map(\.text) }))
        #expect(PortionWords.inRuns.map(\.text).contains("大盛り"))
        #expect(PortionWords.wholeWords.map(\.text).contains("handful"))
        #expect(PortionWords.runEnds.contains("の") && PortionWords.runEnds.contains("枚切り"))
        #expect(PortionWords.joiners.isSuperset(of: ["with", "と"]))
        #expect(InsulinNames.long.first == "lantus" && InsulinNames.long.contains("ランタス"))
        #expect(InsulinNames.brand(of: "ランタス") == "Lantus")
        for mark in Lexicon.words(\.wordBreaks) { #expect(mark.unicodeScalars.count == 1, "\(mark)") }
    }

    /// The folders of the reading code, from this file's path.
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/DaybookCore")
    private static let readingCode = ["Grammar", "Resolve", "Config"]

    @Test func japaneseIsWrittenOnlyInTheJapaneseLexicon() throws {
        // Comments may quote Japanese; code may not: a word in a rule is a word the lexicon lacks. The built-in
        // food table is data, not words of the grammar.
        let files = try Self.readingCode.flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: Self.sources.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        #expect(files.count > 60)
        var holding: [String] = []
        for file in files
        where !file.hasPrefix("Grammar/Lexicon/Lexicon+Japanese") && file != "Resolve/FoodTable+Data.swift"
            // Generated from the lexicons: their words as data.
            && file != "Grammar/Lexicon/LexiconTables.swift"
        {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                if code.unicodeScalars.contains(where: { $0.isKana || $0.isHan || $0.isFullWidth }) {
                    holding.append("\(file): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(holding.isEmpty, "Japanese outside the lexicon:\n\(holding.joined(separator: "\n"))")
    }
}

extension Unicode.Scalar {
    fileprivate var isKana: Bool { (0x3041...0x30FF).contains(value) || (0xFF66...0xFF9F).contains(value) }
    fileprivate var isHan: Bool { (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) }
    /// Full-width forms (`：`, `（`, `１`): Japanese writes them, the grammar folds most of them.
    fileprivate var isFullWidth: Bool { (0xFF00...0xFFEF).contains(value) }
}
