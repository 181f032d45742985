/// One text in every language daybook speaks, side by side: what a catalogue case produces and what a diagnostic
/// carries. A sentence is written in both (`init(en:ja:)`), so one without its Japanese does not compile; only a
/// name, a number or a path, which read the same in both, is `verbatim`.
public struct Localized: Hashable, Sendable {
    public var en: String
    public var ja: String

    public init(en: String, ja: String) {
        self.en = en
        self.ja = ja
    }

    public subscript(language: Language) -> String {
        switch language {
        case .en: return en
        case .ja: return ja
        }
    }

    /// The same words in both languages: a name, a number, a path (never a sentence).
    public static func verbatim(_ text: String) -> Localized {
        Localized(en: text, ja: text)
    }
}

extension Localized: Localizable {
    public var localized: Localized { self }
}

extension Localizable {
    public func text(_ language: Language) -> String {
        localized[language]
    }
}
