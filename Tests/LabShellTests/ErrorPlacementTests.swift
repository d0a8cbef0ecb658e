import LabShell
import XCTest

/// Errors point at the argument at fault (issue 11): the caret's column, counted by hand in each
/// script, and nonsense that used to pass quietly.
final class ErrorPlacementTests: XCTestCase {
    /// `box.alpha = 2`: the value is wrong, not the target; the caret is under `2` (column 13).
    func testAnAssignmentsRefusedValueIsUnderlined() {
        let alpha = firstDiagnostic("view box\nbox.alpha = 2")
        XCTAssertEqual(alpha?.message, "alpha is a number 0…1")
        XCTAssertEqual(alpha?.column, 13)
        let frame = firstDiagnostic("view box\nbox.frame = 5")
        XCTAssertEqual(frame?.column, 13)
    }

    /// `keyframe 0.5 0.75` ends at 1.25: the duration (column 37) is what to change; a start
    /// outside 0…1 is the start's own error (column 33).
    func testAKeyframeTimingErrorPointsAtTheNumberAtFault() {
        let late = firstDiagnostic("animate-keyframes 1 do keyframe 0.5 0.75 do layout")
        XCTAssertEqual(late?.column, 37)
        let early = firstDiagnostic("animate-keyframes 1 do keyframe 1.5 0 do layout")
        XCTAssertEqual(early?.message, "a keyframe's relative start is 0…1, found 1.5")
        XCTAssertEqual(early?.column, 33)
    }

    /// A scenario the device refuses inside `compare` is underlined where it is written
    /// (`undock` at column 31), not the whole command.
    func testARefusedScenarioInCompareIsUnderlined() {
        let refused = firstDiagnostic("compare all on show-keyboard, undock")
        XCTAssertEqual(refused?.message, "undock needs an iPad; iphone-15 is an iPhone")
        XCTAssertEqual(refused?.column, 31)
        XCTAssertEqual(refused?.length, 6)
    }

    /// An unknown item named on both sides is underlined where it is first typed (column 12).
    /// The anchors were a dictionary, searched in an order that changed from run to run with
    /// the hashing seed: this failed in about half the runs.
    func testAnUnknownItemNamedTwiceIsUnderlinedAtItsFirstUse() {
        let unknown = firstDiagnostic("view a\nconstraint zz.top == zz.bottom + 1")
        XCTAssertEqual(unknown?.message, "no view or layout guide is named 'zz'")
        XCTAssertEqual(unknown?.column, 12)
        XCTAssertEqual(unknown?.length, 2)
    }

    /// `set NAME VALUE` with an unknown NAME is the name's error: the caret is under the name
    /// (column 5, as `set NAME` alone has it), not under the value; a bad value stays the
    /// value's. `profile set` already underlines an unknown switch (column 13).
    func testAnUnknownSettingIsUnderlinedAtItsNameEvenWithAValue() {
        for script in ["set nosuch 1", "set nosuch"] {
            let unknown = firstDiagnostic(script)
            XCTAssertEqual(unknown?.message, "unknown setting 'nosuch'", script)
            XCTAssertEqual(unknown?.column, 5, script)
            XCTAssertEqual(unknown?.length, 6, script)
        }
        let typo = firstDiagnostic("set decimal 3")
        XCTAssertEqual(typo?.column, 5)
        XCTAssertEqual(typo?.suggestion, "did you mean 'decimals'?")
        XCTAssertEqual(firstDiagnostic("set keyboardrun off")?.column, 5)
        XCTAssertEqual(firstDiagnostic("set decimals 99")?.column, 14)
        XCTAssertEqual(firstDiagnostic("profile set nosuch 1")?.column, 13)
    }

    /// `x % 2` has no linear meaning: the caret is under `%` (column 14), the message names it.
    func testANonLinearOperatorIsUnderlined() {
        let modulo = firstDiagnostic("solver add x % 2 == 1")
        XCTAssertEqual(modulo?.message, "'%' cannot appear in a linear expression")
        XCTAssertEqual(modulo?.column, 14)
    }

    /// Only a text field or text view becomes first responder (UIResponder): focusing a plain
    /// view, or a name that is none of the scene's fields, is an error at the name.
    func testOnlyATextFieldTakesFocus() {
        let plain = firstDiagnostic("text-field f\nshow-keyboard f\nview box\nfocus box")
        XCTAssertEqual(plain?.message, "'box' is a view, not a text field or text view")
        XCTAssertEqual(plain?.line, 4)
        XCTAssertEqual(plain?.column, 7)
        let typo = firstDiagnostic("text-field message\nshow-keyboard mesage")
        XCTAssertEqual(typo?.message, "unknown text field 'mesage'")
        XCTAssertEqual(typo?.suggestion, "did you mean 'message'?")
        // A text view is a first responder too; a scene with no fields keeps the abstract one.
        XCTAssertNil(firstDiagnostic("text-view notes\nshow-keyboard notes"))
        XCTAssertNil(firstDiagnostic("show-keyboard anything"))
    }

    /// A translation of 1e308 (the hostile input) is refused at the number; so is a move
    /// that would put the origin past the frame bound of 1e7.
    func testCoordinatesAreBounded() {
        let huge = firstDiagnostic("view box\nmove box dx 1e308")
        XCTAssertEqual(huge?.message, "a coordinate is at most 10,000,000 points either way")
        XCTAssertEqual(huge?.column, 13)
        XCTAssertEqual(firstDiagnostic("view box\ntranslate box 0 2e7")?.column, 17)
        XCTAssertNil(firstDiagnostic("view box\ntranslate box 0 1e7"), "the bound itself is allowed")
        let far = firstDiagnostic("view box frame 0 9000000 10 10\nmove box dy 9000000")
        XCTAssertEqual(far?.message, "the move takes the frame's origin past 10,000,000 points")
    }

    /// UIView.animate collects its block's changes at once: time cannot move inside it.
    func testTimeDoesNotAdvanceInsideAnAnimationBlock() {
        let inside = firstDiagnostic("view box\nanimate 1 do\nstep 1\nend")
        XCTAssertEqual(inside?.message, "time cannot advance inside an animation block")
        XCTAssertEqual(inside?.line, 3)
        XCTAssertNil(firstDiagnostic("view box\nanimate 1 do\nmove box dy 10\nend\nstep 1"))
    }

    /// Mismatched kinds in `expect` are an error, not a false claim; `gap(box)`, as `watch`
    /// spells a probe, points to `gap.box`; the first scenario of a list is "unknown" as the others.
    func testSlipsAreNamed() {
        XCTAssertEqual(
            firstDiagnostic("let s = \"x\"\nexpect s == 1")?.message,
            "expect compares a string \"x\" with a number 1")
        XCTAssertEqual(
            firstDiagnostic("view box\nexpect gap(box) == 0")?.suggestion,
            "in an expression this reads gap.box")
        XCTAssertEqual(
            firstDiagnostic("compare all on bogus-scenario")?.message, "unknown scenario 'bogus-scenario'")
        let constant = firstDiagnostic("view box\nconstraint c1: box.height == 10\nconstant c1 1e9")
        XCTAssertEqual(constant?.column, 13, "under 1e9")
    }
}
