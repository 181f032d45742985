/// The command line, parsed: which command, its options and arguments. Parsing is by hand, following
/// swift-argument-parser's conventions (`--name value`, `--name=value`, `--` ends options, `-h`/`--help` anywhere).
struct Invocation {
    enum Action: Equatable {
        case run
        case help
        case version
    }

    /// nil when no subcommand was named: `status` runs, and help describes the whole program.
    var command: CommandSpec?
    var action: Action = .run
    /// Values of options that take one, by name (`--journal`), in the order given.
    var values: [String: [String]] = [:]
    /// Flags given (`--json`).
    var flags: Set<String> = []
    var arguments: [String] = []

    /// The command that runs.
    var runningCommand: CommandSpec { command ?? .status }

    /// The option's value; the last one when it was given more than once.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option (`--alias a --alias b`).
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// `--format` as one of `Format`'s names (`fallback` when not given); `--json` where a command offers it.
    func format<Format: RawRepresentable & CaseIterable>(_ fallback: Format) throws(CommandFailure) -> Format
    where Format.RawValue == String {
        let name = flag("--json") ? "json" : value("--format") ?? fallback.rawValue
        guard let format = Format(rawValue: name) else {
            throw .usage("Unknown format '\(name)'; use one of " + Format.allCases.map(\.rawValue).joined(separator: ", "),
                         command: runningCommand)
        }
        return format
    }

    /// Parses the arguments after the program name. Without a subcommand, `status` runs.
    static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
        var command: CommandSpec?
        var helpRequested = false
        var version = false
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                if command == nil, !optionsEnded {
                    if argument == "help" {
                        helpRequested = true
                        continue
                    }
                    guard let named = CommandSpec.named(argument) else {
                        throw .usage("Unknown subcommand '\(argument)'", command: nil)
                    }
                    command = named
                } else {
                    positionals.append(argument)
                }
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
                continue
            case "-h", "--help":
                helpRequested = true
                continue
            case "--version":
                version = true
                continue
            default:
                break
            }
            let (name, inlineValue) = split(argument)
            let spec = command ?? .status
            guard let option = spec.allOptions.first(where: { $0.name == name }) else {
                throw .usage("Unknown option '\(name)'", command: command)
            }
            if option.valueName == nil || (option.valueIsOptional && inlineValue == nil) {
                guard inlineValue == nil else {
                    throw .usage("The option '\(name)' does not take a value", command: command)
                }
                flags.insert(name)
            } else if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else {
                guard index < arguments.count else { throw .usage("Missing value for '\(name)'", command: command) }
                values[name, default: []].append(arguments[index])
                index += 1
            }
        }
        var invocation = Invocation(command: command, values: values, flags: flags)
        if helpRequested {
            invocation.action = .help
            return invocation
        }
        if version {
            invocation.action = .version
            return invocation
        }
        let expected = invocation.runningCommand.arguments.last?.variadic == true
            ? Int.max : invocation.runningCommand.arguments.count
        guard positionals.count <= expected else {
            throw .usage("Unexpected argument '\(positionals[expected])'", command: invocation.runningCommand)
        }
        invocation.arguments = positionals
        return invocation
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
