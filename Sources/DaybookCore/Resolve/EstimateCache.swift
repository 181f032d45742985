/// Pinned estimates, `.daybook/estimates.yaml`: once an estimate is pinned, every device and every later run shows
/// the same number for that food. The file is an append-only YAML list:
///
///     - {key: mystery stew, kcal: 520, estimator: stub, at: "2026-11-29T19:02"}
///     - {key: rice, kcal_per_100g: 156, estimator: stub, at: "2026-11-29T12:30"}
///
/// For a key pinned twice the first pin in the file wins.
public struct EstimateCache: Sendable {
    public static let path = ".daybook/estimates.yaml"

    private var pins: [NameKey: KcalValues] = [:]

    public init() {}

    /// The pinned values for a food name in matching form.
    public func find(_ key: String) -> KcalValues? {
        pins[NameKey(key)]
    }

    public var count: Int { pins.count }

    public static func load(_ bytes: [UInt8], file: String = path) -> (EstimateCache, [Diagnostic]) {
        var report = YAMLReport(file: file, bytes: bytes)
        var cache = EstimateCache()
        guard let root = report.parse(), !root.isNull else { return (cache, report.diagnostics) }
        guard let records = root.sequence else {
            report.error("expected a list of pinned estimates, found \(root.kindDescription)", at: root)
            return (cache, report.diagnostics)
        }
        for record in records {
            guard let fields = record.mapping else {
                report.error("a pinned estimate must be a mapping with 'key' and 'kcal'", at: record)
                continue
            }
            var key: String?
            var values = KcalValues()
            for field in fields {
                switch field.key.scalar {
                case "key": key = field.value.scalar.map(TextFolding.matchKey)
                case "kcal": values.perUnit = report.number(field.value, key: "kcal", in: 0...100_000)
                case "kcal_per_100g": values.per100g = report.number(field.value, key: "kcal_per_100g", in: 0...100_000)
                case "kcal_per_100ml":
                    values.per100ml = report.number(field.value, key: "kcal_per_100ml", in: 0...100_000)
                default: continue
                }
            }
            guard let key, !key.isEmpty, !values.isEmpty else {
                report.error("a pinned estimate needs a 'key' and a kcal value", at: record)
                continue
            }
            if cache.pins[NameKey(key)] == nil { cache.pins[NameKey(key)] = values }
        }
        return (cache, report.diagnostics)
    }
}
