// swift-tools-version:6.0
// KeyboardLab: a headless simulator of how iOS views move with the software keyboard.
// Layers (arrows point at what a layer may use):
//   Cassowary <- KeyboardLab (engine) <- LabShell (language, session) <- kblab (executable) -> CLibEdit
import PackageDescription

// Invariant checks in the solver are compiled in for debug builds (tests run in debug) and left
// out of release builds, which the benchmark uses.
let invariantChecks: [SwiftSetting] = [.define("CASSOWARY_INVARIANTS", .when(configuration: .debug))]

// The language, the shell and the layout engine run many small accesses to class properties
// a line; their run-time exclusivity checks were 5 % of a piped line, and another 2 % of a
// piped constraint in the engine. Checked in debug builds (the tests, the sanitizer runs).
let releaseAccess: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

// libedit: Debian's libedit-dev, found through pkg-config; on macOS the SDK's headers and the
// system's libedit (no pkg-config file there). Only Debian is built and tested (README).
#if os(Linux)
    let libeditPkgConfig: String? = "libedit"
#else
    let libeditPkgConfig: String? = nil
#endif

let package = Package(
    name: "KeyboardLab",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "KeyboardLab", targets: ["KeyboardLab"]),
        .executable(name: "kblab", targets: ["kblab"]),
        .executable(name: "kblab-bench", targets: ["SolverBenchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary", swiftSettings: invariantChecks),
        .target(name: "KeyboardLab", dependencies: ["Cassowary"], swiftSettings: releaseAccess),
        // The one seam over the platform's C library (Glibc, Darwin).
        .target(name: "SystemInterface"),
        .target(
            name: "LabShell", dependencies: ["KeyboardLab", "Cassowary", "SystemInterface"],
            swiftSettings: releaseAccess),
        .systemLibrary(
            name: "CLibEdit", pkgConfig: libeditPkgConfig,
            providers: [.apt(["libedit-dev"])]),
        .executableTarget(
            name: "kblab", dependencies: ["LabShell", "CLibEdit", "SystemInterface"],
            swiftSettings: releaseAccess),
        .executableTarget(
            name: "SolverBenchmarks", dependencies: ["Cassowary", "KeyboardLab", "LabShell"],
            path: "Benchmarks/SolverBenchmarks"),
        .testTarget(
            name: "CassowaryTests", dependencies: ["Cassowary"], resources: [.copy("Fixtures")],
            swiftSettings: invariantChecks),
        .testTarget(name: "KeyboardLabTests", dependencies: ["KeyboardLab", "Cassowary"]),
        .testTarget(
            name: "LabShellTests", dependencies: ["LabShell", "KeyboardLab", "Cassowary", "SystemInterface"],
            resources: [.copy("Snapshots")]),
    ],
    swiftLanguageModes: [.v6]
)
