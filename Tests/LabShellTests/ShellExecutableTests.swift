import Foundation
import LabShell
import XCTest

/// The `kblab` binary end to end: piped input, --help, --version, scripts and exit statuses.
final class ShellExecutableTests: XCTestCase {
    func run(_ arguments: [String], input: String = "") throws -> KblabProcess.Run {
        try KblabProcess.run(arguments, input: input)
    }

    func script(_ text: String) throws -> String {
        try KblabProcess.script(text, in: self)
    }

    func test_pipedInputHasNoPromptAndNoEscapeCodes() throws {
        let result = try run([], input: "echo hello\nset decimals 3\nset decimals")
        XCTAssertEqual(result.stdout, "hello\ndecimals 3\n")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.stdout.contains("\u{1B}"))
        XCTAssertFalse(result.stdout.contains("kblab>"))
    }

    func test_emptyInputExitsAtOnceWithSuccess() throws {
        let result = try run([], input: "")
        XCTAssertEqual(result.stdout + result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func test_pipedInputGoesOnAfterAnErrorAndReportsItInTheStatus() throws {
        let result = try run([], input: "echo one\nexpect 1 == 2\necho two\n")
        XCTAssertEqual(result.stdout, "one\ntwo\n")
        XCTAssertTrue(result.stderr.hasPrefix("<stdin>:2:8: error: expectation failed"), result.stderr)
        XCTAssertEqual(result.status, 1)
    }

    func test_randomBytesPipedInNeverKillTheShell() throws {
        // A fixed linear congruential sequence: the same 20 000 bytes on every run.
        var state: UInt32 = 12_345
        let bytes = (0..<20_000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let input = String(decoding: bytes, as: UTF8.self) + "\necho alive\n"
        let result = try run([], input: input)
        XCTAssertTrue(result.stdout.hasSuffix("alive\n"))
        XCTAssertTrue([1, 2].contains(result.status), "status \(result.status)")
    }

    func test_help() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.stdout, ShellOptions.usage + "\n")
        XCTAssertEqual(result.status, 0)
    }

    func test_version() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.stdout, "kblab \(ShellVersion.string)\n")
        XCTAssertEqual(result.status, 0)
    }

    func test_aFailingScriptStopsWithStatusOne() throws {
        let path = try script("echo before\nexpect 2 + 2 == 5\necho after\n")
        let result = try run([path])
        XCTAssertEqual(result.stdout, "before\n")
        XCTAssertEqual(
            result.stderr,
            """
            \(path):2:8: error: expectation failed: the left side is 4.00; expected == 5.00 (within 1e-06)
            expect 2 + 2 == 5
                   ^~~~~~~~~~

            """)
        XCTAssertEqual(result.status, 1)
    }

    func test_aScriptWithAnInvalidLineStopsWithStatusTwo() throws {
        let result = try run([try script("echo before\nsolver frobnicate\necho after\n")])
        XCTAssertEqual(result.stdout, "before\n")
        XCTAssertEqual(result.status, 2)
    }

    func test_usageErrorsExitWithStatusTwo() throws {
        let unknown = try run(["--verbose"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.hasPrefix("kblab: error: unknown option '--verbose'"), unknown.stderr)
        let missing = try run(["/nonexistent/script.kbl"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            "kblab: error: cannot read '/nonexistent/script.kbl': no such file\nType 'kblab --help' for usage.\n"
        )
    }

    func test_dashCRunsCommands() throws {
        let result = try run(["-c", "echo a", "-c", "mode"])
        XCTAssertEqual(result.stdout, "a\nplain\n")
        XCTAssertEqual(result.status, 0)
    }
}

final class ShellOptionsTests: XCTestCase {
    func test_parsing() {
        XCTAssertEqual(ShellOptions.parse([]), .run(commands: [], file: nil))
        XCTAssertEqual(ShellOptions.parse(["a.kbl"]), .run(commands: [], file: "a.kbl"))
        XCTAssertEqual(ShellOptions.parse(["-c", "help"]), .run(commands: ["help"], file: nil))
        XCTAssertEqual(ShellOptions.parse(["--version"]), .version)
        XCTAssertEqual(ShellOptions.parse(["-h"]), .help)
        XCTAssertEqual(ShellOptions.parse(["-c"]), .usageError("-c needs a command"))
        XCTAssertEqual(ShellOptions.parse(["a", "b"]), .usageError("only one script file may be given"))
        XCTAssertEqual(
            ShellOptions.parse(["--hlep"]), .usageError("unknown option '--hlep'; did you mean '--help'?"))
    }
}
