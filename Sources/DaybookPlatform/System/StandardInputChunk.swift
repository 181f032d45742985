/// What waiting on standard input gave.
public enum StandardInputChunk: Equatable, Sendable {
    case bytes([UInt8])
    /// Nothing arrived in the time allowed.
    case idle
    /// The other end closed standard input (or it cannot be read).
    case closed
}
