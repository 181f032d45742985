import DaybookCore

/// `textDocument/hover`: on a meal item, how its kcal were reached; on a dose, the day's status and the last doses.
enum Hover {
    static func hover(
        _ status: DocumentStatus, _ document: TextDocument, at position: TextPosition,
        whole: Journal?, language: Language
    ) -> JSON {
        guard let found = status.entries[position.line + 1] else { return .null }
        let entry = found.entry.entry
        let text: String
        var range = TextRange(line: position.line, from: 0, to: document.length(ofLine: position.line))
        switch entry.content {
        case .meal:
            let items = found.entry.items.map { item -> (ResolvedItem, TextRange) in
                let start = entry.sourceLine.utf16Offset(ofScalar: item.item.offset)
                let end = entry.sourceLine.utf16Offset(ofScalar: item.item.offset + item.item.text.unicodeScalars.count)
                return (item, TextRange(line: position.line, from: start, to: end))
            }
            if let (item, itemRange) = items.first(where: { $0.1.contains(position) }) {
                range = itemRange
                text = explain(item, in: found, status: status, whole: whole, language: language)
            } else {
                text = items.map { explain($0.0, in: found, status: status, whole: whole, language: language) }
                    .joined(separator: "\n\n---\n\n")
            }
        case .dose(let dose):
            text = explain(dose, on: found.date, status: status, whole: whole, language: language)
        case .glucose(let reading):
            text = EditorMessage.glucoseReading(value: reading.unit.format(reading.mgdl), unit: reading.unit.rawValue)
                .text(language)
        case .cancelled:
            text = EditorMessage.struckThrough.text(language)
        case .notFood(let other):
            text = EditorMessage.notFood(kind: other.kind.localized).text(language)
        }
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(text))])),
            ("range", range.json),
        ])
    }

    // MARK: - Meals

    private static func explain(
        _ item: ResolvedItem, in found: (entry: ResolvedEntry, date: LocalDate),
        status: DocumentStatus, whole: Journal?, language: Language
    ) -> String {
        let title =
            "**\(HintText.markdown(item.item.text))** — \(item.source.isApproximate ? "≈" : "")"
            + "\(HintText.whole(item.kcal)) kcal"
        let name = HintText.code(item.item.name)
        let quantity = item.item.quantity
        let how: EditorMessage
        switch item.source {
        case .explicit:
            how = .writtenInItem
        case .carbohydrate:
            how = .fromCarbohydrate(alone: item.kcal > 0)
        case .foods:
            let food = status.journal.foods.find(item.item.name)
            how = .fromFoods(
                times: times(quantity, food?.kcal), line: food?.location.line,
                name: food.map { HintText.code($0.name) })
        case .history:
            let position = positionOf(found.entry.entry, on: found.date, in: status)
            let values = position.flatMap { status.history.values(for: item.item.name, before: $0) }
            how = .taughtBy(
                times: times(quantity, values),
                teacher: teacher(item.item.name, before: position, status: status, whole: whole))
        case .pinned:
            let pin = status.journal.pinned.find(item.item.name)
            how = .pinned(
                times: times(quantity, pin?.values),
                estimator: pin.map { KcalSource.estimator(HintText.visible($0.estimator)).localized },
                day: pin.map { String($0.at.prefix(10)) })
        case .estimator(let estimator):
            let values =
                estimator == "stub"
                ? StubEstimator().estimate(
                    EstimateRequest(
                        text: item.item.text, key: item.item.name, quantity: quantity, parts: item.item.parts))
                : .unavailable(nil)
            if case .values(let known) = values {
                how = .pinnedOnSave(EditorMessage.builtInTable(times: times(quantity, known)).localized)
            } else {
                how = .pinnedOnSave(EditorMessage.estimatedBy(estimator).localized)
            }
        case .notCounted:
            how = .notCounted
        case .guess:
            how = .guessed(
                name: name, slot: found.entry.entry.slot?.localized ?? Slot.other,
                foodsLine: HintText.code(item.item.name + ": 120"),
                kcalExample: HintText.code(item.item.text + " 120kcal"))
        }
        var text = how.text(language)
        if item.pending { text += "\n\n" + EditorMessage.waitingForAnswer.text(language) }
        return title + "\n\n" + text
    }

    /// `3 × 55 kcal`, `200 g × 156 kcal/100 g`.
    private static func times(_ quantity: Quantity, _ values: KcalValues?) -> String {
        let amount = HintText.number(quantity.amount)
        switch quantity.unit {
        case .count:
            return "\(amount) × " + (values?.perUnit.map { "\(HintText.number($0)) kcal" } ?? "?")
        case .gram:
            return "\(amount) g × " + (values?.per100g.map { "\(HintText.number($0)) kcal/100 g" } ?? "?")
        case .milliliter:
            return "\(amount) ml × " + (values?.per100ml.map { "\(HintText.number($0)) kcal/100 ml" } ?? "?")
        }
    }

    private static func positionOf(_ entry: Entry, on date: LocalDate, in status: DocumentStatus)
        -> History.Position?
    {
        status.journal.positioned(status.journal.day(date)).first { $0.entry === entry }?.position
    }

    /// The journal line that taught a food's kcal: the latest item of that name written with kcal before
    /// `position`, in the document's days or (once read) the rest of the journal.
    private static func teacher(
        _ key: String, before position: History.Position?, status: DocumentStatus,
        whole: Journal?
    ) -> String? {
        guard let position else { return nil }
        var best: (position: History.Position, entry: Entry, item: MealItem)?
        for journal in [status.journal, whole].compactMap({ $0 }) {
            for day in journal.days.values where day.date <= position.day {
                for (entry, at) in journal.positioned(day)
                where at < position && (best.map { $0.position < at } ?? true) {
                    if let item = entry.mealItems.first(where: { $0.name == key && ($0.explicitKcal ?? 0) > 0 }) {
                        best = (at, entry, item)
                    }
                }
            }
        }
        guard let best else { return nil }
        return HintText.markdown("\(best.entry.location.file):\(best.entry.location.line)") + " (\(best.position.day)"
            + (best.entry.time.map { " \($0)" } ?? "") + ": " + HintText.code(best.item.text) + ")"
    }

    // MARK: - Doses

    private static func explain(
        _ dose: DoseEntry, on date: LocalDate, status: DocumentStatus,
        whole: Journal?, language: Language
    ) -> String {
        var out = "**\(HintText.markdown(dose.name))** \(HintText.number(dose.units))u"
        if let day = status.summary(date)?.doses.first(where: { $0.name == dose.name }) {
            out += "\n\n\(date): " + state(day).text(language)
        }
        let recent = status.recentDoses(dose.name, through: date, in: whole, limit: 5)
        if !recent.isEmpty {
            out +=
                "\n\n"
                + EditorMessage.lastDoses(
                    recent.map { found in
                        "\(found.date)" + (found.entry.time.map { " \($0)" } ?? "")
                            + (found.entry.dose.map { " \(HintText.number($0.units))u" } ?? "")
                    }.joined(separator: " · ")
                ).text(language)
        }
        return out
    }

    private static func state(_ dose: DoseStatus) -> EditorMessage {
        let window = dose.window.map(\.description)
        let (count, perDay) = (dose.count, dose.perDay ?? dose.count)
        switch dose.state {
        case .taken: return .doseTaken(count: count, perDay: perDay)
        case .duplicate: return .doseDuplicate(count: count, perDay: dose.perDay ?? 0)
        case .missed: return .doseMissed(window: window, count: count, perDay: perDay)
        case .due: return .doseDue(window: window, count: count, perDay: perDay)
        case .upcoming: return .doseUpcoming(window: window, count: count, perDay: perDay)
        case .unknown: return .doseUnknown(count: count, perDay: perDay)
        case .logged: return .doseLogged(count: count, units: HintText.number(dose.units))
        }
    }
}
