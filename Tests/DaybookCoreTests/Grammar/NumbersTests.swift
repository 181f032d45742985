import Testing

@testable import DaybookCore

struct ExactNumberTests {
    @Test func decimalsAreReadAsDigitsAndScaledOnce() {
        let number = Numbers.decimal(Array("1.15".unicodeScalars), at: 0)
        #expect(number?.value == ExactNumber(115, over: 100))
        // As doubles, 1.15 × 100 is 114.99999999999999; scaled once from the digits it is 115.
        #expect(number?.value.times(ExactNumber(100)) == 115)
        #expect(1.15 * 100 != 115)
        #expect(item("cola 0.3l")?.amount == 300)
    }

    @Test func fractionsStayExactUntilTheEnd() {
        let third = ExactNumber(1, over: 3)
        #expect(third?.multiplied(by: ExactNumber(3)) == ExactNumber(1))
        #expect(ExactNumber(5, over: 10) == ExactNumber.half)
        #expect(ExactNumber(1, over: 0) == nil)
        #expect(ExactNumber(-3, over: -6) == ExactNumber.half)
    }

    @Test(arguments: [(5, 2, 3), (-5, 2, -3), (7, 3, 2), (1, 2, 1), (-1, 2, -1), (2_007_600, 4_184, 480)])
    func roundsHalfAwayFromZero(numerator: Int, denominator: Int, whole: Int) {
        #expect(ExactNumber(numerator, over: denominator)?.roundedWhole == whole)
    }

    @Test func arithmeticThatWouldOverflowGivesNil() {
        let huge = ExactNumber(Int.max - 1)
        #expect(huge.adding(huge) == nil)
        #expect(huge.multiplied(by: ExactNumber(3)) == nil)
        #expect(huge.times(ExactNumber(3)) == Double(Int.max - 1) * 3)
    }
}

struct NumbersTests {
    private func quantity(_ text: String) -> (Double, NumberMatch.Form, Int)? {
        Numbers.quantity(Array(text.unicodeScalars), at: 0).map { ($0.value.double, $0.form, $0.end) }
    }

    static let quantities: [(String, Double, Int)] = [
        ("12", 12, 2), ("1.5", 1.5, 3), ("1,200", 1200, 5), ("1/2", 0.5, 3), ("3/4", 0.75, 3), ("½", 0.5, 1),
        ("⅛", 0.125, 1), ("1½", 1.5, 2), ("1 1/2", 1.5, 5), ("1 ½", 1.5, 3), ("2分の1", 0.5, 4), ("三分の一", 1.0 / 3, 4),
        ("1⁄4", 0.25, 3), ("12 3", 12, 2), ("1 3/2", 1, 1), ("2/0", 2, 1),
    ]

    @Test(arguments: NumbersTests.quantities)
    func readsQuantities(text: String, value: Double, end: Int) {
        let found = quantity(text)
        #expect(found?.0 == value)
        #expect(found?.2 == end)
    }

    @Test func theFormSaysHowTheNumberWasWritten() {
        #expect(quantity("12")?.1 == .digits)
        #expect(quantity("1/2")?.1 == .fraction)
        #expect(quantity("2分の1")?.1 == .fraction)
        #expect(quantity("三")?.1 == .kanji)
    }

    @Test func anExponentIsNotPartOfANumber() {
        #expect(Numbers.decimal(Array("1e400".unicodeScalars), at: 0)?.end == 1)
    }

    @Test func fortyDigitsSaturateInsteadOfTrapping() {
        let digits = String(repeating: "9", count: 40) + "." + String(repeating: "9", count: 40)
        let found = Numbers.decimal(Array(digits.unicodeScalars), at: 0)
        #expect(found?.end == 81)
        #expect(found?.value == ExactNumber(ExactNumber.largest))
    }

    @Test func aNumberDoesNotStartInsideAnother() {
        let s = Array("12 1/2 ½3".unicodeScalars)
        #expect(Numbers.mayStart(s, at: 0, from: 0))
        #expect(!Numbers.mayStart(s, at: 1, from: 0))
        #expect(Numbers.mayStart(s, at: 3, from: 0))
        #expect(!Numbers.mayStart(s, at: 5, from: 0))
        #expect(!Numbers.mayStart(s, at: 8, from: 0))
    }
}

struct NumberWordsTests {
    private func english(_ text: String) -> (Double, String)? {
        let s = Array(text.unicodeScalars)
        return NumberWords.english(s, at: 0, end: s.count).flatMap { found in
            found.needsUnit ? nil : (found.value.double, string(s[found.nameStart...]))
        }
    }

    static let phrases: [(String, Double, String)] = [
        ("a banana", 1, "banana"), ("an apple", 1, "apple"), ("Two eggs", 2, "eggs"), ("twelve gyoza", 12, "gyoza"),
        ("half pizza", 0.5, "pizza"), ("half a pizza", 0.5, "pizza"), ("half an apple", 0.5, "apple"),
        ("half of the cake", 0.5, "cake"), ("a half sandwich", 0.5, "sandwich"),
        ("a quarter of a cake", 0.25, "cake"), ("three quarters of a pie", 0.75, "pie"),
        ("a third of the pizza", 1.0 / 3, "pizza"), ("two thirds of a pie", 2.0 / 3, "pie"),
        ("one and a half bagels", 1.5, "bagels"), ("a dozen eggs", 12, "eggs"), ("half a dozen eggs", 6, "eggs"),
        ("two dozen oysters", 24, "oysters"), ("a couple of cookies", 2, "cookies"),
    ]

    @Test(arguments: NumberWordsTests.phrases)
    func readsPhrases(text: String, value: Double, name: String) {
        let found = english(text)
        #expect(found?.0 == value)
        #expect(found?.1 == name)
    }

    @Test(arguments: [
        "a", "half", "quarter pounder", "a quarter pounder", "anchovies", "halfway", "a couple",
        "half & half", "half and half cream",
    ])
    func leavesWhatIsNoQuantity(text: String) {
        #expect(english(text) == nil)
    }

    @Test func aPartWithoutOfNeedsAUnitAfterIt() {
        let s = Array("two thirds cup oats".unicodeScalars)
        let found = NumberWords.english(s, at: 0, end: s.count)
        #expect(found?.needsUnit == true)
        #expect(found?.value == ExactNumber(2, over: 3))
        #expect(found.map { string(s[$0.nameStart...]) } == "cup oats")
    }

    @Test func japaneseCountingWords() {
        let s = Array("みかんふたつ".unicodeScalars)
        #expect(NumberWords.japanese(s, endingAt: s.count, from: 1)?.value == 2)
        #expect(NumberWords.japanese(Array("ここのつ".unicodeScalars), at: 0, end: 4)?.value == 9)
    }
}
