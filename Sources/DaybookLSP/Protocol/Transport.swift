/// Where the server's bytes come from and go to: standard input and output, or a test's script.
public protocol Transport: AnyObject {
    /// Waits at most `milliseconds` for bytes from the client (with nil, until some arrive or the input closes).
    func receive(waitingAtMost milliseconds: Int?) -> TransportInput
    /// Sends bytes to the client, whole.
    func send(_ bytes: [UInt8])
}
