import DaybookCore

/// The one place that decides which language a run speaks: `--lang`, else `lang` in this machine's config.yaml,
/// else the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: `ja…` is Japanese, anything else English). Never the
/// synced journal, which another machine writes.
enum LanguageChoice {
    /// The locale variables, in the order POSIX gives them precedence.
    static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    static func language(option: String?, host: Host) -> Language {
        if let option, let language = Language(rawValue: option) { return language }
        if let configured = host.localSettings.settings.language { return configured }
        return locale(host.variable)
    }

    /// The language of the first locale variable that is set and not empty; English without one.
    static func locale(_ variable: (String) -> String?) -> Language {
        for name in localeVariables {
            if let value = variable(name), !value.isEmpty { return Language(locale: value) }
        }
        return .en
    }

    /// `--lang`'s value among words the parser refused, so that its error is in the language asked for.
    static func requested(in words: [String]) -> String? {
        var index = words.startIndex
        while index < words.endIndex, words[index] != "--" {
            let word = words[index]
            if word == "--lang", index + 1 < words.endIndex { return words[index + 1] }
            if word.hasPrefix("--lang=") { return String(word.dropFirst("--lang=".count)) }
            index += 1
        }
        return nil
    }
}
