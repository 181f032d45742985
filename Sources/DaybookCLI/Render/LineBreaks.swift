/// Where running text may break across lines: at spaces, as in English, and between two Japanese characters, which
/// are written without spaces — but never before closing punctuation (`、。」`) or small kana, nor after an opening
/// bracket (`「（`), as Japanese typesetting (kinsoku) wants; a number stays with its counter (`6個`). Help wraps at
/// these; the man page marks them for roff.
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
        guard TerminalWidth.of(before) == 2, TerminalWidth.of(after) == 2 else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// What may not start a line.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．・：；？！ー）」』】〕〉》ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥〜～")
    /// What may not end a line.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《")
}
