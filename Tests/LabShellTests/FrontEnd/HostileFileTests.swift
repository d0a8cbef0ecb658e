import Foundation
import LabShell
import SystemInterface
import XCTest

/// Files that are not what a script expects (hostile findings 01, 02, 09): a device, FIFO or
/// symbolic link where `save` or `export` replace a file, a write that fails, a file that never
/// answers. Every special file is made in a temporary directory; no system path is written.
final class HostileFileTests: XCTestCase {
    private func fifo(_ w: PictureWorkspace, _ name: String) throws -> String {
        let path = w.url(name).path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        return path
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    // MARK: 01 — save and export replace only regular files

    func test_saveAndExportRefuseAFIFOAndLeaveIt() throws {
        let w = try PictureWorkspace(self)
        let pipe = try fifo(w, "pipe")
        XCTAssertEqual(w.harness.run("view box").diagnostics.count, 0)
        for command in ["save pipe", "export csv pipe"] {
            let result = w.harness.run("echo first\n" + command)
            let error = try XCTUnwrap(result.diagnostics.first, command)
            XCTAssertTrue(error.message.hasSuffix("it is a FIFO, not a regular file"), error.message)
            XCTAssertEqual(error.line, 2)
            XCTAssertEqual(error.column, command.count - 3, "at the path argument")
            XCTAssertEqual(result.exitStatus, 1)
            XCTAssertEqual(fileType(pipe), S_IFIFO, "the FIFO is still there")
        }
    }

    func test_aCharacterDeviceIsRefusedNeverReplaced() throws {
        let w = try PictureWorkspace(self)
        // A device node of our own (root only), so a failure could never touch a system one.
        let node = w.url("null-copy").path
        guard getuid() == 0, mknod(node, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else {
            throw XCTSkip("making a device node needs root")
        }
        let result = w.harness.run("view box\nsave null-copy")
        XCTAssertTrue(
            result.diagnostics.first?.message.hasSuffix("it is a character device, not a regular file")
                ?? false)
        XCTAssertEqual(fileType(node), S_IFCHR)
    }

    func test_saveAndExportThroughASymbolicLinkWriteItsTarget() throws {
        let w = try PictureWorkspace(self)
        try "old\n".write(to: w.url("real.kbl"), atomically: true, encoding: .utf8)
        XCTAssertEqual(symlink("real.kbl", w.url("link.kbl").path), 0)  // relative to its directory
        XCTAssertEqual(w.harness.run("let h = 1\nsave link.kbl").diagnostics.count, 0)
        XCTAssertEqual(fileType(w.url("link.kbl").path), S_IFLNK, "the link stays a link")
        XCTAssertEqual(try w.text("real.kbl"), "let h = 1\n")

        XCTAssertEqual(symlink(w.url("page.json").path, w.url("page-link.json").path), 0)  // dangling
        XCTAssertEqual(w.harness.run("view box\nexport json page-link.json").diagnostics.count, 0)
        XCTAssertEqual(fileType(w.url("page-link.json").path), S_IFLNK)
        XCTAssertNotNil(try w.json("page.json"))
    }

    func test_aSymbolicLinkToAFIFOIsRefused() throws {
        let w = try PictureWorkspace(self)
        _ = try fifo(w, "pipe")
        XCTAssertEqual(symlink("pipe", w.url("link").path), 0)
        let result = w.harness.run("save link")
        XCTAssertTrue(
            result.diagnostics.first?.message.hasSuffix("it is a symbolic link to a FIFO, not a regular file")
                ?? false, "\(result.diagnostics)")
        XCTAssertEqual(fileType(w.url("link").path), S_IFLNK)
    }

    /// The history is saved with `TextFile.replace`: through a link into its target.
    func test_theHistoryIsSavedThroughASymbolicLink() throws {
        let w = try PictureWorkspace(self)
        let real = w.url("history").path
        let link = w.url("history-link").path
        try "\(HistoryFile.header)\nold\n".write(toFile: real, atomically: true, encoding: .utf8)
        XCTAssertEqual(symlink(real, link), 0)
        try TextFile.replace(link) { temporary in
            (try? "\(HistoryFile.header)\nnew\n".write(toFile: temporary, atomically: false, encoding: .utf8))
                != nil
        }
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(HistoryFile.load(link).entries, ["new"])
        let pipe = try fifo(w, "pipe")
        XCTAssertThrowsError(try TextFile.replace(pipe) { _ in true })
        XCTAssertEqual(fileType(pipe), S_IFIFO)
    }

    // MARK: 02 — a failed write is an error at the command that wrote

    func test_aLostOutputLineIsAnErrorAtTheCommandThatWroteIt() throws {
        let w = try PictureWorkspace(self)
        // /dev/full is written in place (never replaced): every write fails with ENOSPC.
        let result = w.harness.run("echo fine\noutput /dev/full\necho lost\necho never")
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.message, "cannot write to '/dev/full': No space left on device")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertFalse(w.harness.sink.lines.contains("never"), "the script stopped there")
    }

    func test_outputStillWritesIntoDevices() throws {
        let w = try PictureWorkspace(self)
        XCTAssertEqual(w.harness.run("output /dev/null\necho gone\noutput\necho back").diagnostics.count, 0)
    }

    // MARK: 09 — nothing waits for good on a file that never answers

    func test_outputToAFIFOWithNoReaderIsRefusedAtOnce() throws {
        let w = try PictureWorkspace(self)
        _ = try fifo(w, "pipe")
        for command in ["output pipe", "once pipe"] {
            let result = w.harness.run(command)
            let error = try XCTUnwrap(result.diagnostics.first)
            XCTAssertEqual(error.message, "cannot write 'pipe': no process is reading the FIFO")
            XCTAssertEqual(error.column, command.count - 3)
        }
    }

    func test_outputToAFIFOWithAReaderReachesIt() throws {
        let w = try PictureWorkspace(self)
        let pipe = try fifo(w, "pipe")
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        XCTAssertEqual(w.harness.run("output pipe\necho through\noutput").diagnostics.count, 0)
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &bytes, bytes.count)
        XCTAssertEqual(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self), "through\n")
    }

    func test_sourceRefusesTheKernelsFiles() throws {
        let w = try PictureWorkspace(self)
        for path in ["/proc/self/status", "/proc/kmsg"] {
            let result = w.harness.run("source \(path)")
            let message = result.diagnostics.first?.message ?? ""
            // /proc/kmsg is root's only; whoever cannot open it is told so, and nothing blocks.
            XCTAssertTrue(message.hasPrefix("cannot read '\(path)'"), message)
            XCTAssertEqual(result.exitStatus, 2)
        }
    }

    func test_aScriptFromAFIFOWaitsForItsWriter() throws {
        let w = try PictureWorkspace(self)
        let pipe = try fifo(w, "pipe")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            try? "echo late\n".write(toFile: pipe, atomically: false, encoding: .utf8)
        }
        XCTAssertEqual(try TextFile.read(pipe), "echo late\n")
    }

    // MARK: The front end

    private func kblab(_ arguments: [String], stdout: FileHandle) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try KblabProcess.binary()
        process.arguments = arguments
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    func test_standardOutputOnAFullDeviceIsReportedAndFails() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try kblab(["-c", "echo hi", "-c", "echo again"], stdout: full)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kblab: error: cannot write to standard output: No space left on device\n")
    }

    func test_aClosedPipeEndsTheShellQuietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()  // the reader went away, as `| head` does
        let run = try kblab(["-c", "echo hi"], stdout: pipe.fileHandleForWriting)
        XCTAssertEqual(run.status, 141)
        XCTAssertEqual(run.stderr, "")
    }

    func test_kblabRefusesAKernelFile() throws {
        let run = try KblabProcess.run(["/proc/self/status"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("is a kernel file"), run.stderr)
    }
}
