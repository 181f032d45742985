/// A failed file operation, naming the file and the reason in words.
///
/// The core knows no `errno` values: the platform layer turns a failed system call into a `Reason`, keeping the
/// two outcomes the core acts on (nothing there, something already there) apart from every other failure.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// Nothing is at the path (`ENOENT`).
        case notFound
        /// Something is already at the path (`EEXIST`).
        case alreadyExists
        /// Any other failed system call: its `errno` and the system's words for it.
        case system(code: Int32, text: String)
        /// A FIFO, socket or device where a journal file should be.
        case notRegularFile
        case tooLarge(limit: Int)
        /// The path kept being replaced by another file while daybook wrote to it.
        case keptChanging
        /// A write (or a read of what is to be written) met a symbolic link at `link`: the path itself, or a folder
        /// on the way to it. The link is never followed: it could point anywhere.
        case symbolicLink(link: String)
        /// The file has other names (hard links), which may be outside the folder written to.
        case hardLinked(count: Int)
        /// A `..` in the path: it would leave the folder written to.
        case leavesRoot
        /// `folder`, on the way to the path, is a file (or a FIFO, a device) where a folder should be: a `.daybook`
        /// synced in as a file, say.
        case notAFolder(folder: String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Nothing is at the path.
    public var isNotFound: Bool { reason == .notFound }

    /// Something is already at the path.
    public var alreadyExists: Bool { reason == .alreadyExists }

    /// daybook would not write there whatever the person did next: a link, a file with other names, something
    /// that is not a regular file, a way out of the folder. (Other failures — no space, no permission — may pass.)
    public var isRefusal: Bool {
        switch reason {
        case .symbolicLink, .hardLinked, .notRegularFile, .leavesRoot, .notAFolder: return true
        default: return false
        }
    }

    public var description: String { "\(path): \(reasonText.en)" }
}
