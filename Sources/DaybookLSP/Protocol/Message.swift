import DaybookCore

/// A JSON-RPC 2.0 message from the client.
enum Message {
    /// Expects a response with the same `id` (a number or a string).
    case request(id: JSON, method: String, params: JSON)
    case notification(method: String, params: JSON)
    /// The client's answer to a request the server sent (registration, refresh): nothing waits for it.
    case response(id: JSON)

    /// Reads a message, or says why it is not one (with the request's id when one could be read).
    static func parse(_ body: [UInt8]) -> Result<Message, ResponseError> {
        guard let json = JSON(parsing: String(decoding: body, as: UTF8.self)) else {
            return .failure(ResponseError(.parseError, "the message is not valid JSON"))
        }
        guard case .object = json else {
            return .failure(ResponseError(.invalidRequest, "a message must be a JSON object"))
        }
        let id = json["id"].flatMap { id -> JSON? in
            switch id {
            case .int, .string: return id
            default: return nil
            }
        }
        if let method = json["method"] {
            guard let name = method.string else {
                return .failure(ResponseError(.invalidRequest, "'method' must be a string", id: id))
            }
            let params = json["params"] ?? .null
            if let id { return .success(.request(id: id, method: name, params: params)) }
            guard json["id"] == nil else {
                return .failure(ResponseError(.invalidRequest, "'id' must be a number or a string"))
            }
            return .success(.notification(method: name, params: params))
        }
        if let id, json["result"] != nil || json["error"] != nil { return .success(.response(id: id)) }
        return .failure(
            ResponseError(
                .invalidRequest, "a message needs a 'method', or an 'id' and a 'result'",
                id: id))
    }
}

/// A JSON-RPC error, sent back instead of a result.
struct ResponseError: Error {
    enum Code: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    var code: Code
    var message: String
    /// The request this answers, when it could be read.
    var id: JSON?

    init(_ code: Code, _ message: String, id: JSON? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }

    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(.invalidParams, message)
    }
}

/// The bodies the server sends.
enum Outgoing {
    static func result(_ result: JSON, id: JSON) -> String {
        JSON.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]).text
    }

    static func error(_ error: ResponseError, id: JSON?) -> String {
        JSON.object([
            ("jsonrpc", .string("2.0")), ("id", id ?? error.id ?? .null),
            (
                "error",
                .object([
                    ("code", .int(error.code.rawValue)),
                    ("message", .string(HintText.visible(error.message))),
                ])
            ),
        ])
        .text
    }

    static func notification(_ method: String, _ params: JSON) -> String {
        JSON.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]).text
    }

    static func request(_ method: String, _ params: JSON, id: Int) -> String {
        JSON.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)])
            .text
    }
}
