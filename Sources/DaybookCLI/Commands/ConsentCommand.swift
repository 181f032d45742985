import DaybookCore
import DaybookEstimators

/// `daybook consent [grant|revoke]`: what an external estimator is sent, and the person's say in it.
enum ConsentCommand: Command {
    typealias Options = NoOptions

    static let spec = CommandSpec(
        name: "consent",
        abstract: Localized(
            en: "Show, give or take back consent to send food items to this machine's estimator.",
            ja: "このマシンの推定器に品目を送ることへの同意を表示・付与・取り消しします。"),
        discussion: Localized(
            en: "Without consent an external estimator is never asked: no program is started and nothing leaves the "
                + "machine. 'daybook consent' shows exactly what would be sent and to whom; 'grant' records consent "
                + "for that destination (pointing the estimator elsewhere voids it); 'revoke' removes it.",
            ja: "同意がなければ外部の推定器には一切問い合わせません。プログラムは起動せず、何もマシンの外に出ません。"
                + "「daybook consent」は何が誰に送られるかをそのまま示し、「grant」はその送り先への同意を記録し"
                + "(推定器の送り先を変えると同意は無効になります)、「revoke」は同意を取り消します。"),
        arguments: [
            CommandSpec.Argument(
                name: "action", kind: .choice(["grant", "revoke"]),
                help: Localized(
                    en: "grant or revoke; leave out to see what consent means here.",
                    ja: "grant か revoke。省くと、ここでの同意の意味を表示します。"),
                isRequired: false)
        ])

    static func run(_ invocation: Invocation<ConsentCommand>, host: Host) throws(CommandFailure) -> Int32 {
        guard let folder = host.configDirectory else { throw .runtime(.noSettingsFolder) }
        let language = host.language
        let settingsPath = folder + "/" + LocalSettings.fileName
        let consentPath = folder + "/" + Consent.fileName
        let settings = host.localSettings.settings
        // This machine's settings are trusted, but a value in them (a command, a URL) may still hold an escape a
        // terminal would obey: what consent shows is shown visibly.
        func visible(_ text: ConsentText) -> String { VisibleText.escapedLines(text.text(language)) }
        let consent = (try? host.fileSystem.read(consentPath)).flatMap(Consent.load)
        switch invocation.arguments.first {
        case nil:
            host.writeOut(visible(explanation(settings, consent: consent, settingsPath: settingsPath)))
        case "grant":
            guard let destination = settings.destination else {
                host.writeOut(visible(.builtInNothingToGrant))
                return 0
            }
            let granted = Consent(destination: destination, granted: host.clock().date)
            // The settings folder is this machine's own: it may be a link (dotfile managers make one), but nothing
            // below it is followed.
            let file = ConfinedPath(root: folder, relative: Consent.fileName)
            do {
                try host.fileSystem.makeDirectory(ConfinedPath(root: folder, relative: ""))
                try host.fileSystem.replace(file, contents: granted.bytes)
            } catch {
                throw .runtime(.cannotSave(path: consentPath, reason: error.reasonText))
            }
            host.writeOut(visible(.recorded(path: consentPath, destination: destination)))
        case "revoke":
            if consent != nil {
                do {
                    try host.fileSystem.remove(ConfinedPath(root: folder, relative: Consent.fileName))
                } catch {
                    throw .runtime(.cannotRemove(path: consentPath, reason: error.reasonText))
                }
            }
            host.writeOut(visible(.revoked(builtInRemains: settings.destination != nil)))
        case let other?:
            throw .usage(.unknownConsentAction(other), command: invocation.command)
        }
        return 0
    }

    private static func explanation(_ settings: LocalSettings, consent: Consent?, settingsPath: String) -> ConsentText {
        guard let destination = settings.destination else { return .builtInNoConsentNeeded(settingsPath: settingsPath) }
        let state: ConsentText
        if let consent, consent.covers(settings) {
            state = .givenOn(consent.granted)
        } else if let consent {
            state = .givenForOther(date: consent.granted, destination: consent.destination)
        } else {
            state = .notGiven
        }
        let receiver: Localized
        switch settings.estimator {
        case .command(let words):
            receiver = ConsentText.toProgram(words.joined(separator: " ")).localized
        case .openai(let url, let model, let keyVariable):
            receiver = ConsentText.toEndpoint(url: url, model: model, keyVariable: keyVariable).localized
        case .stub:
            receiver = .verbatim("")
        }
        return .explanation(
            estimator: settings.estimatorName, destination: destination, state: state.localized,
            receiver: receiver)
    }
}
