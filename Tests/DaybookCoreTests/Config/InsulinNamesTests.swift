import Testing

@testable import DaybookCore

struct InsulinNamesTests {
    /// A dose named in Japanese or by its brand keeps the built-in names of its kind (the README's 日本語 example).
    @Test func aDoseNamedByAnInsulinNameKnowsItsKindsNames() {
        let (config, diagnostics) = ConfigLoader.load(
            Array(
                "doses:\n  持効型: {per_day: 1}\n  超速効型: {}\n  lantus: {}\n  mine: {}\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(config.dose(matching: "ランタス")?.name == "持効型")
        #expect(config.dose(matching: "Tresiba")?.name == "持効型")
        #expect(config.dose(matching: "ヒューマログ")?.name == "超速効型")
        #expect(config.doses.first { $0.name == "lantus" }?.aliases.isEmpty == true)
        #expect(config.doses.first { $0.name == "mine" }?.aliases.isEmpty == true)
    }

    @Test func namesAreWrittenInMatchingForm() {
        for name in InsulinNames.long + InsulinNames.rapid + InsulinNames.other {
            #expect(TextFolding.matchKey(name) == name, "\(name)")
        }
    }

    @Test func noNameBelongsToTwoKinds() {
        let all = InsulinNames.long + InsulinNames.rapid + InsulinNames.other
        #expect(Set(all).count == all.count)
    }

    @Test func theBuiltInDosesAreLongAndRapid() {
        #expect(InsulinNames.builtIn(for: "Long") == InsulinNames.long)
        #expect(InsulinNames.builtIn(for: "rapid") == InsulinNames.rapid)
        #expect(InsulinNames.builtIn(for: "basal") == InsulinNames.long)
        #expect(InsulinNames.builtIn(for: "補正") == InsulinNames.rapid)
        #expect(InsulinNames.builtIn(for: "mine") == nil)
    }
}
