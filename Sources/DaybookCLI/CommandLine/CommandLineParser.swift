/// Reads the words after `daybook` against the command specs, in swift-argument-parser's conventions: `--name value`
/// and `--name=value` for every option with a value; a value never starts like an option ("Missing value for
/// '--journal <path>'"); an optional value (`--poll`) takes the next word only when it is a number; `--` ends the
/// options; a word that starts with `-` and a digit (`-150kcal`, `-1`) is an argument or a value; `-h`/`--help`
/// anywhere before `--`, and `help <subcommand>`, ask for help.
///
/// Two passes: the first finds the subcommand, so that options may come before it (`daybook --journal j add …`);
/// the second reads every other word against that subcommand's spec.
struct CommandLineParser {
    private let words: [String]

    /// An unknown option that other commands have is named with them when there are at most this many.
    static let maximumOwnersNamed = 3

    init(_ words: [String]) {
        self.words = words
    }

    func parse() throws(CommandFailure) -> ParsedCommandLine {
        let (command, commandIndex, help) = try findCommand()
        if help { return ParsedCommandLine(command: command, action: .help) }
        return try read(command: command, skipping: commandIndex)
    }

    // MARK: - Finding the subcommand

    /// The subcommand named, the index of its word (and of `help`'s) to skip, and whether help was asked for.
    private func findCommand() throws(CommandFailure) -> ((any Command.Type)?, Set<Int>, Bool) {
        var command: (any Command.Type)?
        var skipped: Set<Int> = []
        var help = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" { break }
            if word == "-h" || word == "--help" {
                help = true
                continue
            }
            if CommandLineParser.isOption(word) {
                if takesNextWord(word, in: command?.spec, next: index < words.count ? words[index] : nil) { index += 1 }
                continue
            }
            guard command == nil else { continue }
            if word == "help", !help {
                help = true
                skipped.insert(index - 1)
                continue
            }
            guard let named = Commands.named(word) else {
                let suggestion = Suggestion.closest(to: word, among: CommandSpec.visible.map(\.name))
                throw .usage(.unknownSubcommand(word, suggestion: suggestion), command: nil)
            }
            command = named
            skipped.insert(index - 1)
        }
        return (command, skipped, help)
    }

    /// Whether the option `word` (without `=value`) takes the word after it as its value. Before the subcommand
    /// is known, an option is looked up among every command's: a name takes a value everywhere or nowhere.
    private func takesNextWord(_ word: String, in command: CommandSpec?, next: String?) -> Bool {
        guard !word.contains("="), let next else { return false }
        let candidates = command.map { [$0] } ?? CommandSpec.all
        guard let value = candidates.lazy.compactMap({ $0.option(named: word) }).first?.value else { return false }
        return value.isOptional ? Double(next) != nil : !CommandLineParser.isOption(next)
    }

    // MARK: - Reading options and arguments

    private func read(command type: (any Command.Type)?, skipping skipped: Set<Int>) throws(CommandFailure)
        -> ParsedCommandLine
    {
        let command = type?.spec
        let spec = command ?? Commands.standard.spec
        var invocation = ParsedCommandLine(command: type)
        var positionals: [String] = []
        var optionsEnded = false
        var index = 0
        while index < words.count {
            defer { index += 1 }
            guard !skipped.contains(index) else { continue }
            let word = words[index]
            if optionsEnded || !CommandLineParser.isOption(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--version", command == nil {
                invocation.action = .version
                continue
            }
            let (name, inline) = CommandLineParser.split(word)
            guard let option = spec.option(named: name) else { throw unknownOption(name, in: command) }
            guard let value = option.value else {
                guard inline == nil else {
                    throw .usage(.optionTakesNoValue(name), command: command)
                }
                invocation.flags.insert(name)
                continue
            }
            var given = inline
            if given == nil, index + 1 < words.count {
                let next = words[index + 1]
                if value.isOptional ? Double(next) != nil : !CommandLineParser.isOption(next) {
                    given = next
                    index += 1
                }
            }
            guard let given else {
                guard value.isOptional else { throw .usage(.missingValue(label: option.label), command: command) }
                invocation.flags.insert(name)
                continue
            }
            if let problem = value.kind.rejection(of: given, label: name, valueName: value.name) {
                throw .usage(problem, command: command)
            }
            if invocation.values[name] != nil || invocation.flags.contains(name), !option.isRepeatable {
                throw .usage(.givenTwice(name), command: command)
            }
            invocation.values[name, default: []].append(given)
        }
        if invocation.action == .version { return invocation }
        invocation.arguments = try checked(positionals, for: spec, command: command)
        try checkExclusions(of: spec, in: invocation, command: command)
        return invocation
    }

    /// The positional words, checked for count and kind.
    private func checked(_ positionals: [String], for spec: CommandSpec, command: CommandSpec?) throws(CommandFailure)
        -> [String]
    {
        let variadic = spec.arguments.last?.isVariadic == true
        if !variadic, positionals.count > spec.arguments.count {
            throw .usage(.unexpectedArgument(positionals[spec.arguments.count]), command: command)
        }
        for (index, argument) in spec.arguments.enumerated() {
            guard index < positionals.count else {
                guard !argument.isRequired else {
                    throw .usage(.missingArgument(argument.name), command: command)
                }
                break
            }
            let given = argument.isVariadic ? Array(positionals[index...]) : [positionals[index]]
            for word in given {
                if let problem = argument.kind.rejection(
                    of: word, label: "<\(argument.name)>", valueName: argument.name)
                {
                    throw .usage(problem, command: command)
                }
            }
        }
        return positionals
    }

    private func checkExclusions(of spec: CommandSpec, in invocation: ParsedCommandLine, command: CommandSpec?)
        throws(CommandFailure)
    {
        for exclusion in spec.exclusions {
            let given = exclusion.choices.filter { choice in
                choice.contains(where: invocation.given)
            }
            guard given.count > 1 else { continue }
            throw .usage(
                .notTogether(labels: given.map(CommandSpec.Exclusion.label), hint: exclusion.hint),
                command: command)
        }
    }

    /// "Unknown option", with the closest option this command has, or the commands that have it (or, when many
    /// do, that this one does not), and how to pass an argument that starts with `-`.
    private func unknownOption(_ name: String, in command: CommandSpec?) -> CommandFailure {
        let spec = command ?? Commands.standard.spec
        var known = spec.allOptions.map(\.name) + ["--help"]
        if command == nil { known.append("--version") }
        let owners = CommandSpec.visible.filter { $0.option(named: name) != nil }.prefix(
            CommandLineParser.maximumOwnersNamed + 1)
        let suggestion = Suggestion.closest(to: name, among: known)
        if suggestion == nil, owners.count > CommandLineParser.maximumOwnersNamed {
            return .usage(.notAnOptionOf(name, command: spec.name), command: command)
        }
        let named = owners.map(\.name)
        return .usage(
            .unknownOption(
                name, suggestion: suggestion, owners: named,
                argumentHint: !spec.arguments.isEmpty), command: command)
    }

    /// An option, `--` included: starts with `-`, is not `-` alone, and is not `-` followed by a digit (a negative
    /// number, `-150kcal`) or by `.` and a digit.
    static func isOption(_ word: String) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard scalars.next() == "-", let second = scalars.next() else { return false }
        if isDigit(second) { return false }
        if second == ".", let third = scalars.next(), isDigit(third) { return false }
        return true
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// `--name=value` → (`--name`, `value`); anything else → (word, nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
