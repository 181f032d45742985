import DaybookCore

extension CommandSpec {
    /// A named option: a flag (`--json`) or one with a value (`--journal <path>`).
    struct Option: Sendable {
        /// What the value is called in help (`path`) and what it must be.
        struct Value: Sendable {
            var name: String
            var kind: ValueKind
            /// The value may be left out (`--poll`); given as the next word, it must be a number.
            var isOptional = false
        }

        var name: String
        /// nil for a flag.
        var value: Value?
        var help: Localized
        /// May be given more than once (`--alias a --alias b`); others may not.
        var isRepeatable = false

        /// A flag.
        init(_ name: String, help: Localized) {
            self.name = name
            self.help = help
        }

        /// An option with a value of `kind`, shown as `<valueName>`.
        init(
            _ name: String, _ valueName: String, _ kind: ValueKind, help: Localized, isRepeatable: Bool = false,
            valueIsOptional: Bool = false
        ) {
            self.name = name
            value = Value(name: valueName, kind: kind, isOptional: valueIsOptional)
            self.help = help
            self.isRepeatable = isRepeatable
        }

        /// `--journal <path>`, `--poll[=<seconds>]`, `--json`.
        var label: String {
            guard let value else { return name }
            return value.isOptional ? "\(name)[=<\(value.name)>]" : "\(name) <\(value.name)>"
        }

        /// The option's help followed by what its kind of value accepts.
        var fullHelp: Localized {
            guard let forms = value?.kind.forms else { return help }
            return Localized(en: help.en + " " + forms.en, ja: help.ja + forms.ja)
        }

        /// The same option described for one command.
        func describing(_ help: Localized) -> Option {
            var option = self
            option.help = help
            return option
        }
    }
}
