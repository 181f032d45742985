import Testing

@testable import DaybookCore

struct ConfigLoaderTests {
    private func load(_ text: String) -> (Config, [Diagnostic]) {
        ConfigLoader.load(Array(text.utf8))
    }

    @Test func emptyFileGivesDefaults() {
        let (config, diagnostics) = load("")
        #expect(diagnostics.isEmpty)
        #expect(config.target == 2000)
        #expect(config.dayBoundary.dayStarts == time("04:00"))
        #expect(config.guesses.kcal(for: nil) == 300)
        #expect(config.doses.map(\.name) == ["long", "rapid"])
        #expect(config.dose(named: "long")?.perDay == 1)
        #expect(config.dose(named: "long")?.window == nil)
        #expect(config.dose(named: "rapid")?.perDay == nil)
    }

    /// A `file:` pattern is used only when every path it gives is read as its day's log; else an error, and the
    /// journal's layout applies.
    @Test(arguments: [
        (
            ".log/%Y-%m-%d.md",
            ".log/2026-11-30.md — its part '.log' starts with a dot, and hidden files and folders are "
                + "never read"
        ),
        (
            ".daybook/%Y-%m-%d.md",
            ".daybook/2026-11-30.md — its part '.daybook' starts with a dot, and hidden files and "
                + "folders are never read"
        ),
        (
            "%Y%m%d.md",
            "20261130.md — its name does not hold that date as YYYY-MM-DD (on its own, not inside a longer "
                + "number), which is how a file is known as a day's log"
        ),
        (
            "%Y-%m-%d.md/x.md",
            "2026-11-30.md/x.md — its name does not hold that date as YYYY-MM-DD (on its own, not "
                + "inside a longer number), which is how a file is known as a day's log"
        ),
        (
            "%Y/%m/%d/.md",
            "2026/11/30/.md — its part '.md' starts with a dot, and hidden files and folders are never "
                + "read"
        ),
        ("%Y//%m-%d.md", "2026//11-30.md — it has an empty part (two slashes in a row, or one at either end)"),
        ("log/%Y-%m-%d.md", "log/2026-11-30.md — 'ignore' in daybook.yaml leaves it out"),
    ])
    func aFilePatternTheReaderWouldNotReadIsAnError(pattern: String, why: String) {
        for text in ["file: \"\(pattern)\"\nignore: [log/**]\n", "ignore: [log/**]\nfile: \"\(pattern)\"\n"] {
            let (config, diagnostics) = load(text)
            #expect(config.filePattern == nil)
            #expect(
                diagnostics.map(\.message.en)
                    == [
                        "'file' gives paths daybook would not read as their day's log (for 2026-11-30: \(why)); it is "
                            + "ignored, and new days' files follow the journal's layout"
                    ])
            #expect(diagnostics.first?.severity == .error)
        }
    }

    @Test func aFilePatternThatHoldsOnlyForSomeDaysIsCaughtOnASampleDay() {
        // 1130-11-30 is a date too: on 2026-11-30 the name's first date is the wrong one.
        let (config, diagnostics) = load("file: \"%m%d-%m-%d %Y-%m-%d.md\"\n")
        #expect(config.filePattern == nil)
        #expect(diagnostics.first?.message.en.contains("for 2026-11-30: 1130-11-30 2026-11-30.md") == true)
        #expect(
            load("file: \"Daily/%Y/%Y-%m-%d notes.md\"\nignore: [\"Templates/**\"]\n").0.filePattern
                == "Daily/%Y/%Y-%m-%d notes.md")
    }

    @Test func readsEveryKey() {
        let (config, diagnostics) = load(
            """
            target: 1800
            day_starts: "05:30"
            guess: {breakfast: 350, other: 250}
            doses:
              long:  {aliases: [lantus, 持効], window: "22:00-23:00", per_day: 1}
              rapid: {aliases: humalog}
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.target == 1800)
        #expect(config.dayBoundary.dayStarts == time("05:30"))
        #expect(config.guesses.kcal(for: .breakfast) == 350)
        #expect(config.guesses.kcal(for: .lunch) == 600)
        #expect(config.guesses.kcal(for: nil) == 250)
        #expect(config.dose(named: "long")?.window == DoseWindow(start: time("22:00"), end: time("23:00")))
        #expect(config.dose(named: "long")?.aliases == ["lantus", "持効"])
        #expect(config.dose(named: "rapid")?.aliases == ["humalog"])
    }

    @Test func badValuesAreReportedAndDefaultsKept() {
        let (config, diagnostics) = load("target: lots\nday_starts: 4am\n")
        #expect(config.target == 2000)
        #expect(config.dayBoundary.dayStarts == time("04:00"))
        #expect(diagnostics.map(\.line) == [1, 2])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics[0].message.en == "'target' must be a whole number from 1 to 100000, found 'lots'")
        #expect(diagnostics[0].sourceLine == "target: lots")
        #expect(diagnostics[0].column == 9)
    }

    @Test func theDefaultDosesKnowInsulinByName() {
        let (config, _) = load("")
        #expect(config.dose(matching: "ランタス")?.name == "long")
        #expect(config.dose(matching: "Tresiba")?.name == "long")
        #expect(config.dose(matching: "ヒューマログ")?.name == "rapid")
        #expect(config.dose(matching: "NovoLog")?.name == "rapid")
        #expect(config.dose(named: "long")?.aliases.first == "lantus")
    }

    @Test func aBuiltInDoseKeepsItsNamesUnlessItListsItsOwn() {
        let (config, diagnostics) = load(
            """
            doses:
              long: {per_day: 1, window: "21:00-23:00"}
              rapid: {aliases: [humalog]}
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.dose(named: "long")?.aliases == InsulinNames.long)
        #expect(config.dose(named: "rapid")?.aliases == ["humalog"])
        #expect(config.dose(matching: "ノボラピッド") == nil)
    }

    @Test func aliasesPlusAddsToTheBuiltInNames() {
        let (config, diagnostics) = load("doses: {long: {per_day: 1}, rapid: {aliases+: [ノボリン, my pen]}}\n")
        #expect(diagnostics.isEmpty)
        #expect(config.dose(named: "rapid")?.aliases == InsulinNames.rapid + ["ノボリン", "my pen"])
        #expect(
            config.doses
                == DoseDefinition.standard.map { dose in
                    var extended = dose
                    if dose.name == "rapid" { extended.aliases += ["ノボリン", "my pen"] }
                    return extended
                })
        let (custom, _) = load("doses: {mealtime: {aliases+: [humalog]}}\n")
        #expect(custom.dose(named: "mealtime")?.aliases == ["humalog"])
        // A dose named by an insulin word of a kind keeps that kind's built-in names.
        let (bolus, _) = load("doses: {bolus: {aliases+: [my pen]}}\n")
        #expect(bolus.dose(named: "bolus")?.aliases == InsulinNames.rapid.filter { $0 != "bolus" } + ["my pen"])
    }

    @Test func aNameWrittenForAnotherDoseWinsOverABuiltInOne() {
        let (config, diagnostics) = load("doses: {long: {per_day: 1}, night: {aliases: [lantus]}}\n")
        #expect(diagnostics.isEmpty)
        #expect(config.dose(matching: "lantus")?.name == "night")
        #expect(config.dose(matching: "tresiba")?.name == "long")
    }

    @Test func theTemplateInitWritesIsTheDefault() {
        let (config, diagnostics) = load("doses:\n  long:  {per_day: 1}\n  rapid: {}\n")
        #expect(diagnostics.isEmpty)
        #expect(config.doses == DoseDefinition.standard)
    }

    @Test func unknownKeysAreWarnings() {
        let (_, diagnostics) = load("tagret: 1800\n")
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.en == "unknown key 'tagret' in daybook.yaml; it is ignored")
    }

    /// `timezone:` is a tz database name; anything else is an error at the value, and the machine's zone stays.
    @Test func theTimeZoneIsAZoneName() {
        let (config, ok) = load("target: 1800\ntimezone: America/New_York\n")
        #expect(ok.isEmpty)
        #expect(
            config.timeZone
                == TimeZoneSetting(
                    name: "America/New_York", file: "daybook.yaml", line: 2, column: 11,
                    sourceLine: "timezone: America/New_York"))
        for bad in ["../../etc/passwd", "[Asia/Tokyo]", "Asia Tokyo", "~"] {
            let (config, diagnostics) = load("timezone: \(bad)\n")
            #expect(config.timeZone == nil, "\(bad)")
            #expect(diagnostics.map(\.severity) == [.error], "\(bad)")
            #expect(
                diagnostics.first?.message.en.hasPrefix("'timezone' must be a time zone name like Asia/Tokyo") == true)
            #expect(diagnostics.first?.column == 11)
        }
    }

    @Test func duplicateKeysAreErrors() {
        let (config, diagnostics) = load("target: 1800\ntarget: 1500\n")
        #expect(diagnostics.first?.message.en == "duplicate key 'target' (first at line 1)")
        #expect(config.target == 2000)
    }

    @Test func aWindowMayCrossMidnightButNotDayStarts() {
        let (config, ok) = load("doses:\n  long: {window: \"23:00-01:00\"}\n")
        #expect(ok.isEmpty)
        #expect(config.dose(named: "long")?.perDay == 1)
        let (_, bad) = load("doses:\n  long: {window: \"03:00-05:00\"}\n")
        #expect(bad.first?.message.en.contains("crosses day_starts") == true)
    }

    @Test func aNameForTwoDosesIsAnError() {
        let (config, diagnostics) = load("doses:\n  long: {aliases: [insulin]}\n  rapid: {aliases: [insulin]}\n")
        #expect(diagnostics.first?.message.en == "'insulin' names both dose 'long' and dose 'rapid'")
        #expect(config.dose(named: "rapid")?.aliases == [])
    }
}

