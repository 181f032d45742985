import DaybookCore
import DaybookPlatform

/// `kind: openai`: any OpenAI-compatible chat-completions endpoint (Ollama, llama.cpp, LM Studio, vLLM, or a hosted
/// API), through `curl`. JSON mode; a 429 or 5xx is retried with growing pauses; the key, if any, is read from the
/// named environment variable and handed to curl on a pipe — never in its arguments, never in a file, never logged.
struct OpenAIEstimator {
    let transport: EstimatorTransport
    let url: String
    let model: String
    let keyVariable: String?

    static let instructions =
        "You estimate food energy for a food log. The user sends one item as a person wrote "
        + "it, as JSON with its text and its language. Reply with one JSON object: {\"name\": the food's name in "
        + "the language of the text, never translated, \"kcal\": the kcal of the quantity stated (one serving if none "
        + "is), \"carbs\": the grams of carbohydrate of the same quantity, \"per\": \"total\"}."

    func ask(_ request: EstimateRequest) -> Result<KcalValues, AnswerFailure> {
        let body = JSON.object([
            ("model", .string(model)),
            (
                "messages",
                .array([
                    .object([("role", .string("system")), ("content", .string(OpenAIEstimator.instructions))]),
                    .object([
                        ("role", .string("user")), ("content", .string(EstimatorTransport.itemJSON(request).text)),
                    ]),
                ])
            ),
            ("response_format", .object([("type", .string("json_object"))])),
            ("temperature", .int(0)),
        ]).text
        var secret: [UInt8]? = nil
        if let keyVariable {
            guard let key = ProcessEnvironment.variable(keyVariable), !key.isEmpty else {
                return .failure(.init(.keyVariableUnset(variable: keyVariable)))
            }
            secret = Array("Authorization: Bearer \(key)\n".utf8)
        }
        var arguments = [
            "curl", "-q", "-sS", "--max-time", String(Int(transport.settings.timeout)), "-X", "POST",
            "-H", "Content-Type: application/json", "-H", "Expect:", "--data-binary", "@-",
            "-w", "\n%{http_code}",
        ]
        if secret != nil { arguments += ["-H", "@/dev/fd/3"] }
        arguments.append(url)
        var pause = 0.5
        for attempt in 1...3 {
            guard let output = transport.run(arguments, input: Array(body.utf8), secret: secret) else {
                return .failure(.init(.couldNotStart(program: "curl")))
            }
            let text = String(decoding: output.stdout, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let code = lines.last.flatMap { Int($0) } ?? 0
            if (code == 429 || code >= 500) && attempt < 3 {
                SystemClock.sleep(seconds: pause)
                pause *= 2
                continue
            }
            guard code == 200 else {
                return .failure(.init(code == 0 ? .noAnswerFrom(url: url) : .httpStatus(url: url, code: code)))
            }
            let response = lines.dropLast().joined(separator: "\n")
            guard let content = JSON(parsing: response)?["choices"].flatMap(firstMessageContent),
                let answer = JSON(parsing: content)
            else {
                return .failure(.init(.answerNotAskedJSON))
            }
            return EstimateAnswer.values(answer, for: request)
        }
        return .failure(.init(.keptBusy(url: url)))
    }

    private func firstMessageContent(_ choices: JSON) -> String? {
        guard case .array(let items) = choices, let first = items.first else { return nil }
        return first["message"]?["content"]?.string
    }
}
