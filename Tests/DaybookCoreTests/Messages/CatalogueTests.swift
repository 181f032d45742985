import DaybookCore
import DaybookTesting
import Foundation
import Testing

/// Every case of the core's message catalogues renders in both languages, Japanese in Japanese, with every
/// placeholder it carries in both; and every case a catalogue declares has a sample here, so a new message cannot
/// skip this test.
struct CatalogueTests {
    // Placeholders nothing else in a message says.
    private let a = "‹a›", b = "‹b›", c = "‹c›", d = "‹d›"
    private let n = 37, m = 41
    private let day = LocalDate(year: 2031, month: 7, day: 19) ?? .unixEpoch
    private let other = LocalDate(year: 2032, month: 2, day: 23) ?? .unixEpoch
    private let reason = Localized(en: "‹reason›", ja: "‹理由›")
    private let found = YAMLNode.Kind.text("‹found›")

    private var yaml: [YAMLMessage] {
        [
            .syntax(problem: "did not find expected key", context: "while parsing a block mapping"),
            .syntax(problem: a, context: nil), .moreThanOneDocument, .unknownAlias(name: a), .tooManyNodes(limit: n),
            .removeWhatIsNotNeeded, .nestedTooDeep(limit: n), .aliasNestsTooDeep(name: a, limit: n), .useFewerAliases,
            .aliasesBringTooMuch(limit: n, name: a), .writeValuesOut, .duplicateKey(key: a, firstLine: n),
            .ignoredUntilFixed(hint: reason, ignored: .frontMatter), .ignoredUntilFixed(hint: nil, ignored: .file),
            .moreProblems(errors: n, warnings: m, shown: 100), .fixThoseFirst, .expectedMapping(found: .list),
            .wholeNumber(key: a, range: n...m, found: found), .number(key: a, range: n...m, found: .nothing),
            .listOfNames(key: a, found: .mapping),
        ]
    }

    private var config: [ConfigMessage] {
        [
            .keysMustBeNames(found: found), .dayStartsTime(found: found), .estimatorInJournal(key: a),
            .moveToLocalConfig, .filePattern, .filePatternNoOption,
            .filePatternNotRead(date: day, path: a, why: reason), .filePatternReadable, .unknownKey(key: a, file: b),
            .knownKeys([a, b]),
            .ignoreList(found: found), .tooManyIgnorePatterns(limit: n), .ignoreFolderWithOnePattern,
            .ignorePatternTooLong(limit: n), .ignorePatternEmpty, .ignorePatternDots(pattern: a), .guessMapping,
            .unknownSlot(slot: a), .slots, .dosesMapping, .doseNeedsName, .tooManyDoses(limit: n, name: a),
            .keepDosesYouLog, .doseNameControl(name: a), .doseNameLettersOnly, .doseSettingsMapping(name: a),
            .aliasControl(alias: a, dose: b), .aliasLettersOnly, .nameOfTwoDoses(name: a, first: b, second: c),
            .eachDoseOwnNames, .tooManyAliases(dose: a, limit: n), .windowFormat(found: found),
            .windowEmpty(window: a, dose: b, dayStarts: c), .windowWithinDay, .unknownDoseSetting(key: a, dose: b),
            .doseSettings([a, b]), .timeZoneName(found: found), .timeZoneUnreadable(name: a, path: b, reason: reason),
            .timeZoneNotAZoneFile(name: a, path: b), .timeZoneNames, .glucoseUnit(found: found),
            .glucoseWordOneWord(word: a),
            .glucoseWordIsDose(word: a),
            .glucoseWordOfItsOwn, .glucoseRangesMapping, .unknownGlucoseBound(name: a), .glucoseBounds,
            .glucoseBoundValue(name: a, unit: b, low: c, high: d, found: found), .glucoseRangesOrder,
            .glucoseRangesExample, .foodNeedsName, .foodNameTaken(name: a, owner: b), .eachFoodOwnNames,
            .foodNameTooLong(start: a, limit: n), .shorterFoodName, .foodNeedsKcal(name: a),
            .unknownFoodSetting(key: a, food: b), .foodSettings, .foodHasNoKcal(name: a),
        ]
    }

