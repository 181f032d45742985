import DaybookCore

/// `daybook dose NAME AMOUNT`: a dose line, refused (exit 3) when the day's doses are already complete.
enum DoseCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        guard invocation.arguments.count == 2 else {
            throw .usage(.doseAndAmount, command: invocation.runningCommand)
        }
        let writing = try EntryWriting(invocation, host: host)
        let written = invocation.arguments[0]
        guard writing.config.dose(matching: written) != nil else {
            let known = writing.config.doses.map { dose in
                dose.aliases.isEmpty
                    ? dose.name
                    : "\(dose.name) (\((dose.aliases.prefix(4) + (dose.aliases.count > 4 ? ["…"] : [])).joined(separator: ", ")))"
            }
            throw .usage(.unknownDose(written, doses: known), command: invocation.runningCommand)
        }
        let units = try amount(invocation.arguments[1], command: invocation.runningCommand)
        let line = "- \(writing.time) \(written) \(Format.units(units))"
        let entry = try writing.validate(line)
        try writing.refuseLater(entry, later: invocation.flag("--later"), command: invocation.runningCommand)
        let appended = try writing.write(line, reading: entry, again: invocation.flag("--again"))
        host.writeOut(writing.report(appended))
        return 0
    }

    /// `12`, `12u`, `12.5`, `12 units`, `12単位`: more than 0 and at most 1000.
    private static func amount(_ text: String, command: CommandSpec) throws(CommandFailure) -> Double {
        var number = Substring(text.trimmingCharacters(in: " "))
        for unit in ["units", "unit", "単位", "IU", "iu", "U", "u"] where number.hasSuffix(unit) {
            number = number.dropLast(unit.count)
            break
        }
        guard let value = PlainDecimal.value(String(number).trimmingCharacters(in: " ")) else {
            throw .usage(.notAnAmount(text), command: command)
        }
        guard value > 0, value <= 1000 else {
            throw .usage(.doseOutOfRange(text), command: command)
        }
        return value
    }
}
