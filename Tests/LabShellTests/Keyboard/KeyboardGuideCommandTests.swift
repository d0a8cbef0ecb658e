import LabShell
import XCTest

/// `keyboard-guide`: flags that apply at once, and UITrackingLayoutGuide's near/away-from
/// constraints through the shell (facts §6). iPad Pro 11-inch: 834×1194, safe area 24/20.
final class KeyboardGuideCommandTests: XCTestCase {
    /// A 100-pt photo at the leading edge; `below` hangs it 10 pt under the guide, `above`
    /// stands it 10 pt above the guide.
    private let photoScene = """
        device ipad-pro-11
        view photo
        constraint photo.width == 100
        constraint photo.height == 100
        constraint photo.leading == root.leading
        constraint below: photo.top == keyboard.bottom + 10
        constraint above: photo.bottom == keyboard.top - 10
        deactivate below
        """

    /// Floating keyboard dragged to the top edge: the guide follows it (followsUndockedKeyboard),
    /// its top is 0 (near the top, within 20 pt), so `below` becomes active and `above` inactive;
    /// the photo's top is the keyboard's bottom + 10. Dragged back to y 600 it is away again and
    /// the photo stands 10 pt above the keyboard: maxY 590.
    func test_floatingKeyboardDraggedToTheTop_activatesNearTop() {
        let harness = SessionHarness()
        runScript(
            photoScene + """

                keyboard-guide follows-undocked on
                keyboard-guide near top below
                keyboard-guide away-from top above
                show-keyboard
                float
                drag-keyboard 100 0
                """, harness: harness)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 0)
        XCTAssertEqual(quantity("photo.minY", in: harness), quantity("keyboard.maxY", in: harness) + 10)
        let rows = csvRows(
            runScript("mode csv\nkeyboard-guide", harness: harness),
            header: "when,edge,constraint,active")
        XCTAssertEqual(
            rows.map { $0.joined(separator: " ") }, ["near top below yes", "away from top above no"])
        runScript("drag-keyboard 100 600", harness: harness)
        XCTAssertEqual(quantity("photo.maxY", in: harness), 590)
    }

    /// User test 2, F10: the clauses of one `keyboard-guide` command all apply, in any order,
    /// as the help's list reads; the same floating-keyboard drag as above, with the four
    /// settings in one command, activates `below` and not `above`.
    func test_oneCommandSetsSeveralClauses() {
        let harness = SessionHarness()
        runScript(
            photoScene + """

                keyboard-guide away-from top above dismiss-padding 30 follows-undocked on near top below
                show-keyboard
                float
                drag-keyboard 100 0
                """, harness: harness)
        let lines = runScript("mode csv\nkeyboard-guide", harness: harness)
        XCTAssertTrue(
            lines.contains("follows-undocked on") && lines.contains("dismiss-padding 30"), "\(lines)")
        let rows = csvRows(lines, header: "when,edge,constraint,active")
        XCTAssertEqual(
            rows.map { $0.joined(separator: " ") }, ["near top below yes", "away from top above no"])
        // A refused clause changes nothing, the good ones before it included.
        let refused = harness.run("keyboard-guide uses-bottom-safe-area off dismiss-padding 20000")
        XCTAssertEqual(refused.diagnostics.first?.message, "dismiss-padding is at most 10000 points")
        XCTAssertTrue(runScript("keyboard-guide", harness: harness).contains("uses-bottom-safe-area on"))
        let twice = harness.run("keyboard-guide dismiss-padding 1 dismiss-padding 2")
        XCTAssertEqual(twice.diagnostics.first?.message, "'dismiss-padding' given twice")
    }

    /// Without followsUndockedKeyboard tracking does nothing (facts §6): `above` stays as it was
    /// (active) even with the keyboard at the top, and the guide rests at 1194 − 20 = 1174.
    func test_trackingNeedsFollowsUndocked() {
        let harness = SessionHarness()
        runScript(
            photoScene + """

                keyboard-guide near top below
                keyboard-guide away-from top above
                show-keyboard
                float
                drag-keyboard 100 0
                """, harness: harness)
        XCTAssertEqual(quantity("photo.maxY", in: harness), 1174 - 10)
        let lines = runScript("keyboard-guide", harness: harness)
        XCTAssertTrue(lines.contains { $0.contains("(tracking needs follows-undocked on)") }, "\(lines)")
    }

    /// Flags apply at once, as in UIKit: with the keyboard floating at (257 784; 320×260) and
    /// the guide released (1174), `follows-undocked on` puts it on the keyboard at once: a view
    /// on the guide's top ends at 784 without any keyboard change.
    func test_flagsApplyAtOnce() {
        let harness = SessionHarness()
        runScript(
            """
            device ipad-pro-11
            view bar
            constraint bar.height == 40
            constraint bar.leading == root.leading
            constraint bar.trailing == root.trailing
            constraint bar.bottom == keyboard.top
            show-keyboard
            float
            """, harness: harness)
        XCTAssertEqual(quantity("bar.maxY", in: harness), 1174)
        runScript("keyboard-guide follows-undocked on", harness: harness)
        XCTAssertEqual(quantity("bar.maxY", in: harness), quantity("keyboard.minY", in: harness))
        XCTAssertLessThan(quantity("bar.maxY", in: harness), 1174)
        runScript("keyboard-guide follows-undocked off\nhide-keyboard", harness: harness)
        // Hidden keyboard: uses-bottom-safe-area off drops the guide to the view's bottom, 1194.
        runScript("keyboard-guide uses-bottom-safe-area off", harness: harness)
        XCTAssertEqual(quantity("bar.maxY", in: harness), 1194)
    }

    func test_trackingErrors() {
        let harness = SessionHarness()
        runScript(photoScene, harness: harness)
        let cases: [(String, String)] = [
            ("keyboard-guide near middle below", "unknown value 'middle'"),
            ("keyboard-guide away-from top nothing", "unknown constraint 'nothing'"),
            ("keyboard-guide near-threshold -1", "near-threshold is 0…10000 points"),
        ]
        for (line, message) in cases {
            XCTAssertEqual(harness.run(line).diagnostics.map(\.message), [message], line)
        }
    }
}
