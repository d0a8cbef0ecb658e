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
            "view box frame 0 0 10 10\nwatch box.presentation.minY\nanimate 0.5 delay 0.25 curve linear do move box dy 100\n"
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

    /// User test 2, F8: `watch` takes the spellings `expect` and `plot` take. iPhone 15, a 52-pt
    /// bar on the safe area's bottom (852 − 34 = 818), keyboard 336 (Devices.md): at the end of
    /// the show the keyboard's top is 852 − 336 = 516, so the unmoved bar's gap is 516 − 818 =
    /// −302, and the keyboard layout guide (used by `pin`) has its top on the keyboard's, 516.
    /// `gap.input` is the column `gap(input)`, watched once.
    func test_watchTakesGapDotViewAndTheKeyboardGuide() {
        let harness = SessionHarness()
        runScript(
            """
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint input.bottom == safe.bottom
            view pin frame 0 0 1 1
            constraint pin.bottom == keyboard.top
            set keyboard-run off
            watch gap.input keyboard-guide.minY gap(input)
            show-keyboard
            """, harness: harness)
        let lines = runScript("mode csv\nstep 30", harness: harness)
        XCTAssertTrue(lines.contains("frame,t ms,gap(input),keyboard-guide.minY"), "\(lines)")
        XCTAssertEqual(lines.last, "30,500.00,-302.00,516.00")
        // Where a spelling is refused, the help names the one that works.
        let error = firstDiagnostic("view box\nwatch error.box")
        XCTAssertEqual(error?.message, "unknown probe 'error.box'")
        XCTAssertEqual(
            error?.suggestion,
            "error(box) is a tracked quantity: track box, play a scenario, then plot error(box)")
        XCTAssertEqual(firstDiagnostic("view box\nwatch gap.bx")?.suggestion, "did you mean 'gap(box)'?")
        XCTAssertEqual(
            firstDiagnostic("watch keyboard-guide.mnY")?.suggestion, "did you mean 'keyboard-guide.minY'?")
        // plot and export take `error.VIEW` as they take `gap.VIEW`.
        XCTAssertNil(
            firstDiagnostic("view box\ntrack box\nshow-keyboard\nplot error.box gap.box width 20 height 5"))
    }

    func test_unwatchStopsTheTables() {
        XCTAssertEqual(runScript("watch t\nunwatch\nstep 2\nrun 0.1"), [])
    }
}
