/// Malformed YAML, or YAML that breaks a rule daybook adds (no duplicate keys, no deep nesting, few aliased nodes).
public struct YAMLError: Error, Sendable, Hashable {
    public var message: YAMLMessage
    public var mark: YAMLMark
    /// How to fix it, when the message alone does not say.
    public var hint: YAMLMessage?

    public init(_ message: YAMLMessage, at mark: YAMLMark, hint: YAMLMessage? = nil) {
        self.message = message
        self.mark = mark
        self.hint = hint
    }
}
