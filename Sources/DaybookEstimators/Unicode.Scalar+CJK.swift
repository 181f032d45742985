extension Unicode.Scalar {
    /// Kana or kanji: how an answer shows it kept a Japanese name.
    var isCJKName: Bool {
        (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
    }
}
