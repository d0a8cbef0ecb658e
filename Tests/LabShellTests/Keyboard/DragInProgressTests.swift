import LabShell
import XCTest

/// While the finger of an interactive dismissal is down (`set keyboard-run off` then `step N`, or
/// an `on pan` handler), every command that changes the keyboard, the device, the screen or the
/// profile is refused with one error under the argument that asked, typed or from a handler,
/// and the drag then ends as if nothing had been asked. Expected values by hand from
/// docs/Devices.md and docs/Keyboard.md: iPhone 15 portrait, screen 393×852, keyboard 336 tall,
/// shown at 852 − 336 = 516; the first finger, 500, touches the scroll view above the keyboard
/// (one on the keyboard would be the keys', facts §1.10), the next ones, 650…750, lie below 516,
/// so the keyboard's top is the finger's; the release (one frame after the 4th position: 4/60 s, printed `at 67 ms`) posts WCF,
/// WH from (0 750; 393×336) to (0 852; 393×336), 0.25 s, and DCF, DH 0.5 s later (`at 567 ms`).
final class DragInProgressTests: XCTestCase {
    private static let drag = "interactive-dismiss 500 650 700 750 release down"
    /// A full-screen scroll view with interactive dismissal (for `interactive-dismiss` and
    /// `drag-scroll-view`), then the keyboard up on an iPhone 15.
    private static let scene =
        "device iphone-15\nscroll-view page\npage.frame = rect(0, 0, 393, 852)\n"
        + "keyboard-dismiss-mode page interactive\nshow-keyboard"

    /// Every command that changes the keyboard, the device, the screen or the profile, with the
    /// argument its refusal is put under marked (a scenario command: the whole command).
    private static let commands = [
        "1️⃣show-keyboard", "1️⃣show-keyboard other", "1️⃣hide-keyboard", "1️⃣focus other",
        "1️⃣quicktype off", "1️⃣keyboard-kind emoji", "1️⃣accessory 44", "1️⃣hardware-keyboard connect",
        "1️⃣hardware-keyboard disconnect", "1️⃣rotate landscape", "1️⃣rotate", "1️⃣undock", "1️⃣split",
        "1️⃣float", "1️⃣dock", "1️⃣drag-keyboard 100 300", "1️⃣interactive-dismiss 700",
        "1️⃣drag-scroll-view page from 600 to 700", "1️⃣other-app show", "1️⃣other-app hide",
        "1️⃣third-party-keyboard", "1️⃣repeat-wills", "1️⃣launch", "1️⃣first-show-keyboard",
        "1️⃣show-keyboard-short-begin", "1️⃣navigation-pop", "1️⃣instant-resize 400", "1️⃣collapse-bar on",
        "1️⃣text-traits field autocorrection no", "orientation 1️⃣landscape", "device 1️⃣iphone-se-3",
        "device 1️⃣landscape", "placement 1️⃣full-screen", "profile 1️⃣ios16",
        "profile set 1️⃣drag-release-duration 0.3", "keyboard-guide dismiss-padding 1️⃣20",
    ]

    private static func message(position: Int) -> String {
        "the keyboard is being dragged (interactive dismissal, finger position \(position) of 4): nothing "
            + "may change the keyboard, the device, the screen or the profile until the finger lifts"
    }

    /// The release, as posted after a refusal: the drag's frames, nothing else changed.
    private func assertReleased(
        _ harness: SessionHarness, _ at: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = joinedNotifications(harness.sink.transcript)
        for expected in [
            "keyboardWillChangeFrame  (0 750; 393×336) → (0 852; 393×336)  0.25 s  curve 7  at 67 ms",
            "keyboardWillHide         (0 750; 393×336) → (0 852; 393×336)  0.25 s  curve 7  at 67 ms",
            "keyboardDidChangeFrame   (0 750; 393×336) → (0 852; 393×336)  0.25 s  curve 7  at 567 ms",
            "keyboardDidHide          (0 750; 393×336) → (0 852; 393×336)  0.25 s  curve 7  at 567 ms",
        ] {
            XCTAssertEqual(
                lines.filter { $0.hasPrefix(expected) }.count, 1,
                "\(at): \(expected)\n\(lines.joined(separator: "\n"))",
                file: file, line: line)
        }
        XCTAssertFalse(lines.contains { $0.hasPrefix("warning:") }, "\(at): \(lines)", file: file, line: line)
        // Still the iPhone 15 in portrait, keyboard hidden, the show's 4 notifications and the
        // release's 4 and no others.
        let checks = """
            expect keyboard.minY == 852
            expect keyboard.width == 393
            expect keyboard.height == 336
            expect safe.top == 59
            expect safe.bottom == 34
            expect notifications.count == 8
            expect notifications.keyboardWillShow.count == 1
            expect notifications.keyboardWillHide.count == 1
            """
        XCTAssertEqual(harness.run(checks).diagnostics.map(\.message), [], at, file: file, line: line)
    }

