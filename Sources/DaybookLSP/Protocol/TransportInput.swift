/// What waiting for the client gave.
public enum TransportInput: Equatable {
    case bytes([UInt8])
    /// Nothing arrived in the time allowed.
    case idle
    /// The client closed its end: the server ends.
    case closed
}
