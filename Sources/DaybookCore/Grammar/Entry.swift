/// One list item of the journal: a meal, a dose, a glucose reading, a line about the person that is not food, or a
/// cancelled line.
///
/// Immutable once parsed, and a class: a journal holds tens of thousands of entries and every stage passes them
/// on, so sharing one reference beats copying five strings each time.
public final class Entry: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case meal([MealItem])
        case dose(DoseEntry)
        /// `bg 142`: a glucose reading.
        case glucose(GlucoseEntry)
        /// Struck through (`~~…~~`): shown, never counted.
        case cancelled
        /// Weight, a body measurement, activity, medicine, a symptom, a note or a meal not eaten: never food.
        case notFood(NotFoodEntry)
    }

    public let location: SourceLocation
    public let time: TimeOfDay?
    public let slot: Slot?
    /// The body as written: after the time and slot, without strike-through marks.
    public let text: String
    public let content: Content
    /// The whole line as written, for messages about it.
    public let sourceLine: String
    /// The write id ending the line (` ^k3m9x2`, see `WriteID`), which the grammar never sees.
    public let writeID: WriteID?

    public init(
        location: SourceLocation, time: TimeOfDay?, slot: Slot?, text: String, content: Content,
        sourceLine: String, writeID: WriteID? = nil
    ) {
        self.location = location
        self.time = time
        self.slot = slot
        self.text = text
        self.content = content
        self.sourceLine = sourceLine
        self.writeID = writeID
    }

    /// This entry with the line as written and its write id, where the grammar read the line without them.
    func written(as sourceLine: String, writeID: WriteID?) -> Entry {
        Entry(
            location: location, time: time, slot: slot, text: text, content: content, sourceLine: sourceLine,
            writeID: writeID)
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        lhs === rhs
            || (lhs.location == rhs.location && lhs.time == rhs.time && lhs.slot == rhs.slot
                && lhs.text == rhs.text && lhs.content == rhs.content && lhs.sourceLine == rhs.sourceLine
                && lhs.writeID == rhs.writeID)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(sourceLine)
    }

    public var dose: DoseEntry? {
        if case .dose(let dose) = content { return dose }
        return nil
    }

    public var glucose: GlucoseEntry? {
        if case .glucose(let reading) = content { return reading }
        return nil
    }

    public var notFood: NotFoodEntry? {
        if case .notFood(let entry) = content { return entry }
        return nil
    }

    public var mealItems: [MealItem] {
        if case .meal(let items) = content { return items }
        return []
    }

    /// The 1-based character column of an item in this entry's line, for messages about it.
    public func column(of item: MealItem) -> Int {
        characterColumn(sourceLine, scalarOffset: item.offset)
    }
}
