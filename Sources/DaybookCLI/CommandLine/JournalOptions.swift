import DaybookCore

/// The options of a command that finds a journal: `--journal` (`Session` reads it).
protocol JournalOption: CommandOptions {
    var journal: OptionKey<String?> { get }
}

/// The options of a command that reads a journal at a time: `--now` too.
protocol JournalOptions: JournalOption {
    var now: OptionKey<LocalDateTime?> { get }
}

/// The options of a command about one day of a journal: `--date` too.
protocol DayOptions: JournalOptions {
    var date: OptionKey<RelativeDate?> { get }
}

/// The options of a command that writes an entry to a day: `--time` too.
protocol EntryOptions: DayOptions {
    var time: OptionKey<TimeOfDay?> { get }
}

/// What `--format` names, one of them JSON, which `--json` also asks for.
protocol JSONFormat {
    static var json: Self { get }
}

/// The options of a command that prints in several formats: `--format` and `--json`.
protocol FormatOptions: CommandOptions {
    associatedtype Format: JSONFormat
    var format: OptionKey<Format?> { get }
    var json: OptionKey<Bool> { get }
}

extension Invocation where C.Options: FormatOptions {
    /// `--format`, or JSON with `--json`; `fallback` when neither is given.
    func format(_ fallback: C.Options.Format) -> C.Options.Format {
        self.json ? .json : self.format ?? fallback
    }
}
