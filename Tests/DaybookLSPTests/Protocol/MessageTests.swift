import DaybookCore
import Testing

@testable import DaybookLSP

struct MessageTests {
    private func parse(_ text: String) -> Result<Message, ResponseError> {
        Message.parse(Array(text.utf8))
    }

    @Test func requestsNotificationsAndResponses() throws {
        guard case .success(.request(let id, let method, _)) = parse(#"{"jsonrpc":"2.0","id":"a","method":"x"}"#) else {
            Issue.record("not a request")
            return
        }
        #expect(id == .string("a") && method == "x")
        guard case .success(.notification("y", _)) = parse(#"{"jsonrpc":"2.0","method":"y","params":[]}"#) else {
            Issue.record("not a notification")
            return
        }
        guard case .success(.response(.int(3))) = parse(#"{"jsonrpc":"2.0","id":3,"result":null}"#) else {
            Issue.record("not a response")
            return
        }
    }

    @Test func badMessagesSayWhy() {
        guard case .failure(let notJSON) = parse("{nope") else {
            Issue.record("parsed")
            return
        }
        #expect(notJSON.code == .parseError)
        guard case .failure(let array) = parse("[1]") else {
            Issue.record("parsed")
            return
        }
        #expect(array.code == .invalidRequest)
        guard case .failure(let method) = parse(#"{"id":7,"method":5}"#) else {
            Issue.record("parsed")
            return
        }
        #expect(method.code == .invalidRequest && method.id == .int(7))
        guard case .failure(let id) = parse(#"{"id":[1],"method":"x"}"#) else {
            Issue.record("parsed")
            return
        }
        #expect(id.code == .invalidRequest)
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        guard case .failure(let nested) = parse(deep) else {
            Issue.record("parsed")
            return
        }
        #expect(nested.code == .parseError)
    }
}
