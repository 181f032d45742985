// swift-tools-version:6.0
// daybook's fuzzing harness, a package of its own because it is built differently: every module with
// libFuzzer's coverage and AddressSanitizer (`-sanitize=fuzzer,address`). Build and run it with scripts/fuzz.
import PackageDescription

let package = Package(
    name: "daybook-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "daybook", path: "..")],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .systemLibrary(name: "CFuzzer"),
        .executableTarget(name: "daybook-fuzz",
                          dependencies: ["CFuzzer", .product(name: "DaybookTesting", package: "daybook")]),
    ]
)
