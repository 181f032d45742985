/// A catalogue case: a message whose texts in both languages come from one switch over typed placeholders.
public protocol Localizable: Sendable {
    var localized: Localized { get }
}
