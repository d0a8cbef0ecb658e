import LabShell
import XCTest

/// `animate`, its options and curves, through the shell, against values computed by hand.
final class BlockAnimationCommandTests: XCTestCase {

    func test_constraintAnimatedWithEaseInOutFollowsTheBezier() {
        let rows = csvRows(
            AnimationScripts.bar + "\nanimate 0.5 curve ease-in-out do constant bottom -100; layout\nstep 30")
        // The model jumps at once to 818 − 100.
        XCTAssertEqual(rows[1]?[1] ?? .nan, 718, accuracy: 1e-9)
        // Half the duration: the symmetric Bézier gives exactly half the distance.
        XCTAssertEqual(rows[15]?[0] ?? .nan, 768, accuracy: 1e-6)
        for frame in [3, 6, 12, 24] {
            let expected = 818 - 100 * easeInOutProgress(Double(frame) / 30)
            XCTAssertEqual(rows[frame]?[0] ?? .nan, expected, accuracy: 1e-5, "frame \(frame)")
        }
        XCTAssertEqual(rows[30]?[0] ?? .nan, 718, accuracy: 1e-9)
    }

    func test_linearCurveMovesEqualStepsPerFrame() {
        let rows = csvRows(
            AnimationScripts.bar + "\nset-curve linear\nanimate 0.5 do constant bottom -120; layout\nstep 30")
        for frame in [1, 7, 15, 29, 30] {
            XCTAssertEqual(rows[frame]?[0] ?? .nan, 818 - 120 * Double(frame) / 30, accuracy: 1e-6)
        }
    }

    func test_keyboardCurveMatchesTheFactsTable() {
        // Facts §4.2: a 336 pt move from 852 on curve 7, per 60 Hz frame; 0.5 s whatever the duration.
        let script = """
            view sheet frame 0 852 393 336
            watch sheet.presentation.minY
            animate 0.25 options raw 7<<16 do move sheet dy -336
            step 30
            """
        let rows = csvRows(script)
        let facts: [Int: Double] = [
            1: 839.27, 2: 810.09, 3: 773.97, 5: 701.03, 6: 668.95, 10: 580.79, 15: 535.48, 21: 520.17,
            27: 516.84, 30: 516,
        ]
        for (frame, minY) in facts {
            XCTAssertEqual(rows[frame]?[0] ?? .nan, minY, accuracy: 0.006, "frame \(frame)")
        }
    }

    func test_rawSevenIsThreeFlagsAndEaseInOutWhileSevenShiftedIsTheKeyboardCurve() {
        let harness = SessionHarness()
        XCTAssertEqual(
            runScript("decode-options raw 7\ndecode-options raw 0x70000", harness: harness),
            [
                // Wrapped at the help width (78), as prose is.
                "raw 7: [layoutSubviews, allowUserInteraction, beginFromCurrentState] curve", "    easeInOut",
                "raw 458752: [] curve keyboard(7)",
            ])
        // Through animate: raw 7 runs ease-in-out (half way at half time) even with set-curve linear.
        let rows = csvRows(
            "view box frame 0 0 10 10\nwatch box.presentation.minY\nset-curve linear\n"
                + "animate 0.5 options raw 7 do move box dy 100\nstep 6\nstep 9")
        XCTAssertEqual(rows[6]?[0] ?? .nan, 100 * easeInOutProgress(0.2), accuracy: 1e-5)
        XCTAssertEqual(rows[15]?[0] ?? .nan, 50, accuracy: 1e-6)
    }

    func test_namedFlagsAndHexCombine() {
        XCTAssertEqual(
            runScript("decode-options begin-from-current-state layout-subviews 0x30000"),
            ["raw 196613: [layoutSubviews, beginFromCurrentState] curve linear"])
    }

    func test_overlappingAnimationsAddUp() {
        // Linear 1 s, +100 at t = 0; another +100 at t = 0.5. At t = 0.75 the first is 3/4 done
        // (offset −25) and the second 1/4 (offset −75): 200 − 25 − 75 = 100.
        let rows = csvRows(
            "view box frame 0 0 10 10\nwatch box.presentation.minY\nset-curve linear\nanimate 1 do move box dy 100\n"
                + "step 30\nanimate 1 do move box dy 100\nstep 15")
        XCTAssertEqual(rows[30]?[0] ?? .nan, 50, accuracy: 1e-6)
        XCTAssertEqual(rows[45]?[0] ?? .nan, 100, accuracy: 1e-6)
    }

    func test_frameTimesAt120Hz() {
        let rows = csvRows("rate 120\nwatch t\nstep 3")
        for frame in 1...3 {
            XCTAssertEqual(rows[frame]?[0] ?? .nan, Double(frame) / 120, accuracy: 1e-6)
        }
        XCTAssertEqual(runScript("rate 120\nstep 12\ntime"), ["t 0.1000 s, frame 12, 120 Hz"])
    }

    func test_withoutAnimationInsideABlockDoesNotAnimate() {
        let lines = runScript(
            "view box frame 0 0 10 10\nanimate 1 do without-animation do move box dy 40\n"
                + "expect box.presentation.minY == 40\nexpect t == 0\nexpect frame == 0")
        XCTAssertEqual(lines, [])
    }

    func test_badHeadersAreDiagnosticsAtTheWord() {
        let diagnostic = firstDiagnostic("animate 0.2 options raw 7 bogus do layout")
        XCTAssertEqual(diagnostic?.column, 27)
        // An option may be any whole-number expression, so an unknown word is an unknown name,
        // with the option flags offered.
        XCTAssertEqual(diagnostic?.message, "unknown word or name 'bogus'")
        // The shift amount is what is out of range.
        XCTAssertEqual(firstDiagnostic("animate 0.2 options raw 7<<99 do layout")?.column, 28)
        XCTAssertEqual(firstDiagnostic("animate 0.2")?.message, "missing do …")
        let unknown = firstDiagnostic("animate 0.2 do layout; bogus 3")
        XCTAssertEqual(unknown?.column, 24)
        XCTAssertEqual(
            firstDiagnostic("animate-keyframes 1 do keyframe 0.5 0.75 do layout")?.message,
            "the keyframe ends at 0.5 + 0.75 = 1.25, after the animation's end at 1")
        XCTAssertEqual(
            firstDiagnostic("keyframe 0 1 do layout")?.message, "keyframe runs only inside animate-keyframes")
    }
}
