import DaybookCore
@testable import DaybookLSP
import Testing

struct OverlayFileSystemTests {
    @Test func aBufferLargerThanTheCoreReadsIsTooLarge() {
        let huge = [UInt8](repeating: 0x2D, count: PosixFileSystem.maximumFileSize + 1)
        let overlay = OverlayFileSystem(base: PosixFileSystem(), buffers: ["/nowhere/2026-11-29.md": huge])
        #expect(throws: FileSystemError(path: "/nowhere/2026-11-29.md",
                                        reason: .tooLarge(limit: PosixFileSystem.maximumFileSize))) {
            try overlay.read("/nowhere/2026-11-29.md")
        }
    }
}
