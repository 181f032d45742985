import DaybookLSP
import DaybookPlatform

/// Standard input and output: how editors start a language server.
final class StandardTransport: Transport {
    init() {
        // A client that goes away must end the server through closed input, not kill it while it writes.
        ignoreBrokenPipes()
    }

    func receive(waitingAtMost milliseconds: Int?) -> TransportInput {
        switch readStandardInput(waitingAtMost: milliseconds) {
        case .bytes(let bytes): return .bytes(bytes)
        case .idle: return .idle
        case .closed: return .closed
        }
    }

    func send(_ bytes: [UInt8]) {
        StandardStream.output.write(bytes)
    }
}
