/// File names a program could read as something other than a file: a part of the path that starts with `-` (an
/// option) or `+` (vim's and less's commands), or that holds control characters (a terminal's escapes, a line
/// break that splits a listing). Such a name can arrive by sync; daybook never names a new file after one (the
/// layout of new day files, a `file:` pattern), hands paths to programs as `./…` or absolute, and `check` reports
/// each such file with how to rename it.
public enum FileNameSafety {
    /// Whether no part of `path` is a name a program could mistake for an option, a command or an escape.
    public static func isSafe(_ path: String) -> Bool {
        // Byte by byte: `check` asks this of every file of a journal. C1 controls are 0xC2 0x80–0x9F in UTF-8.
        var path = path
        return path.withUTF8 { bytes in
            var partStart = true
            var previous: UInt8 = 0
            for byte in bytes {
                if partStart && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) { return false }
                if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return false }
                partStart = byte == UInt8(ascii: "/")
                previous = byte
            }
            return true
        }
    }

    /// The first unsafe part of `path`: its index among the parts and what is wrong with it.
    private static func problem(in path: String) -> (index: Int, what: JournalMessage.UnsafeName)? {
        for (index, part) in path.split(separator: "/").enumerated() {
            if let first = part.first, first == "-" || first == "+" { return (index, .startsWith(first)) }
            if part.unicodeScalars.contains(where: isControl) { return (index, .controlCharacters) }
        }
        return nil
    }

    /// The warning for a journal file whose path is not safe, naming a safe name to rename it to; nil when it is.
    public static func warning(for path: String) -> Diagnostic? {
        guard !isSafe(path), let (index, what) = problem(in: path) else { return nil }
        let parts = path.split(separator: "/").map(String.init)
        var renamed = parts[index].unicodeScalars.filter { !isControl($0) }.map(String.init).joined()
        while let first = renamed.first, first == "-" || first == "+" { renamed.removeFirst() }
        if renamed.isEmpty { renamed = "renamed" }
        let old = parts[...index].joined(separator: "/")
        let new = (parts[..<index] + [renamed]).joined(separator: "/")
        return Diagnostic(
            .warning, file: path,
            message: JournalMessage.unsafeName(
                folder: index == parts.count - 1 ? nil : parts[index],
                problem: what),
            hint: JournalMessage.renameSafely(old: quoted("./" + old), new: quoted("./" + new)))
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` in single quotes for a POSIX shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
