public struct DirectoryEntry: Sendable, Hashable {
    public var name: String
    /// nil when the directory listing does not say (then ask `status`).
    public var kind: FileKind?

    public init(name: String, kind: FileKind?) {
        self.name = name
        self.kind = kind
    }
}
