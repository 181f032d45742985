import DaybookCore

/// What `daybook __complete` lists for the completion scripts: the journal's names that no script can know.
enum CompletionValues: String, CaseIterable {
    /// Each dose's name and aliases, from daybook.yaml.
    case doses
    /// Each food's name and aliases, from foods.yaml.
    case foods

    /// At most this many names are listed: a shell shows no more, and foods.yaml is untrusted.
    static let maximumCount = 5_000

    /// The names, in the file's order, without repeats and without any a shell could not take as one word on a
    /// line (control characters) or would read as an option (a leading '-').
    func names(in location: JournalLocation, reader: JournalReader) -> [String] {
        let all: [String]
        switch self {
        case .doses:
            all = reader.readConfig(location).0.doses.flatMap { [$0.name] + $0.aliases }
        case .foods:
            all = reader.readFoods(location).0.foods.flatMap { [$0.name] + $0.aliases }
        }
        var seen: Set<String> = []
        var names: [String] = []
        for name in all where names.count < CompletionValues.maximumCount && CompletionValues.isListable(name) {
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    private static func isListable(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-")
            && !name.unicodeScalars.contains {
                VisibleText.isControl($0) || $0.properties.generalCategory == .control || $0 == "\u{2028}"
                    || $0 == "\u{2029}"
            }
    }
}
