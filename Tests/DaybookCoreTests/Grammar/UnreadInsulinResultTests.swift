import Testing

@testable import DaybookCore

/// Every way a line about insulin is not read as a dose, and what the parse result says of it: which dose it may be
/// (`unreadInsulin`), decided by the rule that refuses it, and the name no configured dose has
/// (`unreadInsulinName`), which the error's hint offers as an alias.
struct UnreadInsulinResultTests {
    private let grammar = EntryParser(doses: [
        DoseDefinition(name: "long", aliases: ["lantus"], perDay: 1),
        DoseDefinition(name: "rapid", aliases: ["humalog"]),
    ])

    private func read(_ text: String, inherited: EntryParser.Context? = nil) -> EntryParser.Result {
        grammar.parse(
            line: "- " + text, contentStart: 2, location: SourceLocation(file: "2026-12-01.md", line: 3),
            inherited: inherited)
    }

    @Test(arguments: [
        // The rule for a dose not taken.
        ("forgot lantus 12u", UnreadInsulin.dose("long")), ("no humalog", .dose("rapid")),
        ("ランタス 打ち忘れ", .longActing),
        // A dose's name first, its amount no amount of one dose.
        ("lantus", .dose("long")), ("lantus 500u", .dose("long")), ("lantus 12-14u", .dose("long")),
        ("lantus 12mg", .dose("long")), ("humalog 0.8u/h", .dose("rapid")), ("lantus 12u, 4u", .dose("long")),
        ("humalog 4u and ramen", .dose("rapid")), ("2 x lantus 12u", .dose("long")),
        ("humalog lantus 12u", .anyKind), ("humalog 4u for 99999g carbs", .dose("rapid")),
        // Insulin no dose is called, or cannot be named.
        ("levemir 10u", .longActing), ("ノボリン 4単位", .anyKind), ("10u novorapid", .rapidActing),
        ("humalog 75/25 10u", .anyKind), ("NovoMix 30 10u", .anyKind), ("lantsu 12", .anyKind),
        ("humalog 4u, lantis 12u", .anyKind), ("humalog 4u lantis 12u", .anyKind),
        // Insulin named without an amount, and a dose inside a meal.
        ("took novorapid", .rapidActing), ("dinner, lantus 12u", .dose("long")),
        ("ramen, forgot humalog", .dose("rapid")),
        // An error about something else on a line that names insulin.
        ("25:00 lantus 12u", .dose("long")), ("21:00 22:00 lantus 12u", .dose("long")),
    ])
    func aLineAboutInsulinNotReadSaysWhichDoseItMayBe(text: String, insulin: UnreadInsulin) {
        let result = read(text)
        #expect(result.unreadInsulin == insulin)
        #expect(result.diagnostics.contains { $0.severity == .error })
        #expect(result.entry?.dose == nil)
    }

    /// Insulin refused because no configured dose is called so carries the name written, as its hint does; every
    /// other refusal carries none.
    @Test(arguments: [
        ("levemir 10u, tea", "levemir"), ("ノボリン 4単位", "ノボリン"), ("ランタス 8ユニット", "ランタス"),
        ("mypen 2u", "mypen"), ("10u novorapid", "novorapid"), ("lantsu 12", "lantsu"),
        ("Humulin R 4u before lunch", "Humulin R"), ("ﾉﾎﾞﾘﾝ 4単位", "ﾉﾎﾞﾘﾝ"),
    ])
    func theNameNoDoseHasIsTheHints(text: String, name: String) {
        let result = read(text)
        #expect(result.unreadInsulinName == name)
        #expect(result.diagnostics.first?.hint?.en.contains("[\(name)]") == true)
    }

    @Test(arguments: ["forgot lantus 12u", "lantus 500u", "dinner, lantus 12u", "took novorapid", "25:00 lantus 12u"])
    func otherRefusalsNameNoAlias(text: String) {
        #expect(read(text).unreadInsulin != nil)
        #expect(read(text).unreadInsulinName == nil)
    }

    @Test(arguments: [
        "lantus 12u", "lantus 12u before bed", "lantus 20u, felt fine", "ramen 650kcal", "25:00 ramen",
        "~~lantus 12u~~", "[ ] lantus 12u", "note: forgot lantus", "bg 142", "12:00 ramen, 1,1kcal",
    ])
    func aLineReadOrWhoseErrorsAreNotAboutInsulinIsNone(text: String) {
        #expect(read(text).unreadInsulin == nil)
        #expect(read(text).unreadInsulinName == nil)
    }

    /// A note saying the dose above was not taken is that dose, whatever else it says.
    @Test func aNoteOnADoseNotTakenIsThatDose() {
        let dose = read("22:00 humalog 4u")
        #expect(read("skipped, pen broken", inherited: dose.context).unreadInsulin == .dose("rapid"))
        #expect(read("left arm", inherited: dose.context).unreadInsulin == nil)
    }
}
