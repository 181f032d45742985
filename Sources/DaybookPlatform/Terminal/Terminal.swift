import DaybookLibC

/// Drawing in place on a terminal: row by row, hidden cursor, the size of the window.
public enum Terminal {
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"

    /// Moves to the start of `row` (1-based) and clears it: drawing row by row this way never scrolls, where a line
    /// break on the last row would, and never clears the whole screen, which tmux keeps in the scrollback.
    public static func clearRow(_ row: Int) -> String {
        "\u{1B}[\(row);1H\u{1B}[2K"
    }

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
