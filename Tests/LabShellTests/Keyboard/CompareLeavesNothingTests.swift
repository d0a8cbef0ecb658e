import Foundation
import XCTest

/// A comparison's lane is a session of its own over its copy of the scene (issue 34: "Comparison
/// copies leak into the session"; issue 30: "a compare lane is a context of its own"): what a
/// technique does there — an observer it registers under a label, a variable it changes, a
/// binding — stays in the lane and goes with it.
final class CompareLeavesNothingTests: XCTestCase {
    private let scene = """
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        let count = 0
        technique mine do
          on keyboardWillShow as vc do
            count = count + 1
            constraint.constant = -100
          end
        end
        """

    /// The session had no observer before the compare; it has none after it (the ghost `vc` the
    /// copy registered was listed, with its count frozen), a second compare warns of nothing, and
    /// `unobserve vc` finds nothing to remove.
    func test_aLabelledObserverOfALaneIsNotTheSessions() {
        let harness = SessionHarness()
        runScript(scene, harness: harness)
        XCTAssertEqual(runScript("observers", harness: harness), ["(no observers)"])
        runScript("compare mine on show-keyboard", harness: harness)
        XCTAssertEqual(runScript("observers", harness: harness), ["(no observers)"])
        runScript("compare mine on show-keyboard", harness: harness)
        XCTAssertEqual(harness.sink.warnings, [])
        XCTAssertFalse(harness.run("unobserve vc").diagnostics.isEmpty, "no observer vc to remove")
    }

    /// The handler ran in each lane (it moved the lane's bar: final gap 516 − (818 − 100) = −202)
    /// but counted on the lane's copy of `count`: the session's is still 0.
    func test_aVariableALaneChangesIsTheLanes() {
        let harness = SessionHarness()
        runScript(scene + "\nmode csv", harness: harness)
        let rows = runScript("compare mine on show-keyboard, hide-keyboard, show-keyboard", harness: harness)
        XCTAssertTrue(rows.contains { $0.hasPrefix("mine,") && $0.contains("-202.00") }, "\(rows)")
        XCTAssertEqual(quantityValue("count", harness), 0)
    }

    /// What `save` writes replays to the same session: the compare left nothing to replay.
    func test_saveAndReplayAfterACompareAgree() throws {
        let harness = SessionHarness()
        runScript(scene + "\ncompare mine on show-keyboard\nshow-keyboard\nhide-keyboard", harness: harness)
        let path = NSTemporaryDirectory() + "compare-leaves-nothing-\(getpid()).kbl"
        defer { unlink(path) }
        runScript("save \"\(path)\"", harness: harness)
        let replay = SessionHarness()
        runScript("source \"\(path)\"", harness: replay)
        for script in ["observers", "print count", "print input.maxY", "print bottom.constant"] {
            XCTAssertEqual(runScript(script, harness: replay), runScript(script, harness: harness), script)
        }
    }

    private func quantityValue(_ name: String, _ harness: SessionHarness) -> Double? {
        runScript("print \(name)", harness: harness).first.flatMap { Double($0) }
    }
}
