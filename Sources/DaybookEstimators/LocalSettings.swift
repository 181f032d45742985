import DaybookCore

/// This machine's own settings, `$XDG_CONFIG_HOME/daybook/config.yaml` (default `~/.config/daybook/`): never in the
/// synced journal, so that a synced folder cannot make a machine run a program or send data anywhere.
///
///     estimator:
///       kind: openai                # stub (the default), command or openai
///       url: http://localhost:11434/v1/chat/completions
///       model: llama3.2
///       api_key_env: OPENAI_API_KEY # the key is read from this variable, never from a file
///       timeout: 15                 # seconds per request
///     wait: 2                       # seconds `add` and `status` wait for estimates
///     lang: ja                      # the language daybook speaks here (else the locale's)
///     week_starts: sunday           # the first column of `calendar` (else Sunday for ja, Monday for en)
///     journal: ~/journal            # the journal when no --journal, $DAYBOOK_JOURNAL or daybook.yaml above says
public struct LocalSettings: Sendable, Equatable {
    public enum EstimatorKind: Sendable, Equatable {
        /// The built-in table; nothing leaves the machine.
        case stub
        /// A program given the item on stdin.
        case command([String])
        /// An OpenAI-compatible chat-completions endpoint.
        case openai(url: String, model: String, keyVariable: String?)
    }

    public static let fileName = "config.yaml"
    /// The keys config.yaml may hold; any other is warned about.
    static let knownKeys = ["estimator", "wait", "lang", "week_starts", "journal", "follow_links_outside"]

    public var estimator = EstimatorKind.stub
    /// Seconds an estimator may take per item.
    public var timeout = 15.0
    /// Seconds `add` and `status` wait for estimates before counting a fallback.
    public var wait = 2.0
    /// `lang`: the language daybook speaks on this machine, over the locale's; nil to follow the locale.
    public var language: Language?
    /// `week_starts`: the first day of the week in `calendar`; nil for the language's usual one.
    public var weekStart: WeekStart?
    /// `journal`: the journal to read when neither `--journal`, `$DAYBOOK_JOURNAL` nor a `daybook.yaml` at or above
    /// the current folder names one, as written (`~/` is the home folder's).
    public var journal: String?
    /// `follow_links_outside`: whether a symbolic link in the journal that leads outside its root is followed for
    /// reading. Off unless this machine says so: a link in a synced folder is someone else's (docs/SECURITY.md).
    public var followLinksOutside = false

    public init() {}

    /// Where items go, in the words consent is given for: `openai http://…`, `command /usr/bin/estimate`; nil
    /// for the built-in table.
    public var destination: String? {
        switch estimator {
        case .stub: return nil
        case .command(let words): return "command " + words.joined(separator: " ")
        case .openai(let url, let model, _): return "openai \(url) model \(model)"
        }
    }

    public var estimatorName: String {
        switch estimator {
        case .stub: return "stub"
        case .command: return "command"
        case .openai: return "openai"
        }
    }

    public static func load(_ bytes: [UInt8], file: String) -> (LocalSettings, [Diagnostic]) {
        var report = YAMLReport(file: file, bytes: bytes)
        var settings = LocalSettings()
        guard let pairs = report.topMapping() else { return (settings, report.diagnostics) }
        for pair in pairs {
            switch pair.key.scalar {
            case "estimator":
                settings.readEstimator(pair.value, &report)
            case "wait":
                settings.wait = report.number(pair.value, key: "wait", in: 0...60) ?? settings.wait
            case "lang":
                settings.language = pair.value.scalar.flatMap(Language.init(rawValue:))
                if settings.language == nil {
                    report.error(EstimatorMessage.langChoices(found: pair.value.kind), at: pair.value)
                }
            case "journal":
                settings.journal = pair.value.scalar.flatMap { $0.isEmpty ? nil : $0 }
                if settings.journal == nil {
                    report.error(EstimatorMessage.journalPath(found: pair.value.kind), at: pair.value)
                }
            case "follow_links_outside":
                switch pair.value.scalar {
                case "true": settings.followLinksOutside = true
                case "false": settings.followLinksOutside = false
                default: report.error(EstimatorMessage.followLinksChoices(found: pair.value.kind), at: pair.value)
                }
            case "week_starts":
                settings.weekStart = pair.value.scalar.flatMap(WeekStart.init(rawValue:))
                if settings.weekStart == nil {
                    report.error(EstimatorMessage.weekStartChoices(found: pair.value.kind), at: pair.value)
                }
            default:
                report.warning(
                    ConfigMessage.unknownKey(key: pair.key.scalar ?? "", file: fileName), at: pair.key,
                    hint: ConfigMessage.knownKeys(LocalSettings.knownKeys))
            }
        }
        return (settings, report.diagnostics)
    }

    private mutating func readEstimator(_ node: YAMLNode, _ report: inout YAMLReport) {
        guard let pairs = node.mapping else {
            report.error(EstimatorMessage.estimatorMapping, at: node)
            return
        }
        var fields: [String: YAMLNode] = [:]
        for pair in pairs { if let key = pair.key.scalar { fields[key] = pair.value } }
        timeout = fields["timeout"].flatMap { report.number($0, key: "timeout", in: 1...600) } ?? timeout
        switch fields["kind"]?.scalar ?? "stub" {
        case "stub":
            estimator = .stub
        case "command":
            let words =
                fields["command"].flatMap { node in
                    node.sequence != nil
                        ? report.strings(node, key: "command")
                        : node.scalar.map { $0.split(separator: " ").map(String.init) }
                } ?? []
            guard !words.isEmpty else {
                report.error(EstimatorMessage.commandNeedsCommand, at: node)
                return
            }
            estimator = .command(words)
        case "openai":
            guard let url = fields["url"]?.scalar, url.hasPrefix("http://") || url.hasPrefix("https://") else {
                report.error(EstimatorMessage.openAINeedsURL, at: node)
                return
            }
            guard let model = fields["model"]?.scalar, !model.isEmpty else {
                report.error(EstimatorMessage.openAINeedsModel, at: node)
                return
            }
            if fields["api_key"] != nil {
                report.error(EstimatorMessage.keyNeverFromFile, at: fields["api_key"] ?? node)
            }
            estimator = .openai(url: url, model: model, keyVariable: fields["api_key_env"]?.scalar)
        default:
            report.error(EstimatorMessage.kindChoices, at: fields["kind"] ?? node)
        }
    }
}
