import Testing

@testable import DaybookCore

struct InsulinNamesTests {
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
        #expect(InsulinNames.builtIn(for: "basal") == nil)
    }
}
