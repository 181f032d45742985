extension InsulinNames {
    /// The brand each built-in name stands for, in any script (`ランタス`, `lantus` → `Lantus`), or for a generic
    /// name its English name (`グラルギン` → `Glargine`): what an export names the insulin, so the same doses carry the
    /// same name whichever script the journal writes them in. Names of a kind only (`持効`, `basal`, `補正`) have
    /// none.
    static let brands: [String: String] = Dictionary(
        Lexicon.all.flatMap { $0.insulinBrands.map { ($0.name, $0.brand) } }, uniquingKeysWith: { first, _ in first })

    /// The brand of a name as written (`ノボラピッド`, `NovoRapid`), or nil for a name with none.
    public static func brand(of written: some StringProtocol) -> String? {
        brands[TextFolding.matchKey(written)]
    }

    /// The brand of the longest built-in name that `text` starts with as a word (`ランタス12単位`, `tresiba 10u`
    /// after work), or nil.
    public static func brand(startingWith text: some StringProtocol) -> String? {
        let key = TextFolding.matchKey(text)
        var found: (length: Int, brand: String)?
        for (name, brand) in brands where key.hasPrefix(name) && name.count > (found?.length ?? 0) {
            let next = key.dropFirst(name.count).first
            if let next, next.isLetter, next.isASCII, name.last?.isASCII == true { continue }
            found = (name.count, brand)
        }
        return found?.brand
    }
}
