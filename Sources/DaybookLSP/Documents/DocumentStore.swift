import DaybookCore

/// The open documents, by URI: the editor's buffers, which win over the files on disk, and which version of each
/// equals its file (as opened or saved).
struct DocumentStore {
    private var documents: [String: TextDocument] = [:]
    private var savedVersions: [String: Int] = [:]

    subscript(uri: String) -> TextDocument? {
        documents[uri]
    }

    var uris: Dictionary<String, TextDocument>.Keys { documents.keys }

    /// The open document at `path`, if one is.
    func document(at path: String) -> TextDocument? {
        documents.values.first { $0.path == path }
    }

    /// Opens (or opens again) a document whose text is its file's.
    mutating func open(uri: String, path: String, version: Int, text: String) {
        documents[uri] = TextDocument(uri: uri, path: path, version: version, text: text)
        savedVersions[uri] = version
    }

    /// Applies the client's changes in order: each replaces a range, or everything without one. A change that does
    /// not fit the text (a range past its end, an offset inside a surrogate pair) is an error, and it and the
    /// changes after it are not applied; those before it are, and the version moves on.
    mutating func change(_ uri: String, version: Int?, _ changes: [(range: TextRange?, text: String)])
        throws(ResponseError)
    {
        guard var document = documents[uri] else { throw .invalidParams("\(uri) is not open") }
        if let version { document.version = version }
        defer { documents[uri] = document }
        try document.apply(changes)
    }

    /// The document now equals its file.
    mutating func saved(_ uri: String) {
        if let document = documents[uri] { savedVersions[uri] = document.version }
    }

    mutating func close(_ uri: String) -> TextDocument? {
        savedVersions[uri] = nil
        return documents.removeValue(forKey: uri)
    }

    /// Whether the document's text is its file's (so an estimator may be asked about it).
    func isSaved(_ uri: String) -> Bool {
        documents[uri].map { savedVersions[uri] == $0.version } ?? false
    }

    /// The file system with every open buffer in place of its file.
    func overlay(on base: any FileSystem, limit: Int) -> OverlayFileSystem {
        var buffers: [String: [UInt8]] = [:]
        for document in documents.values { buffers[document.path] = document.bytes }
        return OverlayFileSystem(base: base, buffers: buffers, limit: limit)
    }
}
