import DaybookCore

/// How numbers look in text output.
enum Format {
    /// A whole number with thousands separators: `1,234`, `-150`.
    static func whole(_ value: Int) -> String {
        var digits: [UInt8] = []
        var rest = value.magnitude
        repeat {
            if digits.count % 4 == 3 { digits.append(0x2C) }
            digits.append(UInt8(0x30 + rest % 10))
            rest /= 10
        } while rest > 0
        if value < 0 { digits.append(0x2D) }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// A quantity or amount: `12`, `2.5`, `300`; never `12.0` or `300.00000000000006` (`Double.decimalText`).
    static func number(_ value: Double) -> String {
        value.decimalText
    }

    /// Monday first, as reports and calendars lay out a week.
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Sun`.
    static func weekday(_ date: LocalDate) -> String {
        weekdays[(date.weekday + 6) % 7]
    }

    /// `1 day`, `3 days`, `10,953 doses`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(whole(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Insulin units: `12u`, `2.5u`.
    static func units(_ value: Double) -> String {
        number(value) + "u"
    }
}
