import LabShell
import XCTest

/// `animator` verbs through the shell: UIKit's states, scrubbing, and illegal calls as errors.
final class AnimatorCommandTests: XCTestCase {
    func test_scrubToHalfWithLinearTimingIsTheMidpoint() {
        let lines = runScript(
            "view box frame 0 0 100 100\nanimator a create 1 linear\nanimator a add do move box dy 200\n"
                + "animator a scrub 0.5\nexpect box.presentation.minY == 100\nexpect animator.a.fraction == 0.5\n"
                + "animator a")
        XCTAssertEqual(lines, ["a: active, fraction 0.50, not running, not reversed"])
    }

    func test_statesThroughPauseStartStopFinish() {
        let lines = runScript(
            """
            animator a create 0.5 linear
            expect animator.a.state == 0
            animator a pause
            expect animator.a.state == 1
            expect animator.a.running == 0
            animator a start
            step 15
            expect animator.a.running == 1
            expect animator.a.fraction == 0.5
            animator a stop
            expect animator.a.state == 2
            animator a finish current
            expect animator.a.state == 0
            animators
            """)
        XCTAssertEqual(lines.first, "name  state     fraction  running  reversed  duration  timing")
        XCTAssertEqual(lines.count, 2)
    }

    func test_illegalTransitionsAreErrorsAndTheSessionGoesOn() {
        let harness = SessionHarness()
        let script = """
            animator a create 0.5
            animator a finish end
            animator a start
            animator a scrub 0.5
            animator a stop
            animator a start
            animator zz pause
            animator a finish end
            animator a
            """
        let result = harness.run(script, mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "finishAnimation is not allowed while the animator is inactive",
                "setFractionComplete needs a paused animator, but it is running",
                "startAnimation is not allowed while the animator is stopped",
                "unknown animator 'zz'",
            ])
        XCTAssertEqual(harness.sink.lines.last, "a: inactive, fraction 0.00, not running, not reversed")
    }

    func test_reverseRunsBackOverTheElapsedTime() {
        // Linear 1 s: after 0.5 s reverse; the remaining fraction 0.5 runs back in 0.5 s.
        let lines = runScript(
            """
            view box frame 0 0 10 10
            animator a create 1 linear
            animator a add do move box dy 100
            animator a start
            step 30
            animator a reverse
            step 15
            expect box.presentation.minY == 25 within 1e-6
            run
            expect animator.a.state == 0
            expect box.presentation.minY == 0
            expect box.minY == 0
            """)
        XCTAssertEqual(lines, [])
    }

    func test_finishAtStartReturnsModelFramesAndStopKeepsTheCurrentOnes() {
        // Linear 1 s over 200 pt, scrubbed to 0.5: stop without finishing leaves both layers at
        // 100; finishing at the start returns both to 0, as UIKit's model layer does.
        let base =
            "view box frame 0 0 100 100\nanimator a create 1 linear\nanimator a add do move box dy 200\n"
            + "animator a scrub 0.5\n"
        XCTAssertEqual(
            runScript(
                base + "animator a stop\nanimator a finish start\nexpect box.minY == 0\n"
                    + "expect box.presentation.minY == 0"), [])
        XCTAssertEqual(
            runScript(
                base + "animator a stop without-finishing\nexpect box.minY == 100\n"
                    + "expect box.presentation.minY == 100\nexpect animator.a.state == 0"), [])
    }
}
