import DaybookCore
import DaybookEstimators

/// `daybook consent [grant|revoke]`: what an external estimator is sent, and the person's say in it.
enum ConsentCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        guard let folder = host.configDirectory else { throw .runtime(.noSettingsFolder) }
        let language = host.language
        let settingsPath = folder + "/" + LocalSettings.fileName
        let consentPath = folder + "/" + Consent.fileName
        let settings = host.localSettings.settings
        let consent = (try? host.fileSystem.read(consentPath)).flatMap(Consent.load)
        switch invocation.arguments.first {
        case nil:
            host.writeOut(explanation(settings, consent: consent, settingsPath: settingsPath).text(language))
        case "grant":
            guard let destination = settings.destination else {
                host.writeOut(ConsentText.builtInNothingToGrant.text(language))
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
            host.writeOut(ConsentText.recorded(path: consentPath, destination: destination).text(language))
        case "revoke":
            if consent != nil {
                do {
                    try host.fileSystem.remove(ConfinedPath(root: folder, relative: Consent.fileName))
                } catch {
                    throw .runtime(.cannotRemove(path: consentPath, reason: error.reasonText))
                }
            }
            host.writeOut(ConsentText.revoked(builtInRemains: settings.destination != nil).text(language))
        case let other?:
            throw .usage(.unknownConsentAction(other), command: invocation.runningCommand)
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
