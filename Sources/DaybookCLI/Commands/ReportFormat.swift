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

    /// The names `--format` takes.
    static var names: [String] { Name.allCases.map(\.rawValue) }

    private enum Name: String, CaseIterable {
        case text
        case md
        case csv
        case json
    }

    init(_ invocation: Invocation) throws(CommandFailure) {
        let command = invocation.runningCommand
        let name = try invocation.format(Name.text)
        let byItem = invocation.value("--by") == "item"
        switch (name, byItem) {
        case (.text, false): self = .text
        case (.md, false): self = .markdown
        case (.csv, false): self = .csv
        case (.csv, true): self = .itemCSV
        case (.json, false): self = .json
        case (.text, true), (.md, true), (.json, true):
            throw .usage("--by item needs --format csv", command: command)
        }
    }
}
