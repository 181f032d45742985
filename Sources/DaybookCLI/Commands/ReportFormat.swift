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

    /// The names `--format` takes.
    static var names: [String] { Name.allCases.map(\.rawValue) }

    private enum Name: String, CaseIterable {
        case text
        case md
        case csv
        case json
        case html
    }

    init(_ invocation: Invocation) throws(CommandFailure) {
        let command = invocation.runningCommand
        let name = try invocation.format(Name.text)
        let byItem = invocation.value("--by") == "item"
        let profile = invocation.flag(CommandSpec.glucoseProfileOption.name)
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
