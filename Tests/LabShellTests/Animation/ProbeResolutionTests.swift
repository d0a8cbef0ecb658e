import XCTest

@testable import LabShell

/// `watch` resolves each probe it is given into the engine's `FrameQuantity` once (no probe
/// text is read again in the engine), every spelling a column of its own name. The scene: an
/// iPhone 15 (852 pt tall, home-indicator inset 34), a view at (0, 100; 10×20), the keyboard
/// hidden below the screen (its top at 852).
final class ProbeResolutionTests: XCTestCase {
    func test_everySpellingReadsItsQuantity() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            view box frame 0 100 10 20
            watch box.maxY box.presentation.maxY box.model.maxY gap.box model.gap(box) keyboard-guide.minY
            watch box.alpha box.model.translation.y
            mode csv
            step 1
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(
            harness.sink.lines.suffix(2),
            [
                "frame,t ms,box.maxY,box.presentation.maxY,box.model.maxY,gap(box),model.gap(box),"
                    + "keyboard-guide.minY,box.alpha,box.model.translation.y",
                // 100 + 20; 852 − 120; the guide at rest: 852 − 34; alpha 1; no translation.
                "1,16.67,120.00,120.00,120.00,732.00,732.00,818.00,1.00,0.00",
            ])
    }

    func test_aProbeNamingNothingIsRefusedUnderIt() throws {
        for (script, column) in [
            ("watch keyboard-guide.model.minY", 7), ("view box\nwatch box.top", 7), ("watch nosuch.maxY", 7),
            ("view box\nwatch gap(box.maxY)", 7),
        ] {
            let error = try XCTUnwrap(SessionHarness().run(script).diagnostics.first, script)
            XCTAssertEqual(error.column, column, script)
            XCTAssertTrue(
                error.message.hasPrefix("unknown probe") || error.message.hasSuffix("is not a probe"),
                error.message)
        }
    }
}
