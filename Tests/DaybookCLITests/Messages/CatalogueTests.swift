import DaybookCore
import DaybookPlatform
import DaybookTesting
import Foundation
import Testing

@testable import DaybookCLI

/// Every case of the CLI's message catalogues renders in both languages, Japanese in Japanese, with every
/// placeholder it carries in both; every case a catalogue declares has a sample here; and every text of every
/// command spec is written in both.
struct CLICatalogueTests {
    private let a = "‹a›", b = "‹b›", c = "‹c›", d = "‹d›"
    private let n = 37, m = 41
    private let day = LocalDate(year: 2031, month: 7, day: 19) ?? .unixEpoch
    private let later = LocalDate(year: 2032, month: 2, day: 23) ?? .unixEpoch
    private func hhmm(_ hour: Int, _ minute: Int) -> TimeOfDay { TimeOfDay(hour: hour, minute: minute) ?? .midnight }
    private let reason = Localized(en: "‹reason›", ja: "‹理由›")

    private var usage: [UsageMessage] {
        [
            .unknownSubcommand(a, suggestion: b), .unknownSubcommand(a, suggestion: nil),
            .unknownOption(a, suggestion: b, owners: [], argumentHint: false),
            .unknownOption(a, suggestion: nil, owners: [b, c], argumentHint: false),
            .unknownOption(a, suggestion: nil, owners: [], argumentHint: true), .notAnOptionOf(a, command: b),
            .optionTakesNoValue(a),
            .missingValue(label: a), .givenTwice(a), .unexpectedArgument(a), .missingArgument(a),
            .notTogether(labels: [a, b], hint: reason), .unknownChoice(valueName: a, value: b, choices: [c, d]),
            .notADate(label: a, value: b), .notAMonth(label: a, value: b), .notATime(label: a, value: b),
            .notAMoment(label: a, value: b), .notACount(label: a, range: n...m, value: b),
            .notSeconds(label: a, low: b, high: c, value: d), .unknownFormat(a, choices: [b, c]), .nowVariable(a),
            .nothingOnStandardInput, .standardInputTooLarge(kibibytes: n), .standardInputUnreadable(reason: reason),
            .standardInputNotUTF8, .nothingToAdd, .notAMealToCopy(a), .entryIsOneLine, .doseAndAmount,
            .unknownDose(a, doses: [b, c]),
            .notAnAmount(a), .doseOutOfRange(a), .foodAndKcal, .foodNeedsName, .notKcal(a), .unknownConsentAction(a),
            .nameTheShell, .importGlucose, .fromAfterLastDay(from: day, last: later),
            .fromAfterTo(from: day, to: later),
            .periodBeforeYearOne, .periodTooLong(first: day, last: later, days: n, limit: m), .glucoseProfileNeedsText,
            .byItemNeedsCSV, .deleteQueryNeedsNightscout,
            // Today's day after midnight (the night to come), today's day later on, a day to come.
            .entryLaterThanNow(
                date: day, moment: LocalDateTime(date: day.adding(days: 1) ?? later, time: hhmm(2, 0)),
                now: LocalDateTime(date: day, time: hhmm(9, 0)),
                dayStarts: hhmm(4, 0), command: a),
            .entryLaterThanNow(
                date: day, moment: LocalDateTime(date: day, time: hhmm(23, 0)),
                now: LocalDateTime(date: day, time: hhmm(9, 0)),
                dayStarts: nil, command: a),
            .entryLaterThanNow(
                date: later, moment: LocalDateTime(date: later, time: hhmm(9, 0)),
                now: LocalDateTime(date: day, time: hhmm(9, 0)),
                dayStarts: nil, command: a),
        ]
    }

