import DaybookCore
import DaybookPlatform

/// The shapes a report takes.
enum ReportFormat {
    case text
    case markdown
    case csv
    /// `--format csv --by item`.
    case itemCSV
    case json
    /// A printable page: glucose, doses, intake.
    case html
    /// `--glucose-profile`: glucose by time of day, as text.
    case glucoseProfile

    enum Name: String, CaseIterable, JSONFormat {
        case text
        case md
        case csv
        case json
        case html
    }

    init(_ invocation: Invocation<ReportCommand>) throws(CommandFailure) {
        let command = invocation.command
        let name = invocation.format(Name.text)
        let byItem = invocation.by == .item
        let profile = invocation.glucoseProfile
        if profile, name != .text, name != .html {
            throw .usage(.glucoseProfileNeedsText, command: command)
        }
        switch (name, byItem) {
        case (.text, false): self = profile ? .glucoseProfile : .text
        case (.md, false): self = .markdown
        case (.csv, false): self = .csv
        case (.csv, true): self = .itemCSV
        case (.json, false): self = .json
        case (.html, false): self = .html
        case (.text, true), (.md, true), (.json, true), (.html, true):
            throw .usage(.byItemNeedsCSV, command: command)
        }
    }
}

extension ReportFormat {
    /// The format shows each day's numbers and none of its entries, so days may come from the report cache.
    var showsOnlyNumbers: Bool {
        switch self {
        case .text, .markdown, .csv, .json: return true
        case .itemCSV, .html, .glucoseProfile: return false
        }
    }
}
