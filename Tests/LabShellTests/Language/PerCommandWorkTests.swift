import KeyboardLab
import XCTest

@testable import LabShell

/// Issue 34: display links multiplied work without bound within one command. Each way now
/// meets a bound that says so, and the command ends.
final class PerCommandWorkTests: XCTestCase {
    /// A display link that registers a display link on every frame: 100 registrations by
    /// handlers for one command, then an error per frame (20 shown, the rest counted); the
    /// next command may register again.
    func test_handlersRegisterAtMost100ForOneCommand() throws {
        let harness = SessionHarness()
        let result = harness.run(
            "view box frame 0 0 10 10\non display-link do\n  on display-link do\n    let x = 1\n  end\nend\nstep 150",
            mode: .interactive)
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(
            first.message,
            "handlers registered more than 100 handlers, display links and pan targets for one command")
        XCTAssertEqual(first.line, 3)
        // 1 at the prompt, then one per frame until the bound: frames 1…100 registered.
        let session = harness.session
        XCTAssertEqual(session.state(LabState.self).simulator.displayLinkCount, 101)
        XCTAssertEqual(session.activity.handlerRegistrations, 100)
    }

    /// A display link that starts a 100 s animation on every frame: at most 1000 in flight, the
    /// 1001st refused (frame 1001, since the first frame's animation).
    func test_liveAnimationsAreBounded() throws {
        let harness = SessionHarness()
        let result = harness.run(
            "view box frame 0 0 10 10\non display-link do\n  animate 100 do\n    set-frame box 0 frame 10 10\n"
                + "  end\nend\nstep 1010",
            mode: .interactive)
        let first = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(first.message, "1000 animations are in flight; at most 1000 at once")
        XCTAssertEqual(harness.session.animationEngine.liveAnimationCount, 1000)
        XCTAssertEqual(AnimationEngine.maximumLiveAnimations, 1000)
    }

    /// A display link exporting the timeline on every frame: the writes of one command are
    /// bounded (here 200 KB instead of 256 MiB; the whole 400-frame timeline is 140 KB); past it each export is refused before its text
    /// is made, and the next command has its own allowance.
    func test_bytesWrittenForOneCommandAreBounded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-work-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let harness = SessionHarness(workingDirectory: directory.path)
        harness.session.writeLimit = 200_000
        let result = harness.run(
            "device iphone-15\nview box frame 0 0 10 10\nwatch box.minY\non display-link do\n  export json t.json\nend\n"
                + "step 400\necho next",
            mode: .interactive)
        let messages = result.diagnostics.map(\.message)
        let first = try XCTUnwrap(messages.first)
        XCTAssertTrue(first.hasPrefix("save and export would write "), first)
        XCTAssertTrue(first.hasSuffix(" bytes for one command; at most 200000"), first)
        XCTAssertEqual(
            messages.dropFirst().first, "save and export wrote 200000 bytes for this command already")
        XCTAssertEqual(harness.sink.lines.last, "next")
        // A fresh command: one export is allowed again.
        XCTAssertEqual(harness.run("unobserve all\nexport json t.json").diagnostics.map(\.message), [])
    }
}
