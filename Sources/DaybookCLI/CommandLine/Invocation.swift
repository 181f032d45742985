import DaybookCore

/// A command line parsed against `C`'s spec, read through `C`'s option keys: `invocation.journal` is the value of
/// the key `C.Options.journal`, of that key's type. An option `C` does not declare has no key there, so reading it
/// does not compile.
@dynamicMemberLookup
struct Invocation<C: Command> {
    let parsed: ParsedCommandLine
    private let options = C.Options()

    init(_ parsed: ParsedCommandLine) {
        self.parsed = parsed
    }

    subscript<Value>(dynamicMember key: KeyPath<C.Options, OptionKey<Value>>) -> Value {
        parsed[options[keyPath: key]]
    }

    /// The positional arguments, checked for count and kind.
    var arguments: [String] { parsed.arguments }

    /// `--lang`, which every command takes.
    var language: Language? { parsed.language }

    /// The spec of the command that runs, for usage errors.
    var command: CommandSpec { C.spec }
}

extension ParsedCommandLine {
    /// `--lang`, which every command takes.
    var language: Language? { self[CommonOptions.lang] }

    /// `--color`, which every command takes; auto when not given.
    var colorMode: ColorMode { self[CommonOptions.color] ?? .auto }

    /// The value of `key`: read only through a command's own keys (`Invocation`) or the common ones.
    fileprivate subscript<Value>(key: OptionKey<Value>) -> Value {
        let name = key.declaration.name
        return key.read(values[name] ?? [], flags.contains(name))
    }
}
