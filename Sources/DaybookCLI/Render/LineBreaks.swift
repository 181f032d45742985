/// Where running text may break across lines: at spaces, as in English; between two Japanese characters, which are
/// written without spaces; after Japanese closing punctuation (`、。」`) and before an opening bracket (`「（`) — but
/// never before closing punctuation or small kana, nor after an opening bracket, as Japanese typesetting (kinsoku)
/// wants; a number stays with its counter (`6個`). Help wraps at these; the man page marks them for roff.
enum LineBreaks {
    /// A piece of text that stays on one line, and whether a space separates it from the piece before.
    struct Piece: Equatable {
        var text: String
        var spaceBefore: Bool
    }

    /// `text` cut at every place a line may break; spaces are dropped (each becomes `spaceBefore`).
    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        for word in text.split(separator: " ") {
            var current = ""
            var spaceBefore = true
            var previous: Character?
            for character in word {
                if let previous, canBreak(between: previous, and: character) {
                    pieces.append(Piece(text: current, spaceBefore: spaceBefore))
                    current = ""
                    spaceBefore = false
                }
                current.append(character)
                previous = character
            }
            pieces.append(Piece(text: current, spaceBefore: spaceBefore))
        }
        return pieces
    }

    /// Whether a line may break between `before` and `after`, which are written together.
    static func canBreak(between before: Character, and after: Character) -> Bool {
        guard !noBreakBefore.contains(after), !noBreakAfter.contains(before) else { return false }
        let wide = (before: TerminalWidth.of(before) == 2, after: TerminalWidth.of(after) == 2)
        if wide.before && wide.after { return true }
        // Japanese punctuation ends a line whatever follows; a bracket around Japanese opens or closes one.
        return closing.contains(before) || (noBreakAfter.contains(after) && wide.before)
            || (before == ")" && wide.after)
    }

    /// Punctuation a line may end with whatever follows it.
    private static let closing: Set<Character> = Set("、。，．）」』】〕〉》")

    /// What may not start a line: closing punctuation, Japanese and ASCII, and small kana.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．・：；？！ー）」』】〕〉》ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥〜～),.:;!?]")
    /// What may not end a line: opening brackets, Japanese and ASCII.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《([")
}
