import DaybookCore
import DaybookPlatform

/// An append handle on a MemoryFileSystem file.
final class MemoryAppendableFile: AppendableFile {
    private let files: MemoryFileSystem
    private let path: String

    init(files: MemoryFileSystem, path: String) {
        self.files = files
        self.path = path
    }

    public func status() throws(FileSystemError) -> FileStatus {
        guard let status = files.status(path) else { throw FileSystemError(path: path, reason: .notFound) }
        return status
    }

    func lock() throws(FileSystemError) {}

    func contents() throws(FileSystemError) -> [UInt8] {
        try files.read(path)
    }

    func append(_ bytes: [UInt8]) throws(FileSystemError) {
        try files.appendBytes(bytes, to: path)
    }

    func sync() throws(FileSystemError) {}

    func close() {}
}
