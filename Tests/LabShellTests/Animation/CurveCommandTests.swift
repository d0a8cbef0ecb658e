import Foundation
import LabShell
import XCTest

/// `set-curve` in every parametrisation, and `animate-spring`, against closed forms.
final class CurveCommandTests: XCTestCase {
    /// A 100 pt move of a box from y = 0 over 0.5 s, sampled every 60 Hz frame.
    private func rows(curve: String, animate: String = "animate 0.5 do move box dy 100") -> [Int: [Double]] {
        csvRows("view box frame 0 0 10 10\nwatch box.presentation.minY\n\(curve)\n\(animate)\nrun")
    }

    func test_customBezierAndCoreAnimationDefault() {
        let custom = rows(curve: "set-curve bezier 0.3 0.2 0.1 0.9")
        let standard = rows(curve: "set-curve default")
        for frame in [3, 10, 17, 25] {
            let u = Double(frame) / 30
            XCTAssertEqual(
                custom[frame]?[0] ?? .nan, 100 * bezierProgress(u, 0.3, 0.2, 0.1, 0.9), accuracy: 1e-5)
            XCTAssertEqual(
                standard[frame]?[0] ?? .nan, 100 * bezierProgress(u, 0.25, 0.1, 0.25, 1), accuracy: 1e-5)
        }
    }

    func test_keyboardSpringByMassStiffnessDampingFollowsTheCriticalLaw() {
        // Mass 3, stiffness 1000, damping 500 is over-damped (ζ = 4.56): CA runs it critically
        // damped with ω₀ = √(1000/3), the law of facts §4.2.
        let got = rows(curve: "set-curve spring mass 3 stiffness 1000 damping 500")
        let omega = (1000.0 / 3).squareRoot()
        for frame in [1, 6, 15, 24] {
            let t = Double(frame) / 60
            XCTAssertEqual(got[frame]?[0] ?? .nan, 100 * criticalProgress(t, omega: omega), accuracy: 1e-6)
        }
    }

    func test_ratioWithResponseAndDurationWithBounceZeroAreTheSameCriticalSpring() {
        // Ratio 1, response 0.4 → ω = 2π / 0.4; bounce 0 means ratio 1 and response = duration.
        let omega = 2 * Double.pi / 0.4
        let byResponse = rows(curve: "set-curve spring ratio 1 response 0.4")
        let byBounce = rows(curve: "set-curve spring duration 0.4 bounce 0")
        let spring = rows(curve: "", animate: "animate-spring 0.4 bounce 0 do move box dy 100")
        for frame in [2, 6, 12, 20] {
            let expected = 100 * criticalProgress(Double(frame) / 60, omega: omega)
            XCTAssertEqual(byResponse[frame]?[0] ?? .nan, expected, accuracy: 1e-6)
            XCTAssertEqual(byBounce[frame]?[0] ?? .nan, expected, accuracy: 1e-6)
            XCTAssertEqual(spring[frame]?[0] ?? .nan, expected, accuracy: 1e-6)
        }
    }

    func test_setCurvePrintsWhatLaterAnimationsUse() {
        XCTAssertEqual(
            runScript("set-curve\nset-curve raw 7\nset-curve\nset-curve raw 5\nset-curve"),
            [
                "ease-in-out (easeInOut; cubic(0.42, 0.0, 0.58, 1.0))",
                "keyboard (keyboard(7); spring(mass: 3.0, stiffness: 1000.0, damping: 500.0, initialVelocity: 0.0) for 0.5 s)",
                "raw 5 (curve(5); cubic(0.42, 0.0, 0.58, 1.0))",
            ])
    }

    func test_animatorCurveSettingIsVisibleAndChangesCurveSevenAnimators() {
        // Default: curve 7 in an animator is ease-in-out, half way at half time.
        let easing = csvRows(
            "view box frame 0 0 10 10\nwatch box.presentation.minY\nanimator a create 0.5 curve raw 7\n"
                + "animator a add do move box dy 100\nanimator a start\nstep 15")
        XCTAssertEqual(easing[15]?[0] ?? .nan, 50, accuracy: 1e-6)
        let spring = csvRows(
            "animator-curve spring\nview box frame 0 0 10 10\nwatch box.presentation.minY\nanimator a create 0.5 curve raw 7\n"
                + "animator a add do move box dy 100\nanimator a start\nstep 15")
        XCTAssertEqual(spring[15]?[0] ?? .nan, 94.204, accuracy: 0.001)  // facts §4.2: p(0.25)
        XCTAssertEqual(
            runScript("animator-curve\nanimator-curve spring\nanimator-curve"), ["easeInOut", "spring"])
    }

    func test_badCurvesAreDiagnostics() {
        XCTAssertEqual(firstDiagnostic("set-curve ease-inout")?.suggestion, "did you mean 'ease-in-out'?")
        XCTAssertEqual(
            firstDiagnostic("set-curve bezier 1.5 0 0.5 1")?.message,
            "a timing Bézier's x control values must lie in 0…1")
        XCTAssertEqual(
            firstDiagnostic("set-curve spring mass 1 damping 3")?.message,
            "missing stiffness STIFFNESS before 'damping'")
        XCTAssertEqual(firstDiagnostic("rate 90")?.message, "unknown value '90'")
        XCTAssertEqual(firstDiagnostic("rate 90")?.expected, "one of 60, 120 or the end of the statement")
    }
}
