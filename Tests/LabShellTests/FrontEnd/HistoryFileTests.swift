import Foundation
import LabShell
import XCTest

/// The history file as `HistoryFile.load` sees it: the format is libedit's (facts: libedit.md
/// §9, a `_HiStOrY_V2_` line, then one entry per line, spaces as `\040`).
final class HistoryFileTests: XCTestCase {
    private func directory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-hist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func file(_ bytes: [UInt8]) throws -> String {
        let path = try directory() + "/history"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    func testAMissingFileIsAnEmptyHistory() throws {
        XCTAssertEqual(HistoryFile.load(try directory() + "/none"), HistoryFile())
    }

    func testAGoodFileLoadsEveryEntry() throws {
        let path = try file(Array("_HiStOrY_V2_\necho\\040a\nhelp\n".utf8))
        let history = HistoryFile.load(path)
        XCTAssertEqual(history, HistoryFile(entries: ["echo\\040a", "help"]))
        XCTAssertEqual(history.text, "_HiStOrY_V2_\necho\\040a\nhelp\n")
    }

    /// Only an entry whose saved line loads back is kept: 4096 bytes as libedit writes it
    /// (a space as `\040`, four bytes; a backslash as two), so the shell never saves a line its
    /// next start calls corrupt.
    func testOnlyEntriesThatLoadBackAreKept() throws {
        XCTAssertTrue(HistoryFile.keeps(String(repeating: "x", count: 4096)))
        XCTAssertFalse(HistoryFile.keeps("echo " + String(repeating: "x", count: 5000)))
        XCTAssertFalse(HistoryFile.keeps(String(repeating: "x", count: 4097)))
        // 1 + 4 + 1 + 4 + 4086 = 4096: two spaces written `\040`.
        XCTAssertTrue(HistoryFile.keeps("a b " + String(repeating: "x", count: 4086)))
        XCTAssertFalse(HistoryFile.keeps("a b " + String(repeating: "x", count: 4087)))
        XCTAssertFalse(HistoryFile.keeps(String(repeating: "\\", count: 2049)))
        XCTAssertFalse(HistoryFile.keeps(""))
        // A kept entry at the limit, written as libedit writes it, loads without a warning.
        let entry = "echo " + String(repeating: "x", count: 4088)
        XCTAssertTrue(HistoryFile.keeps(entry))
        let saved = entry.replacingOccurrences(of: " ", with: "\\040")
        XCTAssertEqual(saved.utf8.count, 4096)
        let history = HistoryFile.load(try file(Array("_HiStOrY_V2_\n\(saved)\n".utf8)))
        XCTAssertEqual(history, HistoryFile(entries: [saved]))
    }

    /// Neither a FIFO (whose open would block), nor a device (`/dev/zero` never ends), nor a
    /// directory is read; none of them is ever written over.
    func testOnlyRegularFilesAreRead() throws {
        let fifo = try directory() + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for (path, kind) in [
            (fifo, "a FIFO"), ("/dev/zero", "a character device"), (try directory(), "a directory"),
        ] {
            let history = HistoryFile.load(path)
            XCTAssertEqual(history.entries, [], path)
            XCTAssertFalse(history.mayReplace, path)
            XCTAssertTrue(history.warning?.contains(kind) == true, "\(path): \(history.warning ?? "none")")
        }
    }

    func testAPathThroughAFileIsUnreadableNotFatal() throws {
        let path = try file([]) + "/below"
        let history = HistoryFile.load(path)
        XCTAssertEqual(
            history.warning,
            "history not loaded: cannot read '\(path)': Not a directory; it will not be saved")
        XCTAssertFalse(history.mayReplace)
    }

    /// A file that is not libedit's is left alone: not loaded, never replaced.
    func testAForeignFileIsNeverReplaced() throws {
        let history = HistoryFile.load(try file(Array("#!/bin/sh\nrm -rf /\n".utf8)))
        XCTAssertEqual(history.entries, [])
        XCTAssertFalse(history.mayReplace)
        XCTAssertTrue(history.warning?.contains("is not a kblab history file") == true)
    }

    /// Lines with control bytes, a NUL, invalid UTF-8 or more than 4096 bytes are skipped.
    func testCorruptLinesAreSkippedAndCounted() throws {
        var bytes = Array("_HiStOrY_V2_\nok\\040one\n".utf8)
        bytes += [0x65, 0x01, 0x02, 0x0A]  // control bytes
        bytes += [0x61, 0x00, 0x62, 0x0A]  // a NUL
        bytes += [0xC3, 0x28, 0x0A]  // invalid UTF-8
        bytes += Array(String(repeating: "x", count: 4097).utf8) + [0x0A]
        bytes += Array("caf\u{E9}\nlast\n".utf8)
        let history = HistoryFile.load(try file(bytes))
        XCTAssertEqual(history.entries, ["ok\\040one", "caf\u{E9}", "last"])
        XCTAssertEqual(history.warning?.hasSuffix("4 corrupt lines skipped"), true, history.warning ?? "none")
        XCTAssertTrue(history.mayReplace)
    }

    /// A 4 MB file: only its last MiB is read (the newest entries), and at most 1000 are kept.
    func testAnOversizedFileIsReadFromItsEnd() throws {
        var text = "_HiStOrY_V2_\n"
        for n in 0..<300_000 { text += "echo\\040\(n)\n" }  // about 4 MB
        let history = HistoryFile.load(try file(Array(text.utf8)))
        XCTAssertEqual(history.entries.count, HistoryFile.entryLimit)
        XCTAssertEqual(history.entries.last, "echo\\040299999")
        XCTAssertEqual(history.entries.first, "echo\\040299000")
        XCTAssertTrue(history.warning?.contains("only its last 1 MiB was read") == true)
    }
}
