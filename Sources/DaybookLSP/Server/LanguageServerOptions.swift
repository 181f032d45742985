import DaybookCore

/// What the command gives the server: the file system, the clock, and the estimators it may ask. The server looks
/// nothing up by itself: consent rules stay with the command that builds these.
public struct LanguageServerOptions {
    public var fileSystem: any FileSystem
    /// The largest file `fileSystem` reads (the core's limit on a journal file): an open buffer larger than this
    /// is reported as such a file is, and not read.
    public var maximumFileBytes: Int
    /// The journal's estimator (the built-in table, or this machine's external one with consent), asked about what
    /// a saved document holds; its answers are pinned, as `status` pins them. Nil: nobody is asked.
    public var estimator: (any Estimator)?
    /// Counts while the estimator has not answered, and for text not saved yet; never pinned.
    public var fallback: (any Estimator)?
    /// The time dose windows are judged against.
    public var now: () -> LocalDateTime
    /// The real clock as `YYYY-MM-DDTHH:MM:SS`, stamping pins.
    public var pinTime: () -> String
    /// Milliseconds on a clock that only moves forward, for settling.
    public var monotonic: () -> Int
    /// Where folder listings are remembered between reads, as for `status`.
    public var listingCache: () -> ListingCacheFile?
    /// `$DAYBOOK_JOURNAL`: a journal for documents with no daybook.yaml above them.
    public var environmentJournal: String?
    /// The language of what the editor shows when the client names no locale: the command's (`--lang`, this
    /// machine's config.yaml, the environment's locale).
    public var language: Language

    public init(
        fileSystem: any FileSystem, maximumFileBytes: Int, estimator: (any Estimator)? = nil,
        fallback: (any Estimator)? = nil, now: @escaping () -> LocalDateTime,
        pinTime: @escaping () -> String = { "" }, monotonic: @escaping () -> Int,
        listingCache: @escaping () -> ListingCacheFile? = { nil }, environmentJournal: String? = nil,
        language: Language = .en
    ) {
        self.fileSystem = fileSystem
        self.maximumFileBytes = maximumFileBytes
        self.estimator = estimator
        self.fallback = fallback
        self.now = now
        self.pinTime = pinTime
        self.monotonic = monotonic
        self.listingCache = listingCache
        self.environmentJournal = environmentJournal
        self.language = language
    }
}
