import DaybookCore
import Testing

@testable import DaybookCLI

/// The parser, in process: what each command line becomes, and the first line of each usage error.
struct InvocationTests {
    private func parsed(_ arguments: [String]) throws -> ParsedCommandLine {
        try parse(arguments).get()
    }

    /// `arguments` parsed and read through `command`'s keys, which must be the command that runs.
    private func parsed<C: Command>(_ command: C.Type, _ arguments: [String]) throws -> Invocation<C> {
        let parsed = try parse(arguments).get()
        try #require(parsed.running.spec.name == C.spec.name)
        return Invocation<C>(parsed)
    }

    @Test func requiredArgumentsAreEnforcedAndShownWithoutBrackets() throws {
        #expect(usageError(["dose"]) == "Missing expected argument '<name>'")
        #expect(usageError(["dose", "long"]) == "Missing expected argument '<amount>'")
        #expect(usageError(["learn", "oats"]) == "Missing expected argument '<kcal>'")
        #expect(usageError(["add"]) == "Missing expected argument '<text>'")
        #expect(usageError(["completions"]) == "Missing expected argument '<shell>'")
        #expect(try parsed(["dose", "long", "12"]).arguments == ["long", "12"])
        #expect(try parsed(["consent"]).arguments == [])
        #expect(DoseCommand.spec.usage.hasSuffix(" <name> <amount>"))
        #expect(LearnCommand.spec.usage.hasSuffix(" <name> <kcal>"))
        #expect(AddCommand.spec.usage.hasSuffix(" <text> ..."))
        #expect(ConsentCommand.spec.usage.hasSuffix(" [<action>]"))
        #expect(InitCommand.spec.usage.hasSuffix(" [<path>]"))
    }

    @Test func anOptionNeverTakesAnotherOptionAsItsValue() throws {
        #expect(usageError(["status", "--journal", "--date", "2026-11-29"]) == "Missing value for '--journal <path>'")
        #expect(usageError(["status", "--journal"]) == "Missing value for '--journal <path>'")
        #expect(usageError(["add", "--time", "--slot", "lunch", "x"]) == "Missing value for '--time <hh:mm>'")
        #expect(usageError(["status", "--journal", "--"]) == "Missing value for '--journal <path>'")
    }

    @Test func bothFormsOfAValueWork() throws {
        for arguments in [
            ["status", "--journal", "j", "--date", "yesterday"],
            ["status", "--journal=j", "--date=yesterday"],
        ] {
            let invocation = try parsed(StatusCommand.self, arguments)
            #expect(invocation.journal == "j")
            #expect(invocation.date == .daysBack(1))
        }
        #expect(try parsed(StatusCommand.self, ["status", "--journal=--odd"]).journal == "--odd")
        #expect(try parsed(StatusCommand.self, ["status", "--journal="]).journal == "")
        #expect(try parsed(StatusCommand.self, ["status", "--journal", "-"]).journal == "-")
    }

