import Foundation
import XCTest

@testable import LabShell

/// Handlers, techniques, animator animations and open blocks keep the source they were parsed
/// from: sourcing a 60 MB file of sixty `on willShow do echo "<1 MB>"` lines eight times took
/// 1.48 GB. What they keep is counted (`HeldSource`: a line's bytes twice, 80 bytes a token
/// read, 512 a statement) and bounded; a test sets the bound small.
///
/// The costs below are worked from that rule. `on willShow as hN do echo "<X × 100,000>"` is
/// 27 + 100,000 + 1 = 100,028 bytes, 7 tokens (on, willShow, as, hN, do, echo, the string)
/// and 2 statements (on, echo): 200,056 + 560 + 1,024 = 201,640.
final class HeldSourceTests: XCTestCase {
    static let long = String(repeating: "x", count: 100_000)
    static let handlerCost = 201_640

    private func harness(limit: Int, in directory: String = SessionHarness.packageRoot) -> SessionHarness {
        let harness = SessionHarness(workingDirectory: directory)
        harness.session.heldSource.limit = limit
        return harness
    }

    private func handler(_ label: String) -> String {
        "on willShow as \(label) do echo \"\(Self.long)\""
    }

    /// Four handlers fit in 1,000,000 bytes (806,560); the fifth's line makes 1,008,200 and
    /// is refused where it is written. Removing a handler gives its bytes back, and the fifth
    /// then fits.
    func test_handlersKeepTheirSourceWithinTheBound() {
        let harness = harness(limit: 1_000_000)
        let four = (1...4).map { handler("h\($0)") }.joined(separator: "\n")
        XCTAssertEqual(harness.run(four).diagnostics.map(\.message), [])
        XCTAssertEqual(harness.session.heldSource.bytes, 4 * Self.handlerCost)
        let refused = harness.run("set decimals 2\n" + handler("h5"))
        XCTAssertEqual(
            refused.diagnostics.map(\.message),
            ["definitions would keep 1008200 bytes of source; at most 1000000"])
        XCTAssertEqual(refused.diagnostics.first?.sourceName, "test.kbl")
        XCTAssertEqual(refused.diagnostics.first?.line, 2)
        XCTAssertEqual(refused.diagnostics.first?.column, 1)
        XCTAssertEqual(harness.session.heldSource.bytes, 4 * Self.handlerCost)
        XCTAssertEqual(harness.run("unobserve h1").exitStatus, 0)
        XCTAssertEqual(harness.session.heldSource.bytes, 3 * Self.handlerCost)
        XCTAssertEqual(harness.run(handler("h5")).exitStatus, 0)
        XCTAssertEqual(harness.session.heldSource.bytes, 4 * Self.handlerCost)
        // The handlers still run: four echoes of the long line per willShow.
        harness.sink.clear()
        XCTAssertEqual(harness.run("show-keyboard").exitStatus, 0)
        XCTAssertEqual(harness.sink.lines.filter { $0 == Self.long }.count, 4)
        XCTAssertEqual(harness.run("reset").exitStatus, 0)
        XCTAssertEqual(harness.session.heldSource.bytes, 0)
    }

    /// A technique keeps its body once, however often it is bound; a replaced one is given
    /// back when the last binding that runs it goes. `technique t do on willShow do echo
    /// "<100,000>"` is 36 + 100,001 = 100,037 bytes, 8 tokens, 3 statements: 202,250.
    /// `technique t do echo hi` is 22 bytes, 5 tokens (`hi` is lexed once, to see that no `=`
    /// follows `echo`; the text is then taken raw), 2 statements: 44 + 400 + 1,024 = 1,468.
    func test_aTechniqueKeepsItsBodyOnceAndGivesItBackWhenReplacedAndUnbound() {
        let harness = harness(limit: 1_000_000)
        let defined = harness.run(
            "technique t do on willShow do echo \"\(Self.long)\"\nview v\nview w\nbind v with t\nbind w with t"
        )
        XCTAssertEqual(defined.diagnostics.map(\.message), [])
        XCTAssertEqual(harness.session.heldSource.bytes, 202_250)
        XCTAssertEqual(harness.run("technique t do echo hi").exitStatus, 0)
        XCTAssertEqual(harness.session.heldSource.bytes, 202_250 + 1_468)
        XCTAssertEqual(harness.run("unbind v\nunbind w").exitStatus, 0)
        XCTAssertEqual(harness.session.heldSource.bytes, 1_468)
    }

