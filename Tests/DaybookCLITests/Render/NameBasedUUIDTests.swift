import Testing

@testable import DaybookCLI

/// The identifiers' hash and UUIDs against published values (FIPS 180-4's SHA-1 examples; RFC 9562's version 5,
/// as Python's `uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")` gives it).
struct NameBasedUUIDTests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func sha1() {
        #expect(hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(hex(SHA1.digest(Array(twoBlocks.utf8))) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(SHA1.digest([UInt8](repeating: 0x61, count: 1000))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    @Test func versionFive() {
        let dns: [UInt8] = [
            0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8,
        ]
        #expect(
            NameBasedUUID.make(namespace: dns, name: Array("python.org".utf8)) == "886313e1-3b8a-5372-9b90-0c9aee199e5d"
        )
    }
}
