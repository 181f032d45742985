/// What waiting for the client gave.
public enum TransportInput: Equatable {
    case bytes([UInt8])
    /// Nothing arrived in the time allowed.
    case idle
    /// The client closed its end: the server ends.
    case closed
}

/// Where the server's bytes come from and go to: standard input and output, or a test's script.
public protocol Transport: AnyObject {
    /// Waits at most `milliseconds` for bytes from the client (with nil, until some arrive or the input closes).
    func receive(waitingAtMost milliseconds: Int?) -> TransportInput
    /// Sends bytes to the client, whole.
    func send(_ bytes: [UInt8])
}
