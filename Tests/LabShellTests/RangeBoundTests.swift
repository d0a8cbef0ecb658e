import XCTest

@testable import LabShell

/// Range errors whose bound is set by something else than the lab's limit (a table's rows, the
/// numbers a constraint's constant was made of): the caret under the value at fault, and a help
/// line whose value, typed in its place, is accepted. Every value is worked out by hand.
final class RangeBoundTests: XCTestCase {
    /// The first diagnostic of `script` (failing when it ran clean).
    private func firstError(
        _ script: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let result = SessionHarness().run(script)
        XCTAssertFalse(result.diagnostics.isEmpty, "the script ran without error", file: file, line: line)
        return result.diagnostics.first
    }

    /// True when `script` runs without a diagnostic.
    private func runsClean(_ script: String) -> Bool {
        SessionHarness().run(script).diagnostics.isEmpty
    }

    // MARK: Bézier control points

    func test_aBezierXOutside0To1_isPointedAtWithTheNearestFraction() {
        let remark = " (as for CAMediaTimingFunction; y values may overshoot)"
        // x1 = 2: "animate 1 curve bezier " is 23 characters, so the 2 is column 24, one wide.
        let x1 = firstError("animate 1 curve bezier 2 0 0.5 1 do\nend")
        XCTAssertEqual(x1?.message, "a timing Bézier's x control values must lie in 0…1")
        XCTAssertEqual(x1?.column, 24)
        XCTAssertEqual(x1?.length, 1)
        XCTAssertEqual(x1?.suggestion, "the nearest allowed value is 1" + remark)
        // x2 = -1: "set-curve bezier 0.5 0 " is 23 characters; -1 is two wide, its nearest 0.
        let x2 = firstError("set-curve bezier 0.5 0 -1 1")
        XCTAssertEqual(x2?.column, 24)
        XCTAssertEqual(x2?.length, 2)
        XCTAssertEqual(x2?.suggestion, "the nearest allowed value is 0" + remark)
        // Following the help: x 1 and x 0 are allowed, a y past 1 too.
        XCTAssertTrue(runsClean("animate 1 curve bezier 1 0 0.5 1 do\nend"))
        XCTAssertTrue(runsClean("set-curve bezier 0.5 -2 0 3"))
    }

    // MARK: Table rows

    func test_aRowPastTheTable_getsTheTablesLastRow() {
        // 5 rows run 0…4: past the end, whatever the number, the nearest row is 4.
        let setup = "table-view tb rows 5 height 44\n"
        let huge = firstError(setup + "scroll-to tb 1e20")
        XCTAssertEqual(huge?.message, "the row must be a whole number from 0 to 4")
        XCTAssertEqual(huge?.suggestion, "the nearest allowed row is 4")
        // "scroll-to tb " is 13 characters: the row is column 14, four wide.
        XCTAssertEqual(huge?.column, 14)
        XCTAssertEqual(huge?.length, 4)
        XCTAssertEqual(
            firstError(setup + "scroll-to tb 7")?.suggestion,
            "the nearest allowed row is 4; table-view tb rows N changes how many there are")
        XCTAssertEqual(
            firstError(setup + "scroll-to tb 10000000")?.message,
            "row 10000000 does not exist: rows run from 0 to 4")
        XCTAssertEqual(firstError(setup + "scroll-to tb -1")?.suggestion, "the nearest allowed row is 0")
        // 3.4 rounds to 3, a row of the table.
        XCTAssertEqual(firstError(setup + "scroll-to tb 3.4")?.suggestion, "the nearest allowed row is 3")
        XCTAssertTrue(runsClean(setup + "scroll-to tb 4"))
        // No rows: no number gets inside, rows do.
        XCTAssertEqual(
            firstError("table-view tb rows 0 height 44\nscroll-to tb 1e20")?.suggestion,
            "the table has no rows: give it rows first (table-view tb rows N)")
    }

    // MARK: Spring damping ratios

