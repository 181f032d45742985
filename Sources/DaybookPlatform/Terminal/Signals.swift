import DaybookLibC

/// The signals daybook handles, by name, so code above the platform layer needs no C library.
public enum Signal {
    public static let interrupt = SIGINT
    public static let terminate = SIGTERM
    public static let windowChanged = SIGWINCH
}

/// Writing to a pipe whose reader has gone fails with EPIPE instead of ending daybook with SIGPIPE: for a program
/// that exits without reading its input, and an editor that quits before its language server. Set once for the
/// process; children started by `Subprocess` get the default back.
public func ignoreBrokenPipes() {
    _ = brokenPipesIgnored
}

private let brokenPipesIgnored: Void = {
    signal(SIGPIPE, SIG_IGN)
}()

/// Signal handlers can only write to a descriptor; the watch loop reads which signal came from its wake-up pipe.
nonisolated(unsafe) private var signalDescriptor: Int32 = -1

/// Routes `signals` to `descriptor` (one byte, the signal number, per delivery). The signals are unblocked too:
/// a parent may have started daybook with them blocked, and then Ctrl-C or a terminating status bar would go unseen.
public func forwardSignals(_ signals: [Int32], to descriptor: FileDescriptor) {
    signalDescriptor = descriptor.rawValue
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals {
        sigaddset(&set, number)
        signal(number) { received in
            var byte = UInt8(truncatingIfNeeded: received)
            _ = write(signalDescriptor, &byte, 1)
        }
    }
    sigprocmask(SIG_UNBLOCK, &set, nil)
}

/// Ends the process the way `number` would have, once the terminal is restored.
public func dieBySignal(_ number: Int32) -> Never {
    signal(number, SIG_DFL)
    raise(number)
    exit(128 + number)
}
