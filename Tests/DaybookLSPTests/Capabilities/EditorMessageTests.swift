import DaybookCore
import DaybookTesting
import Foundation
import Testing

@testable import DaybookLSP

/// Every text the editor shows renders in both languages, with its placeholders, and every case has a sample.
struct EditorMessageTests {
    private let a = "‹a›", b = "‹b›", c = "‹c›", d = "‹d›"
    private let n = 37, m = 41
    private let reason = Localized(en: "‹reason›", ja: "‹理由›")

    private var samples: [EditorMessage] {
        [
            .balance(remaining: a, over: false, approximate: true, pending: true),
            .balance(remaining: a, over: true, approximate: false, pending: false),
            .meal(kcal: a, carbs: nil, approximate: true, pending: false, sources: [reason]),
            .meal(kcal: a, carbs: c, approximate: false, pending: true, sources: [reason]),
            .unscheduledDose(name: a, count: n, units: b, mealCarbs: nil),
            .unscheduledDose(name: a, count: n, units: b, mealCarbs: c),
            .glucoseReading(value: a, unit: b), .struckThrough, .writtenInItem, .fromCarbohydrate(alone: true),
            .fromCarbohydrate(alone: false), .fromFoods(times: a, line: n, name: b),
            .fromFoods(times: a, line: nil, name: nil), .taughtBy(times: a, teacher: b),
            .taughtBy(times: a, teacher: nil),
            .pinned(times: a, estimator: .verbatim(b), day: c), .pinned(times: a, estimator: nil, day: nil),
            .builtInTable(times: a),
            .estimatedBy(a), .pinnedOnSave(reason), .guessed(name: a, slot: reason, foodsLine: b, kcalExample: c),
            .notCounted,
            .waitingForAnswer, .doseTaken(count: n, perDay: m), .doseDuplicate(count: n, perDay: m),
            .doseMissed(window: a, count: n, perDay: m), .doseMissed(window: nil, count: n, perDay: m),
            .doseDue(window: a, count: n, perDay: m), .doseUpcoming(window: a, count: n, perDay: m),
            .doseUnknown(count: n, perDay: m), .doseLogged(count: n, units: a), .lastDoses(a), .restoreLine,
            .addAlias(alias: a, dose: b), .teachFood(name: a), .now, .doseDetail(dose: a, perDay: n),
            .doseDetail(dose: a, perDay: nil), .slot, .fromFoodsFile(kcal: a, food: b),
            .fromFoodsFile(kcal: a, food: nil),
            .fromJournal(kcal: a), .fromBuiltIn(kcal: a), .glucoseSymbol(value: a, unit: d), .struckThroughSymbol,
            .empty, .notFood(kind: reason),
        ]
    }

    @Test func everyCaseRendersInBothLanguages() throws {
        #expect(CatalogueAudit.problems(samples) == [])
        let source = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/DaybookLSP/Capabilities/EditorMessage.swift"), encoding: .utf8)
        #expect(
            CatalogueAudit.declaredCases(in: source, enum: "EditorMessage") == Set(samples.map(CatalogueAudit.caseName))
        )
    }
}
