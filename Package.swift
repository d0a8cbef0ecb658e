// swift-tools-version:6.0
// KeyboardLab: a headless simulator of how iOS views move with the software keyboard.
// Layers (arrows point at what a layer may use):
//   Cassowary <- KeyboardLab (engine) <- LabShell (language, session) <- kblab (executable) -> CLibEdit
import Foundation
import PackageDescription

// The toolchain's own swift-syntax (SwiftParser, SwiftSyntax, SwiftOperators) exists only as
// shared libraries in `<toolchain>/usr/lib/swift/host`, with `.swiftinterface` files beside them.
// Found from the compiler this build uses, never from a path written here: the process that
// evaluates this manifest has the toolchain's `usr/lib/swift/pm/ManifestAPI/libPackageDescription.so`
// mapped, and `host` is two folders up from `pm`. `KBLAB_SWIFT_SYNTAX_HOST` overrides it. Where
// nothing is found (macOS, an odd toolchain) the Swift reader's two targets are left out and the
// shell says that reading Swift is not available in this build (docs/Swift.md).
func swiftSyntaxHost() -> String? {
    let manager = FileManager.default
    func usable(_ path: String) -> Bool {
        manager.fileExists(atPath: path + "/SwiftParser.swiftmodule")
            && manager.fileExists(atPath: path + "/libSwiftParser.so")
    }
    if let given = ProcessInfo.processInfo.environment["KBLAB_SWIFT_SYNTAX_HOST"] {
        return given.isEmpty || !usable(given) ? nil : given
    }
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    let marker = "/pm/ManifestAPI/libPackageDescription.so"
    for line in maps.split(separator: "\n") {
        guard let start = line.firstIndex(of: "/"), line.hasSuffix(marker) else { continue }
        let path = String(line[start...].dropLast(marker.count)) + "/host"
        if usable(path) { return path }
    }
    return nil
}

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

let host = swiftSyntaxHost()

// The reader of Swift files: its IR and interpreter (`SwiftReader`, linked into the static shell)
// need nothing outside the package; lowering swift-syntax's tree to that IR (`SwiftSyntaxReader`)
// links the toolchain's shared libraries, so it runs in `kblab-swift`, a dynamically linked
// executable the shell starts (docs/Architecture.md).
let syntaxFlags: [SwiftSetting] = host.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinking: [LinkerSetting] =
    host.map { [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0])] } ?? []
let syntaxLibraries: [LinkerSetting] = [
    .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftOperators"),
    .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParserDiagnostics"),
]
let syntaxTargets: [Target] =
    host == nil
    ? []
    : [
        .target(
            name: "SwiftSyntaxReader", dependencies: ["SwiftReader"], swiftSettings: syntaxFlags,
            linkerSettings: syntaxLinking + syntaxLibraries),
        .executableTarget(
            name: "kblab-swift", dependencies: ["SwiftSyntaxReader"], swiftSettings: syntaxFlags,
            linkerSettings: syntaxLinking),
        // The tests read Swift through the built kblab-swift, as the shell does: a test target
        // linking swift-syntax would need its host directory in SwiftPM's generated test runner.
        .testTarget(
            name: "SwiftReaderTests", dependencies: ["SwiftReader", "LabShell", "KeyboardLab", "kblab-swift"]),
    ]
let syntaxProducts: [Product] =
    host == nil ? [] : [.executable(name: "kblab-swift", targets: ["kblab-swift"])]

let package = Package(
    name: "KeyboardLab",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "KeyboardLab", targets: ["KeyboardLab"]),
        .executable(name: "kblab", targets: ["kblab"]),
        .executable(name: "kblab-bench", targets: ["SolverBenchmarks"]),
    ] + syntaxProducts,
    targets: [
        .target(name: "Cassowary", swiftSettings: invariantChecks),
        .target(name: "KeyboardLab", dependencies: ["Cassowary"], swiftSettings: releaseAccess),
        // The one seam over the platform's C library (Glibc, Darwin).
        .target(name: "SystemInterface"),
        .target(name: "SwiftReader", dependencies: ["KeyboardLab"]),
        .target(
            name: "LabShell", dependencies: ["KeyboardLab", "Cassowary", "SystemInterface", "SwiftReader"],
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
    ] + syntaxTargets,
    swiftLanguageModes: [.v6]
)
