import KeyboardLab
import XCTest

@testable import LabShell

/// Every built-in technique, written in the language (Examples/techniques/), against its engine
/// twin: the same scene, the same scenarios, and the tracked keyboard top and view bottom agree
/// on every frame within 1e-9. The language is checked against the engine.
final class ScriptTechniqueTwinTests: XCTestCase {
    /// The ways of writing the bar's bottom constraint: reference first (`safe.bottom ==
    /// input.bottom + c`), as the code the techniques transcribe assumes, the view first,
    /// docs/Tutorial.md's chat bar, and pinned to the root view's bottom instead of the safe
    /// area. The built-ins take each (`KeyboardBinding.direction`; the corrected ones take the
    /// safe area off only when the constraint hangs from it), and so must the scripts.
    enum Spelling: CaseIterable {
        case referenceFirst, viewFirst, rootBottom

        var constraint: String {
            switch self {
            case .referenceFirst: return "constraint bottom: safe.bottom == input.bottom + 20"
            case .viewFirst: return "constraint bottom: input.bottom == safe.bottom"
            case .rootBottom: return "constraint bottom: input.bottom == root.bottom"
            }
        }
    }

    private func scene(_ device: String, _ spelling: Spelling = .referenceFirst) -> String {
        """
        device \(device)
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        \(spelling.constraint)
        layout
        scroll-view list
        list.frame = rect(0, 0, 1400, 1400)
        keyboard-dismiss-mode list interactive
        """
    }

    private static let phoneScenarios: [[String]] = [
        ["show-keyboard", "hide-keyboard"],
        ["show-keyboard", "quicktype off", "quicktype on", "hide-keyboard"],
        ["show-keyboard", "rotate landscape", "rotate portrait", "hide-keyboard"],
        ["show-keyboard", "repeat-wills", "hide-keyboard"],
        // The first finger on the scene's scroll view, above the keyboard's top (516 on the
        // iPhone 15, 407 on the SE): a touch on the keyboard is the keys' (facts §1.10).
        ["show-keyboard", "interactive-dismiss 400 650 700 750 800 release down"],
        ["show-keyboard", "interactive-dismiss 400 600 release up", "hide-keyboard"],
    ]
    private static let padScenarios: [[String]] = [
        ["show-keyboard", "undock", "dock", "hide-keyboard"],
        ["show-keyboard", "float", "hide-keyboard"],
    ]
    /// iPad Split View, the app on the right: where another app's keyboard (isLocal false)
    /// covers this window too. Written as the device's line and the placement's.
    private static let splitView = "ipad-pro-11 landscape\nplacement split-view frame 500 0 694 834"
    private static let otherAppScenarios = ["other-app show", "other-app hide"]

    /// The tracked rows after binding `technique` (a built-in name or a script file) and playing.
    private func rows(
        device: String, spelling: Spelling = .referenceFirst, bind: String, script: String?,
        scenarios: [String], file: StaticString, line: UInt
    ) -> [TrackingSeries.Row] {
        let harness = SessionHarness()
        var text = scene(device, spelling)
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
            + Self.padScenarios.map { ("ipad-pro-11", $0) } + [(Self.splitView, Self.otherAppScenarios)]
        for spelling in Spelling.allCases {
            for (device, scenarios) in cases {
                assertTwins(technique, path, spelling, device, scenarios, file: file, line: line)
            }
        }
    }

