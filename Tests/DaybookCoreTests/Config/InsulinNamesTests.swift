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

    /// Every brand or generic name has its brand, in every script; a name of a kind only has none.
    @Test func everyInsulinsNameHasItsBrand() {
        #expect(Set(InsulinNames.brands.keys).isSubset(of: InsulinNames.long + InsulinNames.rapid))
        let kinds: Set = [
            "持効", "持効型", "持効型溶解", "basal", "ベーサル", "long-acting", "long acting", "速効", "速効型", "超速効", "超速効型",
            "bolus", "ボーラス", "rapid-acting", "rapid acting", "fast-acting", "fast acting", "correction", "補正",
            "持効型インスリン", "持効型溶解インスリン", "基礎インスリン", "long-acting insulin", "long acting insulin",
            "basal insulin", "速効型インスリン", "超速効型インスリン", "追加インスリン", "rapid-acting insulin",
            "rapid acting insulin", "fast-acting insulin", "bolus insulin",
        ]
        for name in InsulinNames.long + InsulinNames.rapid where !kinds.contains(name) {
            #expect(InsulinNames.brand(of: name) != nil, "\(name)")
        }
        #expect(InsulinNames.brand(of: "ﾄﾚｼｰﾊﾞ") == "Tresiba")
        #expect(InsulinNames.brand(startingWith: "ランタス12単位") == "Lantus")
        #expect(InsulinNames.brand(startingWith: "ランタス XR 10単位") == "Toujeo")
        #expect(InsulinNames.brand(startingWith: "lantusx 10u") == nil)
        #expect(InsulinNames.brand(startingWith: "long 12u") == nil)
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
