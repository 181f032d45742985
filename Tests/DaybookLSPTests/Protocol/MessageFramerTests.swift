import DaybookPlatform
import Testing

@testable import DaybookLSP

struct MessageFramerTests {
    private func frame(_ body: String) -> [UInt8] { MessageFramer.frame(body) }

    @Test func aMessageArrivingByteByByteIsWholeOnce() {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in frame(#"{"a":"é"}"#) { frames += framer.feed([byte]) }
        #expect(frames == [.message(Array(#"{"a":"é"}"#.utf8))])
    }

    @Test func twoMessagesInOneChunk() {
        var framer = MessageFramer()
        #expect(framer.feed(frame("[1]") + frame("[2]")) == [.message(Array("[1]".utf8)), .message(Array("[2]".utf8))])
    }

    @Test func otherHeaderFieldsAndAnyCaseAreAccepted() {
        var framer = MessageFramer()
        let bytes = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        #expect(framer.feed(bytes) == [.message(Array("{}".utf8))])
    }

    @Test func aHeaderWithoutLengthIsDroppedAndTheNextMessageRead() {
        var framer = MessageFramer()
        let bytes = Array("Content-Type: x\r\n\r\n".utf8) + frame("[3]")
        #expect(framer.feed(bytes) == [.badHeader, .message(Array("[3]".utf8))])
    }

    @Test func aNegativeOrAbsurdLengthIsABadHeader() {
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: -4\r\n\r\n".utf8)) == [.badHeader])
        #expect(framer.feed(Array("Content-Length: 99999999999999999999\r\n\r\n".utf8)) == [.badHeader])
    }

    @Test func aTooLargeMessageIsSkippedWithoutBeingKept() {
        var framer = MessageFramer()
        let length = MessageFramer.maximumContentBytes + 10
        #expect(
            framer.feed(Array("Content-Length: \(length)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 6))
                == [.tooLarge(length)])
        // The rest of the skipped body, then a message that counts.
        #expect(framer.feed([UInt8](repeating: 0x20, count: length - 6)) == [])
        #expect(framer.feed(frame("[4]")) == [.message(Array("[4]".utf8))])
    }

    /// An endless header is said to be one as soon as it passes the limit, and nothing of it is kept; once it ends,
    /// the next message is read. (Until then every byte is its: a message header inside it is no message's.)
    @Test func anEndlessHeaderIsDroppedAsItArrives() {
        var framer = MessageFramer()
        let frames = framer.feed([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderBytes + 10))
        #expect(frames == [.badHeader])
        for _ in 0..<100 { #expect(framer.feed([UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)) == []) }
        #expect(framer.feed(Array("\r\n\r\n".utf8) + frame("[5]")) == [.message(Array("[5]".utf8))])
    }

    /// A header over the limit is an error for its message alone: its body is skipped by its Content-Length, first
    /// or last in the header, and the message that arrives with it is read — in one chunk or in pieces.
    @Test(arguments: [true, false], [1, 7, 1_000, 1_000_000])
    func aHeaderOverTheLimitLosesOnlyItsMessage(lengthFirst: Bool, chunk: Int) {
        let junk = "X-Junk: " + String(repeating: "a", count: MessageFramer.maximumHeaderBytes) + "\r\n"
        let body = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        let length = "Content-Length: \(body.utf8.count)\r\n"
        let header = (lengthFirst ? length + junk : junk + length) + "\r\n"
        let bytes = Array((header + body).utf8) + frame("[6]") + frame("[7]")
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        var start = 0
        while start < bytes.count {
            frames += framer.feed(Array(bytes[start..<min(bytes.count, start + chunk)]))
            start += chunk
        }
        #expect(frames == [.badHeader, .message(Array("[6]".utf8)), .message(Array("[7]".utf8))])
    }

    /// A header of exactly the limit is read, whole or a byte at a time; one byte more is over it, either way.
    @Test(arguments: [0, 1])
    func theLimitIsTheSameWholeOrInPieces(over: Int) {
        let length = "Content-Length: 2\r\n"
        let padding =
            "X: " + String(repeating: "a", count: MessageFramer.maximumHeaderBytes - length.utf8.count - 3 + over)
        let bytes = Array((length + padding + "\r\n\r\n{}").utf8) + frame("[1]")
        let expected: [MessageFramer.Frame] =
            over == 0
            ? [.message(Array("{}".utf8)), .message(Array("[1]".utf8))] : [.badHeader, .message(Array("[1]".utf8))]
        var whole = MessageFramer()
        #expect(whole.feed(bytes) == expected)
        var pieces = MessageFramer()
        #expect(bytes.flatMap { pieces.feed([$0]) } == expected)
    }

    /// A header that arrives a byte at a time is searched once: 4× the header takes about 4× the CPU time (each
    /// byte searching the whole header again took 16×). Thread CPU time, the least of three runs.
    @Test func aHeaderByteByByteCostsItsLength() {
        func cpu(_ size: Int) -> Int64 {
            let bytes = Array(("Content-Length: 2\r\nX: " + String(repeating: "a", count: size) + "\r\n\r\n{}").utf8)
            return (0..<3).map { _ in
                var framer = MessageFramer()
                let start = SystemClock.threadCPUNanoseconds()
                var frames = 0
                for byte in bytes { frames += framer.feed([byte]).count }
                let time = SystemClock.threadCPUNanoseconds() - start
                #expect(frames == 1)
                return time
            }.min() ?? 0
        }
        let small = cpu(2_000)
        let large = cpu(8_000)
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio < 8, "4× the header took \(ratio)× the time")
    }

    /// Without a Content-Length, an over-long header ends at its blank line and what follows is read as a message.
    @Test func aHeaderOverTheLimitWithoutLengthEndsAtItsBlankLine() {
        let junk = "X-Junk: " + String(repeating: "a", count: MessageFramer.maximumHeaderBytes) + "\r\n\r\n"
        var framer = MessageFramer()
        #expect(framer.feed(Array(junk.utf8) + frame("[8]")) == [.badHeader, .message(Array("[8]".utf8))])
    }

    /// A header over the limit that names a body over its limit skips that too, unkept.
    @Test func aHeaderOverTheLimitWithAHugeBodySkipsIt() {
        let length = MessageFramer.maximumContentBytes + 1
        let header = "Content-Length: \(length)\r\nX-Junk: " + String(repeating: "a", count: 9_000) + "\r\n\r\n"
        var framer = MessageFramer()
        #expect(framer.feed(Array(header.utf8) + [UInt8](repeating: 0x20, count: 10)) == [.badHeader])
        #expect(framer.feed([UInt8](repeating: 0x20, count: length - 10)) == [])
        #expect(framer.feed(frame("[9]")) == [.message(Array("[9]".utf8))])
    }
}
