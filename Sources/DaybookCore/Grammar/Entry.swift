/// One list item of the journal: a meal, a dose, a glucose reading, or a cancelled line.
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
    }

    public let location: SourceLocation
    public let time: TimeOfDay?
    public let slot: Slot?
    /// The body as written: after the time and slot, without strike-through marks.
    public let text: String
    public let content: Content
    /// The whole line as written, for messages about it.
    public let sourceLine: String

    public init(location: SourceLocation, time: TimeOfDay?, slot: Slot?, text: String, content: Content,
                sourceLine: String) {
        self.location = location
        self.time = time
        self.slot = slot
        self.text = text
        self.content = content
        self.sourceLine = sourceLine
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        lhs === rhs || (lhs.location == rhs.location && lhs.time == rhs.time && lhs.slot == rhs.slot
            && lhs.text == rhs.text && lhs.content == rhs.content && lhs.sourceLine == rhs.sourceLine)
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

    public var mealItems: [MealItem] {
        if case .meal(let items) = content { return items }
        return []
    }

    /// The 1-based character column of an item in this entry's line, for messages about it.
    public func column(of item: MealItem) -> Int {
        characterColumn(sourceLine, scalarOffset: item.offset)
    }
}

/// A dose line: `long 12u`.
public struct DoseEntry: Sendable, Hashable {
    /// The configured dose's name, whatever alias was written.
    public var name: String
    public var units: Double

    public init(name: String, units: Double) {
        self.name = name
        self.units = units
    }
}

/// One food of a meal line, with its quantity.
public struct MealItem: Sendable, Hashable {
    /// The item as written, quantity and kcal included: what the person recognises.
    public var text: String
    /// The food's name in matching form (folded, lower-case), quantity and kcal removed.
    public var name: String
    public var quantity: Quantity
    /// A kcal value written in the item: the item's total, winning over every other source.
    public var explicitKcal: Int?
    /// Where the item starts in its line, in Unicode scalars from 0 (see `Entry.column(of:)`).
    public var offset: Int

    public init(text: String, name: String, quantity: Quantity, explicitKcal: Int?, offset: Int) {
        self.text = text
        self.name = name
        self.quantity = quantity
        self.explicitKcal = explicitKcal
        self.offset = offset
    }
}

public struct Quantity: Sendable, Hashable {
    public enum Unit: String, Sendable {
        /// Units, pieces, servings: a counter only counts.
        case count
        case gram = "g"
        case milliliter = "ml"
    }

    public var amount: Double
    public var unit: Unit

    public init(amount: Double, unit: Unit) {
        self.amount = amount
        self.unit = unit
    }

    public static let one = Quantity(amount: 1, unit: .count)

    /// Above these a quantity is a typo, not a meal: reported and not counted.
    static func limit(for unit: Unit) -> Double {
        switch unit {
        case .count: return 1000
        case .gram, .milliliter: return 100_000
        }
    }
}

/// The meal a line belongs to, when the person says so (`lunch:`, `昼:`).
public enum Slot: String, Sendable, Hashable, CaseIterable {
    case breakfast
    case lunch
    case dinner
    case snack
}
