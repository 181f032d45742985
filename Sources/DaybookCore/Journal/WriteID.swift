/// The write id at the end of a line: ` ^k3m9x2`, Obsidian's block-id form (a space, `^`, then letters, digits and
/// dashes, last on the line), which Obsidian hides in its reading view. `add` and `dose` end every line they write
/// with a new one, so two devices writing the same text in the same minute write two different lines: a sync tool
/// sees two edits, and daybook counts two entries. Lines a person wrote may carry one too (Obsidian writes them when
/// a block is linked); any such id is the line's identity when conflict copies are folded, and is never part of an
/// entry's text, a food's name or a note.
public struct WriteID: Sendable, Hashable, CustomStringConvertible {
    /// The id without its `^`.
    public let value: String

    /// Letters and digits of a new id; Obsidian allows dashes too, but a new id needs none.
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars)
    /// Characters of a new id: 36⁶ ≈ 2.2 billion, so two devices writing in the same minute share one about once
    /// in two billion times.
    public static let newLength = 6
    /// The longest id read as one; anything longer is text.
    static let maximumLength = 64

    /// A new id from 64 random bits (the caller's random source: the core has none).
    public init(random: UInt64) {
        var bits = random
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Self.newLength {
            scalars.append(Self.alphabet[Int(bits % UInt64(Self.alphabet.count))])
            bits /= UInt64(Self.alphabet.count)
        }
        value = String(scalars)
    }

    init(checked value: String) {
        self.value = value
    }

    /// ` ^k3m9x2`, as it ends a line.
    public var description: String { "^\(value)" }

    /// `line` ending with this id.
    public func ending(_ line: String) -> String {
        "\(line) \(self)"
    }

    /// The id ending `bytes` (trailing spaces and tabs allowed after it) and where the text before it ends (its
    /// spaces taken off); nil when the line ends with none.
    static func trailing(in bytes: ArraySlice<UInt8>) -> (id: WriteID, textEnd: Int)? {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var start = end
        while start > bytes.startIndex, end - start <= maximumLength, isIDByte(bytes[start - 1]) { start -= 1 }
        let caret = start - 1
        guard start < end, end - start <= maximumLength, caret > bytes.startIndex, bytes[caret] == UInt8(ascii: "^"),
            bytes[caret - 1] == 0x20 || bytes[caret - 1] == 0x09
        else { return nil }
        var textEnd = caret - 1
        while textEnd > bytes.startIndex, bytes[textEnd - 1] == 0x20 || bytes[textEnd - 1] == 0x09 { textEnd -= 1 }
        return (WriteID(checked: String(decoding: bytes[start..<end], as: UTF8.self)), textEnd)
    }

    /// A line split into its text and the id ending it, if any: `- 22:00 long 12u ^k3m9x2` is `- 22:00 long 12u`
    /// and `k3m9x2`.
    public static func split(_ line: String) -> (text: String, id: WriteID?) {
        let bytes = Array(line.utf8)
        guard let (id, textEnd) = trailing(in: bytes[...]) else { return (line, nil) }
        return (String(decoding: bytes[..<textEnd], as: UTF8.self), id)
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D
    }
}

/// What makes two lines of a file and its conflict copy the same write: the write id when the line has one, else
/// its text (trailing spaces aside). Identical text with two ids is two writes; one id is one write, even when one
/// side has edited the text since.
enum LineIdentity: Hashable {
    case id(String)
    case text(String)

    init(_ line: String) {
        let bytes = Array(line.utf8)
        if let (id, _) = WriteID.trailing(in: bytes[...]) {
            self = .id(id.value)
        } else {
            self = .text(ConflictCopy.trimmedEnd(line))
        }
    }

    /// A line with nothing on it, which never counts.
    var isBlank: Bool { self == .text("") }
}
