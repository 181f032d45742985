import Testing

@testable import DaybookCore

struct DecimalTextTests {
    static let cases: [(Double, String)] = [
        (12, "12"), (2.5, "2.5"), (-150, "-150"), (0, "0"), (0.3 * 1000, "300"), (0.1 + 0.2, "0.3"),
        (1.0 / 3, "0.333333333"), (2.0 / 3, "0.666666667"), (226.796, "226.796"), (354.882, "354.882"),
        (0.0001234, "0.0001234"), (-0.5, "-0.5"), (99_999.5, "99999.5"), (1e-12, "0"), (-1e-12, "0"),
        (123_456_789_012, "123456789012"), (Double.nan, "0"), (Double.infinity, "0"),
    ]

    @Test(arguments: DecimalTextTests.cases)
    func printsWithoutBinaryNoise(value: Double, text: String) {
        #expect(value.decimalText == text)
    }

    @Test func sumsOfDecimalsPrintAsWritten() {
        // Ten years of 0.1-unit corrections add up with noise in the last bits; none of it is printed.
        let total = (0..<3650).reduce(0.0) { sum, _ in sum + 0.1 }
        #expect(total != 365)
        #expect(total.decimalText == "365")
    }

    @Test func jsonNumbersUseIt() {
        #expect(JSON.array([.number(0.3 * 1000), .number(.nan), .number(12.5)]).text == "[300,null,12.5]")
    }

    /// `Double(plainDecimal:)` reads a plain decimal without `strtod`: bit for bit what `Double(text)` gives, on
    /// random decimals of every length and on text that is no plain decimal.
    @Test func aPlainDecimalReadsAsDoubleReadsIt() {
        var generator = SplitMix(seed: 20_261_204)
        for _ in 0..<20_000 {
            let whole = String(generator.next() % 1_000_000_000_000)
            let fraction = String(generator.next() % 1_000_000_000)
            var text = generator.next() % 4 == 0 ? "-" : ""
            switch generator.next() % 3 {
            case 0: text += whole
            case 1: text += String(whole.prefix(generator.next() % 8 + 1)) + "." + fraction
            default: text += String(whole.prefix(generator.next() % 3 + 1)) + "." + fraction + fraction + fraction
            }
            #expect(Double(plainDecimal: text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        for text in [
            "", "-", ".", "-.5", ".5", "1.", "1e5", "0x10", "inf", "nan", "+3", " 3", "3 ", "1.2.3", "--1", "-0",
            "0.1", "0.30000000000000004", "9007199254740993", "123456789012345.6", "1234567890123456",
            "0.0000000000000000000001", "0.00000000000000000000001", "１２",
        ] {
            #expect(Double(plainDecimal: text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }
}
