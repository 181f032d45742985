import DaybookCore

/// `daybook learn NAME KCAL`: one new food at the end of foods.yaml; never a change to an existing one.
enum LearnCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        guard invocation.arguments.count == 2 else {
            throw .usage(.foodAndKcal, command: invocation.runningCommand)
        }
        let name = invocation.arguments[0].trimmingCharacters(in: " ")
        guard !name.isEmpty else { throw .usage(.foodNeedsName, command: invocation.runningCommand) }
        guard let kcal = PlainDecimal.value(invocation.arguments[1]), (0...100_000).contains(kcal) else {
            throw .usage(.notKcal(invocation.arguments[1]), command: invocation.runningCommand)
        }
        let per: Quantity.Unit =
            invocation.flag("--per-100g") ? .gram : invocation.flag("--per-100ml") ? .milliliter : .count
        let aliases = invocation.allValues("--alias").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
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
                + "\n  \(line)\n")
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
