import DaybookTesting
import Testing

@testable import DaybookCore

/// A line about insulin that the grammar cannot read as a dose may be the dose: while it stands, the dose it may be
/// is `unknown` — never due (inviting a second dose) nor missed.
struct UnreadInsulinTests {
    private let config = "doses:\n  long:\n    per_day: 1\n  rapid: {}\n  night:\n    aliases: [夜]\n    per_day: 1\n"

    private func summary(_ lines: String, at moment: String = "2026-11-30T23:00") -> DaySummary {
        let files = MemoryFileSystem(["daybook.yaml": config, "2026-11-30.md": "# 2026-11-30\n\n" + lines])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        return DaySummary(
            journal: journal, date: date("2026-11-30"), now: now(moment),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
    }

    private func states(_ lines: String) -> [String: DoseStatus.State] {
        Dictionary(uniqueKeysWithValues: summary(lines).doses.map { ($0.name, $0.state) })
    }

    @Test(arguments: [
        "- 22:00 ランタス 12単位 + 2単位\n", "- 22:00 ﾄﾚｼｰﾊﾞ 12-14単位\n", "- 25:00 lantus 12u\n", "- 22:00 long 12u, 4u\n",
        "- 22:00 no lantus tonight\n",
    ])
    func aLongActingLineNotReadMakesLongUnknown(line: String) {
        let found = states(line)
        #expect(found["long"] == .unknown)
        #expect(found["night"] == .due)
        let diagnostic = summary(line).diagnostics.first { $0.severity == .error }
        #expect(summary(line).unreadInsulin.map(\.location.line) == [diagnostic?.line])
    }

    /// A calendar, a report's outcome and its streak say what status says: never taken while a dose is unknown,
    /// and a day holding only a line about insulin is not "nothing written".
    @Test(arguments: [
        "- 22:00 lantus 12u\n- 23:00 forgot lantus 12u\n", "- 12:00 ramen, lantus 12u\n", "- 22:00 forgot lantus 12u\n",
    ])
    func aDayWithAnUnknownDoseIsAnUnknownDay(lines: String) {
        // The night dose (of this configuration) is taken: only long is unknown.
        #expect(summary(lines + "- 21:00 night 4u\n", at: "2026-12-02T12:00").outcome == .unknown)
        #expect(summary("- 22:00 lantus 12u\n- 22:00 night 4u\n", at: "2026-12-02T12:00").outcome == .taken)
    }

    @Test func aConfiguredDoseNotReadIsThatDose() {
        #expect(states("- 22:00 夜 12単位 + 2単位\n") == ["long": .due, "rapid": .logged, "night": .unknown])
        #expect(summary("- 22:00 夜 12単位 + 2単位\n").unreadInsulin.map(\.insulin) == [.dose("night")])
    }

    @Test func insulinOfNoKnownKindMakesEveryScheduledDoseUnknown() {
        #expect(states("- 22:00 insulin 5\n") == ["long": .unknown, "rapid": .logged, "night": .unknown])
    }

    /// Insulin daybook cannot name — a premix (whatever its brand), a typo, a look-alike letter, an invisible
    /// character inside a name, a name run into food — may be any dose.
    @Test(arguments: [
        "- 22:00 novolog 70/30 10u\n", "- 22:00 humalog 75/25 10u\n", "- 22:00 ノボラピッド30ミックス 10単位\n",
        "- 22:00 ﾉﾎﾞﾗﾋﾟｯﾄﾞ30ﾐｯｸｽ 10単位\n", "- 22:00 mix 10u\n", "- 22:00 NovoMix 30 10u\n", "- 22:00 lantis 12u\n",
        "- 22:00 l\u{0430}ntus 12u\n", "- 22:00 lan\u{AD}tus 12u\n", "- 22:00 lan\u{200B}tus 12u\n",
        "- 22:00 ラーメン・ランタス12単位\n", "- 22:00 humalog ７０／３０ 10u, 2u\n", "- 22:00 humalog 4u, lantis 12u\n",
        "- 22:00 humalog 4u lantis 12u\n", "- 22:00 humalog 4u and l\u{0430}ntus 12u\n",
    ])
    func insulinDaybookCannotNameMakesEveryScheduledDoseUnknown(line: String) {
        #expect(states(line) == ["long": .unknown, "rapid": .logged, "night": .unknown])
        let errors = summary(line).diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty && summary(line).unreadInsulin.map(\.insulin) == [.anyKind])
    }

