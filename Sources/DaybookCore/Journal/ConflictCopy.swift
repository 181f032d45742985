/// Syncthing's conflict copies: `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICEID.EXT` beside `NAME.EXT` (Syncthing's
/// own pattern: `^(.+)(\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7})(\..+)?$`).
public enum ConflictCopy {
    private static let marker = Array(".sync-conflict-".utf8)

    /// The name of the file `name` is a conflict copy of, or nil when it is not one.
    public static func original(of name: some StringProtocol) -> String? {
        guard name.utf8.count > marker.count + 23 else { return nil }
        let bytes = Array(name.utf8)
        for start in 1...(bytes.count - marker.count - 23)
        where bytes[start..<start + marker.count].elementsEqual(marker) {
            let stamp = start + marker.count
            guard isDigits(bytes[stamp..<stamp + 8]), bytes[stamp + 8] == UInt8(ascii: "-"),
                isDigits(bytes[stamp + 9..<stamp + 15]), bytes[stamp + 15] == UInt8(ascii: "-"),
                bytes[stamp + 16..<stamp + 23].allSatisfy(isDeviceCharacter)
            else { continue }
            let rest = bytes[(stamp + 23)...]
            guard rest.isEmpty || (rest.first == UInt8(ascii: ".") && rest.count > 1) else { continue }
            return String(decoding: bytes[..<start] + rest, as: UTF8.self)
        }
        return nil
    }

    /// The conflict copy's original, as a path: same folder, original name.
    public static func originalPath(of path: String) -> String? {
        // A path too short to hold the marker and its stamp is no copy: most are (every file is asked).
        guard path.utf8.count > marker.count + 23 else { return nil }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return original(of: path) }
        let nameStart = path.utf8.index(after: slash)
        guard let original = original(of: path[nameStart...]) else { return nil }
        return String(path[..<nameStart]) + original
    }

    private static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    private static func isDeviceCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
    }

    /// The lines of `copy` that `original` lacks, counting repeats: a line twice in the copy and once in the
    /// original is missing once. Blank lines never count. Lines are the same write when `LineIdentity` says so: the
    /// same write id, or without one the same text, trailing spaces aside.
    public static func missingLines(in original: [String], from copy: [String]) -> [String] {
        missingLineIndices(in: original, from: copy).map { copy[$0] }
    }

    /// Where in `copy` the lines `missingLines(in:from:)` gives are.
    static func missingLineIndices(in original: [String], from copy: [String]) -> [Int] {
        var available: [LineIdentity: Int] = [:]
        for line in original { available[LineIdentity(line), default: 0] += 1 }
        var missing: [Int] = []
        for (index, line) in copy.enumerated() {
            let identity = LineIdentity(line)
            guard !identity.isBlank else { continue }
            if let count = available[identity], count > 0 {
                available[identity] = count - 1
            } else {
                missing.append(index)
            }
        }
        return missing
    }

    static func trimmedEnd(_ line: String) -> String {
        var scalars = Substring(line).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
