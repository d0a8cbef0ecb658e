import LabShell
import XCTest

/// A line taken in as bytes (the shell's reader, a script's lines) holds valid UTF-8: ASCII as
/// read, anything else as `String(decoding:as:)` repairs it (each invalid byte U+FFFD,
/// EF BF BD in UTF-8).
final class InputLineTests: XCTestCase {
    private func line(_ bytes: [UInt8]) -> InputLine {
        bytes.withUnsafeBufferPointer { InputLine(utf8: $0) }
    }

    func test_asciiBytesAreKeptAsRead() {
        let bytes = Array("echo hello world".utf8)
        XCTAssertEqual(line(bytes).bytes, bytes)
        XCTAssertEqual(line(bytes).text, "echo hello world")
        XCTAssertEqual(line([]).bytes, [])
    }

    /// An invalid byte past the first eight (the ASCII test reads eight bytes at a time) and one
    /// in the tail are both repaired.
    func test_invalidBytesAreRepairedWhereverTheyAre() {
        let word = Array("abcdefgh".utf8)
        XCTAssertEqual(line(word + [0xFF]).bytes, word + [0xEF, 0xBF, 0xBD])
        XCTAssertEqual(line([0x61, 0xC3]).text, "a\u{FFFD}")
        // Valid multi-byte UTF-8 is kept: "é" is C3 A9.
        XCTAssertEqual(line(word + [0xC3, 0xA9]).bytes, word + [0xC3, 0xA9])
    }

    /// The session runs a line given as bytes as it runs the same line given as text.
    func test_aSessionRunsBytesAsItRunsText() {
        let harness = SessionHarness()
        let errors = harness.session.feed(line(Array("echo caf".utf8) + [0xFF]), name: "t", lineNumber: 1)
        XCTAssertEqual(errors.count, 0)
        XCTAssertEqual(harness.sink.lines, ["caf\u{FFFD}"])
    }
}

/// The front end's status of a line, as docs/Shell.md gives the exit status: 0 success, 1 an
/// `expect` that did not hold, 2 a line that is not valid kblab.
final class FeedStatusTests: XCTestCase {
    private func status(_ text: String) -> Int32 {
        SessionHarness().session.feedForStatus(InputLine(text), name: "t", lineNumber: 1)
    }

    func test_aLineThatRanIsZero() {
        XCTAssertEqual(status("echo hello"), 0)
    }

    func test_aFailedCheckIsOne() {
        XCTAssertEqual(status("expect 1 + 1 == 3"), 1)
    }

    func test_aSyntaxErrorIsTwo() {
        XCTAssertEqual(status("frobnicate"), 2)
        XCTAssertEqual(status("echo ok; frobnicate"), 2)
    }
}