    /// A ratio that does not make 100 is no premix, a second rapid-acting dose names its insulin, a sign is no
    /// name, and a dose read without an error is untouched.
    @Test func aKnownInsulinInErrorKeepsItsKind() {
        #expect(states("- 12:00 humalog 12/14u, 2u\n")["long"] == .due)
        #expect(states("- 12:00 novorapid 6u lunch, 2u correction\n")["long"] == .due)
        #expect(states("- 12:00 mixed salad, humalog 4u\n")["long"] == .due)
        #expect(states("- 12:00 humalog 4u and ramen\n")["long"] == .due)
        #expect(states("- 12:00 humalog 4u lyumjev 2u\n")["long"] == .due)
        #expect(states("- 12:00 ﾉﾎﾞﾗﾋﾟｯﾄﾞ 4単位 + 2単位\n")["long"] == .due)
        #expect(states("- 22:00 lantus 12u before bed\n")["long"] == .taken)
        #expect(states("- 22:00 ランタス 12単位 忘れずに\n")["long"] == .taken)
    }

    @Test func rapidActingInsulinLeavesTheLongActingDoseAlone() {
        #expect(states("- 12:00 ﾉﾎﾞﾗﾋﾟｯﾄﾞ 4単位 + 2単位\n")["long"] == .due)
    }

    /// One dose as many as per_day and a line that may be another: perhaps one too many, so not `taken` either.
    @Test func aDoseAndAnUnreadLineIsUnknownNotTaken() {
        #expect(states("- 21:00 long 12u\n- 22:00 ランタス 12単位 + 2単位\n")["long"] == .unknown)
        #expect(states("- 21:00 long 12u\n- 21:30 long 12u\n- 25:00 lantus\n")["long"] == .duplicate)
    }

    @Test func linesThatAreNotAboutInsulinAreNotTagged() {
        #expect(states("- 25:00 ramen 500kcal\n- 12:00 ~~ランタス 十二単位~~\n")["long"] == .due)
        #expect(summary("- 25:00 ramen 500kcal\n").unreadInsulin.isEmpty)
    }

    @Test func yesterdayWithAnUnreadLineIsNotMissed() {
        let files = MemoryFileSystem([
            "daybook.yaml": config, "2026-11-29.md": "# 2026-11-29\n\n- 12:00 ramen 500kcal\n- 22:00 ランタス 12単位 + 2単位\n",
        ])
        let journal = JournalReader(fileSystem: files).read(JournalLocation(root: "."), selection: .all)
        let today = DaySummary(
            journal: journal, date: date("2026-11-30"), now: now("2026-11-30T09:00"),
            resolver: Resolver(foods: FoodTable(), estimator: nil))
        #expect(today.missedYesterday == ["night"])
    }
}

extension UnreadInsulinTests {
    /// A dose written inside a meal line is not counted: it may be the dose.
    @Test func aDoseInsideAMealLineMakesItUnknown() {
        #expect(states("- 22:00 dinner, lantus 12u\n")["long"] == .unknown)
    }

    /// A day gone by that holds nothing but a line about insulin not read — no entry at all — is no day with nothing
    /// written: its outcome is unknown, as its dose is.
    @Test(arguments: ["- 22:00 forgot lantus 12u\n", "<!--\n- 22:00 lantus 12u\n", "- 22:00 lantis 12u\n"])
    func aDayOfOnlyALineAboutInsulinIsUnknownNotUnlogged(line: String) {
        let day = summary(line, at: "2026-12-02T12:00")
        #expect(!day.isLogged)
        #expect(day.unreadInsulin.count == 1)
        #expect(day.outcome == .unknown)
        #expect(summary("<!-- nothing -->\n", at: "2026-12-02T12:00").outcome == .notLogged)
    }
}
