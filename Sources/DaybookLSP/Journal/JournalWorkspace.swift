import DaybookCore
import Dispatch

/// One journal the open documents belong to, and what the server keeps of it between edits: the root's settings
/// (until daybook.yaml, foods.yaml or the pin log changes), and every day of the journal, read once in the
/// background, for what other days taught (history) and for completion and hover.
final class JournalWorkspace {
    let location: JournalLocation
    private let reader: JournalReader
    private var cachedSettings: JournalSettings?
    /// The settings files as last read, to notice a change when the client watches nothing.
    private var stamps: [FileStatus?] = []
    /// Every day of the journal, once the background read has landed.
    private(set) var whole: Journal?
    private var wholeIsStale = true
    private let landing = Landing()
    /// History from everything but the days of one document, by those days.
    private var historyCache: (days: [LocalDate], history: History)?

    init(location: JournalLocation, fileSystem: any FileSystem) {
        self.location = location
        reader = JournalReader(fileSystem: fileSystem)
    }

    /// The files whose change means reading the settings again.
    var settingsFiles: [String] { [ConfigLoader.fileName, FoodTable.fileName, PinnedEstimates.path] }

    func settings() -> JournalSettings {
        if let cachedSettings { return cachedSettings }
        let settings = reader.readSettings(location)
        cachedSettings = settings
        stamps = settingsStamps()
        return settings
    }

    /// Forgets the settings (one of their files changed); the days read with the old ones go too.
    func settingsChanged() {
        cachedSettings = nil
        historyCache = nil
        daysChanged()
    }

    /// A journal file changed on disk: the days read in the background are out of date.
    func daysChanged() {
        wholeIsStale = true
        historyCache = nil
    }

    /// Whether a settings file changed since it was read, by its status: for clients that watch nothing.
    func settingsChangedOnDisk() -> Bool {
        guard cachedSettings != nil else { return false }
        return settingsStamps() != stamps
    }

    private func settingsStamps() -> [FileStatus?] {
        settingsFiles.map { reader.fileSystem.status(location.path($0)) }
    }

    // MARK: - Every day, in the background

    /// Starts reading every day unless a read is under way or what was read is current. `fileSystem` holds the
    /// open buffers as they are now.
    func refreshWhole(through fileSystem: OverlayFileSystem, listingCache: ListingCacheFile?) {
        guard wholeIsStale, !landing.inFlight else { return }
        wholeIsStale = false
        landing.inFlight = true
        let location = location
        let settings = settings()
        let landing = landing
        DispatchQueue.global(qos: .utility).async {
            let journal = JournalReader(fileSystem: fileSystem).read(
                location, settings: settings,
                listingCache: listingCache, selection: .all)
            landing.put(journal)
        }
    }

    var isReadingWhole: Bool { landing.inFlight }

    /// Takes the background read's result when it has landed; true when it did.
    func collectWhole() -> Bool {
        guard let journal = landing.take() else { return false }
        whole = journal
        historyCache = nil
        return true
    }

    /// What the pin log and every day but `days` taught: the history an edit of those days starts from. Until the
    /// background read lands, what the pin log holds (as `status` knows it).
    func history(excluding days: [LocalDate]) -> History {
        if let cached = historyCache, cached.days == days { return cached.history }
        let base = settings().pinned.history
        let history = whole?.history(over: base) { !days.contains($0) } ?? base
        historyCache = (days, history)
        return history
    }
}

/// Where the background read leaves its journal for the server's loop to pick up.
private final class Landing: @unchecked Sendable {
    private let queue = DispatchQueue(label: "daybook.lsp.landing")
    private var journal: Journal?
    private var flying = false

    var inFlight: Bool {
        get { queue.sync { flying } }
        set { queue.sync { flying = newValue } }
    }

    func put(_ journal: Journal) {
        queue.sync {
            self.journal = journal
            flying = false
        }
    }

    func take() -> Journal? {
        queue.sync {
            defer { journal = nil }
            return journal
        }
    }
}
