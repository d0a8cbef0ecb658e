import Foundation
import LabShell
import XCTest

/// `kblab --keep-going FILE`, `kblab -i FILE` with piped input, and scripts or input lines that
/// are not what a script should be. Exit statuses as docs/Shell.md says: 0 success, 1 a failed
/// command or expect, 2 a line that is not kblab, bad arguments or an unreadable file.
final class ScriptRunTests: XCTestCase {
    private let mixed = "echo a\nexpect 1 == 2\necho b\nfrobnicate\necho c\n"

    func testKeepGoingReportsEveryErrorAndTheWorstStatus() throws {
        let path = try KblabProcess.script(mixed, in: self)
        let stopping = try KblabProcess.run([path])
        XCTAssertEqual(stopping.stdout, "a\n")
        XCTAssertEqual(stopping.status, 1)
        let going = try KblabProcess.run(["--keep-going", path])
        XCTAssertEqual(going.stdout, "a\nb\nc\n")
        XCTAssertEqual(going.stderr.components(separatedBy: ": error: ").count, 3, going.stderr)
        XCTAssertEqual(going.status, 2, "the unknown command is the worst")
        let commands = try KblabProcess.run(["--keep-going", "-c", "expect 1 == 2", "-c", "echo on"])
        XCTAssertEqual(commands.stdout, "on\n")
        XCTAssertEqual(commands.status, 1)
    }

    /// `-i` with piped input: the script, then the piped lines, in one session.
    func testDashIGoesOnWithTheInput() throws {
        let path = try KblabProcess.script("set decimals 5\necho script\n", in: self)
        let run = try KblabProcess.run(["-i", path], input: "set decimals\necho piped\n")
        XCTAssertEqual(run.stdout, "script\ndecimals 5\npiped\n")
        XCTAssertEqual(run.status, 0)
        let failing = try KblabProcess.run(
            ["-i", try KblabProcess.script("expect 1 == 2\n", in: self)], input: "echo on\n")
        XCTAssertEqual(failing.stdout, "on\n")
        XCTAssertEqual(failing.status, 1, "piped: the worst of script and input")
        let quitting = try KblabProcess.run(
            ["-i", try KblabProcess.script("quit\n", in: self)], input: "echo on\n")
        XCTAssertEqual(quitting.stdout, "")
        XCTAssertEqual(quitting.status, 0)
    }

    func testScriptsThatAreNotTextFilesAreUsageErrors() throws {
        let binary = try KblabProcess.script("", in: self)
        XCTAssertTrue(FileManager.default.createFile(atPath: binary, contents: Data([0x65, 0x00])))
        for (path, message) in [
            ("/dev/zero", "'/dev/zero' is a character device, not a regular file"),
            ("/tmp", "'/tmp' is a directory"),
            (binary, "'\(binary)' is not a text file (a NUL byte at line 1, column 2, byte 1)"),
        ] {
            let run = try KblabProcess.run([path])
            XCTAssertEqual(run.status, 2, path)
            XCTAssertEqual(run.stderr, "kblab: error: \(message)\nType 'kblab --help' for usage.\n")
        }
    }

