extension YAMLNode {
    /// This document with what `other` adds: keys only in `other` are added; for a key in both, two mappings are
    /// merged the same way and anything else keeps this document's value. `added` collects the dotted paths of
    /// what came from `other`. The same inputs give the same result on every device.
    func merging(_ other: YAMLNode, path: String = "", added: inout [String]) -> YAMLNode {
        guard let mine = mapping, let theirs = other.mapping else { return self }
        var pairs = mine
        for pair in theirs {
            guard let key = pair.key.scalar else { continue }
            let keyPath = path.isEmpty ? key : path + "." + key
            if let index = pairs.firstIndex(where: { $0.key.scalar == key }) {
                pairs[index].value = pairs[index].value.merging(pair.value, path: keyPath, added: &added)
            } else {
                pairs.append(pair)
                added.append(keyPath)
            }
        }
        return YAMLNode(.mapping(pairs), mark: mark)
    }
}
