import KeyboardLab
import LabShell
import XCTest

/// Tester findings about numbers: overflowing frames, the watch note's count, an expect that
/// showed two equal values, a spring's limit, a hex literal's size, and two status lines.
final class NumberFindingsTests: XCTestCase {
    private func firstError(_ script: String) -> Diagnostic? {
        SessionHarness().run(script).diagnostics.first
    }

    /// docs/Shell.md: numbers that overflow are errors, never infinity. A constraint constant of
    /// 1e308 gave a frame whose maxY (1e308 + 1e308) was infinity; the constant's documented bound
    /// (±10,000,000 points, as for `constant`) now holds where the constraint is made.
    func testAHugeConstraintConstantIsRefusedWhereItIsMade() {
        let error = firstError("text-field input\nconstraint input.height == 1e308")
        XCTAssertEqual(error?.message, "a constant is a finite number of at most 10,000,000 points")
        XCTAssertEqual(error?.range.line, 2)
        XCTAssertEqual(error?.suggestion, "the nearest allowed value is 10000000")
        XCTAssertEqual(
            firstError("view box\nconstraint box.width == root.width * 1e300")?.message,
            "a multiplier is at most 10,000,000 in magnitude")
        // The bound itself is allowed.
        XCTAssertNil(firstError("view box\nconstraint box.top == root.top + 10000000"))
    }

