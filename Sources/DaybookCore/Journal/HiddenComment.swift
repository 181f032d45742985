/// A comment hidden in every preview: HTML's `<!--` … `-->`, or Obsidian's `%%` … `%%`. Nothing inside one is read.
enum HiddenComment: Sendable, Equatable {
    case html
    case obsidian

    /// What opens it, as written.
    var opener: String { self == .html ? "<!--" : "%%" }
    /// What closes it, as written.
    var closer: String { self == .html ? "-->" : "%%" }

    /// Whether `bytes` may hold an opener at all: a cheap look for `<` and `%` that most lines fail.
    static func mayOpen(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "%") }
    }

    /// The comment that opens at `index`, if one does.
    static func opening(_ bytes: ArraySlice<UInt8>, at index: Int) -> HiddenComment? {
        if bytes[index...].starts(with: "<!--".utf8) { return .html }
        if bytes[index...].starts(with: "%%".utf8) { return .obsidian }
        return nil
    }

    /// The first comment opening in `bytes` at or after `start`, and where.
    static func first(_ bytes: ArraySlice<UInt8>, from start: Int) -> (comment: HiddenComment, at: Int)? {
        var i = start
        while i < bytes.endIndex {
            if let comment = opening(bytes, at: i) { return (comment, i) }
            i += 1
        }
        return nil
    }

    /// Where the text after this comment's closer starts, searching from `start` (right after the opener's first
    /// two bytes when the comment opens on this line, so `<!-->` and `<!--->` close where they open, as in
    /// CommonMark); nil when the line does not close it.
    func closing(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        let closer = Array(self.closer.utf8)
        var i = start
        while i + closer.count <= bytes.endIndex {
            if bytes[i...].starts(with: closer) { return i + closer.count }
            i += 1
        }
        return nil
    }
}
