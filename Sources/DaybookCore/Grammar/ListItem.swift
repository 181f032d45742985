/// Recognises a Markdown list item from its bytes, before anything is decoded.
enum ListItem {
    /// The byte offset where the item's content starts (after indentation, marker and spaces), or nil when the
    /// line is not a list item. Markers: `-`, `*`, `+`, `1.`, `1)`, each followed by a space or the line's end.
    /// A thematic break (`---`, `* * *`) is not an item.
    static func contentStart(_ line: ArraySlice<UInt8>) -> Int? {
        var i = line.startIndex
        while i < line.endIndex, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
        guard i < line.endIndex else { return nil }
        let marker = line[i]
        var afterMarker: Int
        switch marker {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            afterMarker = i + 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var j = i
            while j < line.endIndex, j - i < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[j]) { j += 1 }
            guard j < line.endIndex, line[j] == UInt8(ascii: ".") || line[j] == UInt8(ascii: ")") else { return nil }
            afterMarker = j + 1
        default:
            return nil
        }
        guard afterMarker == line.endIndex || line[afterMarker] == 0x20 || line[afterMarker] == 0x09 else {
            return nil
        }
        if marker != UInt8(ascii: "+"), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(marker),
            isThematicBreak(line[i...], marker: marker)
        {
            return nil
        }
        while afterMarker < line.endIndex, line[afterMarker] == 0x20 || line[afterMarker] == 0x09 { afterMarker += 1 }
        return afterMarker - line.startIndex
    }

    /// Indentation in columns (a tab counts to the next multiple of four), for nesting.
    static func indentation(_ line: some Sequence<UInt8>) -> Int {
        var width = 0
        for byte in line {
            if byte == 0x20 { width += 1 } else if byte == 0x09 { width += 4 - width % 4 } else { break }
        }
        return width
    }

    private static func isThematicBreak(_ rest: ArraySlice<UInt8>, marker: UInt8) -> Bool {
        var count = 0
        for byte in rest {
            if byte == marker { count += 1 } else if byte != 0x20 && byte != 0x09 { return false }
        }
        return count >= 3
    }
}
