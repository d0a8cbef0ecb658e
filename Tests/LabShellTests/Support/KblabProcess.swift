import Foundation
import XCTest

/// The built `kblab` binary run as a child process with piped standard streams.
enum KblabProcess {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built kblab next to the test bundle (or in the package's .build/debug).
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("kblab"))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("kblab"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("kblab"))
        candidates.append(
            URL(fileURLWithPath: SessionHarness.packageRoot).appendingPathComponent(".build/debug/kblab"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else {
            throw XCTSkip("kblab is not built (looked in \(candidates.map(\.path)))")
        }
        return found
    }

    /// Runs kblab with `arguments`, writing `input` to its standard input (or connecting it to
    /// `inputFile`, e.g. `/dev/zero`), and waits for it.
    static func run(
        _ arguments: [String], input: String = "", inputFile: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: SessionHarness.packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        if let inputFile {
            process.standardInput = FileHandle(forReadingAtPath: inputFile)
        } else {
            process.standardInput = stdin
        }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if inputFile == nil {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read both streams at once: a child blocked on a full stderr pipe would never exit.
        let group = DispatchGroup()
        nonisolated(unsafe) var err = Data()
        group.enter()
        DispatchQueue.global().async {
            err = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// A temporary script file holding `text`, removed when the test ends.
    static func script(_ text: String, in test: XCTestCase) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-exe-\(UUID().uuidString).kbl")
        try text.write(to: url, atomically: true, encoding: .utf8)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
