import KeyboardLab
import XCTest

@testable import LabShell

/// Every built-in technique, written in the language (Examples/techniques/), against its engine
/// twin: the same scene, the same scenarios, and the tracked keyboard top and view bottom agree
/// on every frame within 1e-9. The language is checked against the engine.
final class ScriptTechniqueTwinTests: XCTestCase {
    /// The original techniques' constraint, written reference first (`safe.bottom == input.bottom
    /// + c`), as the code they transcribe assumes.
    private func scene(_ device: String) -> String {
        """
        device \(device)
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: safe.bottom == input.bottom + 20
        layout
        """
    }

    private static let phoneScenarios: [[String]] = [
        ["show-keyboard", "hide-keyboard"],
        ["show-keyboard", "quicktype off", "quicktype on", "hide-keyboard"],
        ["show-keyboard", "rotate landscape", "rotate portrait", "hide-keyboard"],
        ["show-keyboard", "repeat-wills", "hide-keyboard"],
        ["show-keyboard", "interactive-dismiss 600 650 700 750 800 release down"],
        ["show-keyboard", "interactive-dismiss 560 600 release up", "hide-keyboard"],
    ]
    private static let padScenarios: [[String]] = [
        ["show-keyboard", "undock", "dock", "hide-keyboard"],
        ["show-keyboard", "float", "hide-keyboard"],
    ]

    /// The tracked rows after binding `technique` (a built-in name or a script file) and playing.
    private func rows(
        device: String, bind: String, script: String?, scenarios: [String], file: StaticString, line: UInt
    ) -> [TrackingSeries.Row] {
        let harness = SessionHarness()
        var text = scene(device)
        if let script { text += "\ntechnique \(bind) from \(script)" }
        text +=
            "\nbind input with \(bind)"
            + (bind.hasPrefix("bind-to-keyboard") && !bind.contains("fixed") ? "" : " bottom")
        text += "\n" + scenarios.joined(separator: "\n")
        let result = harness.run(text)
        XCTAssertEqual(
            result.diagnostics, [], "\(bind) on \(device): \(harness.sink.errors)", file: file, line: line)
        return harness.session.state(KeyboardShellState.self).recorder?.series.rows ?? []
    }

    private func assertTwins(_ technique: String, file: StaticString = #filePath, line: UInt = #line) {
        let path = "Examples/techniques/\(technique).kbl"
        let cases =
            ["iphone-15", "iphone-se-3"].flatMap { device in Self.phoneScenarios.map { (device, $0) } }
            + Self.padScenarios.map { ("ipad-pro-11", $0) }
        for (device, scenarios) in cases {
            let engine = rows(
                device: device, bind: technique, script: nil, scenarios: scenarios, file: file, line: line)
            let script = rows(
                device: device, bind: "\(technique)-script", script: path, scenarios: scenarios, file: file,
                line: line)
            let label = "\(technique) on \(device): \(scenarios.joined(separator: ", "))"
            XCTAssertGreaterThan(engine.count, 30, label, file: file, line: line)
            XCTAssertEqual(engine.count, script.count, label, file: file, line: line)
            for (a, b) in zip(engine, script) {
                XCTAssertEqual(a.frame, b.frame, label, file: file, line: line)
                XCTAssertEqual(
                    a.keyboardMinY, b.keyboardMinY, accuracy: 1e-9, "\(label) frame \(a.frame)", file: file,
                    line: line)
                XCTAssertEqual(
                    a.viewMaxY, b.viewMaxY, accuracy: 1e-9, "\(label) frame \(a.frame)", file: file,
                    line: line)
                if abs(a.viewMaxY - b.viewMaxY) > 1e-9 { return }
            }
        }
    }

    func test_animateWithKeyboard() { assertTwins("animate-with-keyboard") }
    func test_animateWithKeyboardFixed() { assertTwins("animate-with-keyboard-fixed") }
    func test_showHideDelta() { assertTwins("show-hide-delta") }
    func test_showHideDeltaFixed() { assertTwins("show-hide-delta-fixed") }
    func test_bindToKeyboard() { assertTwins("bind-to-keyboard") }
    func test_bindToKeyboardFixed() { assertTwins("bind-to-keyboard-fixed") }
    func test_subscribeCategory() { assertTwins("subscribe-category") }
    func test_subscribeCategoryFixed() { assertTwins("subscribe-category-fixed") }
    func test_keyboardLayoutGuide() { assertTwins("keyboard-layout-guide") }

    /// The nine files are every built-in technique.
    func test_everyBuiltInTechniqueHasItsScript() throws {
        let directory = URL(fileURLWithPath: SessionHarness.packageRoot).appendingPathComponent(
            "Examples/techniques")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".kbl")
        }
        XCTAssertEqual(Set(files), Set(KeyboardTechnique.allCases.map { "\($0.rawValue).kbl" }))
    }

    /// `compare` plays a script technique as it plays a built-in one.
    func test_compareTreatsAScriptTechniqueLikeItsTwin() {
        let harness = SessionHarness()
        let lines = harness.output(
            scene("iphone-15") + "\ntechnique twin from Examples/techniques/show-hide-delta.kbl\n"
                + "bind input with show-hide-delta bottom\n"
                + "compare show-hide-delta, twin on show-keyboard, repeat-wills, hide-keyboard")
        XCTAssertEqual(harness.sink.errors, [])
        // Each row starts with the technique (the table may come in panels).
        func cells(_ name: String) -> [String] {
            lines.filter { $0.hasPrefix(name + " ") }.flatMap {
                $0.split(separator: " ").dropFirst().map(String.init)
            }
        }
        // follow error, at frame, final gap, end error, frames to settle (what every run shares,
        // the notifications and the assumptions, is said once above the table).
        XCTAssertEqual(cells("twin").count, 5, "\(lines)")
        XCTAssertEqual(cells("show-hide-delta"), cells("twin"))
    }
}
