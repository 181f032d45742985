import DaybookCore

/// One option, typed: its declaration (what the parser, help, the man page and the completions read) and how its
/// value is read once the parser has checked it against its kind. A command's `Options` holds its keys as stored
/// properties, so an option is declared where it is read and nowhere else.
struct OptionKey<Value>: Sendable {
    var declaration: CommandSpec.Option
    /// The value, from the option's values in the order given (none when it was not given, or given without its
    /// optional value) and whether it was given without a value.
    var read: @Sendable (_ values: [String], _ givenAlone: Bool) -> Value

    init(_ declaration: CommandSpec.Option, read: @escaping @Sendable (_ values: [String], _ givenAlone: Bool) -> Value)
    {
        self.declaration = declaration
        self.read = read
    }

    /// The same option described for one command (`init`'s `--journal`).
    func describing(_ help: Localized) -> OptionKey {
        OptionKey(declaration.describing(help), read: read)
    }
}

/// What `CommandSpec` reads of a key, whatever its value's type.
protocol DeclaredOption {
    var declaration: CommandSpec.Option { get }
}

extension OptionKey: DeclaredOption {}

extension OptionKey where Value == Bool {
    /// A flag (`--json`): true when given.
    init(flag name: String, help: Localized) {
        self.init(CommandSpec.Option(name, help: help)) { _, givenAlone in givenAlone }
    }
}

extension OptionKey where Value == String? {
    /// An option whose value is any text or a path (`--journal <path>`); nil when not given.
    init(_ name: String, _ valueName: String, _ kind: ValueKind, help: Localized) {
        self.init(CommandSpec.Option(name, valueName, kind, help: help)) { values, _ in values.last }
    }
}

extension OptionKey where Value == [String] {
    /// An option that may be given more than once (`--alias a --alias b`): every value, in order.
    init(repeatable name: String, _ valueName: String, _ kind: ValueKind, help: Localized) {
        self.init(CommandSpec.Option(name, valueName, kind, help: help, isRepeatable: true)) { values, _ in values }
    }
}

extension OptionKey {
    /// An option whose value `parse` reads (`RelativeDate.init`), after the parser has checked it against `kind`;
    /// nil when not given.
    init<Wrapped>(
        _ name: String, _ valueName: String, _ kind: ValueKind, help: Localized,
        parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(CommandSpec.Option(name, valueName, kind, help: help)) { values, _ in values.last.flatMap(parse) }
    }

    /// An option whose value is one of `Choice`'s names (`--format json`); nil when not given.
    init<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ valueName: String, choosing _: Choice.Type, help: Localized
    ) where Value == Choice?, Choice.RawValue == String {
        self.init(name, valueName, .choice(Choice.allCases.map(\.rawValue)), help: help) { Choice(rawValue: $0) }
    }
}
