/// `text` without the write ids `add` and `dose` end their lines with (` ^k3m9x2`, see `WriteID`), wherever a line
/// is shown, for tests about what else a file or a message says; `WriteIDTests` checks the ids themselves.
func withoutWriteIDs(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    while index < scalars.count {
        let end = index + 8
        if scalars[index] == " ", end <= scalars.count, scalars[index + 1] == "^",
            scalars[(index + 2)..<end].allSatisfy(isIDScalar),
            end == scalars.count || !(isIDScalar(scalars[end]) || scalars[end] == "-")
        {
            index = end
            continue
        }
        out.append(scalars[index])
        index += 1
    }
    return String(out)
}

/// The bytes of `text` without its write ids.
func withoutWriteIDs(_ bytes: [UInt8]?) -> [UInt8]? {
    bytes.map { Array(withoutWriteIDs(String(decoding: $0, as: UTF8.self)).utf8) }
}
