/// Why `JournalLocator` found no journal.
public enum LocateFailure: Error, Sendable, Hashable {
    /// The path given does not exist.
    case missing(String)
    /// The path given is a file, but not a Markdown file.
    case notMarkdown(String)
    /// No daybook.yaml at or above this directory.
    case notFound(searchedFrom: String)
}