    private var command: [CommandMessage] {
        [
            .noJournalAt(a), .notMarkdown(a), .noJournalFound(directory: a),
            .cannotWrite(path: a, reason: reason, refusal: true), .cannotWrite(path: a, reason: reason, refusal: false),
            .cannotSave(path: a, reason: reason), .cannotCreateFolder(path: a, reason: reason),
            .cannotCreate(path: a, reason: reason), .cannotRemove(path: a, reason: reason),
            .cannotRememberLine(where: reason),
            .alreadyTaken(dose: a, date: day, earlier: [reason, Localized(en: "‹e›", ja: "‹え›")], perDay: n),
            .cannotTellTaken(dose: a, date: day, files: [b, c]),
            .cannotReadDoseLine(dose: a, date: day, lines: [b, c]),
            .doseInNextDayLog(dose: a, date: day, lines: [b, c]),
            .lostDoseCounts(dose: a, date: day, lost: [reason, Localized(en: "‹e›", ja: "‹え›")], perDay: n),
            .foodsFileHasError(path: a, line: n, message: reason),
            .foodAlreadyThere(name: a, path: b, line: n, food: c), .foodsWouldNotReadBack(path: a), .entryNotWritten,
            .entryHasNoText, .entryPath, .noSettingsFolder, .otherDefaultJournal(configured: a, settings: b),
            .nothingToCopy(a, date: day), .noMonthHolds(day), .noWakeUpPipe,
            .cannotStartEditor(editor: a, reason: reason),
            .cannotResolve(path: a, reason: reason, backupIsLink: true, backupFolder: b),
            .cannotResolve(path: a, reason: reason, backupIsLink: false, backupFolder: b),
            .cannotFinishResolving(path: a, reason: reason), .cannotForget(path: a, reason: reason),
            .cannotRepin(path: a, reason: reason),
            .exportTooLong(first: day, last: later, limit: n), .untimedNotExported(a), .laterDoseNotExported(a),
            .doseKindNotKnown(a, dose: b),
            .importUnreadable(reason: reason),
            .nothingImported, .laterMonthsNotWritten(month: a), .watchFallsBackToPolling(.tooManyFolders, seconds: a),
            .estimatorWithoutConsent(estimator: a, destination: b), .runConsent, .gitWithoutUnion,
            .initOrAddUnion(lines: a), .syncthingWithoutIgnore, .writeSyncthingIgnore(folder: a),
            .writeSyncthingIgnore(folder: nil), .tally(errors: n, warnings: m),
        ]
    }

    private var status: [StatusWords] {
        [
            .left(kcal: a), .over(kcal: a), .eaten(a), .carbs(a), .forMeal(carbs: b), .activity(a), .weight(a),
            .target(a),
            .estimatesPending(n), .filesNotRead(n),
            .taken(times: a), .taken(times: nil), .doses(count: n, times: a, expected: m),
            .doses(count: n, times: nil, expected: nil), .missed(window: a), .missed(window: nil), .dueUntil(a),
            .dueToday,
            .upcoming(window: a), .upcoming(window: nil), .unknown, .noneYet, .count(n, of: m, times: a),
            .count(n, of: m, times: nil), .logged(count: n), .last(a, ago: reason), .last(a, ago: nil), .units(a),
            .missedYesterday(a), .tooOftenYesterday(a), .yesterday(a), .lineDueUntil(dose: a, end: b), .justNow,
            .minutesAgo(hours: 2, minutes: m),
            .minutesAgo(hours: 0, minutes: m), .daysAgo(n), .glucose, .waiting, .waitingFor(path: a), .started(a),
            .updated(a), .time, .estimates, .more(n), .created(a), .addedTo(a), .estimatePending, .error, .warning,
            .checked(files: n, days: m, errors: 3, warnings: 5), .checked(files: n, days: m, errors: 0, warnings: 0),
        ]
    }

    private var report: [ReportWords] {
        [
            .date, .eaten, .carbs, .weight, .activity, .target, .left, .days(n), .period(first: a, last: b, days: n),
            .due,
            .later,
            .times(n), .intake, .streak, .averageIntake(kcal: a, days: n), .withinAndOver(within: n, over: m),
            .noCompleteDay, .notWritten(days: n), .noDayDecided, .takenOf(taken: n, days: m, percent: a),
            .missedDays(n), .tooOftenDays(n), .averageTime(mean: a, spread: n), .streakText(current: n, longest: m),
            .doseCount(count: n, units: a), .perCompleteDay(doses: a, units: b), .pattern(dose: a), .partOfDay(0),
            .partOfDay(4), .legend(unknown: true), .legend(unknown: false), .glucose, .ranges, .noReadings, .mean(a),
            .readings(n), .coverage(a), .inRange(low: a, high: b, share: c), .below(bound: a, share: b),
            .above(bound: a, share: b), .around(isDose: true, count: n, before: a, after: b, unit: c),
            .around(isDose: false, count: n, before: a, after: b, unit: c), .ofCount(mean: a, with: n, count: m),
            .readingsColumn, .meanColumn, .inRangeColumn, .belowColumn, .aboveColumn, .coverageColumn,
            .noReadingsInPeriod, .profileIntro(unit: a, readings: n), .hour,
        ]
    }

