import XCTest

@testable import KeyboardLab

/// While the finger of an interactive dismissal is down, nothing may change the keyboard, the
/// device, the screen or the profile: the machine has already played the release, so such a
/// change would start from the state after it. Expected values by hand from docs/Devices.md:
/// iPhone 15 portrait, screen 393×852, keyboard 336 tall (QuickType on), docked at 852 − 336 = 516;
/// the first finger, 500, touches the full-screen scroll view above the keyboard, the next ones,
/// 650…750, lie between 516 and 852, so the keyboard's top is the finger's y (facts §1.10), and
/// the release comes one frame after the fourth position, at 4/60 s.
final class SimulatorDragInProgressTests: XCTestCase {
    private let fingers: [Double] = [500, 650, 700, 750]
    private let release = Rect(x: 0, y: 750, width: 393, height: 336)
    private let hidden = Rect(x: 0, y: 852, width: 393, height: 336)

    /// An iPhone 15 with a full-screen scroll view that dismisses the keyboard interactively
    /// (`page`) and the keyboard shown and settled, its logs cleared.
    private func shownKeyboard() throws -> Simulator {
        let sim = try Simulator(deviceID: "iphone-15")
        let page = try sim.add(ScrollView(name: "page", frame: Rect(x: 0, y: 0, width: 393, height: 852)))
        page.keyboardDismissMode = .interactive
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        return sim
    }

    private func assertRefused(
        _ body: () throws(SimulationError) -> Void, position: Int, positions: Int = 4, framesToRelease: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(SimulationError) {
            try body()
            XCTFail("accepted during the drag", file: file, line: line)
        } catch {
            XCTAssertEqual(
                error,
                .keyboardBeingDragged(
                    KeyboardDragProgress(
                        position: position, positions: positions, framesToRelease: framesToRelease)),
                file: file, line: line)
        }
    }

