import KeyboardLab
import XCTest

@testable import LabShell

/// The Swift seeds (Examples/swift/, byte for byte the originals of ../shared/swift-seeds/)
/// read unmodified and played against their built-in twins (Sources/KeyboardLab/Bindings/):
/// the same scene, the same scenarios, on several devices; the keyboard's top and the bar's
/// bottom agree on every frame within 1e-9. The scene's bottom constraint is written reference
/// first with rest 20, as the seeds' code assumes (`constant = 20 + keyboardFrame.height`).
/// A full-screen table dismisses interactively, so the drags start in it, above the keyboard.
final class SeedTwinTests: XCTestCase {
    private func scene(_ device: String) -> String {
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
        """
    }

    static let phoneScenarios: [[String]] = [
        ["show-keyboard", "hide-keyboard"],
        ["show-keyboard", "quicktype off", "quicktype on", "hide-keyboard"],
        ["show-keyboard", "rotate landscape", "rotate portrait", "hide-keyboard"],
        ["show-keyboard", "repeat-wills", "hide-keyboard"],
        ["show-keyboard", "interactive-dismiss 100 600 650 700 750 800 release down"],
        ["show-keyboard", "interactive-dismiss 100 560 600 release up", "hide-keyboard"],
    ]
    static let padScenarios: [[String]] = [
        ["show-keyboard", "undock", "dock", "hide-keyboard"],
        ["show-keyboard", "float", "hide-keyboard"],
    ]

    private func rows(
        device: String, technique: String, swift: String?, constraint: Bool, scenarios: [String],
        file: StaticString, line: UInt
    ) -> [TrackingSeries.Row] {
        let harness = SwiftHarness()
        var text = scene(device)
        if let swift { text += "\ntechnique \(technique) from \(swift)" }
        text += "\nbind input with \(technique)" + (constraint ? " bottom" : "")
        text += "\n" + scenarios.joined(separator: "\n")
        let result = harness.run(text)
        XCTAssertEqual(
            result.diagnostics, [], "\(technique) on \(device): \(harness.sink.errors)", file: file,
            line: line)
        return harness.rows
    }

    /// iPad Split View, the app on the right: another app's keyboard (isLocal false) covers
    /// this window too.
    static let splitView = "ipad-pro-11 landscape\nplacement split-view frame 500 0 694 834"

    private func assertTwins(
        _ builtIn: String, _ swiftFile: String, constraint: Bool, otherApp: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let cases =
            ["iphone-15", "iphone-se-3", "iphone-15-pro-max"].flatMap { device in
                Self.phoneScenarios.map { (device, $0) }
            }
            + Self.padScenarios.map { ("ipad-pro-11", $0) }
            + (otherApp ? [(Self.splitView, ["other-app show", "other-app hide"])] : [])
        for (device, scenarios) in cases {
            let engine = rows(
                device: device, technique: builtIn, swift: nil, constraint: builtIn != "bind-to-keyboard",
                scenarios: scenarios, file: file, line: line)
            let swift = rows(
                device: device, technique: "seed", swift: "Examples/swift/\(swiftFile)",
                constraint: constraint,
                scenarios: scenarios, file: file, line: line)
            let label = "\(swiftFile) on \(device): \(scenarios.joined(separator: ", "))"
            XCTAssertGreaterThan(engine.count, 30, label, file: file, line: line)
            XCTAssertEqual(engine.count, swift.count, label, file: file, line: line)
            for (a, b) in zip(engine, swift) {
                XCTAssertEqual(a.frame, b.frame, label, file: file, line: line)
                XCTAssertEqual(
                    a.keyboardMinY, b.keyboardMinY, accuracy: 1e-9, "\(label) frame \(a.frame)", file: file,
                    line: line)
                XCTAssertEqual(
                    a.viewMaxY, b.viewMaxY, accuracy: 1e-9, "\(label) frame \(a.frame)", file: file,
                    line: line)
                if abs(a.viewMaxY - b.viewMaxY) > 1e-9 { break }
            }
        }
    }

    func test_seed000AnimateWithKeyboardIsItsTwin() {
        assertTwins("animate-with-keyboard", "000-animate-with-keyboard.swift", constraint: true)
    }

    func test_seed001ShowOrHideDeltaIsItsTwin() {
        assertTwins("show-hide-delta", "001-show-or-hide-delta.swift", constraint: true)
    }

    func test_seed002BindToKeyboardIsItsTwin() {
        assertTwins("bind-to-keyboard", "002-bind-to-keyboard.swift", constraint: false)
    }

    // Swift twins of the rest of Examples/techniques: written for the lab from the corrected
    // code of docs/Techniques.md and the layout guide's documented use.

    func test_keyboardLayoutGuideInSwiftIsItsTwin() {
        assertTwins("keyboard-layout-guide", "keyboard-layout-guide.swift", constraint: true, otherApp: true)
    }

    func test_animateWithKeyboardFixedInSwiftIsItsTwin() {
        assertTwins(
            "animate-with-keyboard-fixed", "animate-with-keyboard-fixed.swift", constraint: true,
            otherApp: true)
    }

    func test_showHideDeltaFixedInSwiftIsItsTwin() {
        assertTwins("show-hide-delta-fixed", "show-hide-delta-fixed.swift", constraint: true, otherApp: true)
    }

    func test_bindToKeyboardFixedInSwiftIsItsTwin() {
        assertTwins(
            "bind-to-keyboard-fixed", "bind-to-keyboard-fixed.swift", constraint: true, otherApp: true)
    }

    /// Where seed 000 leaves the bar on the iPhone 15, by hand: the keyboard is 336 high
    /// (QuickType on; top at 852 − 336 = 516), the bar rests 20 above the safe area's bottom
    /// (852 − 34 − 20 = 798); the code sets the constant to 20 + 336 = 356, so the bar's bottom
    /// goes to 818 − 356 = 462, 54 above the keyboard (the home-indicator area counted twice,
    /// plus the 20). The hide sets 20 again: 798.
    func test_seed000PlacesTheBarByHand() {
        let harness = SwiftHarness()
        let result = harness.run(
            scene("iphone-15")
                + "\ntechnique seed from Examples/swift/000-animate-with-keyboard.swift\nbind input with seed bottom"
                + "\nshow-keyboard\nexpect keyboard.minY == 516\nexpect input.maxY == 462\nexpect bottom.constant == 356"
                + "\nhide-keyboard\nexpect input.maxY == 798")
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
    }

    /// The library twin: freshOS/KeyboardLayoutGuide written in Swift against its transcription in
    /// the lab's language (Examples/library/), the bar's bottom constraint written view first
    /// as that script's test writes it; every scenario above plus Split View and Stage Manager,
    /// where the library's mix of the window's height and screen coordinates shows.
    func test_freshOSLayoutGuideInSwiftIsItsScriptTwin() {
        let scenes = [
            ("iphone-15", Self.phoneScenarios), ("iphone-se-3", Self.phoneScenarios),
            ("ipad-pro-11", Self.padScenarios),
            (Self.splitView, [["other-app show", "other-app hide"], ["show-keyboard", "hide-keyboard"]]),
            (
                "ipad-pro-11 landscape\nplacement stage-manager frame 100 80 800 600",
                [["show-keyboard", "hide-keyboard"]]
            ),
        ]
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
                        constraint bottom: input.bottom == safe.bottom
                        layout
                        \(definition)
                        bind input with guide bottom
                        """ + "\n" + scenarios.joined(separator: "\n"))
                    XCTAssertEqual(result.diagnostics, [], "\(device): \(harness.sink.errors)")
                    return harness.rows
                }
                let script = play("technique guide from Examples/library/freshos-keyboard-layout-guide.kbl")
                let swift = play("technique guide from Examples/swift/freshos-keyboard-layout-guide.swift")
                let label = "\(device): \(scenarios.joined(separator: ", "))"
                XCTAssertGreaterThan(script.count, 30, label)
                XCTAssertEqual(script.count, swift.count, label)
                for (a, b) in zip(script, swift) {
                    XCTAssertEqual(
                        a.keyboardMinY, b.keyboardMinY, accuracy: 1e-9, "\(label) frame \(a.frame)")
                    XCTAssertEqual(a.viewMaxY, b.viewMaxY, accuracy: 1e-9, "\(label) frame \(a.frame)")
                    if abs(a.viewMaxY - b.viewMaxY) > 1e-9 { break }
                }
            }
        }
    }
}