    private var grammar: [GrammarMessage] {
        [
            .twelveHourTime(written: a), .mistypedTime(written: a, read: b), .writeTimeWithColon(time: a),
            .notATime(written: a), .notATimeAfterMeridiem(written: a),
            .notATimeOfThatPartOfDay(written: a), .write24HourTime, .doseWithoutAmount(dose: a),
            .writeUnitsAfterName(dose: a), .notAnInsulinUnit(written: a), .insulinUnits(dose: a),
            .doseOutOfRange(amount: a), .doseRange, .weightOutOfRange(written: a), .weightRange,
            .weightWithoutUnit(written: a, limit: n), .writeWeightUnit(kilograms: a, pounds: b),
            .notOneAmount(written: a), .writeOneAmount(example: a),
            .moreThanOneThingOnDoseLine, .eachDoseAndMealOnItsOwnLine,
            .doseInsideMeal, .eachDoseOnItsOwnLine(example: a), .notADoseAmount(written: a), .pumpRateIsNoDose(dose: a),
            .insulinWithoutDoseName, .insulinNamesNoDose(written: a), .insulinWithoutAmount(written: a),
            .doseNotTaken(written: a), .leaveOutOrStrikeThrough(example: a),
            .nameInsulinBesideStandardDoses(name: a, longActing: true),
            .nameInsulinBesideStandardDoses(name: a, longActing: false),
            .nameInsulinBesideStandardDoses(name: nil, longActing: nil), .addDoseForInsulin(name: a, longActing: true),
            .addDoseForInsulin(name: a, longActing: false), .addDoseForInsulin(name: nil, longActing: nil),
            .addInsulinToDose(name: a, dose: b, others: []), .addInsulinToDose(name: nil, dose: b, others: [c, d]),
            .addInsulinToItsDose(name: a, doses: [b]), .addInsulinToItsDose(name: nil, doses: [b, c, d, a, b]),
            .secondDoseOnDoseLine(written: a), .eachDoseOnItsOwnLineOrTheSum(sum: a), .noteAfterDose(note: a),
            .foodOnItsOwnLine(food: a), .twoQuantities(item: a, second: b),
            .oneQuantityPerItem,
            .quantityTooLarge(item: a, limit: .pieces), .quantityTooLarge(item: a, limit: .units),
            .quantityTooLarge(item: a, limit: .grams),
            .quantityTooLarge(item: a, limit: .milliliters), .checkNumberOrWriteKcal, .twoKcalValues(item: a),
            .oneKcalValuePerItem, .kcalTooLarge(written: a, limit: n),
            .itemKcalTooLarge(item: a, limit: n), .notAKcalValue(written: a), .writeKcalInDigits,
            .kcalRange(written: a),
            .writeOneKcalValue, .checkNumber, .twoCarbValues(item: a), .oneCarbValuePerItem,
            .carbsTooLarge(written: a, limit: n), .carbsNegative(written: a), .writeCarbsAsGrams,
            .carbsRange(written: a), .writeOneCarbValue, .glucoseOutOfRange(written: a),
            .glucoseRange(low: a, high: b, unit: c), .glucoseRangeOrOtherUnit(low: a, high: b, unit: c, example: d),
            .readInOtherUnit(written: a, unit: b), .writeGlucoseUnit(example: a, unit: b),
            .moreThanOneThingOnGlucoseLine, .eachReadingDoseAndMealOnItsOwnLine, .glucoseWithoutTime, .writeTimeFirst,
            .glucoseInsideMeal, .eachReadingOnItsOwnLine(example: a), .glucoseBeyondRange(written: a),
            .writeNumberForBound(written: a, isLow: true, value: b, unit: c, example: d),
            .writeNumberForBound(written: a, isLow: false, value: b, unit: c, example: d),
        ]
    }

