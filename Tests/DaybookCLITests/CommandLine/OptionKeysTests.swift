import Testing

@testable import DaybookCLI

/// `CommandOptions.keys` is written out (a `Mirror` at start-up cost a fifth of `status`), so this holds it to
/// the truth: every command's keys are its stored properties, each once, in the order they are declared.
struct OptionKeysTests {
    private func stored(_ options: some CommandOptions) -> [String] {
        Mirror(reflecting: options).children.compactMap { ($0.value as? any DeclaredOption)?.declaration.name }
    }

    private func check<C: Command>(_: C.Type) {
        let options = C.Options()
        let properties = Mirror(reflecting: options).children
        #expect(
            properties.allSatisfy { $0.value is any DeclaredOption },
            "\(C.spec.name): a stored property of its options is not an option key")
        #expect(
            options.keys.map(\.declaration.name) == stored(options),
            "\(C.spec.name): keys differ from the stored option keys")
        #expect(C.spec.options.map(\.name) == stored(options), "\(C.spec.name): spec differs from the stored keys")
    }

    @Test func everyCommandsKeysAreItsStoredPropertiesInOrder() {
        for command in Commands.all {
            check(command)
        }
        #expect(Commands.all.count == CommandSpec.all.count)
    }
}
