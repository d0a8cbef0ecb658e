import KeyboardLab
import XCTest

@testable import LabShell

/// The Swift twins of Examples/library where the library is Swift (Examples/swift/, written for
/// the lab in each library's style and spelling, not copied), played against their
/// transcriptions in the lab's language over the scenarios `SeedTwinTests` plays, Split View
/// and Stage Manager too: the keyboard's top and the bar's bottom agree on every frame within
/// 1e-9. RxKeyboard has no twin: docs/Swift.md says why.
final class LibraryTwinTests: XCTestCase {
    static let scenes: [(String, [[String]])] = [
        ("iphone-15", SeedTwinTests.phoneScenarios), ("iphone-se-3", SeedTwinTests.phoneScenarios),
        ("iphone-15-pro-max", SeedTwinTests.phoneScenarios), ("ipad-pro-11", SeedTwinTests.padScenarios),
        (
            SeedTwinTests.splitView,
            [["other-app show", "other-app hide"], ["show-keyboard", "hide-keyboard"]]
        ),
        (
            "ipad-pro-11 landscape\nplacement stage-manager frame 100 80 800 600",
            [["show-keyboard", "hide-keyboard"]]
        ),
    ]

    /// Plays `script` (Examples/library) and `swift` (Examples/swift) bound with `bind` in the
    /// seeds' scene (a full-screen table dismissing interactively, a bar pinned 20 above the safe
    /// area's bottom by `bottom`), and compares them frame by frame.
    private func assertTwins(
        _ script: String, _ swift: String, bind: String, mapping: String = "",
        scenes: [(String, [[String]])] = scenes,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (device, list) in scenes {
            for scenarios in list {
                func play(_ definition: String) -> [TrackingSeries.Row] {
                    let harness = SwiftHarness()
                    let result = harness.run(
                        """
                        device \(device)
                        table-view list rows 30 height 44
                        constraint list.leading == root.leading
                        constraint list.trailing == root.trailing
                        constraint list.top == root.top
                        constraint list.bottom == root.bottom
                        keyboard-dismiss-mode list interactive
                        text-field input
                        constraint input.leading == safe.leading
                        constraint input.trailing == safe.trailing
                        constraint input.height == 52
                        constraint bottom: safe.bottom == input.bottom + 20
                        layout
                        technique twin from \(definition)
                        bind \(bind)
                        """ + "\n" + scenarios.joined(separator: "\n"))
                    XCTAssertEqual(
                        result.diagnostics, [], "\(definition) on \(device): \(harness.sink.errors)",
                        file: file,
                        line: line)
                    return harness.rows
                }
                let transcription = play("Examples/library/\(script)")
                let twin = play("Examples/swift/\(swift)" + (mapping.isEmpty ? "" : " map " + mapping))
                let label = "\(swift) on \(device): \(scenarios.joined(separator: ", "))"
                XCTAssertGreaterThan(transcription.count, 30, label, file: file, line: line)
                XCTAssertEqual(transcription.count, twin.count, label, file: file, line: line)
                for (a, b) in zip(transcription, twin) {
                    XCTAssertEqual(a.frame, b.frame, label, file: file, line: line)
                    XCTAssertEqual(
                        a.keyboardMinY, b.keyboardMinY, accuracy: 1e-9, "\(label) frame \(a.frame)",
                        file: file,
                        line: line)
                    XCTAssertEqual(
                        a.viewMaxY, b.viewMaxY, accuracy: 1e-9, "\(label) frame \(a.frame)", file: file,
                        line: line)
                    if abs(a.viewMaxY - b.viewMaxY) > 1e-9 { break }
                }
            }
        }
    }

    func test_iqKeyboardManagerInSwiftIsItsScriptTwin() {
        assertTwins("iq-keyboard-manager.kbl", "iq-keyboard-manager.swift", bind: "input with twin")
    }

    /// On the iPhone SE the seeds' drag goes to y 700-800, below its 667-point screen: there
    /// the library sets the keyboard frame's height to 667 − y, negative, and reads it back
    /// through CGRect's `height`, which Apple documents as the standardized (positive) height, so
    /// the bar rises again by y − 667; the transcription takes the signed difference (0). No
    /// finger touches below the screen, so the SE's drag here stays on it.
    func test_inputBarAccessoryViewInSwiftIsItsScriptTwin() {
        let onScreenDrag = "interactive-dismiss 100 500 550 600 650 release down"
        let scenes = Self.scenes.map { device, list in
            device != "iphone-se-3"
                ? (device, list)
                : (device, list.map { $0.map { $0.hasSuffix("800 release down") ? onScreenDrag : $0 } })
        }
        assertTwins(
            "input-bar-accessory-view.kbl", "input-bar-accessory-view.swift", bind: "input with twin bottom",
            mapping: "tableView to list", scenes: scenes)
    }

    /// Where the bar goes on the iPhone 15, by hand: the library's constraint pins its bottom to
    /// the root view's (852); shown, the constant is min(0, −336) = −336: the bar's bottom on
    /// the keyboard's top, 516. A finger dragging the keyboard to 700 (the pan's `.changed`):
    /// the frame from 700, 152 high, the constant −152, the bar at 700. Hidden: 852.
    func test_inputBarAccessoryViewPlacesTheBarByHand() {
        let harness = SwiftHarness()
        let result = harness.run(
            """
            device iphone-15
            table-view list rows 30 height 44
            constraint list.leading == root.leading
            constraint list.trailing == root.trailing
            constraint list.top == root.top
            constraint list.bottom == root.bottom
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: safe.bottom == input.bottom + 20
            technique bar from Examples/swift/input-bar-accessory-view.swift map tableView to list
            bind input with bar bottom
            show-keyboard
            expect input.maxY == 516
            interactive-dismiss 100 700 release up
            expect input.maxY == 700
            hide-keyboard
            expect input.maxY == 852
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
    }

    /// Where IQKeyboardManager leaves the field on the iPhone 15, by hand: the bar's bottom at
    /// 798 (852 − 34 − 20), the keyboard's top at 516; the covered height with the 10-pt
    /// distance is 336 + 10 = 346, so move = min(746 − (59 + 5), 798 − (852 − 346) + 34) = 326;
    /// the root view goes up by 326 (above −(346 − 10) = −336): the bar's bottom at 472, 44
    /// above the keyboard (the 10 plus the home-indicator inset). Hidden: back to 0, 798.
    func test_iqKeyboardManagerPlacesTheFieldByHand() {
        let harness = SwiftHarness()
        let result = harness.run(
            """
            device iphone-15
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: safe.bottom == input.bottom + 20
            technique iq from Examples/swift/iq-keyboard-manager.swift
            bind input with iq
            show-keyboard
            expect root.minY == -326
            expect input.maxY == 472
            hide-keyboard
            expect root.minY == 0
            expect input.maxY == 798
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
    }
}
