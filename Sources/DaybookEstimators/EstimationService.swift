import DaybookCore
import DaybookPlatform
import Dispatch

/// An external estimator that never keeps a person waiting: the first time an item is asked about, the request
/// starts in the background and the resolver hears `pending` (and counts a fallback, marked `…`); once the answer
/// is in, it is given at once (and pinned by the command). At most three requests are in flight; a failure is
/// asked again only after a pause that doubles each time, so a down endpoint is never hit in a storm.
public final class EstimationService: Estimator, @unchecked Sendable {
    public let name: String
    private let ask: @Sendable (EstimateRequest) -> Result<KcalValues, AnswerFailure>
    private let state = DispatchQueue(label: "daybook.estimates.state")
    private let work = DispatchQueue(label: "daybook.estimates.work", attributes: .concurrent)
    private let slots = DispatchSemaphore(value: 3)
    private let group = DispatchGroup()
    private var answers: [String: KcalValues] = [:]
    private var failures: [String: (message: EstimatorMessage, retryAt: Double, attempts: Int)] = [:]
    private var inFlight: Set<String> = []
    private var listener: (@Sendable () -> Void)?

    init(name: String, ask: @escaping @Sendable (EstimateRequest) -> Result<KcalValues, AnswerFailure>) {
        self.name = name
        self.ask = ask
    }

    /// Called (on a background thread) whenever an answer or a failure arrives.
    public func onAnswer(_ listener: @escaping @Sendable () -> Void) {
        state.sync { self.listener = listener }
    }

    public func estimate(_ request: EstimateRequest) -> EstimateResult {
        state.sync {
            if let values = answers[request.key] { return .values(values) }
            if inFlight.contains(request.key) { return .pending }
            if let failure = failures[request.key], now() < failure.retryAt {
                return .unavailable(failure.message.localized)
            }
            inFlight.insert(request.key)
            group.enter()
            work.async { self.run(request) }
            return .pending
        }
    }

    /// Waits up to `seconds` for the requests in flight; true when none is left.
    @discardableResult
    public func waitForAnswers(seconds: Double) -> Bool {
        group.wait(timeout: .now() + seconds) == .success
    }

    public var isWaiting: Bool {
        state.sync { !inFlight.isEmpty }
    }

    private func run(_ request: EstimateRequest) {
        slots.wait()
        let result = ask(request)
        slots.signal()
        let listener: (@Sendable () -> Void)? = state.sync {
            inFlight.remove(request.key)
            switch result {
            case .success(let values):
                answers[request.key] = values
                failures[request.key] = nil
            case .failure(let failure):
                let attempts = (failures[request.key]?.attempts ?? 0) + 1
                let pause = min(600, 5 * Double(1 << min(attempts - 1, 16)))
                failures[request.key] = (failure.message, now() + pause, attempts)
            }
            return self.listener
        }
        group.leave()
        listener?()
    }

    private func now() -> Double {
        SystemClock.monotonicSeconds()
    }
}
