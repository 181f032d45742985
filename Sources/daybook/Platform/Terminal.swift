#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drawing in place on a terminal: home and clear, hidden cursor, the width of the window.
enum Terminal {
    static let clear = "\u{1B}[H\u{1B}[2J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// Columns of the terminal on stdout; 80 when it cannot say.
    static func width() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// `line` cut to `width` cells, counting wide characters as two and colour codes as none.
    static func fit(_ line: String, width: Int) -> String {
        var cells = 0
        var out = ""
        var escape = false
        for character in line {
            if escape {
                out.append(character)
                if character.isLetter { escape = false }
                continue
            }
            if character == "\u{1B}" {
                escape = true
                out.append(character)
                continue
            }
            let cellWidth = TerminalWidth.of(character)
            if cells + cellWidth > width { return out + "\u{1B}[0m" }
            cells += cellWidth
            out.append(character)
        }
        return out
    }
}

/// Signal handlers can only write to a descriptor; the watch loop reads which signal came from its wake-up pipe.
nonisolated(unsafe) private var signalDescriptor: Int32 = -1

/// Routes `signals` to `descriptor` (one byte, the signal number, per delivery). The signals are unblocked too:
/// a parent may have started daybook with them blocked, and then Ctrl-C or a terminating status bar would go unseen.
func forwardSignals(_ signals: [Int32], to descriptor: Int32) {
    signalDescriptor = descriptor
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
func dieBySignal(_ number: Int32) -> Never {
    signal(number, SIG_DFL)
    raise(number)
    exit(128 + number)
}
