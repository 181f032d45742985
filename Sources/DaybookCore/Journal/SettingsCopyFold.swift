/// What folding conflict copies of a settings file (daybook.yaml, foods.yaml) appends: each copy's top-level
/// entries the original lacks, each as written in the copy. Differences inside a key both files have need a person:
/// such a copy is left, and nothing of it is folded.
///
/// One `SettingsCopyFold` per original, fed its copies one after another: the original is parsed once and each
/// copy is merged into it (`YAMLMerge`), so folding thousands of copies costs what reading them does — never the
/// original, grown by the copies before, parsed again per copy.
struct SettingsCopyFold {
    let original: String
    /// The original as it will be once the copies folded so far are appended; made from the first copy when the
    /// original is missing or not YAML.
    private var merge: YAMLMerge?

    init(original: String, bytes: [UInt8]) {
        self.original = original
        if let root = (try? YAMLParser.parse(bytes)) ?? nil { merge = YAMLMerge(root) }
    }

    /// The action for the copy `copy` (its bytes); a fold is taken as done, so the next copy is folded into the
    /// original with this one's entries.
    mutating func fold(copy: String, bytes: [UInt8]) -> ConflictResolution.Action {
        guard let copyRoot = try? YAMLParser.parse(bytes), let copyPairs = copyRoot.mapping else {
            return .leave(file: copy, reason: .notReadableYAML)
        }
        let merge = merge ?? YAMLMerge(YAMLNode(.mapping([]), mark: copyRoot.mark))
        self.merge = merge
        let added = merge.additions(of: copyRoot)
        if let nested = added.firstNested {
            return .leave(file: copy, reason: .nestedSetting(key: nested, original: original))
        }
        let copyLines = CopyFold.lines(bytes)
        var text: [String] = []
        let starts = copyPairs.map { $0.key.mark.line }
        for (index, pair) in copyPairs.enumerated() where added.keys.contains(pair.key.scalar ?? "") {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : copyLines.count
            guard starts[index] <= end, end <= copyLines.count,
                index + 1 == starts.count || starts[index + 1] > starts[index]
            else {
                return .leave(file: copy, reason: .settingsNotOnePerLine)
            }
            var block = Array(copyLines[(starts[index] - 1)..<end])
            while let last = block.last, last.allSatisfy({ $0 == " " }) { block.removeLast() }
            text += block
        }
        _ = merge.add(copyRoot)
        return .foldCopy(copy: copy, original: original, lines: text)
    }
}
