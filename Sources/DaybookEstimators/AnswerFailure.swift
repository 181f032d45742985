import DaybookCore
import DaybookPlatform

/// Why an estimator's answer was not used.
struct AnswerFailure: Error {
    var message: EstimatorMessage

    init(_ message: EstimatorMessage) {
        self.message = message
    }
}
