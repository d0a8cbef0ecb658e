import LabShell
import XCTest

/// While a rotation's notifications are pending (`set keyboard-run off`, `rotate`, `step N`, or a
/// handler of the storm's notifications), every command a drag refuses is refused with one error
/// under the argument that asked, and the storm then ends as if nothing had been asked. Expected
/// values by hand from docs/Devices.md and docs/Keyboard.md: iPhone 15, portrait keyboard 336 tall
/// at 852 − 336 = 516, landscape screen 852×393 with the keyboard 209 tall at 393 − 209 = 184 and
/// safe area 0,59,21,59; each half settles in 0.5 s (facts §4.2), so the hide's dids and the
/// show's wills come 0.5 s after the `rotate` (`at 500 ms`, frame 30 at 60 Hz) and the show's dids
/// 1 s after it (`at 1000 ms`, frame 60); the rotation starts at 0.5 s, once the show has settled.
final class RotationInProgressTests: XCTestCase {
    /// A scroll view for `drag-scroll-view`, then the keyboard up on an iPhone 15.
    private static let scene = "device iphone-15\nscroll-view page\nshow-keyboard"

    /// Every command the drag refuses, with the argument its refusal is put under marked (a
    /// scenario command: the whole command).
    private static let commands = [
        "1️⃣show-keyboard", "1️⃣show-keyboard other", "1️⃣hide-keyboard", "1️⃣focus other",
        "1️⃣quicktype off", "1️⃣keyboard-kind emoji", "1️⃣accessory 44", "1️⃣hardware-keyboard connect",
        "1️⃣hardware-keyboard disconnect", "1️⃣rotate landscape", "1️⃣rotate", "1️⃣rotate portrait",
        "1️⃣undock", "1️⃣split", "1️⃣float", "1️⃣dock", "1️⃣drag-keyboard 100 300", "1️⃣interactive-dismiss 700",
        "1️⃣drag-scroll-view page from 600 to 700", "1️⃣other-app show", "1️⃣other-app hide",
        "1️⃣third-party-keyboard", "1️⃣repeat-wills", "1️⃣launch", "1️⃣first-show-keyboard",
        "1️⃣show-keyboard-short-begin", "1️⃣navigation-pop", "1️⃣instant-resize 400", "1️⃣collapse-bar on",
        "1️⃣text-traits field autocorrection no", "orientation 1️⃣portrait", "orientation 1️⃣landscape",
        "device 1️⃣iphone-se-3", "device 1️⃣portrait", "placement 1️⃣full-screen", "profile 1️⃣ios16",
        "profile set 1️⃣drag-release-duration 0.3", "keyboard-guide dismiss-padding 1️⃣20",
    ]

    private static func message(_ half: String, frames: Int, ms: Int) -> String {
        "the interface is rotating (portrait to landscape, keyboard \(half)): nothing may change the "
            + "keyboard, the device, the screen or the profile until its keyboardDidShow, in \(frames) "
            + "frames (\(ms) ms)"
    }

    /// The storm's end, as posted after a refusal: the show with the landscape frames at 1000 ms,
    /// the keyboard shown in landscape, the show's 4 notifications and the storm's 8 and no others.
    private func assertStormEnded(
        _ harness: SessionHarness, _ at: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = joinedNotifications(harness.sink.transcript)
        for expected in [
            "keyboardWillShow         (0 393; 852×209) → (0 184; 852×209)  0.25 s  curve 7  at 500 ms",
            // The storm's dids carry neither duration nor curve, in the show half too (D03).
            "keyboardDidShow          (0 393; 852×209) → (0 184; 852×209)  at 1000 ms",
        ] {
            XCTAssertEqual(
                lines.filter { $0.hasPrefix(expected) }.count, 1,
                "\(at): \(expected)\n\(lines.joined(separator: "\n"))", file: file, line: line)
        }
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning:") }, "\(at): \(lines)", file: file, line: line)
        let checks = """
            expect keyboard.minY == 184
            expect keyboard.width == 852
            expect keyboard.height == 209
            expect safe.top == 0
            expect safe.bottom == 21
            expect t == 1.5
            expect notifications.count == 12
            expect notifications.keyboardWillShow.count == 2
            expect notifications.keyboardWillHide.count == 1
            """
        XCTAssertEqual(harness.run(checks).diagnostics.map(\.message), [], at, file: file, line: line)
    }

    /// Typed at the prompt during the hide (`step 15`: 45 frames, 750 ms to go) and during the
    /// show (`step 40`: 20 frames, 333 ms, the window turned); `run` then plays the storm's rest.
    func test_typedDuringEitherHalf_isRefusedUnderTheArgument() {
        for (steps, half, frames, ms) in [(15, "hiding", 45, 750), (40, "showing", 20, 333)] {
            for marked in Self.commands {
                let input = MarkedText(marked)
                let harness = SessionHarness()
                let setup = [Self.scene, "set keyboard-run off", "rotate landscape", "step \(steps)"]
                let result = harness.run((setup + [input.text]).joined(separator: "\n"), mode: .interactive)
                XCTAssertEqual(result.diagnostics.count, 1, "\(marked): \(harness.sink.errors)")
                guard let d = result.diagnostics.first else { continue }
                XCTAssertEqual(d.message, Self.message(half, frames: frames, ms: ms), marked)
                XCTAssertEqual(d.line, 7, marked)
                XCTAssertEqual(d.column, input.column, marked)
                XCTAssertEqual(
                    d.suggestion,
                    "finish the rotation first with 'run' ('step \(frames)' reaches its keyboardDidShow)",
                    marked)
                XCTAssertEqual(harness.run("run", mode: .interactive).diagnostics.map(\.message), [], marked)
                assertStormEnded(harness, marked)
            }
        }
    }