    /// A block being read keeps its lines until its `end`: `if true do` counts 20 + 240 + 512
    /// = 772, each `  echo "<100,000>"` line 2 · 100,009 + 160 + 512 = 200,690, so the fifth
    /// makes 1,004,222 and the block is given up on its line 6: the rest of it is only read
    /// to its `end`, kept nowhere, and nothing of it runs.
    func test_aBlockBeingReadIsGivenUpPastTheBound() {
        let harness = harness(limit: 1_000_000)
        let block =
            "if true do\n" + String(repeating: "  echo \"\(Self.long)\"\n", count: 10) + "end\necho after"
        let result = harness.run(block, mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["definitions would keep 1004222 bytes of source; at most 1000000"])
        XCTAssertEqual(result.diagnostics.first?.line, 6)
        XCTAssertEqual(harness.sink.lines.filter { $0 == Self.long }, [])
        XCTAssertEqual(harness.sink.lines.last, "after")
        XCTAssertEqual(harness.session.heldSource.bytes, 0)
    }

    /// A technique read from a file counts each of its lines as it is parsed: with
    /// `technique big from big.kbl` (26 bytes, 1 statement and 4 tokens read: technique, big,
    /// from, and the path's `big`, read ahead before the path is taken as it is written:
    /// 52 + 320 + 512 = 884) and lines of `echo "<100,000>"` (2 · 100,007 + 160 + 512 =
    /// 200,686), the file's fifth line makes 1,004,314. The error is the file's, at that line;
    /// nothing is defined.
    func test_aTechniqueFileIsRefusedAtTheLineThatCrossesTheBound() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-\(#function)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try String(repeating: "echo \"\(Self.long)\"\n", count: 10).write(
            to: directory.appendingPathComponent("big.kbl"), atomically: true, encoding: .utf8)
        let harness = harness(limit: 1_000_000, in: directory.path)
        let result = harness.run("technique big from big.kbl")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["definitions would keep 1004314 bytes of source; at most 1000000"])
        XCTAssertEqual(result.diagnostics.first?.sourceName, "big.kbl")
        XCTAssertEqual(result.diagnostics.first?.line, 5)
        XCTAssertNil(harness.session.languageState.technique(named: "big"))
        XCTAssertEqual(harness.session.heldSource.bytes, 0)
    }

    /// Animations added to an animator keep their block until they run. `animator a add do
    /// echo "<100,000>"` is 24 + 100,001 = 100,025 bytes, 6 tokens (animator, a, add, do,
    /// echo, the string), 2 statements: 200,050 + 480 + 1,024 = 201,554; the fifth makes
    /// 1,007,770 and is refused.
    func test_animatorAnimationsKeepTheirSourceWithinTheBound() {
        let harness = harness(limit: 1_000_000)
        let add = "animator a add do echo \"\(Self.long)\""
        XCTAssertEqual(
            harness.run("animator a create 1\n" + Array(repeating: add, count: 4).joined(separator: "\n"))
                .diagnostics.map(\.message), [])
        XCTAssertEqual(harness.session.heldSource.bytes, 4 * 201_554)
        let refused = harness.run(add)
        XCTAssertEqual(
            refused.diagnostics.map(\.message),
            ["definitions would keep 1007770 bytes of source; at most 1000000"])
        XCTAssertEqual(harness.session.heldSource.bytes, 4 * 201_554)
    }
}
