import Foundation
import XCTest

/// The Debian tools the picture tests use (`scripts/ensure-deps test` installs them): xmllint
/// for well-formedness, headless Chromium for screenshots. Each runs under `timeout`, so a hung
/// tool fails the test instead of the suite.
enum ExternalTools {
    struct Run {
        var status: Int32
        var stderr: String
    }

    /// The tool's path on PATH, or nil.
    static func find(_ names: [String]) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
            separator: ":")
        for name in names {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Runs `tool arguments…` for at most `seconds`; standard output goes to `output` (a file
    /// made for it), or is discarded.
    static func run(_ tool: String, _ arguments: [String], seconds: Int = 60, output: URL? = nil) throws
        -> Run
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: find(["timeout"]) ?? "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", String(seconds), tool] + arguments
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-tool-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let handle = try FileHandle(forWritingTo: errors)
        var outputHandle: FileHandle?
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            outputHandle = try FileHandle(forWritingTo: output)
        }
        process.standardOutput = outputHandle ?? FileHandle.nullDevice
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        try outputHandle?.close()
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, stderr: text)
    }
}

extension XCTestCase {
    /// xmllint, or a failure saying how to get it (never a silent pass).
    func xmllint(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let path = ExternalTools.find(["xmllint"]) else {
            XCTFail(
                "xmllint is missing: bash scripts/ensure-deps test installs libxml2-utils", file: file,
                line: line)
            throw XCTSkip("no xmllint")
        }
        return path
    }

    /// The file is well-formed XML (SVG, and the page, which is XHTML too).
    func assertWellFormedXML(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ExternalTools.run(try xmllint(file: file, line: line), ["--noout", url.path])
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, "", file: file, line: line)
    }

    /// libxml2's HTML parser (HTML 4) finds nothing wrong but the HTML5 and SVG elements it does
    /// not know: no unclosed or misnested tag, no bad entity.
    func assertWellFormedHTML(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try ExternalTools.run(try xmllint(file: file, line: line), ["--html", "--noout", url.path])
        let known: Set<String> = [
            "header", "main", "section", "figure", "figcaption", "output", "svg", "g", "rect", "path", "text",
            "line", "polyline", "title", "style", "clippath",
        ]
        for message in run.stderr.split(separator: "\n")
        where message.contains("HTML parser error") || message.contains("HTML parser warning") {
            let tag =
                message.components(separatedBy: "Tag ").last?.components(separatedBy: " invalid").first ?? ""
            XCTAssertTrue(
                message.hasSuffix(" invalid") && known.contains(tag), "xmllint --html: \(message)",
                file: file, line: line)
        }
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    }
}
