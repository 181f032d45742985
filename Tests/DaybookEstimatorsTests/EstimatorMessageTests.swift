import DaybookCore
import DaybookEstimators
import DaybookTesting
import Foundation
import Testing

/// What this machine's settings and estimators say renders in both languages, with its placeholders, and every
/// case has a sample.
struct EstimatorMessageTests {
    private let a = "‹a›", b = "‹b›"

    private var samples: [EstimatorMessage] {
        [
            .estimatorMapping, .commandNeedsCommand, .openAINeedsURL,
            .openAINeedsModel, .keyNeverFromFile, .kindChoices, .langChoices(found: .text(a)),
            .weekStartChoices(found: .list), .journalPath(found: .list), .followLinksChoices(found: .list),
            .noKcalInAnswer,
            .answerInOtherLanguage(name: a),
            .keyVariableUnset(variable: a), .couldNotStart(program: a), .noAnswerWithin(seconds: 37), .exitStatus(41),
            .answerNotJSON, .noAnswerFrom(url: a), .httpStatus(url: a, code: 503), .answerNotAskedJSON,
            .keptBusy(url: a),
        ]
    }

    @Test func everyCaseRendersInBothLanguages() throws {
        #expect(CatalogueAudit.problems(samples) == [])
        let source = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/DaybookEstimators/EstimatorMessage.swift"), encoding: .utf8)
        #expect(
            CatalogueAudit.declaredCases(in: source, enum: "EstimatorMessage")
                == Set(samples.map(CatalogueAudit.caseName)))
    }

    @Test func theLanguageAndTheWeekStartAreThisMachines() {
        let (settings, problems) = LocalSettings.load(
            Array("lang: ja\nweek_starts: monday\n".utf8), file: "config.yaml")
        #expect(settings.language == .ja && settings.weekStart == .monday && problems.isEmpty)
        let (wrong, found) = LocalSettings.load(Array("lang: fr\nweek_starts: friday\n".utf8), file: "config.yaml")
        #expect(wrong.language == nil && wrong.weekStart == nil)
        #expect(
            found.map(\.message.en) == [
                "'lang' must be en or ja, found 'fr'",
                "'week_starts' must be sunday or monday, found 'friday'",
            ])
    }
}
