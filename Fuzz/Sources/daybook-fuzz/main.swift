// daybook's fuzzer: libFuzzer's driver with each input handed to the target DAYBOOK_FUZZ_TARGET names (see
// FuzzTarget). SwiftPM gives every executable its own main, so this one runs libFuzzer's driver from it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFuzzer
import DaybookTesting

let name = getenv("DAYBOOK_FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard let target = FuzzTarget(rawValue: name) else {
    let message = "daybook-fuzz: set DAYBOOK_FUZZ_TARGET to one of "
        + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ") + "\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
let chosen = target

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    chosen.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
})