    @Test func aWordStartingWithADashAndADigitIsAnArgument() throws {
        let walk = try parsed(AddCommand.self, ["add", "--time", "17:00", "walk", "-150kcal"])
        #expect(walk.arguments == ["walk", "-150kcal"])
        #expect(walk.time == TimeOfDay("17:00"))
        #expect(try parsed(["learn", "foo", "-5"]).arguments == ["foo", "-5"])
        #expect(try parsed(["add", "tea", "-.5"]).arguments == ["tea", "-.5"])
        #expect(try parsed(StatusCommand.self, ["status", "--date", "-1"]).date == .daysBack(1))
        #expect(try parsed(ReportCommand.self, ["report", "--from", "-7", "--to", "-1"]).from == .daysBack(7))
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parsed(["add", "--", "-x", "--time"]).arguments == ["-x", "--time"])
        #expect(try parsed(["add", "--", "--help"]).action == .run)
        #expect(try parsed(["add", "-"]).arguments == ["-"])
        #expect(usageError(["add", "-x"]) == "Unknown option '-x'; put '--' before an argument that starts with '-'")
    }

    @Test func anOptionalValueTakesOnlyANumber() throws {
        #expect(try parsed(WatchCommand.self, ["watch", "--poll", "5"]).poll == 5)
        #expect(try parsed(WatchCommand.self, ["watch", "--poll=0.5"]).poll == 0.5)
        let bare = try parsed(WatchCommand.self, ["watch", "--poll", "--json"])
        #expect(bare.poll == WatchCommand.defaultPollSeconds && bare.json)
        #expect(try parsed(WatchCommand.self, ["watch", "--poll"]).poll == WatchCommand.defaultPollSeconds)
        #expect(try parsed(WatchCommand.self, ["watch"]).poll == nil)
        #expect(usageError(["watch", "--poll", "later"]) == "Unexpected argument 'later'")
        #expect(usageError(["watch", "--poll", "0"]) == "--poll takes a number of seconds from 0.1 to 3600, not '0'")
    }

    @Test func conflictsAndRepeatsAreUsageErrors() throws {
        #expect(
            usageError(["status", "--json", "--format", "tmux"])
                == "--json and --format cannot be used together; --json is the same as --format json")
        #expect(
            usageError(["report", "--week", "--from", "monday"])
                == "--week and --from/--to cannot be used together; choose one period")
        #expect(
            usageError(["learn", "x", "1", "--per-100g", "--per-100ml"])
                == "--per-100g and --per-100ml cannot be used together; give one of them")
        #expect(
            usageError(["add", "--time", "17:00", "--time", "18:00", "tea"])
                == "'--time' is given more than once; give it once")
        #expect(
            usageError(["status", "--date=today", "--date", "today"])
                == "'--date' is given more than once; give it once")
        #expect(
            try parsed(LearnCommand.self, ["learn", "x", "1", "--alias", "a", "--alias", "b"]).alias == ["a", "b"])
        #expect(try parsed(StatusCommand.self, ["status", "--json", "--json"]).json)
        #expect(try parsed(ReportCommand.self, ["report", "--from", "monday", "--to", "friday"]).to == .weekday(5))
    }

    @Test func valuesAreCheckedAgainstTheirKind() throws {
        #expect(
            usageError(["status", "--format", "xml"])
                == "Unknown format 'xml'; use one of text, json, line, tmux, waybar, i3blocks")
        #expect(
            usageError(["add", "--slot", "brunch", "x"])
                == "Unknown slot 'brunch'; use one of breakfast, lunch, dinner, snack")
        #expect(
            usageError(["status", "--color=sometimes"]) == "Unknown mode 'sometimes'; use one of auto, always, never")
        #expect(usageError(["consent", "maybe"]) == "Unknown action 'maybe'; use one of grant, revoke")
        #expect(usageError(["add", "--time", "25:00", "x"]) == "--time '25:00' is not a time; write HH:MM, e.g. 12:30")
        #expect(
            usageError(["status", "--now", "noon"])
                == "--now 'noon' is not a time; write YYYY-MM-DDTHH:MM, e.g. 2026-11-29T14:05")
        #expect(
            usageError(["calendar", "--month", "next"])
                == "--month 'next' is not a month; write YYYY-MM, this or last, e.g. 2026-11")
        #expect(usageError(["report", "--days", "many"]) == "--days takes a whole number from 1 to 36600, not 'many'")
        #expect(usageError(["status", "--json=yes"]) == "The option '--json' does not take a value")
        #expect(try parsed(CalendarCommand.self, ["calendar", "--month", "last"]).month == .monthsBack(1))
        #expect(try parsed(["status", "--color", "never"]).colorMode == .never)
        #expect(try parsed(["status"]).colorMode == .auto)
    }

    @Test func mistakesGetSuggestions() throws {
        #expect(usageError(["stauts"]) == "Unknown subcommand 'stauts'; did you mean 'status'?")
        #expect(usageError(["calender"]) == "Unknown subcommand 'calender'; did you mean 'calendar'?")
        #expect(usageError(["rep"]) == "Unknown subcommand 'rep'; did you mean 'report'?")
        #expect(usageError(["frobnicate"]) == "Unknown subcommand 'frobnicate'")
        #expect(usageError(["__complet"]) == "Unknown subcommand '__complet'")
        #expect(usageError(["status", "--jsn"]) == "Unknown option '--jsn'; did you mean '--json'?")
        #expect(usageError(["report", "--mnth", "this"]) == "Unknown option '--mnth'; did you mean '--month'?")
        #expect(
            usageError(["status", "--slot", "lunch"]) == "Unknown option '--slot'; it is an option of 'daybook add'")
        #expect(usageError(["check", "--frobnicate"]) == "Unknown option '--frobnicate'")
        // More commands than maximumOwnersNamed have --date: none is named, and no '--' is suggested for it.
        #expect(
            usageError(["check", "--date", "today"]) == "Unknown option '--date': 'daybook check' does not take it")
        #expect(
            usageError(["learn", "--now", "x", "tea", "5"])
                == "Unknown option '--now': 'daybook learn' does not take it")
        #expect(
            usageError(["learn", "--zzz", "tea"])
                == "Unknown option '--zzz'; put '--' before an argument that starts with '-'")
        #expect(usageError(["check", "surplus"]) == "Unexpected argument 'surplus'")
    }

    @Test func theSubcommandMayFollowOptions() throws {
        let add = try parsed(AddCommand.self, ["--journal", "j", "add", "tea"])
        #expect(add.journal == "j")
        #expect(add.arguments == ["tea"])
        #expect(try parsed(["--json"]).running.spec.name == "status")
        #expect(try parsed(["--json"]).command == nil)
        #expect(try parsed(StatusCommand.self, ["--journal", "report"]).journal == "report")
        #expect(
            usageError(["--time", "12:00", "status"])
                == "Unknown option '--time'; it is an option of 'daybook add', 'daybook dose'")
    }

    @Test func helpAndVersion() throws {
        for arguments in [
            ["help", "add"], ["add", "--help"], ["add", "-h"], ["add", "tea", "-h"], ["-h", "add"],
            ["add", "--frobnicate", "--help"],
        ] {
            let invocation = try parsed(arguments)
            #expect(invocation.action == .help, "\(arguments)")
            #expect(invocation.command?.spec.name == "add", "\(arguments)")
        }
        #expect(try parsed(["help"]).action == .help)
        #expect(try parsed(["help"]).command == nil)
        #expect(try parsed(["--version"]).action == .version)
        #expect(usageError(["help", "stauts"]) == "Unknown subcommand 'stauts'; did you mean 'status'?")
        #expect(usageError(["status", "--version"]) == "Unknown option '--version'")
    }

    /// The completion scripts and the parser's first pass skip an option's value by the option's name alone.
    @Test func aNameTakesAValueEverywhereOrNowhere() {
        var takes: [String: Bool] = [:]
        for command in CommandSpec.all {
            for option in command.allOptions {
                let value = option.value.map { !$0.isOptional } ?? false
                #expect(takes[option.name] == nil || takes[option.name] == value, "\(option.name) in \(command.name)")
                takes[option.name] = value
            }
        }
    }
}
