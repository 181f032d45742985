/// A day's intake as a horizontal bar against its target, in Unicode blocks: `█` up to the target (with eighths
/// for the last cell), `▓` beyond it (red in colour), and `│` where the target is when intake stops short of it.
enum IntakeBar {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// 64 cells of each block, copied from in runs: a report draws a bar for every day of years.
    private static let full = Array(repeating: Array("█".utf8), count: 64).flatMap { $0 }
    private static let over = Array(repeating: Array("▓".utf8), count: 64).flatMap { $0 }

    /// `count` cells of `block` (three bytes a cell).
    private static func blocks(_ count: Int, of block: [UInt8], into out: inout [UInt8]) {
        var left = count
        while left > 0 {
            let run = min(left, 64)
            out += block[0..<run * 3]
            left -= run
        }
    }

    /// At most `width` cells (nothing trails the bar); `scale` is the kcal the whole width stands for.
    static func render(eaten: Int, target: Int, scale: Int, width: Int, style: Style) -> String {
        var bytes: [UInt8] = []
        write(eaten: eaten, target: target, scale: scale, width: width, style: style, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `render`'s bar appended to `out` as UTF-8: a report draws one for every day of years.
    static func write(eaten: Int, target: Int, scale: Int, width: Int, style: Style, into out: inout [UInt8]) {
        guard width > 1, scale > 0 else { return }
        let perCell = Double(scale) / Double(width - 1)
        let targetCell = min(width - 1, Int((Double(target) / perCell).rounded()))
        let within = max(0, min(eaten, target))
        let withinEighths = Int((Double(within) / perCell * 8).rounded())
        let cells = withinEighths / 8 + (withinEighths % 8 > 0 ? 1 : 0)
        if withinEighths > 0 {
            paint(style.green, enabled: style.enabled, into: &out) { bar in
                blocks(withinEighths / 8, of: full, into: &bar)
                bar += eighths[withinEighths % 8].utf8
            }
        }
        if eaten > target {
            let count = min(width - cells, max(1, Int((Double(eaten - target) / perCell).rounded())))
            paint(style.red, enabled: style.enabled, into: &out) { blocks(count, of: over, into: &$0) }
        } else if cells <= targetCell {
            out += repeatElement(0x20, count: targetCell - cells)
            paint(style.dim, enabled: style.enabled, into: &out) { $0 += "│".utf8 }
        }
    }

    /// What `draw` writes, in `colour` when the style has colour (else straight into `out`).
    private static func paint(
        _ colour: (String) -> String, enabled: Bool, into out: inout [UInt8], _ draw: (inout [UInt8]) -> Void
    ) {
        guard enabled else { return draw(&out) }
        var bar: [UInt8] = []
        draw(&bar)
        out += colour(String(decoding: bar, as: UTF8.self)).utf8
    }
}
