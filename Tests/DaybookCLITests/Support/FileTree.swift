import Foundation

/// Everything below `url`, without following a symbolic link: each path (relative to `url`) with what it is —
/// `file: CONTENTS`, `link -> DESTINATION`, `folder` or `other`. Comparing two of these shows whether a run changed
/// anything at all, inside the journal or outside it.
func fileTree(_ url: URL) throws -> [String: String] {
    var tree: [String: String] = [:]
    var pending = [""]
    let manager = FileManager.default
    while let relative = pending.popLast() {
        let folder = relative.isEmpty ? url : url.appendingPathComponent(relative)
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = url.appendingPathComponent(path).path
            let type = try manager.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                tree[path] = "link -> " + (try manager.destinationOfSymbolicLink(atPath: full))
            case .typeDirectory?:
                tree[path] = "folder"
                pending.append(path)
            case .typeRegular?:
                tree[path] =
                    "file: " + String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
            default:
                tree[path] = "other"
            }
        }
    }
    return tree
}

/// A folder outside the journal standing for the rest of the person's home: what an attack would write to.
final class OutsideFolder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }
}

extension TemporaryJournal {
    /// Makes `path` (inside the journal) a symbolic link to `destination`, creating its folder.
    func link(_ path: String, to destination: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }
}
