// swift-tools-version:6.0
import PackageDescription

/// Generic metadata the code names is built by calling its accessor, not by demangling its name at run time and
/// looking up its conformances: a third of status's instructions went to that (docs/PERFORMANCE.md).
let metadata: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]

let package = Package(
    name: "daybook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "daybook", targets: ["daybook"]),
        .library(name: "DaybookCore", targets: ["DaybookCore"]),
        .library(name: "DaybookCLI", targets: ["DaybookCLI"]),
        // For tests and the fuzzing package in Fuzz/: an in-memory file system with faults, and the fuzz targets.
        .library(name: "DaybookTesting", targets: ["DaybookTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // ISO C's <math.h>, for the trigonometry the core's circular mean needs.
        .target(name: "CMath"),
        // The product's knowledge: format, YAML, resolver, balance, dose rules. No platform module, no clock.
        .target(name: "DaybookCore", dependencies: ["CYAML", "CMath"], swiftSettings: metadata),
        // The C library of each platform (Darwin, Glibc or Musl), named in one file; only DaybookPlatform imports it.
        .target(name: "DaybookLibC", swiftSettings: metadata),
        // The one layer that calls the C library: files, processes, watching, terminal, clocks.
        .target(name: "CSpawn"),
        .target(
            name: "DaybookPlatform", dependencies: ["DaybookCore", "DaybookLibC", "CSpawn"], swiftSettings: metadata),
        .target(name: "DaybookWatch", dependencies: ["DaybookCore", "DaybookPlatform"], swiftSettings: metadata),
        .target(
            name: "DaybookEstimators", dependencies: ["DaybookCore", "DaybookPlatform"], swiftSettings: metadata),
        // The language server: documents, positions and capabilities over the core; its transport is the CLI's.
        .target(name: "DaybookLSP", dependencies: ["DaybookCore"], swiftSettings: metadata),
        // Commands, argument parsing and rendering, as a library; the executable only calls it.
        .target(
            name: "DaybookCLI",
            dependencies: ["DaybookCore", "DaybookPlatform", "DaybookWatch", "DaybookEstimators", "DaybookLSP"],
            swiftSettings: metadata
        ),
        .executableTarget(name: "daybook", dependencies: ["DaybookCLI", "DaybookPlatform"], swiftSettings: metadata),
        .target(
            name: "DaybookTesting",
            dependencies: ["DaybookCore", "DaybookPlatform", "DaybookEstimators", "DaybookLSP", "DaybookCLI"]),
        .testTarget(name: "DaybookCoreTests", dependencies: ["DaybookCore", "DaybookPlatform", "DaybookTesting"]),
        .testTarget(name: "DaybookPlatformTests", dependencies: ["DaybookPlatform", "DaybookCore", "DaybookTesting"]),
        .testTarget(name: "DaybookWatchTests", dependencies: ["DaybookWatch", "DaybookPlatform"]),
        .testTarget(
            name: "DaybookEstimatorsTests",
            dependencies: ["DaybookEstimators", "DaybookPlatform", "DaybookTesting"]),
        .testTarget(name: "DaybookCLITests", dependencies: ["daybook", "DaybookCLI", "DaybookTesting"]),
        .testTarget(
            name: "DaybookLSPTests",
            dependencies: ["DaybookLSP", "DaybookCore", "DaybookPlatform", "DaybookTesting"]),
    ]
)