    /// From a handler of the storm's keyboardWillHide (posted as the rotation starts, 60 frames
    /// and 1000 ms before its end): refused once, under the handler's line, with the handler's
    /// hint; the storm is posted as it would be without it.
    func test_fromAHandlerOfTheStorm_isRefused() {
        for marked in Self.commands {
            let input = MarkedText("  " + marked)
            let harness = SessionHarness()
            let source = [Self.scene, "on willHide do", input.text, "end", "rotate landscape"]
            let result = harness.run(source.joined(separator: "\n"), mode: .interactive)
            XCTAssertEqual(
                result.diagnostics.map(\.message), [Self.message("hiding", frames: 60, ms: 1000)],
                "\(marked): \(harness.sink.errors)")
            for d in result.diagnostics {
                XCTAssertEqual(d.line, 5, marked)
                XCTAssertEqual(d.column, input.column, marked)
                XCTAssertEqual(
                    d.suggestion,
                    "a handler that runs during a rotation cannot do this; one on keyboardDidShow, the "
                        + "rotation's last notification, can", marked)
            }
            assertStormEnded(harness, marked)
        }
    }

    /// The storm's last notification ends it: its handler may rotate back, and the second storm
    /// starts from the landscape keyboard just shown (WH begin (0 184; 852×209)), 1 s after the
    /// first (`at 1000 ms`), ending in portrait at 0.5 + 1 + 1 = 2.5 s.
    func test_theLastNotificationsHandler_mayRotate() {
        let harness = SessionHarness()
        let source = [
            Self.scene, "let turns = 0", "on didShow do", "  if turns == 0 do", "    turns = turns + 1",
            "    rotate portrait", "  end", "end", "rotate landscape",
        ]
        XCTAssertEqual(harness.run(source.joined(separator: "\n")).diagnostics.map(\.message), [])
        XCTAssertEqual(
            joinedNotifications(harness.sink.transcript).filter {
                $0.hasPrefix(
                    "keyboardWillHide         (0 184; 852×209) → (0 393; 852×209)  0.25 s  curve 7  "
                        + "at 1000 ms")
            }.count, 1, harness.sink.transcript.joined(separator: "\n"))
        let checks = """
            expect keyboard.minY == 516
            expect t == 2.5
            expect notifications.count == 20
            """
        XCTAssertEqual(harness.run(checks).diagnostics.map(\.message), [])
    }

    /// 59 frames in, `step 1` reaches the keyboardDidShow; right after it the same commands run.
    func test_acceptedRightAfterTheLastNotification() {
        let harness = SessionHarness()
        let during = harness.run(
            [Self.scene, "set keyboard-run off", "rotate landscape", "step 59", "rotate"].joined(
                separator: "\n"),
            mode: .interactive)
        XCTAssertEqual(
            during.diagnostics.map(\.suggestion),
            [
                "finish the rotation first with 'run' ('step 1' "
                    + "reaches its keyboardDidShow)"
            ])
        XCTAssertTrue(
            during.diagnostics.first?.message.hasSuffix("until its keyboardDidShow, in 1 frame (17 ms)")
                == true,
            "\(during.diagnostics)")
        let after = harness.run("step 1\nrotate\nrun\nexpect keyboard.minY == 516\nexpect t == 2.5")
        XCTAssertEqual(after.diagnostics.map(\.message), [])
    }

    /// With the keyboard hidden a rotation posts nothing and ends at once: nothing is refused.
    func test_aRotationWithTheKeyboardHidden_refusesNothing() {
        let harness = SessionHarness()
        let source =
            "rotate landscape\nrotate portrait\norientation landscape\ndevice iphone-se-3\nprofile ios16"
        XCTAssertEqual(harness.run(source).diagnostics.map(\.message), [])
        XCTAssertEqual(harness.run("expect screen.bounds.width == 667").diagnostics.map(\.message), [])
    }

    /// `keyboard` says where the rotation is, and stops saying it at its end; `compare` (no view
    /// here: it binds its own input bar) plays on copies and leaves the session's rotation where
    /// it was.
    func test_keyboardStatusAndCompareDuringTheRotation() {
        let harness = SessionHarness()
        let during = harness.output(
            ["show-keyboard", "set keyboard-run off", "rotate landscape", "step 15", "keyboard"].joined(
                separator: "\n"))
        XCTAssertTrue(
            during.contains("rotating     portrait to landscape, keyboard hiding (ends in 45 frames)"),
            "\(during)")
        XCTAssertEqual(harness.run("compare classic on show-keyboard").diagnostics.map(\.message), [])
        XCTAssertEqual(harness.run("expect t == 0.75").diagnostics.map(\.message), [])
        harness.sink.clear()
        XCTAssertEqual(harness.run("run", mode: .interactive).diagnostics.map(\.message), [])
        assertStormEnded(harness, "after compare")
        let after = harness.output("keyboard")
        XCTAssertFalse(after.contains { $0.hasPrefix("rotating") }, "\(after)")
    }
}
