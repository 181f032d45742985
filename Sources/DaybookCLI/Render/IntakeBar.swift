/// A day's intake as a horizontal bar against its target, in Unicode blocks: `█` up to the target (with eighths
/// for the last cell), `▓` beyond it (red in colour), and `│` where the target is when intake stops short of it.
enum IntakeBar {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// At most `width` cells (nothing trails the bar); `scale` is the kcal the whole width stands for.
    static func render(eaten: Int, target: Int, scale: Int, width: Int, style: Style) -> String {
        guard width > 1, scale > 0 else { return "" }
        let perCell = Double(scale) / Double(width - 1)
        let targetCell = min(width - 1, Int((Double(target) / perCell).rounded()))
        let within = max(0, min(eaten, target))
        let withinEighths = Int((Double(within) / perCell * 8).rounded())
        var bar = String(repeating: "█", count: withinEighths / 8) + eighths[withinEighths % 8]
        let cells = withinEighths / 8 + (withinEighths % 8 > 0 ? 1 : 0)
        var out = bar.isEmpty ? "" : style.green(bar)
        if eaten > target {
            let over = min(width - cells, max(1, Int((Double(eaten - target) / perCell).rounded())))
            bar = String(repeating: "▓", count: over)
            out += style.red(bar)
        } else if cells <= targetCell {
            out += String(repeating: " ", count: targetCell - cells) + style.dim("│")
        }
        return out
    }
}