    private var help: [HelpWords] {
        [
            .overview, .usage, .arguments, .options, .subcommands, .environment, .files, .exitCodes, .defaultCommand,
            .seeSubcommandHelp(program: a), .error, .usageLine, .seeHelp(a), .dateForms, .monthForms, .manName,
            .manSynopsis, .manDescription, .manCommands, .manOptions, .manEnvironment, .manFiles, .manExitStatus,
            .manExamples, .manSeeAlso, .manUserCommands,
        ]
    }

    private var consent: [ConsentText] {
        [
            .builtInNothingToGrant, .builtInNoConsentNeeded(settingsPath: a), .recorded(path: a, destination: b),
            .revoked(builtInRemains: true), .revoked(builtInRemains: false), .givenOn(day),
            .givenForOther(date: day, destination: a), .notGiven, .toProgram(a),
            .toEndpoint(url: a, model: b, keyVariable: c), .toEndpoint(url: a, model: b, keyVariable: nil),
            .explanation(estimator: a, destination: b, state: reason, receiver: Localized(en: "‹to›", ja: "‹先›")),
        ]
    }

    private var other: [any Localizable] {
        let dates: [DateWords] = [
            .weekday(0), .weekday(6), .day(day, year: true), .day(day, year: false),
            .monthName(7), .month(year: 2031, month: 7),
        ]
        let initWords: [InitWords] = [
            .kept(a), .created(a), .next(day: a, status: b), .offerDefault(command: a), .madeDefault(a, settings: b),
            .alreadyDefault(a, settings: b),
        ]
        let show: [ShowWords] = [.doses, .notCounted, .struckThrough, .nothingWritten]
        let resolve: [ResolveWords] = [
            .nothingToResolve, .noTableChanges(days: n), .repinned(1), .repinned(n), .repinHint,
            .tableChange(item: a, key: b, pinned: c, table: d, items: 1, days: n, sums: a),
            .tableChange(item: a, key: b, pinned: c, table: d, items: m, days: n, sums: a),
            .writtenLine(date: day, time: .midnight, file: a),
            .wouldForget(reason, line: a), .wouldAppend(reason, line: a),
            .appended(reason, line: a),
            .notAppended(reason, line: a, reason: Localized(en: "‹why›", ja: "‹なぜ›")),
            .forgot(reason, line: a),
        ]
        let imported: [GlucoseImportText] = [
            .noReadings(file: a, format: reason), .oneReading(file: a, day: day, format: reason),
            .readingsOn(file: a, count: b, day: day, format: reason),
            .readingsFrom(file: a, count: b, from: day, to: later, format: reason), .nothingAddedOne(path: a),
            .nothingAdded(path: a, present: b), .addedOne(path: a), .added(path: a, added: b),
            .addedBeside(path: a, added: b, present: c),
        ]
        let watch: [WatchError.Reason] = [.system(call: a, .notFound), .tooManyFolders, .tooManyFiles]
        return dates + initWords + show + resolve + imported + watch
    }

    private var html: [ReportHTMLWords] {
        [
            .title, .period(first: a, last: b, days: n), .period(first: a, last: b, days: 1), .noAdvice, .made(a),
            .glucose,
            .noReadings, .readings, .coverage, .mean, .gmi, .sd, .cv, .unitNote(a), .veryHigh, .high, .inRange,
            .inRangeLowercased, .carbs(a), .mealCarbs(b), .low, .veryLow, .profile, .profileLegend, .profileTooFew,
            .days, .daysLegend, .doses,
            .calendarLegend, .adherence(dose: a, taken: n, decided: m, percent: 90),
            .adherence(dose: a, taken: 1, decided: 1, percent: 100), .noDecidedDays(a), .around, .aroundBefore,
            .aroundAt, .aroundAfter, .aroundCount, .intake, .intakeLegend, .weight, .weightLegend, .carbsHeading,
            .summary, .date, .eaten, .target, .left,
            .glucoseMean, .timeInRange, .calendarDays, .mealsKcal, .problems, .noProblems, .error, .warning,
            .problemCounts(errors: n, warnings: m), .moreProblems(n), .timesFirstAt(n),
        ]
    }

