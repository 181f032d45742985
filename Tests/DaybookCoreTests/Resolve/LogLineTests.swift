import Testing

@testable import DaybookCore

/// The pin log's fast reader must agree with YAML on every line it reads, and leave the rest to YAML.
struct LogLineTests {
    private func yaml(_ line: String) -> [String: String]? {
        guard let root = try? YAMLParser.parse(Array(line.utf8)), let fields = root.sequence?.first?.mapping else {
            return nil
        }
        var record: [String: String] = [:]
        for field in fields {
            if let key = field.key.scalar, let value = field.value.scalar { record[key] = value }
        }
        return record
    }

    @Test func linesDaybookWritesReadTheSameAsYAML() throws {
        let keys = [
            "mystery stew", "rice: brown", "ラーメン", "café au lait", "a, b", "50% cocoa", "\"quoted\"",
            "back\\slash", "#hash", "- dash", "true", "12", "tab\there", "{braces}", "it's", "a #b", "x: y, z",
        ]
        for key in keys {
            let pin = PinnedEstimates.Pin(
                key: key, values: KcalValues(perUnit: 120.5), estimator: "stub",
                at: "2026-11-29T19:02:11")
            let fast = LogLine.fields(Array(pin.line.utf8)[...])
            let slow = try #require(yaml(pin.line), "YAML cannot read \(pin.line)")
            if let fast { #expect(fast.dictionary == slow, "\(pin.line)") }
            #expect(slow["key"] == key)
        }
    }

    @Test func theCommonLineIsReadWithoutYAML() {
        let line = "- {key: mystery stew, kcal: 520, estimator: stub, at: \"2026-11-29T19:02:11\"}"
        #expect(
            LogLine.fields(Array(line.utf8)[...])?.dictionary == [
                "key": "mystery stew", "kcal": "520", "estimator": "stub",
                "at": "2026-11-29T19:02:11",
            ])
    }

    @Test func unusualLinesAreLeftToYAML() {
        for line in [
            "- {key: 'single', kcal: 1, estimator: stub}", "- {key: a, kcal: 1} # comment",
            "- {key: [a], kcal: 1}", "- {key: \"esc\\\"aped\", kcal: 1}", "- {key: a, key: b}",
            "  - {key: a, kcal: 1}", "- key: a", "- {}", "- {key: a,kcal: 1}", "- {Key: a}",
        ] {
            #expect(LogLine.fields(Array(line.utf8)[...]) == nil, "\(line)")
        }
    }

    /// A record keeps its fields in order, refuses a key twice when adding, and lets the last stand when set.
    @Test func aRecordFindsItsFieldsInOrder() {
        var record = LogRecord()
        #expect(record.isEmpty && record["key"] == nil)
        #expect(record.add("key", "oats") && record.add("kcal", "320"))
        #expect(!record.add("key", "rice") && record["key"] == "oats")
        record.set("kcal", "310")
        record.set("at", "2026-11-29T19:02")
        #expect(record.fields.map(\.key) == ["key", "kcal", "at"])
        #expect(record.dictionary == ["key": "oats", "kcal": "310", "at": "2026-11-29T19:02"])
    }
}
