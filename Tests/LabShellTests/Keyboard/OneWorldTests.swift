import KeyboardLab
import XCTest

@testable import LabShell

/// One world (issue 30): a technique played command by command at the prompt and the same
/// scenarios played inside `compare` give the same frames, the same notifications and the same
/// tracking figures. Every built-in technique and every technique of Examples/techniques, through
/// every scenario the shell has, on an iPhone and on iPads. Nothing here is a number read from the
/// lab: the two paths are each other's oracle.
final class OneWorldTests: XCTestCase {
    /// A chat screen: a full-screen table of messages with interactive dismissal under a 52-pt bar on
    /// the safe area, and a second field.
    private static func scene(device: String) -> String {
        """
        device \(device)
        table-view list rows 30 height 44
        text-field input
        text-field other
        constraint list.leading == root.leading
        constraint list.trailing == root.trailing
        constraint list.top == root.top
        constraint list.bottom == root.bottom
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        keyboard-dismiss-mode list interactive
        """
    }

    /// The scripts of Examples/techniques, defined as `script-NAME`.
    private static var scriptTechniques: [(name: String, definition: String)] {
        let folder = SessionHarness.packageRoot + "/Examples/techniques"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".kbl") }.sorted().map { file in
            let name = "script-" + file.dropLast(4)
            return (name, "technique \(name) from Examples/techniques/\(file)")
        }
    }

    /// Sequences of scenarios from a hidden keyboard, covering every scenario command.
    private static let phoneRuns: [(device: String, setup: String, scenarios: [String])] = [
        (
            "iphone-15", "",
            [
                "show-keyboard", "quicktype off", "quicktype on", "keyboard-kind emoji", "accessory 44",
                "repeat-wills", "rotate landscape", "rotate portrait", "focus other", "hide-keyboard",
            ]
        ),
        (
            "iphone-15", "",
            [
                "show-keyboard", "interactive-dismiss 100 600 650 700 release down", "show-keyboard",
                "interactive-dismiss 100 600 650 release up", "hide-keyboard",
            ]
        ),
        (
            "iphone-15", "",
            [
                "third-party-keyboard 0 216 259", "instant-resize 300", "navigation-pop", "show-keyboard",
                "hardware-keyboard connect", "hardware-keyboard disconnect", "hide-keyboard",
            ]
        ),
        ("iphone-se-3", "profile ios13", ["launch", "first-show-keyboard", "hide-keyboard"]),
        // The keyboard playing a recording instead of its model (issue 33): a lane's copy plays it too.
        (
            "iphone-15",
            "recording bouncy from Examples/recordings/spring-displaylink.json\nkeyboard-from bouncy",
            ["show-keyboard", "quicktype off", "quicktype on", "hide-keyboard"]
        ),
        ("iphone-xr", "profile ios12", ["show-keyboard-short-begin", "hide-keyboard"]),
        (
            "iphone-6", "profile ios9",
            ["show-keyboard", "collapse-bar on", "collapse-bar off", "hide-keyboard"]
        ),
        (
            "ipad-pro-11", "",
            ["show-keyboard", "undock", "dock", "float", "drag-keyboard 100 300", "dock", "hide-keyboard"]
        ),
        ("ipad-9", "", ["show-keyboard", "split", "dock", "hide-keyboard"]),
        (
            "ipad-pro-11 landscape", "placement split-view frame 0 0 694 834",
            ["other-app show", "other-app hide", "show-keyboard", "hide-keyboard"]
        ),
    ]

    /// What one path produced: the tracking rows (counted from the binding), the notifications
    /// (their frames counted the same way), and the summary figures.
    private struct Played: Equatable {
        var rows: [String]
        var notifications: [String]
        var summary: TrackingSummary?
    }

    private static func describe(_ series: TrackingSeries, notifications: [NotificationRecord]) -> Played {
        let start = series.startFrame
        let rows = series.rows.map { row in
            "\(row.frame - start) kb \(row.keyboardMinY) view \(row.viewMaxY) ideal \(row.idealGap) "
                + "error \(row.error)"
        }
        let posted = notifications.map { record in
            "\(record.frameIndex - start) \(record.post.name.rawValue) \(record.post.userInfo)"
        }
        return Played(rows: rows, notifications: posted, summary: series.summary)
    }

    /// Plays the scenarios at the prompt, one command each.
    private func atThePrompt(
        _ technique: String, definition: String, device: String, setup: String,
        scenarios: [String]
    ) -> Played? {
        let harness = SessionHarness()
        let script = [Self.scene(device: device), setup, definition, "bind input with \(technique) bottom"]
        let result = harness.run(script.joined(separator: "\n"))
        guard result.diagnostics.isEmpty else { return nil }
        for scenario in scenarios {
            let played = harness.run(scenario)
            XCTAssertEqual(
                played.diagnostics.map(\.message), [], "\(technique) on \(device): \(scenario) at the prompt")
        }
        let shell = harness.session.state(KeyboardShellState.self)
        guard let series = shell.recorder?.series else { return nil }
        let log = harness.session.state(LabState.self).simulator.notificationLog
        return Self.describe(series, notifications: log)
    }

    /// Plays the scenarios inside one `compare`.
    private func inCompare(
        _ technique: String, definition: String, device: String, setup: String,
        scenarios: [String]
    ) -> Played? {
        let harness = SessionHarness()
        let script = [
            Self.scene(device: device), setup, definition, "bind input with \(technique) bottom",
            "compare \(technique) on \(scenarios.joined(separator: ", "))",
        ]
        let result = harness.run(script.joined(separator: "\n"))
        XCTAssertEqual(result.diagnostics.map(\.message), [], "\(technique) on \(device): compare")
        let shell = harness.session.state(KeyboardShellState.self)
        guard let run = shell.lastRuns.first(where: { $0.reading == nil }) else { return nil }
        return Self.describe(run.series, notifications: run.notifications)
    }

    private func assertSame(_ technique: String, definition: String) {
        for run in Self.phoneRuns {
            let prompt = atThePrompt(
                technique, definition: definition, device: run.device, setup: run.setup,
                scenarios: run.scenarios)
            let compared = inCompare(
                technique, definition: definition, device: run.device, setup: run.setup,
                scenarios: run.scenarios)
            guard let prompt, let compared else {
                XCTFail("\(technique) on \(run.device): a path did not play")
                continue
            }
            let what = "\(technique) on \(run.device): \(run.scenarios.joined(separator: ", "))"
            XCTAssertEqual(prompt.notifications, compared.notifications, "notifications, \(what)")
            XCTAssertEqual(prompt.rows.count, compared.rows.count, "frames, \(what)")
            if let first = zip(prompt.rows, compared.rows).enumerated().first(where: { $0.1.0 != $0.1.1 }) {
                XCTFail(
                    "frame \(first.offset) differs, \(what):\n  prompt  \(first.1.0)\n  compare \(first.1.1)")
            }
            XCTAssertEqual(prompt.summary, compared.summary, "tracking figures, \(what)")
        }
    }

    func test_everyBuiltInTechnique_samePathsAtThePromptAndInCompare() {
        for technique in KeyboardTechnique.allCases {
            assertSame(technique.rawValue, definition: "")
        }
    }

    func test_everyExampleTechnique_samePathsAtThePromptAndInCompare() {
        for (name, definition) in Self.scriptTechniques {
            assertSame(name, definition: definition)
        }
    }

    /// The issue's reproducer: bind-to-keyboard moves the bar's frame; shown then hidden command
    /// by command, it comes back to where it started (818, 34 above the keyboard's rest at 852),
    /// as in compare; no layout pass runs between the commands, since nothing asked for one.
    func test_frameMovingTechnique_showThenHide_endsWhereItStarted() {
        let harness = SessionHarness()
        runScript(
            """
            device iphone-15
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: input.bottom == safe.bottom
            bind input with bind-to-keyboard bottom
            show-keyboard
            """, harness: harness)
        // 852 − 34 − 52 = 766 at rest, moved by the show's Δy 516 − 852 = −336: maxY 818 − 336.
        XCTAssertEqual(quantity("input.maxY", in: harness), 482)
        runScript("hide-keyboard", harness: harness)
        XCTAssertEqual(quantity("input.maxY", in: harness), 818)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 34)
        XCTAssertEqual(quantity("tracking.maxError", in: harness), 0, accuracy: 1e-9)
    }
}
