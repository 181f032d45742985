extension String {
    /// UTF-16 code units in the first `count` characters (grapheme clusters): the core's 1-based columns count
    /// characters, LSP counts UTF-16.
    func utf16Offset(ofCharacter count: Int) -> Int {
        var units = 0
        for character in prefix(max(0, count)) { units += character.utf16.count }
        return units
    }

    /// UTF-16 code units in the first `count` Unicode scalars (how the core places items in a line).
    func utf16Offset(ofScalar count: Int) -> Int {
        var units = 0
        for scalar in unicodeScalars.prefix(max(0, count)) { units += scalar.utf16.count }
        return units
    }
}