    /// Typed at the prompt after `step 2`: the third finger position (700) is on screen, the
    /// release is 2 frames away; `run` then plays the drag's release.
    func test_typedDuringTheDrag_isRefusedUnderTheArgument() {
        for marked in Self.commands {
            let input = MarkedText(marked)
            let harness = SessionHarness()
            let setup = [Self.scene, "set keyboard-run off", Self.drag, "step 2"]
            let result = harness.run((setup + [input.text]).joined(separator: "\n"), mode: .interactive)
            XCTAssertEqual(result.diagnostics.count, 1, "\(marked): \(harness.sink.errors)")
            guard let d = result.diagnostics.first else { continue }
            XCTAssertEqual(d.message, Self.message(position: 3), marked)
            XCTAssertEqual(d.line, 9, marked)
            XCTAssertEqual(d.column, input.column, marked)
            XCTAssertEqual(
                d.suggestion, "finish the drag first with 'run' ('step 2' reaches the release)", marked)
            XCTAssertEqual(harness.run("expect keyboard.minY == 700").diagnostics.map(\.message), [], marked)
            XCTAssertEqual(harness.run("run", mode: .interactive).diagnostics.map(\.message), [], marked)
            assertReleased(harness, marked)
        }
    }

    /// From an `on pan` handler: refused on each of the 4 finger positions, under the handler's
    /// line, with the handler's hint; the drag's release is posted as it would be without it.
    func test_fromAPanHandler_isRefusedOnEveryPosition() {
        for marked in Self.commands {
            let input = MarkedText("  " + marked)
            let harness = SessionHarness()
            let source = [Self.scene, "on pan as p do", input.text, "end", Self.drag].joined(separator: "\n")
            let result = harness.run(source, mode: .interactive)
            XCTAssertEqual(
                result.diagnostics.map(\.message), (1...4).map { Self.message(position: $0) },
                "\(marked): \(harness.sink.errors)")
            for d in result.diagnostics {
                XCTAssertEqual(d.line, 7, marked)
                XCTAssertEqual(d.column, input.column, marked)
                XCTAssertEqual(
                    d.suggestion,
                    "a handler that runs while the finger is down (on pan, on display-link) cannot do this; "
                        + "do it after the release", marked)
            }
            assertReleased(harness, marked)
        }
    }

    /// A snap back keeps the field focused, so the keyboard-up rule of `device` would apply too:
    /// the drag's comes first. After the release the keyboard is docked again at 516, with no
    /// notification (facts §1.10), and the device change is the keyboard-up refusal again.
    func test_snapBack_refusesForTheDragFirst() {
        let harness = SessionHarness()
        let result = harness.run(
            Self.scene + "\nset keyboard-run off\ninteractive-dismiss 500 560 release up\ndevice iphone-se-3",
            mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "the keyboard is being dragged (interactive dismissal, finger position 1 of 2): nothing may "
                    + "change the keyboard, the device, the screen or the profile until the finger lifts"
            ])
        XCTAssertEqual(
            harness.run("run\nexpect keyboard.minY == 516\nexpect notifications.count == 4").diagnostics.map(
                \.message), [])
        XCTAssertEqual(
            harness.run("device iphone-se-3", mode: .interactive).diagnostics.map(\.message),
            ["the keyboard is up on iphone-15: changing the device would take it away without a notification"]
        )
    }

    /// An iPad's Split View and Stage Manager windows are refused the same way; the app stays
    /// full screen (landscape iPad Pro 11-inch: screen 1194×834, docs/Devices.md).
    func test_iPadPlacement_isRefused() {
        for marked in [
            "placement 1️⃣split-view frame 0 0 694 834", "placement 1️⃣slide-over frame 800 24 320 790",
            "placement 1️⃣stage-manager frame 100 80 800 600",
        ] {
            let input = MarkedText(marked)
            let harness = SessionHarness()
            let source = [
                "device ipad-pro-11 landscape", "scroll-view page", "page.frame = rect(0, 0, 1194, 834)",
                "keyboard-dismiss-mode page interactive", "show-keyboard", "set keyboard-run off",
                "interactive-dismiss 400 750 800 release down", input.text,
            ]
            let result = harness.run(source.joined(separator: "\n"), mode: .interactive)
            XCTAssertEqual(result.diagnostics.count, 1, marked)
            XCTAssertEqual(result.diagnostics.first?.column, input.column, marked)
            XCTAssertTrue(
                result.diagnostics.first?.message.hasPrefix(
                    "the keyboard is being dragged (interactive dismissal, finger position 1 of 3)") == true,
                marked)
            let after = harness.output("run\nkeyboard")
            XCTAssertTrue(after.contains("placement    full screen"), "\(marked): \(after)")
            XCTAssertTrue(after.contains("window       (0 0; 1194×834)"), "\(marked): \(after)")
        }
    }

    /// `keyboard` says where the drag is while the finger is down, and stops saying it at the
    /// release.
    func test_keyboardStatusShowsTheDrag() {
        let harness = SessionHarness()
        let during = harness.output(Self.scene + "\nset keyboard-run off\n\(Self.drag)\nstep 2\nkeyboard")
        // The line is 81 characters: on the 80 columns assumed it breaks at its last space.
        XCTAssertTrue(
            during.contains("dragging     interactive dismissal, finger position 3 of 4 (released in 2"),
            "\(during)")
        XCTAssertTrue(during.contains("    frames)"), "\(during)")
        let after = harness.output("run\nkeyboard")
        XCTAssertFalse(after.contains { $0.hasPrefix("dragging") }, "\(after)")
    }

    /// What the finger does not touch goes on during the drag: views, constraints, the guide's
    /// other flags, the frame rate.
    func test_otherCommandsRunDuringTheDrag() {
        let harness = SessionHarness()
        let source = [
            Self.scene, "set keyboard-run off", Self.drag, "step 2", "view box",
            "constraint box.height == 10",
            "keyboard-guide follows-undocked on", "rate 120", "time", "run",
        ]
        XCTAssertEqual(harness.run(source.joined(separator: "\n")).diagnostics.map(\.message), [])
    }
}