    private var journal: [JournalMessage] {
        [
            .frontMatterNotMapping, .frontMatterDate(found: found), .frontMatterNeverClosed, .closeFrontMatter,
            .frontMatterDateDiffers(stated: day, named: other), .renameFileOrFixDate, .targetNeedsDay,
            .addDateOrNameFile, .invalidUTF8(byte: n), .saveAsUTF8, .entryHasNoDay, .putUnderDateHeading,
            .entryTooLong(limit: n), .splitEntry, .moreProblemsOnLine(count: n), .fixAboveOrSplitLine,
            .tooManyEntries(date: day, limit: n), .splitTheFile, .moreEntriesWithoutDay(count: n),
            .headingInOtherLog(heading: day, log: other),
            .moveLinesToLog(date: day), .headingNotDate(written: a, log: day), .writeRealDate(example: day),
            .headingNotDateUncounted(written: a), .writeRealDateToCount, .gitConflict(from: n, to: m),
            .gitConflict(from: n, to: nil), .resolveGitConflict,
            .blockNeverClosed(opener: a, line: n), .closeBlock(opener: a, closer: b),
            .hiddenInsulin(opener: a, line: n), .taskBoxUnclear(written: a),
            .tickOrEmptyTheBox, .twoTimes(first: a, second: b), .keepOneTime, .cannotReadFolder(reason: reason),
            .fixFolderPermissions, .linkLeavesJournal, .followLinksOutside,
            .cannotRead(reason: reason), .dayFileUnreadable(tooLarge: true), .dayFileUnreadable(tooLarge: false),
            .pinsRefused(reason: reason), .makePinsPlainFile, .pinsUnusedUntilReadable, .defaultsApplyUntilReadable,
            .glucoseUncountedUntilReadable, .conflictCopy(original: a, added: n),
            .settingsConflictCopy(original: a, added: n, listed: [b, c]), .resolveToFold(original: a),
            .pinLogConflictCopy(original: a, pins: n), .resolveBeforeDeletingPins(original: a),
            .sameDayTwice(day: day, first: a), .keepOneFilePerDay, .sameFileTwice(first: a), .removeTheOtherName,
            .unsafeName(folder: a, problem: .startsWith("+")),
            .unsafeName(folder: nil, problem: .controlCharacters), .renameSafely(old: a, new: b), .nothingToWrite,
            .lostLine(date: day, time: TimeOfDay(hour: 12, minute: 34) ?? .midnight, line: a), .lostLineResolve,
            .doseLaterThanNow(date: day, time: TimeOfDay(hour: 22, minute: 10), now: now("2026-11-30T10:00")),
            .doseLaterThanNow(date: day, time: nil, now: now("2026-11-30T10:00")),
            .moveLaterDose(dayStarts: TimeOfDay(hour: 4, minute: 0) ?? .midnight), .fixLaterDoseTime,
            .doseInNextDayLog(
                dose: a, written: now("2026-12-02T00:30"), readAs: now("2026-12-03T00:30"), date: day),
            .moveDoseToDayBefore(date: day, dayStarts: TimeOfDay(hour: 4, minute: 0) ?? .midnight),

        ]
    }

    private var write: [WriteMessage] {
        [
            .appendInsideCodeBlock(file: a, line: n, fence: b), .appendInsideComment(file: a, line: n),
            .appendInsideObsidianComment(file: a, line: n),
            .appendInsideConflict(file: a, line: n),
            .appendToOtherDaysLog(file: a, day: day, date: other),
            .singleFileHoldsOneDay(file: a, day: day, date: other),
            .appendNotRead(file: a, date: day), .appendPastDayLimit(file: a, date: day, limit: n),
            .notReadAsLog(file: a, date: day, why: .hiddenPart(b)),
            .logPath(.emptyPart), .logPath(.hiddenPart(a)), .logPath(.notMarkdown), .logPath(.nameLacksDate),
            .logPath(.conflictCopy), .logPath(.ignored),
        ]
    }

    private var glucose: [GlucoseMessage] {
        [
            .binaryFile, .exportFromServices, .notAnExport, .exportAndImportThat, .tooManyReadings(limit: n),
            .exportShorterPeriod, .notNightscoutArray, .nightscoutAnswered(status: n, message: a),
            .nightscoutAnswered(status: n, message: nil), .exportNightscoutEntries, .jsonBroken, .exportAgainCutShort,
            .libreViewWithoutColumns, .exportLibreViewAgain, .columnWithoutUnit(column: a), .dexcomValueWithoutUnit,
            .exportDexcomAgain, .rowSkipped, .entrySkipped, .rowTooLongFor(format: a), .quoteNeverClosed,
            .valueNotNumber(written: a), .valueNotNumberLowOrHigh(written: a), .valueNotReading(written: a),
            .timeNotDateTime(written: a), .timeNotDate2000(written: a),
            .timeInOtherDateOrder(written: a, fileDayFirst: true),
            .timeInOtherDateOrder(written: a, fileDayFirst: false), .timeNotISODateTime(written: a),
            .entryTooLong(limit: n), .entryNotObject, .entryWithoutValue(type: a), .entryWithoutTime,
            .moreRows(count: n),
            .storeFixByHand, .storeRowTooLong(limit: n), .storeRowShape, .storeRowTime, .storeRowValue,
            .storeRowSource(name: a),
        ]
    }

    private var resolve: [ResolveMessage] {
        [
            .unknownFood(item: a, kcal: n, slot: .lunch), .unknownFood(item: a, kcal: n, slot: nil),
            .readAsNote(text: a), .countItAsFood(text: a),
            .addToFoods(name: a, item: b), .addToFoods(name: "", item: b), .didYouMean(suggestion: a, name: b),
            .foodLacks(food: a, file: b, line: n, missing: .gram, item: c, kcal: m, source: .guess),
            .foodLacks(food: a, file: b, line: n, missing: .count, item: c, kcal: m, source: .foods),
            .addToFood(food: a, missing: .milliliter), .addToFood(food: a, missing: .count),
            .estimatorHadNoAnswer(estimator: a, item: b, reason: reason), .askedAgain, .pinLineForm,
            .pinsNotInForm(limit: n), .notAPin, .notAPinBecause(.unknownAlias(name: a)), .pinNeedsFields,
        ]
    }

