import LabShell
import XCTest

/// `set-alpha`, `translate`, `set-center`, `set-bounds` inside and outside blocks, the
/// quantities that read them, and `table frames`' alpha and translation columns.
final class ViewPropertyCommandTests: XCTestCase {
    func test_alphaLinearOneToZeroOverHalfASecondIsHalfAtFrame15() {
        let rows = csvRows(
            "view box frame 0 0 10 10\nwatch box.presentation.alpha box.alpha\n"
                + "animate 0.5 curve linear do set-alpha box 0\nstep 30")
        XCTAssertEqual(rows[1]?[1] ?? .nan, 0)  // the model jumps
        XCTAssertEqual(rows[15]?[0] ?? .nan, 0.5, accuracy: 1e-5)
        XCTAssertEqual(rows[6]?[0] ?? .nan, 0.8, accuracy: 1e-5)
        XCTAssertEqual(rows[30]?[0] ?? .nan, 0)
    }

    func test_translationOnTheKeyboardCurveFollowsTheFactsTable() {
        // Facts §4.2 (852 → 516 on curve 7, 60 Hz); `options raw 7<<16` is the keyboard's curve.
        let rows = csvRows(
            "view bar frame 0 852 393 10\nwatch bar.presentation.minY bar.presentation.translation.y\n"
                + "animate 0.25 options raw 7<<16 do translate bar 0 -336\nstep 30")
        for (frame, minY) in [(1, 839.27), (4, 736.56), (8, 617.15), (18, 525.10), (27, 516.84), (30, 516.0)]
        {
            XCTAssertEqual(rows[frame]?[0] ?? .nan, minY, accuracy: 0.01, "frame \(frame)")
            XCTAssertEqual(rows[frame]?[1] ?? .nan, minY - 852, accuracy: 0.01, "frame \(frame)")
        }
    }

    func test_quantitiesReadModelAndPresentationOfAlphaAndTranslation() {
        XCTAssertEqual(
            runScript(
                """
                view box frame 0 100 10 10
                animate 1 curve linear do translate box 40 -20; set-alpha box 0.2
                step 15
                expect box.translation.x == 40
                expect box.presentation.translation.x == 10
                expect box.presentation.translation.y == -5
                expect box.alpha == 0.2
                expect box.presentation.alpha == 0.8
                expect box.minY == 80
                expect box.presentation.minY == 95
                expect box.frame.y == 100
                """), [])
    }

    func test_centerAndBoundsAnimateAsTheFrameTheyImply() {
        // Center (5, 105) → (55, 205), then bounds 10×10 → 30×10 around the new centre: one
        // frame change (0, 100, 10, 10) → (40, 200, 30, 10), linear over 1 s, a quarter at frame 15.
        let rows = csvRows(
            "view box frame 0 100 10 10\nwatch box.presentation.midX box.presentation.midY box.presentation.width\n"
                + "animate 1 curve linear do set-center box 55 205; set-bounds box 0 0 30 10\nstep 60")
        XCTAssertEqual(rows[15]?[0] ?? .nan, 5 + 50 * 0.25, accuracy: 1e-5)
        XCTAssertEqual(rows[15]?[1] ?? .nan, 105 + 100 * 0.25, accuracy: 1e-5)
        XCTAssertEqual(rows[15]?[2] ?? .nan, 10 + 20 * 0.25, accuracy: 1e-5)
        XCTAssertEqual(rows[60] ?? [], [55, 205, 30])
    }

    func test_tableFramesShowsAlphaAndTranslationOfEitherLayer() {
        let lines = runScript(
            "mode csv\nview box frame 0 0 10 10\nanimate 1 curve linear do set-alpha box 0; translate box 0 100\n"
                + "step 30\ntable frames\ntable frames model")
        XCTAssertEqual(
            Array(lines.suffix(4)),
            [
                "box,0.00,50.00,10.00,10.00,0.50,0.00,50.00", "view,x,y,width,height,alpha,tx,ty",
                "root,0.00,0.00,393.00,852.00,1.00,0.00,0.00", "box,0.00,100.00,10.00,10.00,0.00,0.00,100.00",
            ])
    }

    func test_badValuesAreDiagnosed() {
        let harness = SessionHarness()
        let result = harness.run("view box\nset-alpha box 2")
        XCTAssertEqual(result.diagnostics.map(\.message), ["alpha is a number 0…1"])
    }
}