    func test_everySpringEntryPointRefusesTheSameDampingRatios() {
        let refusal = "a damping ratio must be positive"
        // Ratios are (0, 1e6]: 0 and -1 have no nearest allowed value (0 is left out).
        let help = "use a number above 0, at most 1000000, e.g. 1"
        for script in [
            "animate-spring 1 damping -1 do\nend", "animate-spring 1 damping 0 do\nend",
            "animate-spring 1 damping 2e6 do\nend", "animator a create 1 damping -1",
            "animator a create 1 curve spring ratio 0", "animate 1 curve spring ratio -1 do\nend",
            "set-curve spring ratio 0",
        ] {
            let d = firstError(script)
            XCTAssertEqual(d?.message, refusal, script)
            XCTAssertEqual(
                d?.suggestion, script.contains("2e6") ? "the nearest allowed value is 1000000" : help, script)
        }
        // "animate-spring 1 damping " is 25 characters: the caret is under -1 at column 26.
        XCTAssertEqual(firstError("animate-spring 1 damping -1 do\nend")?.column, 26)
    }

    func test_aRefusedSpringDoesNotRunItsBlock() {
        let harness = SessionHarness()
        harness.run(
            "view box\nset-frame box 0 0 10 10\nanimate-spring 1 damping -1 do\nset-frame box 100 0 10 10\nend"
        )
        XCTAssertTrue(harness.run("run 2\nexpect box.minX == 0").diagnostics.isEmpty)
    }

    // MARK: A constraint's numbers

    func test_aConstraintsNumberPastTheBound_isPointedAt() {
        // "constraint box.width == root.width * " is 37 characters: 1e300 is column 38, 5 wide.
        let multiplier = firstError("view box\nconstraint box.width == root.width * 1e300")
        XCTAssertEqual(multiplier?.message, "a multiplier is at most 10,000,000 in magnitude")
        XCTAssertEqual(multiplier?.column, 38)
        XCTAssertEqual(multiplier?.length, 5)
        XCTAssertEqual(multiplier?.suggestion, "the nearest allowed multiplier is 10000000")
        // The constant 1000000005 is made of `5 + 1e9` (column 26, 7 wide): the help's 10000000
        // replaces both, where in place of 1e9 alone it would give 10000005, still too large.
        let constant = firstError("view box\nconstraint box.height == 5 + 1e9")
        XCTAssertEqual(constant?.message, "a constant is a finite number of at most 10,000,000 points")
        XCTAssertEqual(constant?.column, 26)
        XCTAssertEqual(constant?.length, 7)
        XCTAssertEqual(constant?.suggestion, "the nearest allowed value is 10000000")
        XCTAssertTrue(runsClean("view box\nconstraint box.height == 10000000"))
        // A minus belongs to the number it negates: `-1e9` at column 34 ("…root.top + " is 33).
        let negated = firstError("view box\nconstraint box.top == root.top + -1e9")
        XCTAssertEqual(negated?.column, 34)
        XCTAssertEqual(negated?.length, 4)
        XCTAssertEqual(negated?.suggestion, "the nearest allowed value is -10000000")
        // A variable's value: the caret is under its name (`k`, column 25).
        let named = firstError("view box\nlet k = 1e300\nconstraint box.width == k * root.width")
        XCTAssertEqual(named?.column, 25)
        XCTAssertEqual(named?.length, 1)
    }

    func test_aTinyMultiplierOrConstant_printsAsItReadsBack() {
        // 1e-300 lies within 1e-9 of 0, where the rule for solver noise would snap it; it is not
        // 0, so it does not print as 0 (a location with multiplier 0 is refused when pasted back).
        let harness = SessionHarness()
        let printed = harness.output(
            "view a\nconstraint a.width == root.width * 1e-300\nconstraint a.top == root.top * 1e-300 - 1e-300\n"
                + "constraint a.height == 0.5\nconstraints")
        XCTAssertEqual(
            Array(printed.suffix(3)),
            [
                "c1: a.width == root.width * 1e-300", "c2: a.top == root.top * 1e-300 - 1e-300",
                "c3: a.height == 0.5",
            ])
        XCTAssertTrue(runsClean("view a\nconstraint a.top == root.top * 1e-300 - 1e-300"))
    }

    // MARK: Number style

    func test_keyframeMessagesPrintNumbersShort() {
        XCTAssertEqual(
            firstError("animate-keyframes 1 do\nkeyframe 0 -1 do\nend\nend")?.message,
            "a keyframe's relative duration is at least 0, found -1")
        XCTAssertEqual(
            firstError("animate-keyframes 1 do\nkeyframe 2 0.5 do\nend\nend")?.message,
            "a keyframe's relative start is 0…1, found 2")
        XCTAssertEqual(
            firstError("animate-keyframes 1 do\nkeyframe 0.5 1 do\nend\nend")?.message,
            "the keyframe ends at 0.5 + 1 = 1.5, after the animation's end at 1")
    }
}
