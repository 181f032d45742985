import DaybookCore
import DaybookEstimators

/// `daybook consent [grant|revoke]`: what an external estimator is sent, and the person's say in it.
enum ConsentCommand {
    static func run(_ invocation: Invocation, host: Host) throws(CommandFailure) -> Int32 {
        guard let folder = host.configDirectory else {
            throw .runtime("cannot find this machine's settings folder: neither XDG_CONFIG_HOME nor HOME is set")
        }
        let settingsPath = folder + "/" + LocalSettings.fileName
        let consentPath = folder + "/" + Consent.fileName
        let settings = (try? host.fileSystem.read(settingsPath)).map { LocalSettings.load($0, file: settingsPath).0 }
            ?? LocalSettings()
        let consent = (try? host.fileSystem.read(consentPath)).flatMap(Consent.load)
        switch invocation.arguments.first {
        case nil:
            host.writeOut(explanation(settings, consent: consent, settingsPath: settingsPath))
        case "grant":
            guard let destination = settings.destination else {
                host.writeOut("The built-in table estimates here: nothing is sent anywhere, so there is nothing to consent "
                         + "to.\n")
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
                throw .runtime("cannot write \(consentPath): \(error.reasonText)")
            }
            host.writeOut("Consent recorded in \(consentPath): food items may be sent to \(destination).\n"
                     + "Run 'daybook consent revoke' to stop.\n")
        case "revoke":
            if consent != nil {
                do {
                    try host.fileSystem.remove(ConfinedPath(root: folder, relative: Consent.fileName))
                } catch {
                    throw .runtime("cannot remove \(consentPath): \(error.reasonText)")
                }
            }
            host.writeOut("No consent: nothing is sent to any estimator" + (settings.destination == nil ? "" : "; only "
                     + "the built-in table estimates") + ".\n")
        case let other?:
            throw .usage("Unknown action '\(other)'; use grant or revoke", command: invocation.runningCommand)
        }
        return 0
    }

    private static func explanation(_ settings: LocalSettings, consent: Consent?, settingsPath: String) -> String {
        guard let destination = settings.destination else {
            return "The built-in table estimates here: nothing is sent anywhere, so no consent is needed.\n"
                + "To use another estimator, set 'estimator' in \(settingsPath).\n"
        }
        let state: String
        if let consent, consent.covers(settings) {
            state = "given on \(consent.granted)"
        } else if let consent {
            state = "not given for this destination (it was given on \(consent.granted) for \(consent.destination))"
        } else {
            state = "not given"
        }
        let receiver: String
        switch settings.estimator {
        case .command(let words):
            receiver = "the program '\(words.joined(separator: " "))', started on this machine with the item on its "
                + "standard input (what it does with it is up to the program)"
        case .openai(let url, let model, let keyVariable):
            receiver = "\(url), model \(model), over HTTP with curl"
                + (keyVariable.map { ", with the API key from the environment variable \($0)" } ?? "")
        case .stub:
            receiver = ""
        }
        return """
        Estimator: \(settings.estimatorName) (\(destination))
        Consent: \(state)

        When an item is a food no source knows (not in foods.yaml, never written with kcal, not pinned), daybook
        can ask this estimator for its kcal. For each such item it sends exactly:
          - the text of that one item as you wrote it, e.g. "gyoza 6個"
          - its language, "ja" or "en"
        It never sends dates or times, doses, notes or any other line or item, file names, paths, the journal's
        location, or anything about you or this machine.
        To: \(receiver).
        The answer is pinned in the journal's .daybook/estimates.yaml, so an item is asked about once.

        'daybook consent grant' allows it; 'daybook consent revoke' stops it. Pointing the estimator elsewhere
        voids the consent.

        """
    }
}
