import DaybookCore
import DaybookPlatform

/// `kind: command`: runs the configured program with `{"text": …, "locale": …}` on stdin and reads
/// `{"name": …, "kcal": N, "carbs": G, "per": "unit"|"total"}` from stdout (`carbs` optional).
struct CommandEstimator {
    let transport: EstimatorTransport
    let words: [String]

    func ask(_ request: EstimateRequest) -> Result<KcalValues, AnswerFailure> {
        let body = Array((EstimatorTransport.itemJSON(request).text + "\n").utf8)
        guard let output = transport.run(words, input: body) else {
            return .failure(.init(.couldNotStart(program: words.first ?? "command")))
        }
        if output.timedOut { return .failure(.init(.noAnswerWithin(seconds: Int(transport.settings.timeout)))) }
        guard output.status == 0 else { return .failure(.init(.exitStatus(output.status))) }
        guard let answer = JSON(parsing: String(decoding: output.stdout, as: UTF8.self)) else {
            return .failure(.init(.answerNotJSON))
        }
        return EstimateAnswer.values(answer, for: request)
    }
}
