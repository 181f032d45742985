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

    @Test func anEndlessHeaderIsDropped() {
        var framer = MessageFramer()
        let frames = framer.feed([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderBytes + 10))
        #expect(frames == [.badHeader])
        #expect(framer.feed(frame("[5]")) == [.message(Array("[5]".utf8))])
    }
}
