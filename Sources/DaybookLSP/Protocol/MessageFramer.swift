/// LSP's base protocol: each message is a header (`Content-Length: N`, other fields ignored) and `\r\n\r\n`, then N
/// bytes of JSON. Bytes arrive in chunks of any size; the framer hands back whole bodies, and never holds more than
/// one body of at most `maximumContentBytes`: a larger message is skipped, not buffered.
struct MessageFramer {
    /// What the incoming bytes held.
    enum Frame: Equatable {
        case message([UInt8])
        /// A body longer than `maximumContentBytes`, skipped unread.
        case tooLarge(Int)
        /// A header without a usable `Content-Length`, or longer than `maximumHeaderBytes`; dropped.
        case badHeader
    }

    /// A header is a line or two; anything longer is not LSP.
    static let maximumHeaderBytes = 8 * 1024
    /// The core reads no journal file over 64 MiB; its text as JSON (escapes, the rest of the message) fits in this.
    static let maximumContentBytes = 96 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (consumed bytes are dropped in one go, not one message at a time).
    private var start = 0
    private var skipping = 0

    init() {}

    /// Adds bytes read from the client and returns the frames they completed.
    mutating func feed(_ bytes: [UInt8]) -> [Frame] {
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
            start = 0
        }
        return frames
    }

    private mutating func next() -> Frame? {
        guard skipping == 0 else { return nil }
        guard let headerEnd = headerEnd() else {
            if buffer.count - start > MessageFramer.maximumHeaderBytes {
                start = buffer.count
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
            let available = buffer.count - bodyStart
            skipping = max(0, length - available)
            start = min(buffer.count, bodyStart + length)
            return .tooLarge(length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        start = bodyStart + length
        return .message(Array(buffer[bodyStart..<bodyStart + length]))
    }

    /// The index of the `\r\n\r\n` ending the header, looked for within `maximumHeaderBytes`.
    private func headerEnd() -> Int? {
        let limit = min(buffer.count, start + MessageFramer.maximumHeaderBytes + 4)
        var index = start
        while index + 3 < limit {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
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
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }
}
