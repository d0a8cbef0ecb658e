import Foundation
import KeyboardLab
import SystemInterface
import XCTest

@testable import LabShell

/// Issue 34, "data that must never be lost": each finding's reproducer. `save`, `export`,
/// `output` and `once` never replace or empty a file the shell holds (its redirected standard
/// streams, reached as `/dev/stdout`, `/dev/fd/N` or `/proc/self/fd/N`; the script being run),
/// respect the target's mode and owner, fit a 250-byte name, refuse a NUL in a path, and leave
/// no temporary file behind when a file-size limit or Ctrl-C stops them.
final class DataSafetyTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The names in `folder` that look like a temporary file of ours.
    private func temporaries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
    }

    /// Runs kblab with standard input, output and error connected to the given files (nil: a
    /// pipe for output and error, /dev/null for input), in `directory`. Returns the status, how
    /// it ended and what went to the pipes.
    private func kblab(
        _ arguments: [String], in directory: URL, stdin: String? = nil, stdout: String? = nil,
        stderr: String? = nil, appendErrors: Bool = false, shellPrefix: String? = nil
    ) throws -> (status: Int32, signalled: Bool, stdout: String, stderr: String) {
        let process = Process()
        let binary = try KblabProcess.binary().path
        if let shellPrefix {
            // A bash line around it (a `ulimit`), the arguments quoted.
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let quoted = ([binary] + arguments).map {
                "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
            }
            process.arguments = ["-c", shellPrefix + "; exec " + quoted.joined(separator: " ")]
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardInput = stdin.flatMap { FileHandle(forReadingAtPath: $0) } ?? FileHandle.nullDevice
        if let stdout {
            _ = FileManager.default.createFile(atPath: stdout, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: stdout)
        } else {
            process.standardOutput = outPipe
        }
        if let stderr {
            if !FileManager.default.fileExists(atPath: stderr) {
                _ = FileManager.default.createFile(atPath: stderr, contents: nil)
            }
            let handle = FileHandle(forWritingAtPath: stderr)
            if appendErrors { handle?.seekToEndOfFile() }
            process.standardError = handle
        } else {
            process.standardError = errPipe
        }
        try process.run()
        if stdout == nil { try? outPipe.fileHandleForWriting.close() }
        if stderr == nil { try? errPipe.fileHandleForWriting.close() }
        let group = DispatchGroup()
        nonisolated(unsafe) var errors = Data()
        group.enter()
        DispatchQueue.global().async {
            if stderr == nil { errors = errPipe.fileHandleForReading.readDataToEndOfFile() }
            group.leave()
        }
        let output = stdout == nil ? outPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        group.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, process.terminationReason == .uncaughtSignal,
            String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self)
        )
    }

    // MARK: Device paths: never a rename over the shell's own streams

    /// Standard output redirected to a log: `save`, `export` and `output`/`once` to each
    /// spelling of it are refused, and the log is the same file afterwards, holding everything
    /// printed before and after (the rename made every later line go to a deleted file).
    func test_aRedirectedStandardOutputIsNeverReplacedOrEmptied() throws {
        let dir = try folder()
        let log = dir.appendingPathComponent("session.log").path
        let spellings = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]
        var commands = ["view box", "echo before"]
        for path in spellings {
            commands += [
                "save \(path)", "export csv \(path) notifications", "output \(path)", "once \(path)",
                "echo lost",
            ]
        }
        commands.append("echo after")
        let run = try kblab(["--keep-going"] + commands.flatMap { ["-c", $0] }, in: dir, stdout: log)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("before\n"), text)
        XCTAssertTrue(text.hasSuffix("after\n"), "printed after the refusals, into the same file: \(text)")
        XCTAssertTrue(text.contains("lost"), "the line after a refused `once` printed as usual: \(text)")
        let refusals = run.stderr.components(
            separatedBy: "it is the file the shell's standard output goes to")
        XCTAssertEqual(refusals.count - 1, 4 * spellings.count, run.stderr)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// Standard error appended to an error log, standard input the script itself
    /// (`kblab < script.kbl`): neither is replaced.
    func test_theErrorLogAndAScriptOnStandardInputAreKept() throws {
        let dir = try folder()
        let errors = dir.appendingPathComponent("errors.log").path
        try "earlier run\n".write(toFile: errors, atomically: false, encoding: .utf8)
        let script = dir.appendingPathComponent("script.kbl").path
        let source =
            "view box\nsave /dev/stderr\nsave /dev/stdin\nexport csv /proc/self/fd/0 transition\necho done\n"
        try source.write(toFile: script, atomically: false, encoding: .utf8)
        let run = try kblab([], in: dir, stdin: script, stderr: errors, appendErrors: true)
        XCTAssertEqual(run.stdout, "done\n")
        XCTAssertEqual(try String(contentsOfFile: script, encoding: .utf8), source, "the script is untouched")
        let log = try String(contentsOfFile: errors, encoding: .utf8)
        XCTAssertTrue(log.hasPrefix("earlier run\n"), log)
        XCTAssertTrue(
            log.contains("cannot write '/dev/stderr': it is the file the shell's standard error goes to"), log
        )
        XCTAssertTrue(
            log.contains("cannot write '/dev/stdin': it is the file the shell's standard input comes from"),
            log)
        XCTAssertTrue(
            log.contains(
                "cannot write '/proc/self/fd/0': it is the file the shell's standard input comes from"), log)
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// `kblab script.kbl` whose script saves over itself, or sends its output there, or a
    /// sourced script that does: refused, the script kept.
    func test_theScriptBeingRunIsRefused() throws {
        let dir = try folder()
        let inner = dir.appendingPathComponent("inner.kbl").path
        let innerText = "save inner.kbl\n"
        try innerText.write(toFile: inner, atomically: false, encoding: .utf8)
        let script = dir.appendingPathComponent("main.kbl").path
        let text = "view box\nsave main.kbl\noutput main.kbl\nsource inner.kbl\necho done\n"
        try text.write(toFile: script, atomically: false, encoding: .utf8)
        let run = try kblab(["--keep-going", "main.kbl"], in: dir)
        XCTAssertEqual(try String(contentsOfFile: script, encoding: .utf8), text)
        XCTAssertEqual(try String(contentsOfFile: inner, encoding: .utf8), innerText)
        XCTAssertEqual(run.stdout, "done\n")
        XCTAssertEqual(
            run.stderr.components(separatedBy: "it is the script being run").count - 1, 3, run.stderr)
    }

    /// The file `output` is writing is one the shell holds open: `save` and `export` to it are
    /// refused (the rename sent every later line into a deleted file); `output` to it again
    /// starts it afresh, as asked.
    func test_theFileOutputWritesIsNotReplaced() throws {
        let dir = try folder()
        let harness = SessionHarness(workingDirectory: dir.path)
        let result = harness.run("view box\noutput out.txt\necho kept\nsave out.txt", mode: .interactive)
        let message = try XCTUnwrap(result.diagnostics.first?.message)
        XCTAssertTrue(
            message.hasPrefix(
                "cannot write '\(dir.path)/out.txt': it is a file the shell has open (descriptor "), message)
        harness.run("echo after\noutput", mode: .interactive)
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8), "kept\nafter\n")
        XCTAssertEqual(harness.run("output out.txt\necho again\noutput").diagnostics.map(\.message), [])
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8), "again\n")
    }

    /// A pipe or a terminal behind `/dev/stdout`: `output` writes through to it; `save` and
    /// `export` refuse it (the kernel's link names a pipe, not a path: the rename went into
    /// /proc and failed with a puzzling reason).
    func test_aPipeIsWrittenThroughByOutputAndRefusedBySave() throws {
        let dir = try folder()
        let run = try kblab(
            [
                "--keep-going", "-c", "echo first", "-c", "output /dev/stdout", "-c", "echo through", "-c",
                "output",
                "-c", "save /dev/stdout",
            ], in: dir)
        XCTAssertEqual(run.stdout, "first\nthrough\n")
        XCTAssertTrue(
            run.stderr.contains(
                "cannot write '/dev/stdout': it is a symbolic link to a FIFO, not a regular file"),
            run.stderr)
    }

    // MARK: Names, permissions, NUL

    /// A legal 250-byte name: the temporary file's name is shortened to fit NAME_MAX (255).
    func test_aLongLegalNameIsWritten() throws {
        let dir = try folder()
        let harness = SessionHarness(workingDirectory: dir.path)
        let name = String(repeating: "n", count: 246) + ".kbl"
        XCTAssertEqual(name.utf8.count, 250)
        for command in ["save \(name)", "view box\nexport csv \(name) notifications"] {
            let result = harness.run(command)
            XCTAssertEqual(result.diagnostics.map(\.message), [], command)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
        XCTAssertEqual(try temporaries(dir), [])
        let template = TextFile.temporaryTemplate(for: "/d/" + String(repeating: "é", count: 127))
        XCTAssertLessThanOrEqual(template.split(separator: "/").last?.utf8.count ?? 0, 255)
        XCTAssertTrue(template.hasSuffix(".tmp-XXXXXX"))
    }

    /// A read-only file (0444) is refused by `save`, `export`, `output` and `once` alike, as root
    /// too (who may write anything: the mode is the owner's word), the file unchanged; so is
    /// another user's file, which a rename would have made ours.
    func test_theTargetsPermissionsAreRespected() throws {
        let dir = try folder()
        let harness = SessionHarness(workingDirectory: dir.path)
        let locked = dir.appendingPathComponent("locked.kbl").path
        try "keep me\n".write(toFile: locked, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(locked, 0o444), 0)
        XCTAssertEqual(harness.run("view box").diagnostics.count, 0)
        for command in [
            "save locked.kbl", "export csv locked.kbl notifications", "output locked.kbl", "once locked.kbl",
        ] {
            // save and export name the path made absolute, output and once the path as typed
            let shown = command.hasPrefix("save") || command.hasPrefix("export") ? locked : "locked.kbl"
            XCTAssertEqual(
                harness.run(command).diagnostics.first?.message,
                "cannot write '\(shown)': it is read-only (mode 0444); make it writable first (chmod u+w)",
                command)
            XCTAssertEqual(try String(contentsOfFile: locked, encoding: .utf8), "keep me\n", command)
        }
        guard geteuid() == 0 else { return }  // giving a file away needs root
        let theirs = dir.appendingPathComponent("theirs.kbl").path
        try "theirs\n".write(toFile: theirs, atomically: false, encoding: .utf8)
        XCTAssertEqual(chown(theirs, 4242, 4242), 0)
        XCTAssertEqual(chmod(theirs, 0o644), 0)
        for command in ["save theirs.kbl", "output theirs.kbl"] {
            let message = harness.run(command).diagnostics.first?.message ?? ""
            XCTAssertTrue(message.contains("it belongs to another user (uid 4242)"), message)
            XCTAssertEqual(try String(contentsOfFile: theirs, encoding: .utf8), "theirs\n")
        }
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// As an ordinary user (nobody, through setpriv): in a folder anyone may write, root's files
    /// are not replaced by `save` (the rename would have made them nobody's), whatever their
    /// mode; `output` writes in place into the one whose mode lets others write, and the kernel
    /// refuses it the others.
    func test_anotherUsersFilesAsAnOrdinaryUser() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run kblab as another user")
        }
        let dir = try folder()
        XCTAssertEqual(chmod(dir.path, 0o777), 0)
        for (name, mode) in [("shared.txt", 0o666), ("mine.txt", 0o644), ("ro.txt", 0o444)] {
            try "\(name)\n".write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8)
            XCTAssertEqual(chmod(dir.appendingPathComponent(name).path, mode_t(mode)), 0)
        }
        let commands = [
            "output shared.txt", "echo through", "output", "output mine.txt", "save mine.txt", "save ro.txt",
            "save shared.txt",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments =
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", try KblabProcess.binary().path,
                "--keep-going",
            ]
            + commands.flatMap { ["-c", $0] }
        process.currentDirectoryURL = dir
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("shared.txt"), encoding: .utf8), "through\n")
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("mine.txt"), encoding: .utf8), "mine.txt\n")
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("ro.txt"), encoding: .utf8), "ro.txt\n")
        XCTAssertTrue(text.contains("cannot write 'mine.txt': Permission denied"), text)
        XCTAssertEqual(
            text.components(separatedBy: "it belongs to another user (uid 0); a new file would not be theirs")
                .count - 1,
            3, text)
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// A NUL byte inside a path (piped input carries one) is refused where it is typed; no file
    /// is written under the name cut at the NUL.
    func test_aNULInAPathIsRefused() throws {
        let dir = try folder()
        let harness = SessionHarness(workingDirectory: dir.path)
        for command in [
            "save \"a\u{0}b\"", "output \"a\u{0}b\"", "export csv \"a\u{0}b\" notifications",
            "source \"a\u{0}b\"",
        ] {
            let result = harness.run("reset\nview box\n" + command)
            let error = try XCTUnwrap(result.diagnostics.first, command)
            XCTAssertEqual(
                error.message, "the file path 'a?b' holds a NUL byte, which no file name may hold", command)
            XCTAssertEqual(error.line, 3)
            XCTAssertEqual(result.exitStatus, 2)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [])
        XCTAssertThrowsError(try TextFile.write("x", to: dir.path + "/a\u{0}b")) { error in
            XCTAssertEqual(error as? TextFileError, .nulInPath(path: dir.path + "/a\u{0}b"))
        }
    }

    // MARK: Every way out removes the temporary file

    /// A file-size limit (`ulimit -f`): the write fails with EFBIG instead of SIGXFSZ killing
    /// the shell, the temporary file goes, the old file stays whole, and the next line runs.
    func test_aFileSizeLimitFailsTheSaveAndTheShellGoesOn() throws {
        let dir = try folder()
        try "old\n".write(to: dir.appendingPathComponent("big.kbl"), atomically: false, encoding: .utf8)
        // 200 commands of 40 bytes: 8 KB, past a limit of 4 blocks of 1 KiB.
        let lets = (0..<200).map { "-c let value\(String(format: "%03d", $0)) = \($0)000000000000000000" }
        let arguments =
            ["--keep-going"] + lets.flatMap { $0.split(separator: " ", maxSplits: 1).map(String.init) }
            + ["-c", "save big.kbl", "-c", "echo after"]
        let run = try kblab(arguments, in: dir, shellPrefix: "ulimit -f 4")
        XCTAssertFalse(run.signalled, "not killed by SIGXFSZ")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("File too large"), run.stderr)
        XCTAssertEqual(run.stdout, "after\n")
        XCTAssertEqual(
            try String(contentsOf: dir.appendingPathComponent("big.kbl"), encoding: .utf8), "old\n")
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// Ctrl-C (the flag the handler sets) while a file is written: the write stops, the
    /// temporary file goes and the old file is whole.
    func test_anInterruptedWriteLeavesTheOldFileAndNoTemporary() throws {
        let dir = try folder()
        let path = dir.appendingPathComponent("page.html").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        Interruption.process.request()
        defer { Interruption.process.reset() }
        XCTAssertThrowsError(try TextFile.write(String(repeating: "x", count: 3 << 20), to: path)) { error in
            XCTAssertEqual(
                "\(error)", "cannot write '\(path)': interrupted (Ctrl-C); the file was left as it was")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// What a signal handler ending the shell removes (a second Ctrl-C, SIGTERM, SIGHUP): the
    /// temporary file being written, noted while it is, and nothing once it was renamed.
    func test_theTemporaryFileBeingWrittenIsKnownToTheSignalHandlers() throws {
        let dir = try folder()
        TextFile.prepareForSignals()
        let temporary = dir.appendingPathComponent("page.html.tmp-abcdef").path
        XCTAssertTrue(FileManager.default.createFile(atPath: temporary, contents: Data("partial".utf8)))
        TextFile.notePending(temporary)
        TextFile.removePendingTemporary()
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary))
        // A finished write leaves nothing noted: a later signal removes nothing.
        let saved = dir.appendingPathComponent("kept.kbl").path
        try TextFile.write("echo kept\n", to: saved)
        TextFile.removePendingTemporary()
        XCTAssertEqual(try String(contentsOfFile: saved, encoding: .utf8), "echo kept\n")
        XCTAssertEqual(try temporaries(dir), [])
    }

    /// SIGINT at a piped run stops the command running (here a long `step`) instead of killing
    /// the shell mid-command: what was printed before is flushed, the error says where it
    /// stopped, no later line runs, and the shell then ends as killed by SIGINT (status 130
    /// to a calling shell, so its loop stops too).
    func test_ctrlCStopsAPipedRunCleanly() throws {
        let dir = try folder()
        let script = dir.appendingPathComponent("input.kbl").path
        try "echo started\nview box\non display-link do\nlet x = 1\nend\nstep 1000000\necho never\n"
            .write(toFile: script, atomically: false, encoding: .utf8)
        // Piped input, then the same lines as a script file (`kblab FILE`).
        for asFile in [false, true] {
            let process = Process()
            process.executableURL = try KblabProcess.binary()
            process.currentDirectoryURL = dir
            process.arguments = asFile ? [script] : []
            process.standardInput = asFile ? FileHandle.nullDevice : FileHandle(forReadingAtPath: script)
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            Thread.sleep(forTimeInterval: 1.5)
            kill(process.processIdentifier, SIGINT)
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "file: \(asFile)")
            XCTAssertEqual(process.terminationStatus, SIGINT)
            XCTAssertTrue(printed.hasPrefix("started\n"), printed)
            XCTAssertFalse(printed.contains("never"), printed)
            XCTAssertTrue(errors.contains("error: interrupted at frame"), errors)
            XCTAssertTrue(
                errors.contains("did not run"), "the rest of the input is said not to run: \(errors)")
        }
    }
}
