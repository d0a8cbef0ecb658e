import LabShell
import XCTest

/// `set keyboard-run off` stops a scenario after frame 0; `step` and `run` then go on with it,
/// printing its per-frame table and the notifications still to come, as the hint says. And
/// `tracking` counts frames from the `bind` or `track` that started it, as a scenario's table
/// counts from its scenario. Expected values: the keyboard spring of facts §4.2 (p(t) = 1 −
/// e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3)) on an iPhone 15 (852 screen, 336 keyboard, 34 safe bottom);
/// with the layout guide the bar is at 818 − 302·p and the gap 34·(1 − p) (docs/Techniques.md §5).
final class KeyboardRunOffTests: XCTestCase {
    private let scene = KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\nmode csv"

    private func row(_ line: String) -> [Double] {
        line.split(separator: ",").map { Double($0) ?? .nan }
    }

    func test_stepPrintsTheNextRowsOfTheScenariosTable() {
        let harness = SessionHarness()
        let first = runScript(scene + "\nset keyboard-run off\nshow-keyboard", harness: harness)
        XCTAssertEqual(first.last, "(not run: 'step' or 'run' plays the animation; set keyboard-run on)")
        let lines = runScript("step 2", harness: harness)
        XCTAssertEqual(lines.first, "frame,t ms,keyboard.minY,input.presentation.maxY,gap")
        XCTAssertEqual(lines.count, 3, "\(lines)")
        for (index, line) in lines.dropFirst().enumerated() {
            let frame = index + 1
            let p = keyboardProgress(Double(frame) / 60)
            let cells = row(line)
            XCTAssertEqual(cells[0], Double(frame))
            XCTAssertEqual(cells[1], (Double(frame) / 60 * 1000 * 100).rounded() / 100, accuracy: 0.005)
            XCTAssertEqual(cells[2], 852 - 336 * p, accuracy: 0.005)
            XCTAssertEqual(cells[3], 818 - 302 * p, accuracy: 0.005)
            XCTAssertEqual(cells[4], 34 * (1 - p), accuracy: 0.005)
        }
    }

    func test_runPlaysTheRestWithTheDidNotificationsAtTheirTime() {
        let harness = SessionHarness()
        runScript(scene + "\nset keyboard-run off\nshow-keyboard\nstep 3", harness: harness)
        let lines = joinedNotifications(runScript("run", harness: harness))
        // Frames 4…30 of the show (the spring is cut at 0.5 s, frame 30), then DCF and DS.
        XCTAssertEqual(lines.first, "frame,t ms,keyboard.minY,input.presentation.maxY,gap")
        let rows = lines.dropFirst().prefix { !$0.hasPrefix("keyboard") }.map(row)
        XCTAssertEqual(rows.map { Int($0[0]) }, Array(4...30))
        XCTAssertEqual(rows.last?[2], 516)
        XCTAssertEqual(rows.last?[3], 516)
        let rest = lines.suffix(2)
        XCTAssertEqual(rest.first?.hasPrefix("keyboardDidChangeFrame"), true, "\(lines)")
        XCTAssertEqual(rest.first?.hasSuffix("at 500 ms"), true)
        XCTAssertEqual(rest.last?.hasPrefix("keyboardDidShow"), true)
        // Settled: the scenario is closed, a later step prints nothing more.
        XCTAssertEqual(runScript("step", harness: harness), [])
    }

    func test_withNothingReportedStepStillPrintsTheDidNotifications() {
        let harness = SessionHarness()
        runScript("text-field input\nset keyboard-run off\nshow-keyboard", harness: harness)
        let lines = joinedNotifications(runScript("step 30", harness: harness))
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertEqual(lines.first?.hasPrefix("keyboardDidChangeFrame"), true)
        XCTAssertEqual(lines.last?.hasPrefix("keyboardDidShow"), true)
    }

    func test_aNewScenarioClosesTheOpenOne() {
        let harness = SessionHarness()
        runScript(scene + "\nset keyboard-run off\nshow-keyboard\nset keyboard-run on", harness: harness)
        let hide = runScript("hide-keyboard", harness: harness)
        // The hide runs to its end (what the show still had scheduled comes on its frames).
        XCTAssertEqual(hide.filter { $0.hasPrefix("keyboardDidHide") }.count, 1, "\(hide)")
        // Nothing is left open: a later step prints nothing.
        XCTAssertEqual(runScript("step", harness: harness), [])
    }

    func test_trackingFramesCountFromTheBindThatStartedIt() {
        let harness = SessionHarness()
        // 90 frames of the session's clock go by first: show, hide, 30 more frames.
        runScript(
            KeyboardScripts.chatBar + "\nshow-keyboard\nhide-keyboard\nstep 30\n"
                + "bind input with animate-with-keyboard bottom\nshow-keyboard\nmode csv",
            harness: harness)
        let frames = runScript("tracking frames", harness: harness)
        XCTAssertEqual(frames.first, "frame,t ms,keyboard.minY,input.presentation.maxY,gap,ideal,error")
        XCTAssertEqual(frames.dropFirst().first?.hasPrefix("0,0.00,852.00,818.00"), true, "\(frames)")
        // Frame 5 of the show is the animator's worst (336·|E(t/0.25) − p(t)|, docs/Techniques.md §1).
        let summary = runScript("tracking", harness: harness)
        XCTAssertEqual(
            summary.first,
            "view,frames,follow error,at frame,frames count from,final gap,end error,frames to settle")
        let cells = summary.dropFirst().first?.split(separator: ",").map(String.init) ?? []
        XCTAssertEqual(cells[3], "5")
        // csv prints no line above the table: the row says where its frames count from.
        XCTAssertEqual(cells[4], "bind")
        XCTAssertEqual(
            Double(cells[2]) ?? .nan, 336 * abs(easeInOutProgress(5.0 / 15) - keyboardProgress(5.0 / 60)),
            accuracy: 0.005)
        // It ends at 818 − 336 = 482, where the guide would put it on the keyboard's top (516).
        XCTAssertEqual(cells[5], "34.00")
        XCTAssertEqual(cells[6], "34.00")
        XCTAssertEqual(quantity("tracking.endError", in: harness), 34, accuracy: 1e-9)
    }

    func test_aViewThatFollowsExactlyHasNoWorstFrame() {
        let lines = runScript(scene + "\nmode plain\nshow-keyboard\ntracking")
        XCTAssertEqual(lines.suffix(3).first, "frames count from bind")
        XCTAssertEqual(
            lines.suffix(2).first,
            "view   frames  follow error  at frame  final gap  end error  frames to settle")
        XCTAssertEqual(
            lines.last, "input      31          0.00         -       0.00       0.00                30")
    }
}