    /// The release as docs/Keyboard.md gives it: WCF, WH from the frame at release to the hidden
    /// frame, 0.25 s; DCF, DH 0.5 s later.
    private func assertReleasePosted(_ sim: Simulator, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            sim.postedNotificationNames,
            [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide],
            file: file, line: line)
        for record in sim.notificationLog {
            XCTAssertEqual(record.post.userInfo.frameBegin, release, "\(record.name)", file: file, line: line)
            XCTAssertEqual(record.post.userInfo.frameEnd, hidden, "\(record.name)", file: file, line: line)
        }
        XCTAssertEqual(sim.keyboard.screen, Rect(x: 0, y: 0, width: 393, height: 852), file: file, line: line)
        XCTAssertEqual(sim.keyboardPresentedFrame, hidden, file: file, line: line)
    }

    func testEveryChangeIsRefusedWhileTheFingerIsDown() throws {
        let sim = try shownKeyboard()
        try sim.perform(.interactiveDismiss(fingerY: fingers, release: .dismiss))
        XCTAssertEqual(sim.keyboardDrag, KeyboardDragProgress(position: 1, positions: 4, framesToRelease: 4))
        sim.step(frames: 2)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 700)
        let scenarios: [KeyboardScenario] = [
            .show(), .show(field: "other"), .hide, .focus(field: "other"), .quickType(false),
            .switchKind(.emoji), .accessoryHeight(44), .connectHardwareKeyboard, .disconnectHardwareKeyboard,
            .rotate(to: .landscape), .rotate(), .undock, .split, .float, .dock, .dragKeyboard(to: .zero),
            .interactiveDismiss(fingerY: [700]), .showFromOtherApp(), .hideInOtherApp,
            .thirdPartyKeyboard(), .repeatLastWillNotifications, .launch, .showFirstAfterLaunch(),
            .showBeginWithoutQuickType(), .navigationPop(), .instantResize(height: 400),
            .collapsePredictiveBar(true), .textTraits(field: "field", traits: TextInputTraits()),
        ]
        for scenario in scenarios {
            assertRefused(
                { () throws(SimulationError) in try sim.perform(scenario) }, position: 3, framesToRelease: 2)
        }
        assertRefused(
            { () throws(SimulationError) in try sim.setOrientation(.landscape) }, position: 3,
            framesToRelease: 2)
        assertRefused(
            { () throws(SimulationError) in try sim.setDevice(id: "iphone-se-3") }, position: 3,
            framesToRelease: 2)
        assertRefused(
            { () throws(SimulationError) in try sim.setProfile(IOSVersionProfile(majorVersion: 16)) },
            position: 3,
            framesToRelease: 2)
        assertRefused(
            { () throws(SimulationError) in try sim.setPlacement(.fullScreen) }, position: 3,
            framesToRelease: 2)
        assertRefused(
            { () throws(SimulationError) in
                try sim.setStageManagerWindow(Rect(x: 0, y: 0, width: 300, height: 400))
            },
            position: 3, framesToRelease: 2)
        // Nothing moved, nothing was posted, and the drag goes on where it was.
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 700)
        XCTAssertTrue(sim.notificationLog.isEmpty)
        XCTAssertTrue(sim.warningLog.isEmpty)
        sim.step()
        XCTAssertEqual(sim.keyboardDrag, KeyboardDragProgress(position: 4, positions: 4, framesToRelease: 1))
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 750)
        sim.step()
        XCTAssertNil(sim.keyboardDrag, "the release ends the drag")
        sim.run()
        assertReleasePosted(sim)
        // After the release the same requests run as usual.
        try sim.setOrientation(.landscape)
        XCTAssertEqual(sim.keyboard.screen, Rect(x: 0, y: 0, width: 852, height: 393))
    }

    /// A pan target runs on every finger position with the finger down: refused at each of them.
    func testAPanTargetIsRefusedOnEveryPosition() throws {
        let sim = try shownKeyboard()
        var refusals: [SimulationError] = []
        sim.addPanObserver { _ in
            do throws(SimulationError) {
                try sim.perform(.hide)
            } catch {
                refusals.append(error)
            }
            do throws(SimulationError) {
                try sim.setDevice(id: "iphone-se-3")
            } catch {
                refusals.append(error)
            }
        }
        try sim.perform(.interactiveDismiss(fingerY: fingers, release: .dismiss))
        sim.run()
        let expected = (1...4).flatMap { position -> [SimulationError] in
            let drag = KeyboardDragProgress(position: position, positions: 4, framesToRelease: 5 - position)
            return [.keyboardBeingDragged(drag), .keyboardBeingDragged(drag)]
        }
        XCTAssertEqual(refusals, expected)
        XCTAssertTrue(sim.warningLog.isEmpty, "no 'nothing is shown' warning")
        XCTAssertEqual(sim.device.id, "iphone-15")
        assertReleasePosted(sim)
    }

    /// The release's own notifications come with the finger up: their observers may change things.
    func testTheReleaseNotificationsComeWithTheFingerUp() throws {
        let sim = try shownKeyboard()
        var dragAtWillHide: KeyboardDragProgress?? = .none
        _ = sim.notificationCenter.addObserver(forName: .keyboardWillHide) { _ in
            dragAtWillHide = sim.keyboardDrag
        }
        try sim.perform(.interactiveDismiss(fingerY: fingers, release: .dismiss))
        sim.run()
        XCTAssertEqual(dragAtWillHide, .some(nil))
    }

    /// A snap back leaves the field focused: a device change is still refused for the drag
    /// first; after it the keyboard is docked again at 516 and nothing was posted.
    func testASnapBackIsADragToo() throws {
        let sim = try shownKeyboard()
        try sim.perform(.interactiveDismiss(fingerY: [500, 560], release: .snapBack))
        assertRefused(
            { () throws(SimulationError) in try sim.setDevice(id: "iphone-se-3") }, position: 1, positions: 2,
            framesToRelease: 2)
        sim.run()
        XCTAssertNil(sim.keyboardDrag)
        XCTAssertTrue(sim.notificationLog.isEmpty)
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 516, width: 393, height: 336))
    }

    /// A scroll view's interactive drag (keyboardDismissMode .interactive) drags the keyboard the
    /// same way; a drag with the keyboard hidden drags nothing and refuses nothing.
    func testAScrollViewDragWithInteractiveDismissalIsADrag() throws {
        let sim = try shownKeyboard()
        try sim.perform(.dragScrollView(named: "page", fingerY: fingers, release: .dismiss))
        XCTAssertEqual(sim.keyboardDrag, KeyboardDragProgress(position: 1, positions: 4, framesToRelease: 4))
        XCTAssertThrowsError(try sim.perform(.rotate(to: .landscape)))
        sim.run()
        assertReleasePosted(sim)
        try sim.perform(.dragScrollView(named: "page", fingerY: fingers, release: .dismiss))
        XCTAssertNil(sim.keyboardDrag)
        XCTAssertNoThrow(try sim.perform(.rotate(to: .landscape)))
    }

    /// `rate 120` mid-drag keeps the finger's times (1/60 s apart): the release is still at
    /// 4/60 s, now 2 frames of 1/120 s away from each 1/60 s.
    func testARateChangeKeepsTheFingersTimes() throws {
        let sim = try shownKeyboard()
        try sim.perform(.interactiveDismiss(fingerY: fingers, release: .dismiss))
        sim.step(frames: 2)
        sim.engine.frameRate = .hz120
        XCTAssertEqual(sim.keyboardDrag, KeyboardDragProgress(position: 3, positions: 4, framesToRelease: 4))
        sim.step(frames: 3)
        XCTAssertEqual(sim.keyboardDrag, KeyboardDragProgress(position: 4, positions: 4, framesToRelease: 1))
        sim.step()
        XCTAssertNil(sim.keyboardDrag)
    }
}
