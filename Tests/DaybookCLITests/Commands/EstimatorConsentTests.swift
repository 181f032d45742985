import Foundation
import Testing

/// External estimators sit behind consent: without it no request is made and no program started, by any command.
@Suite(.serialized)
struct EstimatorConsentTests {
    private func journal() throws -> TemporaryJournal {
        try TemporaryJournal([
            "daybook.yaml": "target: 2000\n",
            "2026-11-29.md": "# 2026-11-29\n- 12:00 ramen 600kcal\n- 15:00 mystery pie\n",
            "2026-11-28.md": "- 22:00 long 12u\n",
        ])
    }

    private func settings(_ server: FakeOpenAIServer) -> String {
        "estimator:\n  kind: openai\n  url: \(server.url)\n  model: test-model\n  timeout: 10\nwait: 20\n"
    }

    @Test func withoutConsentNoCommandSendsAnything() throws {
        let server = try FakeOpenAIServer()
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: settings(server))
        let env = local.environment
        let status = try journal.run(["status", "--now", "2026-11-29T20:00"], environment: env)
        #expect(
            status.stdout.contains(
                "warning: the openai estimator (openai \(server.url) model test-model) is not "
                    + "used: it has no consent, so only the built-in table estimates"))
        _ = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"], environment: env)
        _ = try journal.run(["add", "--now", "2026-11-29T20:30", "another mystery"], environment: env)
        _ = try journal.run(["check"], environment: env)
        let watch = try WatchProcess(["--json", "--now", "2026-11-29T20:00"], in: journal.url, environment: env)
        #expect(watch.nextLine() != nil)
        watch.stop()
        #expect(server.requests.isEmpty)
        // Without consent the built-in table counts, and is not pinned: openai is asked once consent is given.
        #expect(!((try? journal.read(".daybook/estimates.yaml")) ?? "").contains("mystery"))
    }

    @Test func withConsentOnlyTheItemAndItsLanguageAreSentAndTheAnswerIsPinned() throws {
        let server = try FakeOpenAIServer()
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: settings(server))
        let env = local.environment
        let explained = try journal.run(["consent"], environment: env)
        #expect(
            explained.stdout.hasPrefix(
                "Estimator: openai (openai \(server.url) model test-model)\nConsent: not given\n"))
        #expect(explained.stdout.contains("It never sends dates or times, doses, notes or any other line or item"))
        let granted = try journal.run(["consent", "grant"], environment: env)
        #expect(granted.status == 0)

        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"], environment: env)
        #expect(
            status.stdout.contains(
                #"{"text":"mystery pie","quantity":1,"unit":null,"kcal":420,"source":"openai","pending":false,"carbs":null}"#
            ))
        #expect(server.requests.count == 1)
        let body = try #require(server.requests.first?.body)
        let request = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let messages = try #require(request["messages"] as? [[String: Any]])
        #expect(messages.last?["content"] as? String == #"{"text":"mystery pie","locale":"en"}"#)
        #expect(request["model"] as? String == "test-model")
        for secret in ["2026", "12:00", "15:00", "ramen", "long", journal.url.path, "daybook.yaml", ".md"] {
            #expect(!body.contains(secret), "the request must not contain \(secret)")
        }
        #expect(
            try journal.read(".daybook/estimates.yaml").contains(
                "- {key: mystery pie, kcal: 420, estimator: openai, at: "))

        // Pinned: the next run asks nothing and shows the same number, whatever the endpoint would say now.
        server.kcal = 999
        let again = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"], environment: env)
        #expect(again.stdout.contains(#""kcal":420,"source":"pinned""#))
        #expect(server.requests.count == 1)

        // A status bar never asks.
        try journal.write("2026-11-29.md", "# 2026-11-29\n- 15:00 unknown tart\n")
        _ = try journal.run(["status", "--format", "line", "--now", "2026-11-29T20:00"], environment: env)
        #expect(server.requests.count == 1)

        let revoked = try journal.run(["consent", "revoke"], environment: env)
        #expect(revoked.stdout == "No consent: nothing is sent to any estimator; only the built-in table estimates.\n")
        _ = try journal.run(["status", "--now", "2026-11-29T20:00"], environment: env)
        #expect(server.requests.count == 1)
    }

    @Test func pointingTheEstimatorElsewhereVoidsConsent() throws {
        let server = try FakeOpenAIServer()
        let other = try FakeOpenAIServer()
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: settings(server))
        #expect(try journal.run(["consent", "grant"], environment: local.environment).status == 0)
        try settings(other).write(
            to: local.folder.appendingPathComponent("daybook/config.yaml"), atomically: false,
            encoding: .utf8)
        let status = try journal.run(["status", "--now", "2026-11-29T20:00"], environment: local.environment)
        #expect(status.stdout.contains("it has no consent"))
        #expect(server.requests.isEmpty && other.requests.isEmpty)
        #expect(
            try journal.run(["consent"], environment: local.environment).stdout.contains(
                "Consent: not given for this destination"))
    }

    @Test func aBusyEndpointIsAskedAgainAndAFailureFallsBack() throws {
        let server = try FakeOpenAIServer()
        server.statuses = [429, 503]
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: settings(server))
        _ = try journal.run(["consent", "grant"], environment: local.environment)
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"], environment: local.environment)
        #expect(server.requests.count == 3)
        #expect(status.stdout.contains(#""kcal":420,"source":"openai""#))

        let failing = try FakeOpenAIServer()
        failing.statuses = [500, 500, 500]
        let second = try TemporaryJournal(["daybook.yaml": "", "2026-11-29.md": "- 15:00 mystery pie\n"])
        let config = try LocalConfig(in: second, settings: settings(failing))
        _ = try second.run(["consent", "grant"], environment: config.environment)
        let fallback = try second.run(
            ["status", "--json", "--now", "2026-11-29T20:00"], environment: config.environment)
        #expect(fallback.stdout.contains(#""kcal":300,"source":"guess","pending":false"#))
        #expect(
            fallback.stdout.contains(
                "estimator openai had no answer for 'mystery pie': \(failing.url) answered HTTP 500"))
        #expect(!((try? second.read(".daybook/estimates.yaml")) ?? "").contains("mystery"))
    }

    @Test func watchShowsPendingThenTheEstimate() throws {
        let server = try FakeOpenAIServer()
        server.delay = 0.5
        let journal = try journal()
        let local = try LocalConfig(in: journal, settings: settings(server))
        _ = try journal.run(["consent", "grant"], environment: local.environment)
        let watch = try WatchProcess(
            ["--json", "--now", "2026-11-29T20:00"], in: journal.url, environment: local.environment)
        let first = watch.nextLine()
        #expect(
            first?.contains(
                #""text":"mystery pie","quantity":1,"unit":null,"kcal":300,"source":"guess","pending":true"#) == true)
        let second = watch.nextLine()
        #expect(second?.contains(#""kcal":420,"source":"openai","pending":false"#) == true)
        #expect(watch.nextLine(within: 0.5) == nil)
        #expect(server.requests.count == 1)
    }

    @Test func aCommandEstimatorGetsTheItemOnStandardInput() throws {
        let journal = try journal()
        let log = journal.url.appendingPathComponent("estimator-input").path
        let seen = journal.url.appendingPathComponent("estimator-context").path
        try journal.write(
            "estimate.sh",
            "#!/bin/sh\ncat >> \(log)\n{ pwd; env | grep -e DAYBOOK -e PWD; } > \(seen)\n"
                + "echo '{\"name\": \"x\", \"kcal\": 150, \"per\": \"unit\"}'\n")
        chmod(journal.url.appendingPathComponent("estimate.sh").path, 0o755)
        let script = journal.url.appendingPathComponent("estimate.sh").path
        // Through sh (a script just written may be held open by a child another test spawned: ETXTBSY), and a
        // generous wait: on a loaded machine (sanitizers) it may take seconds to start.
        let local = try LocalConfig(
            in: journal, settings: "estimator:\n  kind: command\n  command: [/bin/sh, \(script)]\nwait: 30\n")
        _ = try journal.run(["status", "--now", "2026-11-29T20:00"], environment: local.environment)
        #expect(!FileManager.default.fileExists(atPath: log))
        _ = try journal.run(["consent", "grant"], environment: local.environment)
        var environment = local.environment
        environment["DAYBOOK_JOURNAL"] = journal.url.path
        let status = try journal.run(["status", "--json", "--now", "2026-11-29T20:00"], environment: environment)
        #expect(status.stdout.contains(#""kcal":150,"source":"command""#))
        #expect(try journal.read("estimator-input") == #"{"text":"mystery pie","locale":"en"}"# + "\n")
        // Nothing tells the program where the journal is: it starts in / without DAYBOOK_* variables (the shell
        // sets PWD itself, from where it started).
        #expect(try journal.read("estimator-context") == "/\nPWD=/\n")
    }

    @Test func aJournalCannotConfigureAnEstimator() throws {
        let journal = try TemporaryJournal(["daybook.yaml": "estimator: {kind: command, command: /bin/rm}\n"])
        let check = try journal.run(["check"])
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix(
                "daybook.yaml:1:1: error: 'estimator' cannot be set in the journal: estimators "
                    + "are set on each machine"))
    }
}