    @Test func everyCaseRendersInBothLanguages() {
        var samples: [any Localizable] = usage
        samples += command
        samples += status
        samples += report
        samples += help
        samples += consent
        samples += other
        samples += html
        // Placeholders that choose what is shown: an index names a weekday, a month or a part of the day; a period
        // of one day shows one date; no hours, no errors are not said; Japanese writes a date its own way; the
        // backup folder is named in the hint.
        let unshown: Set<String> = [
            "weekday", "monthName", "partOfDay", "period", "minutesAgo", "checked", "day",
            "month", "cannotResolve",
        ]
        #expect(CatalogueAudit.problems(samples, sameInBoth: ["gmi"], unshown: unshown) == [])
        for message in command {
            guard let hint = message.hint else { continue }
            #expect(
                hint.ja.unicodeScalars.contains(where: CatalogueAudit.isJapanese) && hint.en != hint.ja,
                "\(CatalogueAudit.caseName(message))'s hint")
        }
        #expect(
            CommandMessage.cannotResolve(path: a, reason: reason, backupIsLink: true, backupFolder: b).hint?.ja
                .contains(b) == true)
    }

    @Test func everyDeclaredCaseHasASample() throws {
        let catalogues: [(file: String, name: String, samples: [any Localizable])] = [
            ("Messages/UsageMessage", "UsageMessage", usage), ("Messages/CommandMessage", "CommandMessage", command),
            ("Messages/StatusWords", "StatusWords", status), ("Messages/ReportWords", "ReportWords", report),
            ("Messages/HelpWords", "HelpWords", help), ("Messages/ConsentText", "ConsentText", consent),
            ("Messages/DateWords", "DateWords", other), ("Messages/InitWords", "InitWords", other),
            ("Messages/ShowWords", "ShowWords", other),
            ("Messages/ResolveWords", "ResolveWords", other), ("Render/GlucoseImportText", "GlucoseImportText", other),
            ("Render/ReportHTMLWords", "ReportHTMLWords", html),
        ]
        for catalogue in catalogues {
            let source = try String(
                contentsOf: Self.sources.appendingPathComponent(catalogue.file + ".swift"),
                encoding: .utf8)
            let declared = CatalogueAudit.declaredCases(in: source, enum: catalogue.name)
            let sampled = Set(
                catalogue.samples.filter { "\(type(of: $0))" == catalogue.name }
                    .map(CatalogueAudit.caseName))
            #expect(declared.count >= 3, "\(catalogue.name): the cases were not found")
            #expect(declared == sampled, "\(catalogue.name)")
        }
    }

    /// Help, the man page and the completions are read from the specs: each text is there in both languages.
    @Test func everySpecTextIsInBothLanguages() {
        var texts: [(String, Localized)] = []
        for command in CommandSpec.all {
            texts.append((command.name, command.abstract))
            if let discussion = command.discussion { texts.append((command.name, discussion)) }
            texts += command.arguments.map { ("\(command.name) <\($0.name)>", $0.help) }
            texts += command.allOptions.map { ("\(command.name) \($0.name)", $0.fullHelp) }
            texts += command.exclusions.map { ("\(command.name) exclusion", $0.hint) }
        }
        let program = ProgramSpec.daybook
        texts += [
            ("abstract", program.abstract), ("discussion", program.discussion), ("note", program.globalOptionsNote),
        ]
        for item in program.environment + program.files + program.exitCodes + program.examples
            + [program.helpOption, program.versionOption, program.helpCommand]
        {
            texts.append((item.term, item.help))
        }
        for (name, text) in texts {
            #expect(text.ja.unicodeScalars.contains(where: CatalogueAudit.isJapanese), "\(name): \(text.ja)")
            #expect(text.en != text.ja, "\(name)")
        }
    }

    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/DaybookCLI")
}