    /// The engine refuses the numbers as a typed error, whoever makes the constraint.
    func testTheEngineRefusesAConstantPastItsBound() throws {
        let window = Window(screen: Screen(size: Size(width: 393, height: 852)))
        let view = View(name: "box")
        window.rootView.addSubview(view)
        XCTAssertThrowsError(
            try LayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: nil,
                constant: 1e308)
        ) { error in
            XCTAssertEqual(error as? LayoutError, .numberTooLarge(.constant, 1e308, limit: 1e7))
        }
    }

    /// A chain of multipliers within bounds can still pass 1e308 (1e7^45): the frame stays where
    /// it was instead of becoming infinite, so no read of it prints inf.
    func testAChainOfMultipliersNeverMakesAnInfiniteFrame() {
        var script = "view v0\nconstraint v0.top == root.top\nconstraint v0.leading == root.leading\n"
        script += "constraint v0.width == 10\nconstraint v0.height == 1e7\n"
        for i in 1...45 {
            script +=
                "view v\(i)\nconstraint v\(i).top == root.top\nconstraint v\(i).leading == root.leading\n"
            script += "constraint v\(i).width == 10\nconstraint v\(i).height == v\(i - 1).height * 1e7\n"
        }
        script += "layout\nprint v45.maxY"
        let harness = SessionHarness()
        harness.run(script)
        for line in harness.sink.lines {
            XCTAssertFalse(line.contains("inf") || line.contains("nan"), line)
        }
        // v_i's height is 1e7^(i+1): v43's is 1e308 (finite), v44's 1e315 (past 1.8e308).
        XCTAssertTrue(
            harness.sink.lines.contains {
                $0.hasPrefix("Note: the constraints put v44 (and 1 more) past the largest double")
            }, harness.sink.lines.joined(separator: "\n"))
        // v45 was never laid out: it keeps its first frame, (0 0; 0×0).
        XCTAssertEqual(harness.sink.lines.last, "0")
    }

    /// docs/Commands.md (watch): the samples keep the last 100,000 frames. `run 3600` at 60 Hz
    /// samples frames 0…216000; the table shows 216001 − 115999 … the last 100,000 of them:
    /// 116001…216000, and the note names the 116001 frames before (0 is the watch's own row).
    func testTheWatchTableShowsExactlyTheFramesTheNoteSaysAreKept() {
        let lines = runScript("watch t keyboard.minY\nrun 3600")
        let rows = lines.filter { $0.first?.isWhitespace == true || $0.first?.isNumber == true }
            .compactMap { Int($0.split(separator: " ").first ?? "") }
        XCTAssertEqual(rows.count, 100_000)
        XCTAssertEqual(rows.first, 216_000 - 100_000 + 1)
        XCTAssertEqual(rows.last, 216_000)
        XCTAssertTrue(
            lines.contains("note: frames 1–116000 are not shown: only the last 100000 frames are kept"),
            lines.prefix(3).joined(separator: "\n"))
    }

    /// 0.1 + 0.2 is 0.30000000000000004 in doubles, 0.3 is 0.3: both round to 0.30, so the
    /// message shows each in full.
    func testAFailedExpectShowsTheDifferenceTwoRoundedValuesHide() {
        let error = firstError("set tolerance 0\nexpect 0.1 + 0.2 == 0.3")
        XCTAssertEqual(error?.message, "expectation failed: the left side is 0.30000000000000004")
        XCTAssertEqual(error?.expected, "== 0.3 (within 0)")
        // Values that differ at the printed places keep the short form.
        XCTAssertEqual(firstError("expect 1 == 2")?.message, "expectation failed: the left side is 1.00")
    }

    /// docs/Commands.md (bindings): its list is the one `keyboard` prints on its bindings line;
    /// a script technique is bound by the shell, and the line now names it too.
    func testTheKeyboardBindingsLineListsScriptTechniques() {
        let lines = runScript(
            """
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: input.bottom == safe.bottom
            technique lift do
              on willChangeFrame do
                constraint.constant = -100
                layout
              end
            end
            bind input with lift bottom
            keyboard
            """)
        XCTAssertTrue(lines.contains("bindings     input lift"), lines.joined(separator: "\n"))
    }

    /// Mass 1e-300 and stiffness 1e9 are each in range, but k / m = 1e309 is past the largest
    /// double (1.8e308): the error names that, at the mass, and the smallest mass 1e9 / 1e300.
    func testASpringErrorNamesTheLimitItBreaks() {
        let outOfRange = firstError(
            "view box frame 0 0 10 10\nanimate 1 curve spring mass 1e-300 stiffness 1e300 damping 1e-300 do move box dy 100"
        )
        XCTAssertEqual(outOfRange?.message, "a spring's stiffness is a number above 0, at most 1000000000")
        XCTAssertEqual(outOfRange?.range.column, 46)
        let overflow = firstError("set-curve spring mass 1e-300 stiffness 1e9 damping 1")
        XCTAssertEqual(
            overflow?.message,
            "the spring's natural frequency √(stiffness / mass) is not finite: the mass is too small")
        XCTAssertEqual(overflow?.range.column, 23)
        XCTAssertEqual(overflow?.suggestion, "the nearest allowed mass is 1e-291")
    }

    /// A hex literal is a 64-bit value: 17 significant hex digits are too many, whatever the
    /// leading zeros; a bad digit is still "not a number".
    func testAHexLiteralPast64BitsIsTooLarge() {
        let error = firstError("let x = 0xFFFFFFFFFFFFFFFFF")
        XCTAssertEqual(error?.message, "number '0xFFFFFFFFFFFFFFFFF' is too large")
        XCTAssertEqual(error?.category, .syntax)
        XCTAssertNil(firstError("let x = 0x0000FFFFFFFFFFFFFFFF\nexpect x == 18446744073709551615"))
        XCTAssertEqual(firstError("let x = 0xZZ")?.message, "'0xZZ' is not a number")
    }

    /// One no-op, one message: the warning alone, without a "(no notifications)" line.
    func testDisconnectingNoHardwareKeyboardSaysSoOnce() {
        let harness = SessionHarness()
        let output = harness.output("hardware-keyboard disconnect")
        XCTAssertEqual(
            harness.sink.warnings,
            ["warning: hardware-keyboard disconnect: no hardware keyboard is attached: nothing to disconnect"]
        )
        XCTAssertFalse(output.contains("(no notifications)"), output.joined(separator: "\n"))
    }
}
