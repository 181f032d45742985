// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "daybook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "daybook", targets: ["daybook"]),
        .library(name: "DaybookCore", targets: ["DaybookCore"]),
        // For tests and the fuzzing package in Fuzz/: an in-memory file system with faults, and the fuzz targets.
        .library(name: "DaybookTesting", targets: ["DaybookTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "DaybookCore", dependencies: ["CYAML"]),
        .target(name: "DaybookWatch", dependencies: ["DaybookCore"]),
        .target(name: "CSpawn"),
        .target(name: "DaybookEstimators", dependencies: ["DaybookCore", "CSpawn"]),
        .target(name: "DaybookLSP", dependencies: ["DaybookCore"]),
        .executableTarget(name: "daybook",
                          dependencies: ["DaybookCore", "DaybookWatch", "DaybookEstimators", "DaybookLSP"]),
        .target(name: "DaybookTesting", dependencies: ["DaybookCore"]),
        .testTarget(name: "DaybookCoreTests", dependencies: ["DaybookCore", "DaybookTesting"]),
        .testTarget(name: "DaybookWatchTests", dependencies: ["DaybookWatch"]),
        .testTarget(name: "DaybookEstimatorsTests", dependencies: ["DaybookEstimators"]),
        .testTarget(name: "DaybookCLITests", dependencies: ["daybook"]),
        .testTarget(name: "DaybookLSPTests", dependencies: ["DaybookLSP", "DaybookCore"]),
    ]
)
