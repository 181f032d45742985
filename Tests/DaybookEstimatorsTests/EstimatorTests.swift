import DaybookCore
import Foundation
import Synchronization
import Testing

@testable import DaybookEstimators

struct TransportTests {
    private func settings(_ command: [String]) -> LocalSettings {
        var settings = LocalSettings()
        settings.estimator = .command(command)
        settings.timeout = 1
        return settings
    }

    @Test func noTransportWithoutConsentForThatDestination() {
        let mine = settings(["/usr/bin/estimate"])
        #expect(EstimatorTransport(settings: mine, consent: nil) == nil)
        let elsewhere = Consent(destination: "command /usr/bin/other", granted: LocalDate("2026-11-29")!)
        #expect(EstimatorTransport(settings: mine, consent: elsewhere) == nil)
        let given = Consent(destination: "command /usr/bin/estimate", granted: LocalDate("2026-11-29")!)
        #expect(EstimatorTransport(settings: mine, consent: given) != nil)
        #expect(EstimatorTransport(settings: LocalSettings(), consent: given) == nil)
        if case .needsConsent = ConfiguredEstimator(settings: mine, consent: nil) {
        } else {
            Issue.record("an estimator without consent must not be usable")
        }
    }

    private func estimator(_ script: String) throws -> CommandEstimator {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("estimate-\(UUID().uuidString).sh")
        try ("#!/bin/sh\n" + script).write(to: url, atomically: false, encoding: .utf8)
        chmod(url.path, 0o755)
        // Run through sh rather than exec'ed: a child another test spawns at this moment may hold the script open
        // for writing, and exec'ing it would then fail with ETXTBSY.
        let words = ["/bin/sh", url.path]
        let settings = settings(words)
        let consent = Consent(
            destination: try #require(settings.destination), granted: try #require(LocalDate("2026-11-29")))
        return CommandEstimator(
            transport: try #require(EstimatorTransport(settings: settings, consent: consent)), words: words)
    }

    private let request = EstimateRequest(
        text: "2 mystery pies", key: "mystery pies",
        quantity: Quantity(amount: 2, unit: .count))

    @Test func failuresAreReportedNotThrownOrHung() throws {
        func message(_ result: Result<KcalValues, AnswerFailure>) -> String? {
            if case .failure(let failure) = result { return failure.message.localized.en }
            return nil
        }
        #expect(message(try estimator("cat >/dev/null; exit 3\n").ask(request)) == "it exited with status 3")
        #expect(message(try estimator("cat >/dev/null; echo not json\n").ask(request)) == "its answer is not JSON")
        let start = Date()
        #expect(message(try estimator("sleep 5\n").ask(request)) == "no answer within 1 s")
        #expect(Date().timeIntervalSince(start) < 4)
        #expect(
            message(try estimator("cat >/dev/null; echo '{\"kcal\": -5}'\n").ask(request))
                == "the answer has no kcal between 0 and 100000")
    }

    @Test func aTotalIsSharedOverTheQuantity() throws {
        let answer = try estimator("cat >/dev/null; echo '{\"name\": \"pie\", \"kcal\": 800, \"per\": \"total\"}'\n")
            .ask(request)
        #expect(try answer.get() == KcalValues(perUnit: 400))
        let grams = EstimateRequest(text: "rice 200g", key: "rice", quantity: Quantity(amount: 200, unit: .gram))
        #expect(
            try EstimateAnswer.values(JSON(parsing: #"{"kcal": 312, "per": "total"}"#)!, for: grams).get()
                == KcalValues(per100g: 156))
        #expect(
            try EstimateAnswer.values(JSON(parsing: #"{"kcal": 90, "per": "unit"}"#)!, for: request).get()
                == KcalValues(perUnit: 90))
    }

    @Test func aTranslatedAnswerIsRefused() throws {
        let japanese = EstimateRequest(text: "餃子6個", key: "餃子", quantity: Quantity(amount: 6, unit: .count))
        let translated = EstimateAnswer.values(JSON(parsing: #"{"name": "dumplings", "kcal": 240}"#)!, for: japanese)
        if case .success = translated { Issue.record("a translated answer must be refused") }
        let kept = EstimateAnswer.values(JSON(parsing: #"{"name": "餃子", "kcal": 240}"#)!, for: japanese)
        #expect(try kept.get() == KcalValues(perUnit: 40))
    }
}

struct EstimationServiceTests {
    @Test func pendingThenAnswerThenPinnedInMemory() {
        let service = EstimationService(name: "test") { _ in .success(KcalValues(perUnit: 100)) }
        let request = EstimateRequest(text: "pie", key: "pie", quantity: .one)
        #expect(service.estimate(request) == .pending)
        #expect(service.waitForAnswers(seconds: 5))
        #expect(service.estimate(request) == .values(KcalValues(perUnit: 100)))
    }

    @Test func aFailureIsNotAskedAgainAtOnce() {
        let counter = Mutex(0)
        let service = EstimationService(name: "test") { _ in
            counter.withLock { $0 += 1 }
            return .failure(AnswerFailure(.noAnswerFrom(url: "http://down")))
        }
        let request = EstimateRequest(text: "pie", key: "pie", quantity: .one)
        #expect(service.estimate(request) == .pending)
        service.waitForAnswers(seconds: 5)
        let down = EstimatorMessage.noAnswerFrom(url: "http://down").localized
        #expect(service.estimate(request) == .unavailable(down))
        #expect(service.estimate(request) == .unavailable(down))
        #expect(counter.withLock { $0 } == 1)
    }

    @Test func jsonReadsWhatEstimatorsAnswer() {
        let parsed = JSON(parsing: #"{"a": [1, 2.5, "x\u00e9\n", true, null], "b": {"c": -3e2}}"#)
        #expect(parsed?["a"] == .array([.int(1), .number(2.5), .string("xé\n"), .bool(true), .null]))
        #expect(parsed?["b"]?["c"]?.double == -300)
        #expect(JSON(parsing: "{\"a\": }") == nil)
        #expect(JSON(parsing: String(repeating: "[", count: 100)) == nil)
    }
}
