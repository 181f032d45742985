#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Drawing in place on a terminal: home and clear, hidden cursor, the size of the window.
public enum Terminal {
    public static let clear = "\u{1B}[H\u{1B}[2J"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"

    /// Columns and rows of the terminal on stdout; nil when stdout is not a terminal or it cannot say.
    public static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Darwin)
        let request = TIOCGWINSZ
        #else
        let request = UInt(TIOCGWINSZ)
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Columns of the terminal on stdout; 80 when it cannot say.
    public static func width() -> Int {
        size()?.columns ?? 80
    }
}
