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
        _ script: String, _ swift: String, bind: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (device, list) in Self.scenes {
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
                let twin = play("Examples/swift/\(swift)")
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