struct FoodTableTests {
    private func load(_ text: String) -> (FoodTable, [Diagnostic]) {
        FoodTable.load(Array(text.utf8))
    }

    @Test func readsShortAndLongForms() {
        let (table, diagnostics) = load(
            """
            alfort: {aliases: [アルフォート], kcal: 55}
            rice: {kcal_per_100g: 156}
            latte: 150
            """)
        #expect(diagnostics.isEmpty)
        #expect(table.find("アルフォート")?.name == "alfort")
        #expect(table.find("rice")?.kcal.per100g == 156)
        #expect(table.find("latte")?.kcal.perUnit == 150)
        #expect(table.find("latte")?.location == SourceLocation(file: "foods.yaml", line: 3))
    }

    @Test func aFoodWithoutKcalIsAnError() {
        let (table, diagnostics) = load("mystery: {aliases: [謎]}\n")
        #expect(table.foods.isEmpty)
        #expect(diagnostics.first?.message.en == "food 'mystery' has no kcal, kcal_per_100g or kcal_per_100ml")
    }

    @Test func negativeOrAbsurdKcalIsAnError() {
        let (table, diagnostics) = load("a: -5\nb: {kcal: 1e9}\nc: nan\n")
        #expect(table.foods.isEmpty)
        #expect(diagnostics.count == 3)
    }

    @Test func aNameTakenTwiceWarnsAndTheFirstWins() {
        let (table, diagnostics) = load("cake: 300\nshortcake: {aliases: [Cake], kcal: 350}\n")
        #expect(table.find("cake")?.name == "cake")
        #expect(diagnostics.first?.message.en == "'Cake' already names food 'cake'; that one is used")
    }
}
