import DaybookCore

/// `daybook learn NAME KCAL`: one new food at the end of foods.yaml; never a change to an existing one.
enum LearnCommand: Command {
    struct Options: JournalOption {
        let per100g = OptionKey(
            flag: "--per-100g", help: Localized(en: "KCAL is per 100 g.", ja: "KCAL は 100 g あたりの値です。"))
        let per100ml = OptionKey(
            flag: "--per-100ml", help: Localized(en: "KCAL is per 100 ml.", ja: "KCAL は 100 ml あたりの値です。"))
        let alias = OptionKey(
            repeatable: "--alias", "alias", .text,
            help: Localized(
                en: "Another name for it; may be given more than once.",
                ja: "別の名前。何度でも指定できます。"))
        let journal = OptionKey.journal

        var keys: [any DeclaredOption] { [per100g, per100ml, alias, journal] }
    }

    static let spec: CommandSpec = {
        let options = Options()
        return CommandSpec(
            name: "learn",
            abstract: Localized(en: "Add a food to foods.yaml.", ja: "foods.yaml に食品を加えます。"),
            discussion: Localized(
                en:
                    "Appends one line to foods.yaml. If the name or an alias is already there, nothing is written: daybook "
                    + "shows where it is defined and exits 3 (changing a food stays your edit to make).",
                ja: "foods.yaml に 1 行追記します。名前か別名がすでにあれば何も書かず、どこで定義されているかを示して"
                    + "終了コード 3 で終わります(食品を変えるのは手で編集してください)。"),
            arguments: [
                CommandSpec.Argument(
                    name: "name", kind: .food,
                    help: Localized(
                        en: "The food's name, e.g. 'iced latte' or アルフォート.",
                        ja: "食品の名前(例: アルフォートや「iced latte」)。")),
                CommandSpec.Argument(
                    name: "kcal", kind: .text,
                    help: Localized(
                        en: "kcal of one unit, or of 100 g or 100 ml with the options below.",
                        ja: "1 個あたりの kcal。下のオプションを付けると 100 g か 100 ml あたり。")),
            ],
            options: options,
            exclusions: [
                CommandSpec.Exclusion(
                    choices: [[options.per100g], [options.per100ml]],
                    hint: Localized(en: "give one of them", ja: "どちらか一方だけを指定してください"))
            ])
    }()

    static func run(_ invocation: Invocation<LearnCommand>, host: Host) throws(CommandFailure) -> Int32 {
        guard invocation.arguments.count == 2 else {
            throw .usage(.foodAndKcal, command: invocation.command)
        }
        let name = invocation.arguments[0].trimmingCharacters(in: " ")
        guard !name.isEmpty else { throw .usage(.foodNeedsName, command: invocation.command) }
        guard let kcal = PlainDecimal.value(invocation.arguments[1]), (0...100_000).contains(kcal) else {
            throw .usage(.notKcal(invocation.arguments[1]), command: invocation.command)
        }
        let per: Quantity.Unit =
            invocation.per100g ? .gram : invocation.per100ml ? .milliliter : .count
        let aliases = invocation.alias.map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
        let session = try Session(invocation, host: host)
        let relative = FoodTable.fileName
        let line = FoodTable.line(name: name, kcal: kcal, per: per, aliases: aliases)
        let appender = LineAppender(fileSystem: host.fileSystem)
        let appended: LineAppender.Appended
        do {
            appended = try appender.append(
                line, to: session.location.confined(relative),
                unless: { existing in
                    refusal(existing, adding: line, names: [name] + aliases, path: session.displayPath(relative))
                })
        } catch {
            throw CommandFailure(error)
        }
        host.writeOut(
            StatusWords.addedTo("\(session.displayPath(relative)):\(appended.line)").text(host.language)
                + "\n  \(VisibleText.escaped(line))\n")
        return 0
    }

    /// Why the line must not be added: a name already taken, or a file it would not read back from.
    private static func refusal(_ existing: [UInt8], adding line: String, names: [String], path: String) -> Localized? {
        let (table, diagnostics) = FoodTable.load(existing)
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            return CommandMessage.foodsFileHasError(path: path, line: error.line, message: error.message).localized
        }
        for name in names {
            if let food = table.food(named: name) {
                return CommandMessage.foodAlreadyThere(
                    name: name, path: path, line: food.location.line,
                    food: food.name
                ).localized
            }
        }
        var after = existing
        if !after.isEmpty && after.last != 0x0A { after.append(0x0A) }
        after += Array((line + "\n").utf8)
        let (updated, problems) = FoodTable.load(after)
        guard problems.allSatisfy({ $0.severity != .error }), let first = names.first, updated.food(named: first) != nil
        else {
            return CommandMessage.foodsWouldNotReadBack(path: path).localized
        }
        return nil
    }
}