    private var conflicts: [ConflictMessage] {
        [
            .folded(copy: a, original: b, lines: n, backup: c), .markersRemoved(file: a, conflicts: n, backup: b),
            .left(file: a, reason: reason), .wouldFold(copy: a, original: b, lines: [c, d], backupFolder: "‹e›"),
            .wouldRemoveMarkers(file: a, conflicts: n, backupFolder: b), .wouldLeave(file: a, reason: reason),
            .originalIsLink(original: a, link: b), .originalIsLink(original: a, link: nil),
            .originalUnwritable(original: a, reason: reason), .foldByHand(reason), .lookThenDelete(reason: reason),
            .copyIsLink(link: a), .copyIsLink(link: nil), .folderLinkLeavesJournal, .copyHasOtherNames(count: n),
            .nestedLine(original: a, line: b), .foldChangesMeaning(original: a, line: b), .linkNeverWritten(link: a),
            .linkNeverWritten(link: nil),
            .removeMarkersByHand(reason), .unionWouldChangeCount, .notReadableYAML, .nestedSetting(key: a, original: b),
            .settingsNotOnePerLine,
        ]
    }

    private var small: [any Localizable] {
        let reasons: [FileSystemError.Reason] = [
            .notFound, .alreadyExists, .system(code: 13, text: "Permission denied"), .notRegularFile,
            .tooLarge(limit: 64 << 20), .keptChanging, .symbolicLink(link: a), .hardLinked(count: n), .leavesRoot,
            .notAFolder(folder: a),
        ]
        let kinds: [YAMLNode.Kind] = [.nothing, .text(a), .list, .mapping]
        let sources: [KcalSource] = [
            .explicit, .foods, .history, .pinned(from: "stub"), .estimator("stub"), .estimator("openai"), .guess,
        ]
        let ignored: [YAMLReport.Ignored] = [.file, .frontMatter]
        return reasons + kinds + Slot.allCases + sources + ignored
            + [GrammarMessage.QuantityLimit.units, .grams, .milliliters]
    }

    @Test func everyCaseRendersInBothLanguages() {
        let samples: [any Localizable] =
            yaml + config + grammar + journal + write + glucose + resolve + conflicts
            + small
        // Placeholders that choose what is shown: libyaml's words and the system's are translated, a count beyond
        // the listed keys is "N more", a size is shown in MiB, a linked folder is named instead of the original,
        // the built-in table is called by what it is.
        // A weight or a volume is written the same in both.
        #expect(
            CatalogueAudit.problems(
                samples, sameInBoth: ["grams", "milliliters"],
                unshown: [
                    "syntax", "system", "settingsConflictCopy", "tooLarge",
                    "originalIsLink", "estimator", "pinned",
                ]) == [])
    }

    @Test func everyDeclaredCaseHasASample() throws {
        let catalogues: [(file: String, name: String, samples: [any Localizable])] = [
            ("YAMLMessage", "YAMLMessage", yaml), ("ConfigMessage", "ConfigMessage", config),
            ("GrammarMessage", "GrammarMessage", grammar), ("JournalMessage", "JournalMessage", journal),
            ("WriteMessage", "WriteMessage", write),
            ("GlucoseMessage", "GlucoseMessage", glucose), ("ResolveMessage", "ResolveMessage", resolve),
            ("ConflictMessage", "ConflictMessage", conflicts),
        ]
        for catalogue in catalogues {
            let source = try String(
                contentsOf: Self.messages.appendingPathComponent(catalogue.file + ".swift"),
                encoding: .utf8)
            let declared = CatalogueAudit.declaredCases(in: source, enum: catalogue.name)
            #expect(declared.count > 5, "\(catalogue.name): the cases were not found")
            #expect(declared == Set(catalogue.samples.map(CatalogueAudit.caseName)), "\(catalogue.name)")
        }
    }

    /// The English of a few messages, as written before there was Japanese: nothing changed for English readers.
    @Test func theEnglishIsAsBefore() {
        #expect(GrammarMessage.doseWithoutAmount(dose: "long").text(.en) == "dose 'long' has no amount")
        #expect(
            YAMLMessage.syntax(problem: "did not find expected key", context: "while parsing a block mapping")
                .text(.en) == "did not find expected key while parsing a block mapping")
        #expect(
            YAMLMessage.syntax(problem: "did not find expected key", context: "while parsing a block mapping")
                .text(.ja) == "ブロック形式のマッピングを読んでいる途中: キーがあるべき所にありません")
        #expect(
            JournalMessage.conflictCopy(original: "a.md", added: 1).text(.en)
                == "Syncthing conflict copy of a.md: 1 entry found only in the copy is counted")
    }

    private static let messages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/DaybookCore/Messages")
}
