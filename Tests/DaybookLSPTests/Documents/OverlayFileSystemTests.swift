import DaybookCore
import DaybookPlatform
import Testing

@testable import DaybookLSP

struct OverlayFileSystemTests {
    @Test func aBufferLargerThanTheFileSystemReadsIsTooLarge() {
        let huge = [UInt8](repeating: 0x2D, count: 1001)
        let overlay = OverlayFileSystem(base: PosixFileSystem(), buffers: ["/nowhere/2026-11-29.md": huge], limit: 1000)
        #expect(
            throws: FileSystemError(
                path: "/nowhere/2026-11-29.md",
                reason: .tooLarge(limit: 1000))
        ) {
            try overlay.read("/nowhere/2026-11-29.md")
        }
    }
}