    /// A 3 MiB line without a newline: one error, in bounded memory, and the next line runs.
    func testAnOverlongInputLineIsSkipped() throws {
        let path = try KblabProcess.script("", in: self)
        var bytes = Data(repeating: 0, count: 3 << 20)
        bytes.append(contentsOf: Array("\necho alive\n".utf8))
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: bytes))
        let run = try KblabProcess.run([], inputFile: path)
        XCTAssertEqual(run.stdout, "alive\n")
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "<stdin>:1:1: error: line of 3145728 bytes skipped: lines are at most 1048576 bytes"),
            run.stderr)
        XCTAssertEqual(run.status, 2)
    }

    /// A line over 1 MiB (the documented limit, 1,048,576 bytes) is the same error from a
    /// script file as piped: `echo ` and 1,048,572 letters make 1,048,577 bytes. The script
    /// stops there (status 2, as at any error); under --keep-going the next line runs.
    func testAnOverlongScriptLineIsTheSameErrorAsPiped() throws {
        let text = "echo " + String(repeating: "a", count: 1_048_572) + "\necho alive\n"
        let path = try KblabProcess.script(text, in: self)
        let expected = "error: line of 1048577 bytes skipped: lines are at most 1048576 bytes"
        let script = try KblabProcess.run([path])
        XCTAssertEqual(script.stdout, "")
        XCTAssertTrue(script.stderr.hasPrefix("\(path):1:1: " + expected), script.stderr)
        XCTAssertEqual(script.status, 2)
        let kept = try KblabProcess.run(["--keep-going", path])
        XCTAssertEqual(kept.stdout, "alive\n")
        XCTAssertEqual(kept.status, 2)
        let piped = try KblabProcess.run([], inputFile: path)
        XCTAssertEqual(piped.stdout, "alive\n")
        XCTAssertTrue(piped.stderr.hasPrefix("<stdin>:1:1: " + expected), piped.stderr)
        XCTAssertEqual(piped.status, 2)
    }

    /// Piped input that ends inside an open block reports it with status 2.
    func testInputEndingInsideABlock() throws {
        let run = try KblabProcess.run([], input: "view box\nanimate 1 do\nmove box dy 10\n")
        XCTAssertTrue(run.stderr.contains("block not closed"), run.stderr)
        XCTAssertEqual(run.status, 2)
    }

    /// A technique body file whose block is never closed is reported as `source` reports it:
    /// the body file's opening line (not the `technique` line, nor none), the caret under its
    /// `do` (column 13 of `on willShow do`) and the help, from a script and piped alike.
    func testAnUnclosedBlockInATechniqueFileShowsTheFilesLine() throws {
        let body = try KblabProcess.script("# a body\non willShow do\n  layout\n", in: self)
        let expected = """
            \(body):2:13: error: block not closed; expected 'end' on a line of its own
            on willShow do
                        ^~
            help: a line ending in 'do' opens a block; close it with 'end'

            """
        let script = try KblabProcess.script("echo before\ntechnique t3 from \"\(body)\"\n", in: self)
        let runs = [
            try KblabProcess.run([script]),
            try KblabProcess.run([], input: "technique t3 from \"\(body)\"\n"),
            try KblabProcess.run([], input: "source \"\(body)\"\n"),
        ]
        for run in runs {
            XCTAssertEqual(run.stderr, expected)
            XCTAssertEqual(run.status, 2)
        }
    }

    /// `kblab --keep-going -` and `kblab -i -` read piped standard input as `kblab` does:
    /// every line runs, an error does not stop the next (the status is the worst, 2 for an
    /// unknown command).
    func testDashIsStandardInputWithEveryOption() throws {
        for arguments in [["-"], ["--keep-going", "-"], ["-i", "-"]] {
            let run = try KblabProcess.run(arguments, input: "echo one\nbogus\necho two\n")
            XCTAssertEqual(run.stdout, "one\ntwo\n", "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("<stdin>:2:1: error:"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.status, 2, "\(arguments)")
        }
    }

    func testNewOptionsParse() {
        XCTAssertEqual(
            ShellOptions.parse(["--keep-going", "a.kbl"]), .run(commands: [], file: "a.kbl", keepGoing: true))
        XCTAssertEqual(
            ShellOptions.parse(["-i", "-c", "echo"]),
            .run(commands: ["echo"], file: nil, thenInteractive: true))
        XCTAssertEqual(
            ShellOptions.parse(["--keep-going"]),
            .usageError("--keep-going needs a script FILE or -c COMMAND (piped input always goes on)"))
        XCTAssertEqual(
            ShellOptions.parse(["-i"]), .usageError("-i needs a script FILE or -c COMMAND to run first"))
        // `-` is standard input wherever FILE is: the shell's own input, as `kblab` alone.
        for arguments in [["-"], ["--keep-going", "-"], ["-i", "-"], ["-i", "--keep-going", "--", "-"]] {
            XCTAssertEqual(ShellOptions.parse(arguments), .run(commands: [], file: nil), "\(arguments)")
        }
        XCTAssertEqual(
            ShellOptions.parse(["-c", "echo", "-"]),
            .usageError("give either -c COMMAND or a script FILE, not both"))
        XCTAssertEqual(
            ShellOptions.parse(["--keep-goign", "a"]),
            .usageError("unknown option '--keep-goign'; did you mean '--keep-going'?"))
    }
}
