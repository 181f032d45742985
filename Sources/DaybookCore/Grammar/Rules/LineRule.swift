/// One kind of line: what it matches and what it reads. `LineRules.ordered` lists every rule in the order they are
/// tried; the first that matches decides the line.
protocol LineRule: Sendable {
    /// The rule's name, as docs/FORMAT.md lists it.
    var name: String { get }
    /// What the rule reads from `body`, or nil when the line is not of its kind (the next rule is tried).
    func read(_ body: LineBody, with parser: EntryParser) -> LineOutcome?
}

/// What a rule decided about a line, with what its errors know of the insulin the line is about (`InsulinClaim`):
/// the parse result's `unreadInsulin` is decided from that, never from the errors' words.
enum LineOutcome {
    /// The line is an entry with this content; `diagnostics` are warnings about it, or errors about items of it that
    /// are no food (`ramen, lantus 12u`), and `insulin` what those errors claim.
    case content(Entry.Content, diagnostics: [Diagnostic] = [], insulin: InsulinClaim? = nil)
    /// The line is of the rule's kind but cannot be read as it: an error, and no entry.
    case rejected([Diagnostic], insulin: InsulinClaim? = nil)

    /// The line refused with `refusal`'s error.
    static func refused(_ refusal: Refusal) -> LineOutcome {
        .rejected([refusal.diagnostic], insulin: refusal.insulin)
    }

    /// A dose read, with its warning, or the error that made it no dose.
    static func dose(_ read: Swift.Result<DoseParser.Line, Refusal>) -> LineOutcome {
        switch read {
        case .success(let line): return .content(.dose(line.entry), diagnostics: line.warning.map { [$0] } ?? [])
        case .failure(let refusal): return .refused(refusal)
        }
    }
}

/// The body of one line — what follows its task box, strike-through, time and slot — and the facts about it that
/// several rules ask, found once before the first rule is tried.
struct LineBody {
    /// The body's scalars in matching form, and as written (for what errors show).
    let s: [Unicode.Scalar]
    let original: [Unicode.Scalar]
    /// Where the body starts and ends in `s`.
    let start: Int
    let end: Int
    /// The body as written.
    let text: String
    /// The line's time and slot, its own or inherited.
    let time: TimeOfDay?
    let slot: Slot?
    let location: SourceLocation
    let line: String
    /// The separators between items after the first, and the first one (nil for a single item).
    let separators: ItemSeparators
    let firstSeparator: (index: Int, length: Int)?
    /// Where the first item ends.
    var firstItemEnd: Int { firstSeparator?.index ?? end }
    /// The configured dose whose name starts the body, unless that name is a label that starts a food's name.
    let doseName: DoseParser.Name?
    /// Insulin named later in the first item (`昼食前 ヒューマログ 5`), when no dose's name starts the body.
    let later: (range: Range<Int>, dose: DoseParser.Name?)?
    /// Whether the body starts with a dose: a dose's name, not a label that stands before kcal (`long -200kcal`).
    let startsWithDose: Bool
    /// The words of the kinds that are not food in the first item (see `KindWords`).
    let hits: [KindWords.Hit]
}
