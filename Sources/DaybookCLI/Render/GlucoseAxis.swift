import DaybookCore

/// Where a glucose value goes on a chart: from 40 mg/dL at `bottom` to 400 at `top` (values beyond are drawn at
/// the edge), in whole SVG units so that the page stays small.
struct GlucoseAxis {
    static let range = 40.0...400.0

    var top: Double
    var bottom: Double

    func y(_ mgdl: Double) -> Int {
        let clamped = min(max(mgdl, GlucoseAxis.range.lowerBound), GlucoseAxis.range.upperBound)
        let share =
            (clamped - GlucoseAxis.range.lowerBound) / (GlucoseAxis.range.upperBound - GlucoseAxis.range.lowerBound)
        return Int((bottom - share * (bottom - top)).rounded())
    }
}
