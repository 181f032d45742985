/// What the language server's "restore line" writes: the line with what cancels it taken away, read by the same
/// rules that cancel it (`unwrapStrikethrough`, `TaskBox`), so every way a line is cancelled can be undone — `~~…~~`,
/// `~…~`, `<s>`/`<del>`/`<strike>`, a box not done (`[ ]`, `[-]`, `☐`), a note after the strike — and the editor's
/// copy of the grammar is gone.
extension EntryParser {
    /// The list item `line` restored: strike marks removed (a note after them kept), a box not done ticked (`[x]`);
    /// nil when it is no list item or nothing there cancels it.
    public func restored(line: String) -> String? {
        guard let contentStart = ListItem.contentStart(Array(line.utf8)[...]) else { return nil }
        return restored(line: line, contentStart: contentStart)
    }

    func restored(line: String, contentStart: Int) -> String? {
        let (original, s) = TextFolding.scalars(of: line)
        var i = min(contentStart, s.count)
        var end = s.count
        while end > i, s[end - 1].isSpace { end -= 1 }
        var out = string(original[0..<i])
        var changed = false
        if let box = TaskBox.read(s, at: i, end: end), box.box == .notDone {
            out += "[x] "
            i = box.next
            changed = true
        }
        // A strike at the content's start, else after its time (`- 12:30 ~~ramen~~`).
        var start = i
        var inner = i
        var innerEnd = end
        if !unwrapStrikethrough(s, original, &inner, &innerEnd) {
            guard case .time(_, let timeEnd) = TimeParser.parse(s, at: i) else { return changed ? out + rest(i) : nil }
            start = skipSpaces(s, from: timeEnd, to: end)
            inner = start
            innerEnd = end
            guard unwrapStrikethrough(s, original, &inner, &innerEnd) else { return changed ? out + rest(i) : nil }
        }
        // The marks after the struck text, then what follows them (a note: `(dup)`), kept.
        var after = skipSpaces(s, from: innerEnd, to: end)
        if after + 1 < end, s[after] == "~", s[after + 1] == "~" {
            after += 2
        } else if after < end, s[after] == "~" {
            after += 1
        } else if after < end, s[after] == "<", let close = s[after..<end].firstIndex(of: ">") {
            after = close + 1
        }
        let note = string(original[skipSpaces(s, from: after, to: end)..<end])
        return out + string(original[i..<start]) + string(original[inner..<innerEnd]) + (note.isEmpty ? "" : " " + note)

        func rest(_ from: Int) -> String { string(original[from..<original.count]) }
    }
}
