import Foundation
import Testing

@testable import DaybookCore

/// `Sources/DaybookCore/Grammar/Lexicon/LexiconTables.swift` holds the grammar's word tables as literal integers,
/// which the compiler emits as constant data, so that no run builds them from the lexicons at start-up. The file is
/// derived, never edited: this test lays each table out from the lexicons (`LexiconTables.derivations()`, which say
/// which words each holds) and fails when the file differs; `DAYBOOK_WRITE_LEXICON_TABLES=1 swift test
/// --filter LexiconTablesTests` writes it again.
struct LexiconTablesTests {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/DaybookCore/Grammar/Lexicon/LexiconTables.swift")

    /// The generated file's text.
    static func source() -> String {
        var lines = [
            "// Generated from the lexicons (Sources/DaybookCore/Grammar/Lexicon) by LexiconTablesTests: do not edit.",
            "// After a change to a lexicon or to the words a table takes from it,",
            "// `DAYBOOK_WRITE_LEXICON_TABLES=1 swift test --filter LexiconTablesTests` writes this file again.",
            "",
            "/// The grammar's word tables as constant data (see `WordTable`): one a user, each named after it.",
            "enum LexiconTables {",
        ]
        for (index, table) in LexiconTables.derivations().enumerated() {
            if index > 0 { lines.append("") }
            lines += render(table.name, doc: table.doc, WordTable(table.entries, longestFirst: table.longestFirst))
        }
        for strings in LexiconTables.strings() {
            lines += ["", "    /// \(strings.doc)", "    static let \(strings.name): [String] = ["]
            lines += wrapped(strings.values.map { literal($0) + "," }, indent: "        ")
            lines.append("    ]")
        }
        for sorted in LexiconTables.sortedWords() {
            lines += ["", "    /// \(sorted.doc)", "    static let \(sorted.name) = SortedWords(words: ["]
            lines += wrapped(sorted.words.words.map { literal($0) + "," }, indent: "        ")
            lines.append("    ])")
        }
        for numbers in LexiconTables.numbers() {
            lines += ["", "    /// \(numbers.doc)", "    static let \(numbers.name): [Int] = ["]
            lines += wrapped(numbers.values.map { "\($0)," }, indent: "        ")
            lines.append("    ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One table as a `static let`: its scalars a word a line with the word in a comment, the rest wrapped.
    private static func render(_ name: String, doc: String, _ table: WordTable) -> [String] {
        var lines = ["    /// \(doc)", "    static let \(name) = WordTable("]
        if table.scalars.count == 1 {
            // One scalar is one item, which swift-format keeps on the line without a trailing comma.
            lines.append(
                "        scalars: [\(hex(table.scalars[0]))],  // "
                    + visible(String(String.UnicodeScalarView(table.word(0)))))
            return lines + rest(of: table)
        }
        lines.append("        scalars: [")
        for w in 0..<table.count {
            let scalars = table.scalars[Int(table.starts[w])..<Int(table.starts[w + 1])]
            let items = scalars.map { hex($0) + "," }
            let comment = "// " + visible(String(String.UnicodeScalarView(table.word(w))))
            let line = "            " + items.joined(separator: " ") + "  " + comment
            if line.count <= 120 {
                lines.append(line)
            } else {
                lines.append("            " + comment)
                lines += wrapped(items)
            }
        }
        lines.append("        ],")
        return lines + rest(of: table)
    }

    /// A table's lists after its scalars.
    private static func rest(of table: WordTable) -> [String] {
        var lines: [String] = []
        lines += list("starts", table.starts.map { String($0) })
        lines += list("values", table.values.map { String($0) })
        lines += list("firsts", table.firsts.map(hex))
        lines += list("groups", table.groups.map { String($0) })
        let filter = [table.filter.0, table.filter.1, table.filter.2, table.filter.3].map(hex64)
        lines.append("        filter: (" + filter.joined(separator: ", ") + ")")
        lines.append("    )")
        return lines
    }

    /// `name: [...],` with the items wrapped at 120 columns.
    private static func list(_ name: String, _ items: [String]) -> [String] {
        guard items.count > 1 else { return ["        \(name): [\(items.first ?? "")],"] }
        return ["        \(name): ["] + wrapped(items.map { $0 + "," }) + ["        ],"]
    }

    /// Items, a space between each, in lines of at most 120 columns.
    private static func wrapped(_ items: [String], indent: String = "            ") -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if line.isEmpty {
                line = indent + item
            } else if line.count + 1 + item.count > 120 {
                lines.append(line)
                line = indent + item
            } else {
                line += " " + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }

    /// A filter word as 16 hex digits, grouped by four.
    private static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 16 - digits.count) + digits
        var groups: [Substring] = []
        var rest = Substring(padded)
        while !rest.isEmpty {
            groups.append(rest.prefix(4))
            rest = rest.dropFirst(4)
        }
        return "0x" + groups.joined(separator: "_")
    }

    /// A word as a comment shows it: control characters and spaces at its ends made visible.
    private static func visible(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.hasPrefix(" ") || out.hasSuffix(" ") ? "'\(out)'" : out
    }

    @Test func lexiconTablesSwiftHoldsTheTablesAsTheLexiconsMakeThem() throws {
        let generated = Self.source()
        if ProcessInfo.processInfo.environment["DAYBOOK_WRITE_LEXICON_TABLES"] == "1" {
            try generated.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(
            text == generated,
            "LexiconTables.swift is stale: run DAYBOOK_WRITE_LEXICON_TABLES=1 swift test --filter LexiconTablesTests")
    }

    @Test func aTableFindsItsWordsLongestFirst() {
        let table = WordTable([(Array("ab".unicodeScalars), 1), (Array("abc".unicodeScalars), 2), (["x"], 3)])
        let s = Array("xabcd".unicodeScalars)
        #expect(table.match(s, at: 1, end: s.count).map(table.value) == 2)
        #expect(table.longest(s, at: 1, end: 3) == 2)
        #expect(table.longest(s, at: 0, end: s.count) == 1)
        #expect(table.match(s, at: 4, end: s.count) == nil)
        #expect(table.starts(with: "x") && !table.starts(with: "b"))
    }
}
