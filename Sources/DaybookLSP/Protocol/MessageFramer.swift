/// LSP's base protocol: each message is a header (`Content-Length: N`, other fields ignored) and `\r\n\r\n`, then N
/// bytes of JSON. Bytes arrive in chunks of any size; the framer hands back whole bodies, and never holds more than
/// one body of at most `maximumContentBytes`: a larger message is skipped, not buffered. A header longer than
/// `maximumHeaderBytes` is an error for its message alone: it is passed over to its end without being kept (its
/// `Content-Length`, wherever it is, still says how much body to skip), and the message after it is read.
package struct MessageFramer {
    /// What the incoming bytes held.
    package enum Frame: Equatable {
        case message([UInt8])
        /// A body longer than `maximumContentBytes`, skipped unread.
        case tooLarge(Int)
        /// A header without a usable `Content-Length`, dropped; or one longer than `maximumHeaderBytes`, said as
        /// soon as it passes the limit and skipped with its body.
        case badHeader
    }

    /// A header is a line or two; anything longer is not LSP.
    package static let maximumHeaderBytes = 8 * 1024
    /// The core reads no journal file over 64 MiB; its text as JSON (escapes, the rest of the message) fits in this.
    package static let maximumContentBytes = 96 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (consumed bytes are dropped in one go, not one message at a time).
    private var start = 0
    private var skipping = 0
    /// A header past `maximumHeaderBytes` being passed over, its end not seen yet.
    private var overlong: OverlongHeader?
    /// Where the search for the end of the header at `start` goes on from: a header arriving a byte at a time is
    /// searched once, not once per byte.
    private var searchedTo = 0

    package init() {}

    /// Adds bytes read from the client and returns the frames they completed.
    package mutating func feed(_ bytes: [UInt8]) -> [Frame] {
        var input = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, input.count)
            skipping -= dropped
            input = input.dropFirst(dropped)
        }
        buffer.append(contentsOf: input)
        var frames: [Frame] = []
        while let frame = next() { frames.append(frame) }
        if start > 0 {
            buffer.removeFirst(start)
            searchedTo = max(0, searchedTo - start)
            start = 0
        }
        return frames
    }

    private mutating func next() -> Frame? {
        while skipping == 0 {
            if var header = overlong {
                guard let end = header.scan(buffer, from: start) else {
                    overlong = header
                    start = buffer.count
                    return nil
                }
                overlong = nil
                start = end
                if let length = header.length { skip(length, from: end) }
                continue
            }
            guard let headerEnd = headerEnd() else {
                // Past the limit once every place its end could be has arrived: the same whether the bytes come
                // whole or one at a time.
                if buffer.count - start >= MessageFramer.maximumHeaderBytes + 4 {
                    overlong = OverlongHeader()
                    return .badHeader
                }
                return nil
            }
            let header = buffer[start..<headerEnd]
            let bodyStart = headerEnd + 4
            guard let length = MessageFramer.contentLength(header) else {
                start = bodyStart
                return .badHeader
            }
            guard length <= MessageFramer.maximumContentBytes else {
                skip(length, from: bodyStart)
                return .tooLarge(length)
            }
            guard buffer.count - bodyStart >= length else { return nil }
            start = bodyStart + length
            return .message(Array(buffer[bodyStart..<bodyStart + length]))
        }
        return nil
    }

    /// Passes over a body of `length` bytes starting at `bodyStart`: what the buffer holds of it, and the rest as
    /// it arrives.
    private mutating func skip(_ length: Int, from bodyStart: Int) {
        let available = buffer.count - bodyStart
        skipping = max(0, length - available)
        start = min(buffer.count, bodyStart + length)
    }

    /// The index of the `\r\n\r\n` ending the header, looked for within `maximumHeaderBytes`, from where the
    /// last search stopped.
    private mutating func headerEnd() -> Int? {
        let limit = min(buffer.count, start + MessageFramer.maximumHeaderBytes + 4)
        var index = max(start, searchedTo)
        while index + 3 < limit {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        searchedTo = index
        return nil
    }

    fileprivate static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        for line in text.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            guard value.count <= 12, let length = Int(value), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    /// A body with its header, ready to send.
    package static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }
}

/// A header past the limit, read a byte at a time and kept only as far as a `Content-Length` line needs: the first
/// `keptLineBytes` of the line being read, the first length found, and how much of `\r\n\r\n` was just seen.
private struct OverlongHeader {
    /// `Content-Length: ` and a value of at most twelve digits, with room for a few spaces.
    static let keptLineBytes = 64

    private(set) var length: Int?
    private var line: [UInt8] = []
    private var lineTooLong = false
    private var previous: UInt8 = 0
    private var matched = 0

    /// Reads `bytes` from `start`; the index just past the header's end, or nil when it has not ended in them.
    mutating func scan(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A, previous == 0x0D {
                endLine()
            } else if line.count < Self.keptLineBytes {
                line.append(byte)
            } else {
                lineTooLong = true
            }
            previous = byte
            let expected: UInt8 = matched % 2 == 0 ? 0x0D : 0x0A
            matched = byte == expected ? matched + 1 : (byte == 0x0D ? 1 : 0)
            if matched == 4 { return index }
        }
        return nil
    }

    private mutating func endLine() {
        if line.last == 0x0D { line.removeLast() }
        if length == nil, !lineTooLong { length = MessageFramer.contentLength(line[...]) }
        line.removeAll(keepingCapacity: true)
        lineTooLong = false
    }
}
