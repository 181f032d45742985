import DaybookCore
import DaybookPlatform

/// Why an estimator's answer was not used.
struct AnswerFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
