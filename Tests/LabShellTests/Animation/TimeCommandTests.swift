import LabShell
import XCTest

/// The clock commands, delays, frame tables and watch errors.
final class TimeCommandTests: XCTestCase {
    func test_runSecondsRoundsToFramesAndUntilIdleStopsWhenSettled() {
        XCTAssertEqual(runScript("run 0.5\ntime"), ["t 0.5000 s, frame 30, 60 Hz"])
        // A 0.25 s animation settles on frame 15: run stops there.
        XCTAssertEqual(
            runScript("view box frame 0 0 10 10\nanimate 0.25 do move box dy 10\nrun\ntime"),
            ["t 0.2500 s, frame 15, 60 Hz"])
        XCTAssertEqual(runScript("step 3\nrate 120\nstep 3\nexpect t == 0.075 within 1e-12"), [])
    }

    func test_delayHoldsTheStartValue() {
        // Linear 0.5 s after a 0.25 s delay: still 0 at t = 0.25, half way at t = 0.5.
        let rows = csvRows(
            "view box frame 0 0 10 10\nwatch box.minY\nanimate 0.5 delay 0.25 curve linear do move box dy 100\n"
                + "step 30")
        XCTAssertEqual(rows[15]?[0] ?? .nan, 0, accuracy: 1e-9)
        XCTAssertEqual(rows[30]?[0] ?? .nan, 50, accuracy: 1e-6)
    }

    func test_tableFramesShowsEitherLayer() {
        let lines = runScript(
            "view box frame 0 0 10 10\nanimate 1 curve linear do move box dy 100\nstep 15\nmode csv\n"
                + "table frames\ntable frames model")
        XCTAssertEqual(
            lines,
            [
                "view,x,y,width,height,alpha,tx,ty", "root,0.00,0.00,393.00,852.00,1.00,0.00,0.00",
                "box,0.00,25.00,10.00,10.00,1.00,0.00,0.00",
                "view,x,y,width,height,alpha,tx,ty", "root,0.00,0.00,393.00,852.00,1.00,0.00,0.00",
                "box,0.00,100.00,10.00,10.00,1.00,0.00,0.00",
            ])
    }

    func test_watchRejectsUnknownProbesWithASuggestion() {
        let diagnostic = firstDiagnostic("view box\nwatch box.minY box.mnY")
        XCTAssertEqual(diagnostic?.message, "unknown probe 'box.mnY'")
        XCTAssertEqual(diagnostic?.column, 16)  // "watch box.minY " is 15 characters
        XCTAssertEqual(diagnostic?.suggestion, "did you mean 'box.minY'?")
        XCTAssertEqual(firstDiagnostic("watch t\nplot t.x")?.message, "'t.x' is not watched or tracked")
    }

    func test_unwatchStopsTheTables() {
        XCTAssertEqual(runScript("watch t\nunwatch\nstep 2\nrun 0.1"), [])
    }
}
