import LabShell
import XCTest

/// Blocks over several lines (`… do`, commands, `end`), nested, in scripts and line by line as
/// the interactive shell feeds them, with diagnostics on the right line and column.
final class MultiLineBlockTests: XCTestCase {

    func test_multiLineBlockAnimatesLikeTheOneLineForm() {
        // Linear 0.5 s over 120 pt: 818 − 120·f/30 at frame f, whichever form is used.
        let oneLine = csvRows(
            AnimationScripts.bar + "\nanimate 0.5 curve linear do constant bottom -120; layout\nstep 30")
        let block = csvRows(
            AnimationScripts.bar
                + "\nanimate 0.5 curve linear do\n    constant bottom -120  # the keyboard's height\n"
                + "    layout\nend\nstep 30")
        for frame in [1, 10, 15, 30] {
            XCTAssertEqual(block[frame]?[0] ?? .nan, 818 - 120 * Double(frame) / 30, accuracy: 1e-5)
            XCTAssertEqual(block[frame] ?? [], oneLine[frame] ?? [])
        }
        XCTAssertEqual(block[1]?[1] ?? .nan, 698)  // the model jumped inside the block
    }

    func test_blocksNestAndInheritTheOuterDuration() {
        // The inner block (duration 5) inherits the outer 1 s linear block's duration and curve:
        // the box is half way at frame 30. Keyframes nest too.
        let rows = csvRows(
            """
            view box frame 0 0 10 10
            view other frame 0 0 10 10
            watch box.presentation.minY other.presentation.minX
            animate 1 curve linear do
              animate 5 do
                move box dy 100
              end
            end
            animate-keyframes 1 options curve-linear do
              keyframe 0 0.5 do
                move other dx 60
              end
            end
            step 30
            """)
        XCTAssertEqual(rows[30]?[0] ?? .nan, 50, accuracy: 1e-5)
        // A quarter of the whole is half the keyframe.
        XCTAssertEqual(rows[15]?[1] ?? .nan, 30, accuracy: 1e-5)
        XCTAssertEqual(rows[30]?[1] ?? .nan, 60, accuracy: 1e-5)
    }

    func test_animatorAnimationsTakeAMultiLineBlock() {
        // Linear 1 s over 200 pt scrubbed to 0.4: 80 on screen, the model already at 200.
        XCTAssertEqual(
            runScript(
                """
                view box frame 0 0 10 10
                animator a create 1 linear
                animator a add do
                  move box dy 200
                end
                animator a scrub 0.4
                expect box.presentation.minY == 80 within 1e-6
                expect box.minY == 200
                """), [])
    }

    func test_interactiveFeedWaitsForEndAndSaysSo() {
        let harness = SessionHarness()
        let session = harness.session
        var reported: [Diagnostic] = []
        for (number, line) in ["view box frame 0 0 10 10", "animate 1 curve linear do", "move box dy 100"]
            .enumerated()
        {
            reported += session.feed(line, name: "<stdin>", lineNumber: number + 1)
        }
        XCTAssertTrue(session.isReadingBlock)
        reported += session.feed("end", name: "<stdin>", lineNumber: 4)
        XCTAssertFalse(session.isReadingBlock)
        reported += session.feed("step 30", name: "<stdin>", lineNumber: 5)
        reported += session.feed(
            "expect box.presentation.minY == 50 within 1e-5", name: "<stdin>", lineNumber: 6)
        XCTAssertEqual(reported.map(\.message), [])
    }

    func test_anErrorInsideABlockPointsAtItsOwnLineAndColumn() {
        let harness = SessionHarness()
        let result = harness.run("view box\nanimate 1 do\n  move box dy 10\n  move bx dy 10\nend")
        let diagnostic = result.diagnostics.first
        XCTAssertEqual(diagnostic?.range.line, 4)
        XCTAssertEqual(diagnostic?.range.column, 8)
        XCTAssertEqual(diagnostic?.sourceLine, "  move bx dy 10")
    }

    func test_unclosedBlockAndStrayEndAreSyntaxErrors() {
        let unclosed = SessionHarness().run("view box\nanimate 1 do  # fade\n  move box dy 10")
        XCTAssertEqual(unclosed.diagnostics.map(\.message), ["block not closed"])
        XCTAssertEqual(unclosed.diagnostics.first?.range.line, 2)
        XCTAssertEqual(unclosed.diagnostics.first?.range.column, 11)  // the `do`
        XCTAssertEqual(unclosed.exitStatus, 2)
        let stray = SessionHarness().run("view box\nend")
        XCTAssertEqual(stray.diagnostics.map(\.message), ["'end' without an open block"])
        XCTAssertEqual(stray.diagnostics.first?.range.line, 2)
    }

    func test_aCommandThatTakesNoBlockRefusesOne() {
        let result = SessionHarness().run("time do\n  step\nend")
        XCTAssertEqual(result.diagnostics.first?.range.line, 1)
        XCTAssertFalse(result.diagnostics.isEmpty)
    }
}
