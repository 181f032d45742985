import DaybookCore
import DaybookLibC

/// A file opened for reading and appending (`O_RDWR | O_APPEND`): every write goes to the end, whatever was read.
final class PosixAppendableFile: AppendableFile {
    private let path: String
    private var fd: Int32
    private let readCall: ReadCall
    private let writeCall: WriteCall

    init(path: String, fd: Int32, read: @escaping ReadCall, write: @escaping WriteCall) {
        self.path = path
        self.fd = fd
        readCall = read
        writeCall = write
    }

    deinit {
        close()
    }

    func status() throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        return FileStatus(info)
    }

    func lock() throws(FileSystemError) {
        guard retryingOnInterrupt({ flock(fd, LOCK_EX) }) == 0 else { throw FileSystemError(path: path, errno: errno) }
    }

    func contents() throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw FileSystemError(path: path, errno: errno) }
        while true {
            let got = chunk.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return retryingOnInterrupt { readCall(fd, base, buffer.count) }
            }
            if got < 0 { throw FileSystemError(path: path, errno: errno) }
            if got == 0 { return bytes }
            bytes += chunk[0..<got]
            guard bytes.count <= PosixFileSystem.maximumFileSize else {
                throw FileSystemError(path: path, reason: .tooLarge(limit: PosixFileSystem.maximumFileSize))
            }
        }
    }

    func append(_ bytes: [UInt8]) throws(FileSystemError) {
        let before = try status().size
        let (written, failure) = writeAll(fd, bytes, using: writeCall)
        if let failure {
            // Take back a partial line, but only if nobody else appended meanwhile.
            if written > 0, let now = try? status().size, now == before + Int64(written) {
                _ = ftruncate(fd, off_t(before))
            }
            throw FileSystemError(path: path, errno: failure)
        }
    }

    func sync() throws(FileSystemError) {
        guard flushToStorage(fd) else { throw FileSystemError(path: path, errno: errno) }
    }

    func close() {
        guard fd >= 0 else { return }
        closeDescriptor(fd)
        fd = -1
    }
}
