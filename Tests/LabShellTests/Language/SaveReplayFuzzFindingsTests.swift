import Foundation
import LabShell
import XCTest

/// What the save-and-replay fuzz (`scripts/fuzz SECONDS 1 replay`, issue 34) found, each reduced
/// by hand: a session typed as piped input, saved, and the saved script replayed in a fresh
/// session as `kblab FILE` replays it, must reach the same state.
final class SaveReplayFuzzFindingsTests: XCTestCase {
    /// Types `lines` as piped input (each error reported, the next line run), saves, replays the
    /// saved script in a fresh session, and returns what `probe` prints in each, and the script.
    /// The replay must report `replayErrors` (a statement kept although it failed fails again).
    private func typedAndReplayed(_ lines: [String], probe: String, replayErrors: [String] = []) throws -> (
        typed: [String], replayed: [String], script: String
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-fuzz-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let typed = SessionHarness(workingDirectory: directory.path)
        for (number, line) in lines.enumerated() {
            typed.session.feed(line, name: "<stdin>", lineNumber: number + 1)
        }
        let path = directory.appendingPathComponent("saved.kbl").path
        XCTAssertEqual(typed.run("save \(path)", mode: .interactive).diagnostics.map(\.message), [])
        let script = try String(contentsOfFile: path, encoding: .utf8)
        let replayed = SessionHarness(workingDirectory: directory.path)
        XCTAssertEqual(replayed.run(script).diagnostics.map(\.message), replayErrors, script)
        return (typed.output(probe), replayed.output(probe), script)
    }

    /// A refused `constraint` took the next automatic name (`c1`) although no constraint was
    /// made; `save` rightly leaves the refused line out, so the replay named the next
    /// constraint `c1` where the session had named it `c2`, and `constant c2 = …` later failed.
    /// A constraint that was never made takes no number: the first one made is c1.
    func test_aRefusedConstraintTakesNoAutomaticName() throws {
        let harness = SessionHarness()
        harness.run("view box", mode: .interactive)
        XCTAssertFalse(
            harness.run("constraint nowhere.top == root.top", mode: .interactive).diagnostics.isEmpty)
        XCTAssertEqual(
            harness.run("constraint box.width == 10\nconstant c1 = 20").diagnostics.map(\.message), [])
        XCTAssertEqual(harness.output("layout\nexpect box.width == 20 within 0.001"), [])

        let (typed, replayed, _) = try typedAndReplayed(
            ["view box", "constraint nowhere.top == root.top", "constraint box.width == 10"],
            probe: "table constraints")
        XCTAssertEqual(typed, replayed)
    }

    /// `watch` added the probes before the first it refused (`t`, then an unknown view's), and
    /// the refused line, which `save` leaves out, left `t` watched. A refused `watch` watches
    /// nothing: `step` then prints no table (it prints one only for watched probes).
    func test_aRefusedWatchWatchesNothing() throws {
        let harness = SessionHarness()
        harness.run("view box frame 0 0 10 10")
        XCTAssertEqual(harness.output("step 1"), [], "nothing watched yet: no table")
        XCTAssertFalse(harness.run("watch t nowhere.maxY", mode: .interactive).diagnostics.isEmpty)
        XCTAssertEqual(harness.output("step 1"), [])

        let (typed, replayed, _) = try typedAndReplayed(
            ["view box frame 0 0 10 10", "watch t nowhere.maxY", "watch box.maxY"], probe: "step 1")
        XCTAssertEqual(typed, replayed)
        XCTAssertEqual(typed.first?.split(separator: " ", omittingEmptySubsequences: true).last, "box.maxY")
    }

    /// An error in an animator's animations was thrown by the command that ran them
    /// (`animator a start`), so `save` left that command out, although UIKit's
    /// startAnimation() starts the animator whatever its closure does: the replayed animator was
    /// never started. The error is now reported after the command, as a handler's is, and the
    /// command is kept under a comment.
    func test_anAnimatorWhoseAnimationsFailedStartsAndIsSaved() throws {
        let harness = SessionHarness()
        harness.run(
            "view box frame 0 0 10 10\nanimator a create 0.4 curve linear\nanimator a add do move nowhere dy 20"
        )
        let started = harness.run("animator a start", mode: .interactive).diagnostics
        XCTAssertEqual(started.map(\.message), ["unknown view 'nowhere'"])
        let row = harness.output("animators").last?.split(separator: " ", omittingEmptySubsequences: true)
        XCTAssertEqual(row?.prefix(2), ["a", "active"])

        let (typed, replayed, script) = try typedAndReplayed(
            [
                "view box frame 0 0 10 10", "animator a create 0.4 curve linear",
                "animator a add do move nowhere dy 20", "animator a start", "step 3", "animator a pause",
                "animator a reverse",
            ], probe: "animators", replayErrors: ["unknown view 'nowhere'"])
        XCTAssertEqual(typed, replayed)
        XCTAssertTrue(script.contains("# this failed when it ran"), script)
        XCTAssertTrue(script.contains("\nanimator a start\n"), script)
    }

    /// `interactive-dismiss` with the keyboard hidden lays out, then refuses. The pass took
    /// effect: a frame set by hand afterwards (`move`) stays until the next pass. `save` left the
    /// line out, so in the replay the move came first and the field sat at -10, not 808. By
    /// hand (iPhone 15, 852 high, 34 under the safe area): the pass puts the bottom at
    /// 852 - 34 = 818 (no height: a 0-high field at y 818), and the move takes it to 808.
    func test_aLayoutPassMadeByAFailedCommandIsKept() throws {
        let lines = [
            "device iphone-15", "text-field input", "constraint input.bottom == safe.bottom",
            "interactive-dismiss 300 450 500 release down", "move input dy -10",
        ]
        let (typed, replayed, script) = try typedAndReplayed(lines, probe: "print input.minY")
        XCTAssertEqual(typed, ["808"])
        XCTAssertEqual(replayed, typed)
        XCTAssertTrue(
            script.contains("after a layout pass; the pass is kept\nlayout\nmove input dy -10\n"), script)
    }

    /// A technique whose body fails when bound a second time (its view exists already) left a
    /// "(removed)" row for the refused binding's observer in `observers`; `save` leaves the
    /// refused `bind` out, so the replay had one row. A refused binding leaves no row: the
    /// first binding's selector row only.
    func test_aRefusedBindingLeavesNoObserverRow() throws {
        let lines = [
            "text-field input", "constraint bottom: input.bottom == safe.bottom", "technique t do",
            "  view dup", "  on willShow do layout", "end", "bind input with t bottom",
            "bind input with t bottom",
        ]
        let (typed, replayed, _) = try typedAndReplayed(lines, probe: "observers")
        XCTAssertEqual(typed, replayed)
        XCTAssertEqual(typed.count, 2, typed.joined(separator: "\n"))  // the header and one row
        XCTAssertFalse(typed.joined().contains("(removed)"))
    }
}
