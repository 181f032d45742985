import DaybookCore

/// What the client said it can do in `initialize`, as far as the server changes its behaviour for it.
struct ClientCapabilities {
    /// Inlay hints; without them the same text comes as code lenses.
    var inlayHints = false
    var refreshesInlayHints = false
    var refreshesCodeLenses = false
    /// The client watches files for the server; otherwise the server looks at the settings files itself.
    var watchesFiles = false
    /// A workspace edit may create a file (foods.yaml when there is none).
    var createsFiles = false

    init() {}

    init(_ json: JSON?) {
        let capabilities = json?["capabilities"]
        inlayHints = capabilities?["textDocument"]?["inlayHint"] != nil
        refreshesInlayHints = capabilities?["workspace"]?["inlayHint"]?["refreshSupport"] == .bool(true)
        refreshesCodeLenses = capabilities?["workspace"]?["codeLens"]?["refreshSupport"] == .bool(true)
        watchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        if case .array(let operations)? = capabilities?["workspace"]?["workspaceEdit"]?["resourceOperations"] {
            createsFiles = operations.contains(.string("create"))
        }
    }
}
