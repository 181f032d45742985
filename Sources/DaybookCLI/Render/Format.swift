import DaybookCore

/// How numbers look in text output.
enum Format {
    /// A whole number with thousands separators: `1,234`, `-150`.
    static func whole(_ value: Int) -> String {
        var digits = 1
        var probe = value.magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        let length = digits + (digits - 1) / 3 + (value < 0 ? 1 : 0)
        // Written in place from the last digit: a report formats tens of thousands of these.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = length - 1
            var written = 0
            var rest = value.magnitude
            repeat {
                if written > 0, written % 3 == 0 {
                    buffer[index] = 0x2C
                    index -= 1
                }
                buffer[index] = UInt8(0x30 + rest % 10)
                index -= 1
                rest /= 10
                written += 1
            } while rest > 0
            if value < 0 { buffer[0] = 0x2D }
            return length
        }
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
