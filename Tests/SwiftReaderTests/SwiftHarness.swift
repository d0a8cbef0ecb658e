import Foundation
import KeyboardLab
import SwiftReader

@testable import LabShell

/// A session collecting its output that reads Swift in process (the reader linked into the
/// test), or, with `subprocess`, through the built `kblab-swift` as the shell does.
struct SwiftHarness {
    let sink = CollectingSink()
    let session: Session

    /// `cached`: every file is read once by `kblab-swift` for the whole test run (the seed
    /// tests read the same three files dozens of times).
    init(cached: Bool = true) {
        session = Session(output: sink, workingDirectory: SwiftHarness.packageRoot)
        if cached {
            session.state(SwiftShellState.self).readInProcess = { text, name in
                SwiftHarness.reading(text, name: name)
            }
        }
    }

    nonisolated(unsafe) private static var cache: [String: SwiftReading] = [:]
    private static let lock = NSLock()

    /// `text` read by the built `kblab-swift`, once per text.
    static func reading(_ text: String, name: String) -> SwiftReading {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[name + "\u{0}" + text] { return known }
        let path = NSTemporaryDirectory() + "swift-harness-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reading: SwiftReading
        switch SwiftReaderProcess.read(path: path, name: name) {
        case .success(let read): reading = read
        case .failure(let failure):
            reading = .refused([SwiftDiagnostic(at: SwiftLocation(line: 1, column: 1), failure.message)])
        }
        cache[name + "\u{0}" + text] = reading
        return reading
    }

    @discardableResult
    func run(_ source: String) -> RunResult {
        session.run(source, name: "test.kbl", mode: .script)
    }

    /// The package's root directory, found from this file's path.
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The tracked rows of the session's tracker.
    var rows: [TrackingSeries.Row] {
        session.state(KeyboardShellState.self).recorder?.series.rows ?? []
    }
}

/// Reads Swift source into a program (through `kblab-swift`), failing the test with its errors.
func program(_ source: String, file: String = "Test.swift") throws -> SwiftProgram {
    switch SwiftHarness.reading(source, name: file) {
    case .program(let program): return program
    case .refused(let errors):
        throw ReadFailure(errors: errors)
    }
}

struct ReadFailure: Error, CustomStringConvertible {
    var errors: [SwiftDiagnostic]
    var description: String { errors.map(\.description).joined(separator: "\n") }
}
