/// Where a glucose reading came from. A continuous source is a sensor sampling every few minutes (CGM); the
/// others are readings taken now and then (a meter, a sensor scan, a line in the journal). Statistics of a day
/// use its continuous readings when it has any, so that spot checks do not weigh a sampled series.
public enum GlucoseSource: String, Sendable, Hashable, CaseIterable {
    /// A `bg 142` line in the journal.
    case journal
    /// A Nightscout `sgv` entry (a sensor value).
    case nightscout
    /// A Nightscout `mbg` entry (a meter value).
    case nightscoutMeter = "nightscout-meter"
    /// A LibreView historic glucose row (record type 0).
    case libreview
    /// A LibreView scan glucose row (record type 1).
    case libreviewScan = "libreview-scan"
    /// A Dexcom Clarity EGV row.
    case dexcom

    /// The source's place among the sources, for ordering readings of the same second.
    var order: Int {
        switch self {
        case .journal: return 0
        case .nightscout: return 1
        case .nightscoutMeter: return 2
        case .libreview: return 3
        case .libreviewScan: return 4
        case .dexcom: return 5
        }
    }

    /// Each source's name as bytes, in `order`, for reading rows without making strings.
    static let names: [(bytes: [UInt8], source: GlucoseSource)] =
        allCases.sorted { $0.order < $1.order }.map { (Array($0.rawValue.utf8), $0) }

    public var isContinuous: Bool {
        switch self {
        case .nightscout, .libreview, .dexcom: return true
        case .journal, .nightscoutMeter, .libreviewScan: return false
        }
    }
}
