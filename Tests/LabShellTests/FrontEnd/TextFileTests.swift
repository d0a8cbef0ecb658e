import Foundation
import LabShell
import XCTest

/// Scripts read in bounded memory from files that end, and files replaced atomically.
final class TextFileTests: XCTestCase {
    private func directory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func readError(_ path: String, limit: Int = TextFile.scriptLimit) -> TextFileError? {
        do throws(TextFileError) {
            _ = try TextFile.read(path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    func testScriptsThatCannotBeRun() throws {
        let folder = try directory()
        XCTAssertEqual(readError(folder + "/none"), .missing(path: folder + "/none"))
        XCTAssertEqual(readError(folder), .directory(path: folder))
        XCTAssertEqual(readError("/dev/zero"), .notRegularFile(path: "/dev/zero", kind: "character device"))
        let binary = folder + "/binary"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: binary, contents: Data([0x65, 0x63, 0x68, 0x00, 0x6F])))
        XCTAssertEqual(readError(binary), .binary(path: binary, offset: 3, line: 1, column: 4))
        XCTAssertEqual(
            "\(readError(binary) ?? .missing(path: ""))",
            "'\(binary)' is not a text file (a NUL byte at line 1, column 4, byte 3)")
        let big = folder + "/big"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: big, contents: Data(repeating: 0x23, count: 2049)))
        XCTAssertEqual(readError(big, limit: 2048), .tooLarge(path: big, limit: 2048))
        XCTAssertEqual("\(TextFileError.tooLarge(path: "x", limit: 64 << 20))", "'x' is larger than 64 MiB")
    }

    /// An empty path is its own error wherever a file is named: made absolute it named the
    /// working directory (`export csv ""`: "cannot write '/…': it is a directory").
    func testAnEmptyPathSaysItIsEmpty() {
        XCTAssertEqual(readError(""), .emptyPath)
        XCTAssertEqual("\(TextFileError.emptyPath)", "the file path is empty")
        XCTAssertThrowsError(try TextFile.write("x", to: "")) { error in
            XCTAssertEqual(error as? TextFileError, .emptyPath)
        }
        XCTAssertThrowsError(try TextFile.readRegularTail("", limit: 10)) { error in
            XCTAssertEqual(error as? TextFileError, .emptyPath)
        }
        XCTAssertEqual(ScriptFile.read("", relativeTo: "/"), .failure(.empty))
        XCTAssertEqual(
            HistoryFile.load("").warning, "history not loaded: the file path is empty; it will not be saved")
        for marked in [
            "save 1️⃣\"\"", "source 1️⃣\"\"", "export csv 1️⃣''", "export svg 1️⃣\"\"", "once 1️⃣\"\"",
            "output 1️⃣\"\"", "technique t from 1️⃣\"\"",
        ] {
            assertSingleDiagnostic(
                after: "", marked, message: "the file path is empty", category: .syntax, thenRuns: "echo ok")
        }
    }

    func testAScriptReadsInFull() throws {
        let path = try directory() + "/ok.kbl"
        try "echo a\r\necho \u{E9}\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(try TextFile.read(path), "echo a\r\necho \u{E9}\n")
    }

    /// A regular file is read straight into a string of its size: invalid UTF-8 is replaced
    /// as before (U+FFFD), and a NUL byte is still refused, at its offset.
    func testARegularFileReadAtItsSize() throws {
        let folder = try directory()
        let invalid = folder + "/invalid.kbl"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: invalid, contents: Data([0x65, 0xFF, 0x66, 0x0A])))
        XCTAssertEqual(try TextFile.read(invalid), "e\u{FFFD}f\n")
        let late = folder + "/late-nul"
        XCTAssertTrue(
            FileManager.default.createFile(atPath: late, contents: Data(repeating: 0x23, count: 70_000) + [0])
        )
        XCTAssertEqual(readError(late), .binary(path: late, offset: 70_000, line: 1, column: 70_001))
    }

    /// `source` says why it cannot read a file: only a NUL byte is "not a text file" (with
    /// where it is: e, c, h, then the NUL at byte 3), and any other failure keeps its own
    /// reason: a read that ran out of memory was reported as a file that was not text.
    func testSourceSaysWhyItCannotReadAFile() throws {
        let folder = try directory()
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: folder + "/binary.kbl", contents: Data([0x65, 0x63, 0x68, 0x00, 0x6F])))
        let session = Session(output: CollectingSink(), workingDirectory: folder)
        let result = session.run("source binary.kbl", name: "main.kbl", mode: .script)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["cannot read 'binary.kbl': it is not a text file (a NUL byte at line 1, column 4, byte 3)"])
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertEqual(
            ScriptFile.Problem.unreadable("not enough memory to read its 60001380 bytes").message("big.kbl"),
            "cannot read 'big.kbl': not enough memory to read its 60001380 bytes")
        XCTAssertEqual(
            ScriptFile.Problem.unreadable("Input/output error").message("disk.kbl"),
            "cannot read 'disk.kbl': Input/output error")
    }

    /// Issue 34: a NUL byte is placed by line and column, not only by byte (here on line 3,
    /// after `é` of two bytes: column 7, byte 24), and UTF-16 — what editors elsewhere save —
    /// is named with its byte order, with or without a byte-order mark, with the fix.
    func testANULByteIsPlacedAndUTF16IsNamed() throws {
        let folder = try directory()
        let placed = Array("echo a\nlet b = 2\necho é\u{0}x\n".utf8)
        XCTAssertEqual(placed.firstIndex(of: 0), 24)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/nul.kbl", contents: Data(placed)))
        let text = "echo hi\n"
        let cases: [(String, [UInt8], String)] = [
            (
                "le-bom.kbl", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
                "little-endian, with a byte-order mark"
            ),
            (
                "be-bom.kbl", [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                "big-endian, with a byte-order mark"
            ),
            (
                "le.kbl", text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
                "little-endian, without a byte-order mark"
            ),
            (
                "be.kbl", text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                "big-endian, without a byte-order mark"
            ),
        ]
        for (name, bytes, _) in cases {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)))
        }
        let session = Session(output: CollectingSink(), workingDirectory: folder)
        let result = session.run("source nul.kbl", name: "main.kbl", mode: .script)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["cannot read 'nul.kbl': it is not a text file (a NUL byte at line 3, column 7, byte 24)"])
        for (name, _, encoding) in cases {
            let result = session.run("source \(name)", name: "main.kbl", mode: .script)
            XCTAssertEqual(
                result.diagnostics.map(\.message),
                ["cannot read '\(name)': it is UTF-16 text (\(encoding)), not UTF-8"])
            XCTAssertEqual(
                result.diagnostics.first?.suggestion,
                "save it as UTF-8 (in a terminal: iconv -f UTF-16 -t UTF-8 FILE > NEW.kbl)")
            XCTAssertEqual(result.exitStatus, 2)
        }
        // `kblab FILE` reads through TextFile: the same words.
        XCTAssertEqual(
            readError(folder + "/le-bom.kbl"),
            .utf16(path: folder + "/le-bom.kbl", encoding: "little-endian, with a byte-order mark"))
    }

    /// The file is replaced by a rename: on success the new text and no stray temporary file;
    /// on a failed write the old text, and still no stray file.
    func testReplaceIsAtomic() throws {
        let folder = try directory()
        let path = folder + "/target"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try TextFile.replace(path) { _ in false })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["target"])
        try TextFile.replace(path) { temporary in
            (try? "new".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["target"])
    }

    /// The history is saved by libedit's `history_save`, which makes the file it writes 0600
    /// itself; the replaced file's mode must still win (a 664 history stayed 600), also when
    /// a link names it.
    func testReplaceKeepsTheModeWhateverTheWriterSets() throws {
        let folder = try directory()
        let path = folder + "/history"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o664), 0)
        XCTAssertEqual(symlink(path, folder + "/link"), 0)
        for name in ["history", "link"] {
            try TextFile.replace(folder + "/" + name) { temporary in
                (try? "new".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil
                    && chmod(temporary, 0o600) == 0
            }
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_mode & 0o7777, 0o664, name)
        }
    }

    func testReplaceInAMissingDirectoryFailsCleanly() throws {
        let path = try directory() + "/missing/target"
        XCTAssertThrowsError(try TextFile.replace(path) { _ in true }) { error in
            XCTAssertEqual(
                error as? TextFileError, .unwritable(path: path, reason: "No such file or directory"))
        }
    }
}