    private func assertTwins(
        _ technique: String, _ path: String, _ spelling: Spelling, _ device: String, _ scenarios: [String],
        file: StaticString, line: UInt
    ) {
        let engine = rows(
            device: device, spelling: spelling, bind: technique, script: nil, scenarios: scenarios,
            file: file, line: line)
        let script = rows(
            device: device, spelling: spelling, bind: "\(technique)-script", script: path,
            scenarios: scenarios, file: file, line: line)
        let label = "\(technique) on \(device), \(spelling): \(scenarios.joined(separator: ", "))"
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

    /// Where each script leaves the bar on the iPhone 15 (portrait, QuickType on: keyboard 336
    /// high, top at 852 − 336 = 516; safe area's bottom at 852 − 34 = 818, docs/Devices.md), by
    /// hand, on both spellings. The corrected ones lift the bar by the overlap less the safe
    /// area, 302: from 818 onto the keyboard's top, 516 (reference first, 20 above the safe
    /// area: 798 → 496). The originals lift it by the whole 336, 34 too high: 482 (462). The
    /// layout guide keeps the bound constraint's margin from the guide's top: 516 (496, 20 above
    /// it). The hide brings each back to its rest: 818 (798; the guide rests on the safe area's
    /// bottom, 818, and the margin keeps the bar 20 above it). Pinned to the
    /// root's bottom (852) the bar hangs from no safe area: every script lifts it by the whole
    /// overlap, 336, onto the keyboard's top, 516, and back to 852.
    func test_theScriptsPlaceTheBarByHandOnEitherSpelling() {
        let corrected = [
            "show-hide-delta-fixed", "animate-with-keyboard-fixed", "bind-to-keyboard-fixed",
            "subscribe-category-fixed",
        ]
        let whole = ["show-hide-delta", "animate-with-keyboard", "subscribe-category"]
        var expected: [String: [Spelling: (shown: Double, hidden: Double)]] = [
            "keyboard-layout-guide": [.viewFirst: (516, 818), .referenceFirst: (496, 798)]
        ]
        expected["keyboard-layout-guide"]?[.rootBottom] = (516, 818)
        for name in corrected {
            expected[name] = [.viewFirst: (516, 818), .referenceFirst: (496, 798), .rootBottom: (516, 852)]
        }
        for name in whole {
            expected[name] = [.viewFirst: (482, 818), .referenceFirst: (462, 798), .rootBottom: (516, 852)]
        }
        for (name, bySpelling) in expected {
            for (spelling, bar) in bySpelling {
                let harness = SessionHarness()
                let result = harness.run(
                    scene("iphone-15", spelling)
                        + "\ntechnique script from Examples/techniques/\(name).kbl\nbind input with script bottom\n"
                        + "show-keyboard\nexpect keyboard.minY == 516\nexpect input.maxY == \(bar.shown)\n"
                        + "hide-keyboard\nexpect input.maxY == \(bar.hidden)")
                XCTAssertEqual(result.diagnostics.map(\.message), [], "\(name), \(spelling)")
            }
        }
    }

    /// Another app's keyboard in Split View, by hand (docs/Devices.md: iPad Pro 11 landscape,
    /// 1194×834, keyboard 418 with the bar, bottom safe area 20; the window 500 0 694 834). The
    /// bar rests at 834 − 20 = 814; the keyboard ends at 834 − 418 = 416, spans the screen's
    /// width and meets the window over all its 418 pt: less the 20 of safe area, a lift of 398
    /// puts the bar on the keyboard's top, 416 (reference first, 20 above the safe area: 794 →
    /// 396). The hide brings it back to 814 (794). As the guide: end error 0, final gap 20
    /// (40 reference first, the 20 pt the constant keeps). Before, three of the scripts
    /// returned on isLocal false and left the bar 398 under the keyboard's top.
    func test_theCorrectedScriptsFollowTheOtherAppsKeyboardByHand() {
        let corrected = [
            "show-hide-delta-fixed", "animate-with-keyboard-fixed", "bind-to-keyboard-fixed",
            "subscribe-category-fixed",
        ]
        let bars: [Spelling: (shown: Double, hidden: Double, finalGap: Double)] = [
            .viewFirst: (416, 814, 20), .referenceFirst: (396, 794, 40),
        ]
        for name in corrected {
            for (spelling, bar) in bars {
                let harness = SessionHarness()
                let result = harness.run(
                    scene(Self.splitView, spelling)
                        + "\ntechnique script from Examples/techniques/\(name).kbl\nbind input with script bottom\n"
                        + "other-app show\nexpect keyboard.minY == 416\nexpect input.maxY == \(bar.shown)\n"
                        + "other-app hide\nexpect input.maxY == \(bar.hidden)\n"
                        + "compare script on other-app show, other-app hide\n"
                        + "expect compare.script.endError == 0\nexpect compare.script.finalGap == \(bar.finalGap)"
                )
                XCTAssertEqual(result.diagnostics.map(\.message), [], "\(name), \(spelling)")
            }
        }
    }

    /// A constraint's items are names a script can compare: `constraint.firstItem == view` tells
    /// which way it is written; a guide's item is its layout name, a missing second item `nil`.
    func test_aConstraintsItemsAreNames() {
        runScript(
            scene("iphone-15", .viewFirst)
                + "\nexpect bottom.firstItem == input\nlet other = root\nexpect bottom.firstItem != other")
        let lines = runScript(
            scene("iphone-15") + "\nconstraint h: input.width >= 10\nprint bottom.firstItem, h.secondItem")
        XCTAssertEqual(lines.last, "safe nil")
        // `safe` is written as a name too, and a variable holding a name takes another, as the
        // corrected scripts do to find the constraint's other item.
        let other = runScript(
            scene("iphone-15", .viewFirst)
                + "\nexpect bottom.secondItem == safe\nlet other = bottom.firstItem\nexpect other == input"
                + "\nother = bottom.secondItem\nexpect other == safe\nprint other")
        XCTAssertEqual(other.last, "safe")
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
