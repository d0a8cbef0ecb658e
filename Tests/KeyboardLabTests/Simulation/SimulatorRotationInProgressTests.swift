import XCTest

@testable import KeyboardLab

/// While a rotation's notifications are pending, nothing may change the keyboard, the device, the
/// screen or the profile: the machine is already at the rotation's end, so such a change would
/// start from a state the screen does not show yet. Expected values by hand from docs/Devices.md
/// and docs/Keyboard.md: iPhone 15, portrait screen 393×852 with the keyboard 336 tall at
/// 852 − 336 = 516; landscape screen 852×393 with the keyboard 209 tall at 393 − 209 = 184. The
/// default profile's keyboard settles in 0.5 s (facts §4.2): the hide's wills at +0, its dids and
/// the show's wills at +0.5 s, the show's dids at +1 s, i.e. frames 0, 30 and 60 at 60 Hz.
final class SimulatorRotationInProgressTests: XCTestCase {
    private let portraitShown = Rect(x: 0, y: 516, width: 393, height: 336)
    private let portraitHidden = Rect(x: 0, y: 852, width: 393, height: 336)
    private let landscapeShown = Rect(x: 0, y: 184, width: 852, height: 209)
    private let landscapeHidden = Rect(x: 0, y: 393, width: 852, height: 209)

    /// An iPhone 15 with the keyboard shown and settled (t = 0.5 s), its logs cleared.
    private func shownKeyboard() throws -> Simulator {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        return sim
    }

    private func assertProgress(
        _ progress: RotationProgress?, isShowing: Bool, framesToEnd: Int, from: Orientation = .portrait,
        to: Orientation = .landscape, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let progress else { return XCTFail("no rotation in flight", file: file, line: line) }
        XCTAssertEqual(progress.from, from, file: file, line: line)
        XCTAssertEqual(progress.to, to, file: file, line: line)
        XCTAssertEqual(progress.isShowing, isShowing, file: file, line: line)
        XCTAssertEqual(progress.lastNotification, .keyboardDidShow, file: file, line: line)
        XCTAssertEqual(progress.framesToEnd, framesToEnd, file: file, line: line)
        XCTAssertEqual(
            progress.secondsToEnd, Double(framesToEnd) / 60, accuracy: 1e-9, file: file, line: line)
    }

    private func assertRefused(
        _ body: () throws(SimulationError) -> Void, isShowing: Bool, framesToEnd: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(SimulationError) {
            try body()
            XCTFail("accepted during the rotation", file: file, line: line)
        } catch {
            guard case .rotationInProgress(let progress) = error else {
                return XCTFail("\(error)", file: file, line: line)
            }
            assertProgress(progress, isShowing: isShowing, framesToEnd: framesToEnd, file: file, line: line)
        }
    }

    /// Every change the drag refuses, in the given half.
    private func assertEverythingRefused(
        _ sim: Simulator, isShowing: Bool, framesToEnd: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scenarios: [KeyboardScenario] = [
            .show(), .show(field: "other"), .hide, .focus(field: "other"), .quickType(false),
            .switchKind(.emoji), .accessoryHeight(44), .connectHardwareKeyboard, .disconnectHardwareKeyboard,
            .rotate(to: .portrait), .rotate(), .undock, .split, .float, .dock, .dragKeyboard(to: .zero),
            .interactiveDismiss(fingerY: [700]), .showFromOtherApp(), .hideInOtherApp,
            .thirdPartyKeyboard(), .repeatLastWillNotifications, .launch, .showFirstAfterLaunch(),
            .showBeginWithoutQuickType(), .navigationPop(), .instantResize(height: 400),
            .collapsePredictiveBar(true), .textTraits(field: "field", traits: TextInputTraits()),
        ]
        for scenario in scenarios {
            assertRefused(
                { () throws(SimulationError) in try sim.perform(scenario) }, isShowing: isShowing,
                framesToEnd: framesToEnd, file: file, line: line)
        }
        // One call each (an array of typed-throwing closures crashes the 6.3 compiler's IRGen).
        assertRefused(
            { () throws(SimulationError) in try sim.setOrientation(.portrait) }, isShowing: isShowing,
            framesToEnd: framesToEnd, file: file, line: line)
        assertRefused(
            { () throws(SimulationError) in try sim.setDevice(id: "iphone-se-3") }, isShowing: isShowing,
            framesToEnd: framesToEnd, file: file, line: line)
        assertRefused(
            { () throws(SimulationError) in try sim.setProfile(IOSVersionProfile(majorVersion: 16)) },
            isShowing: isShowing, framesToEnd: framesToEnd, file: file, line: line)
        assertRefused(
            { () throws(SimulationError) in try sim.setPlacement(.fullScreen) }, isShowing: isShowing,
            framesToEnd: framesToEnd, file: file, line: line)
        assertRefused(
            { () throws(SimulationError) in
                try sim.setStageManagerWindow(Rect(x: 0, y: 0, width: 300, height: 400))
            }, isShowing: isShowing, framesToEnd: framesToEnd, file: file, line: line)
    }

    /// The storm as docs/Keyboard.md gives it, untouched by the refusals: the hide with the
    /// portrait frames, the show with the landscape ones, on the landscape screen.
    private func assertStormPosted(_ sim: Simulator, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            sim.postedNotificationNames,
            [
                .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
            ], file: file, line: line)
        for (index, record) in sim.notificationLog.enumerated() {
            let hide = index < 4
            XCTAssertEqual(
                record.post.userInfo.frameBegin, hide ? portraitShown : landscapeHidden, "\(index)",
                file: file, line: line)
            XCTAssertEqual(
                record.post.userInfo.frameEnd, hide ? portraitHidden : landscapeShown, "\(index)",
                file: file, line: line)
            // Started at 0.5 s: the hide's wills then, its dids and the show's wills 0.5 s later,
            // the show's dids at 1.5 s.
            let expected = [0.5, 0.5, 1, 1, 1, 1, 1.5, 1.5][index]
            XCTAssertEqual(record.time, expected, accuracy: 1e-9, "\(index)", file: file, line: line)
        }
        XCTAssertEqual(sim.keyboard.screen, Rect(x: 0, y: 0, width: 852, height: 393), file: file, line: line)
        XCTAssertEqual(sim.keyboardPresentedFrame, landscapeShown, file: file, line: line)
        XCTAssertTrue(sim.warningLog.isEmpty, "\(sim.warningLog)", file: file, line: line)
    }

    /// `rotate` then `step 15`: 0.25 s into the hide, 45 frames before the show's keyboardDidShow.
    func testEveryChangeIsRefusedDuringTheHideHalf() throws {
        let sim = try shownKeyboard()
        try sim.perform(.rotate(to: .landscape))
        assertProgress(sim.rotationInFlight, isShowing: false, framesToEnd: 60)
        sim.step(frames: 15)
        assertEverythingRefused(sim, isShowing: false, framesToEnd: 45)
        // Nothing moved and nothing was posted but the hide's wills; the window is still portrait.
        XCTAssertEqual(sim.postedNotificationNames, [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(sim.device.id, "iphone-15")
        XCTAssertEqual(sim.keyboard.state.focusedField, "field")
        sim.run()
        XCTAssertNil(sim.rotationInFlight)
        assertStormPosted(sim)
    }

    /// `step 40`: 10 frames into the show half (the window has turned), 20 before its end.
    func testEveryChangeIsRefusedDuringTheShowHalf() throws {
        let sim = try shownKeyboard()
        try sim.perform(.rotate(to: .landscape))
        sim.step(frames: 40)
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        assertEverythingRefused(sim, isShowing: true, framesToEnd: 20)
        XCTAssertEqual(sim.postedNotificationNames.count, 6, "the hide's four, the show's wills")
        sim.run()
        assertStormPosted(sim)
    }

    /// On frame 59 the show's dids are one frame away; on frame 60 they have posted and the same
    /// requests run as usual, from the landscape keyboard just shown.
    func testAcceptedRightAfterTheLastNotification() throws {
        let sim = try shownKeyboard()
        try sim.perform(.rotate(to: .landscape))
        sim.step(frames: 59)
        assertRefused(
            { () throws(SimulationError) in try sim.perform(.rotate()) }, isShowing: true, framesToEnd: 1)
        sim.step()
        XCTAssertNil(sim.rotationInFlight)
        assertStormPosted(sim)
        sim.clearLogs()
        try sim.perform(.rotate())
        XCTAssertEqual(sim.postedNotificationNames, [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(sim.notificationLog.first?.post.userInfo.frameBegin, landscapeShown)
        XCTAssertEqual(sim.notificationLog.first?.post.userInfo.frameEnd, landscapeHidden)
        assertProgress(
            sim.rotationInFlight, isShowing: false, framesToEnd: 60, from: .landscape, to: .portrait)
    }

    /// With the keyboard hidden a rotation posts nothing and is over at once: nothing is refused.
    func testARotationWithTheKeyboardHiddenRefusesNothing() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.rotate(to: .landscape))
        XCTAssertNil(sim.rotationInFlight)
        try sim.perform(.rotate(to: .portrait))
        try sim.setDevice(id: "iphone-se-3")
        try sim.perform(.show())
        XCTAssertTrue(
            sim.postedNotificationNames.starts(with: [.keyboardWillChangeFrame, .keyboardWillShow]))
        XCTAssertEqual(sim.time, 0)
    }

    /// Observers of the rotation's notifications run with it in flight, the last one's excepted:
    /// the show's keyboardDidChangeFrame (same frame as keyboardDidShow, posted before it) is
    /// refused with 0 frames to go; keyboardDidShow's observer may rotate again.
    func testObserversAreRefusedUntilTheLastNotification() throws {
        let sim = try shownKeyboard()
        var seen: [(KeyboardNotificationName, RotationProgress?)] = []
        var refused = 0
        var again = false
        _ = sim.notificationCenter.addObserver(forName: nil) { post in
            seen.append((post.name, sim.rotationInFlight))
            guard !again else { return }
            // Set first: the hide's own wills come back here before `perform` returns.
            again = true
            do throws(SimulationError) {
                try sim.perform(.hide)
            } catch {
                again = false
                refused += 1
            }
        }
        try sim.perform(.rotate(to: .landscape))
        sim.run()
        XCTAssertEqual(refused, 7)
        XCTAssertTrue(again)
        // The eight of the storm, then the hide the last one's observer asked for (WCF, WH, DCF,
        // DH from the landscape keyboard).
        XCTAssertEqual(seen.count, 12)
        let expected: [(Bool, Int)?] = [
            (false, 60), (false, 60), (false, 30), (false, 30), (true, 30), (true, 30), (true, 0), nil,
        ]
        for (index, want) in expected.enumerated() where index < seen.count {
            if let (showing, frames) = want {
                assertProgress(seen[index].1, isShowing: showing, framesToEnd: frames)
            } else {
                XCTAssertNil(seen[index].1, "\(seen[index].0)")
            }
        }
        XCTAssertEqual(seen.suffix(4).map { $0.1 == nil }, [true, true, true, true], "a hide is no rotation")
        XCTAssertEqual(sim.notificationLog.last?.post.userInfo.frameBegin, landscapeShown)
        XCTAssertEqual(sim.keyboardPresentedFrame, landscapeHidden)
    }

    /// A `rate` change keeps the events' times: at 120 Hz the 0.25 s left are 30 frames.
    func testARateChangeKeepsTheTimes() throws {
        let sim = try shownKeyboard()
        try sim.perform(.rotate(to: .landscape))
        sim.step(frames: 45)
        sim.engine.frameRate = .hz120
        let progress = try XCTUnwrap(sim.rotationInFlight)
        XCTAssertEqual(progress.framesToEnd, 30)
        XCTAssertEqual(progress.secondsToEnd, 0.25, accuracy: 1e-9)
        sim.step(frames: 29)
        XCTAssertNotNil(sim.rotationInFlight)
        sim.step()
        XCTAssertNil(sim.rotationInFlight)
    }

    /// The message names the half, the last notification and when it comes.
    func testTheMessage() {
        let progress = RotationProgress(
            from: .portrait, to: .landscape, isShowing: false, lastNotification: .keyboardDidShow,
            framesToEnd: 45, secondsToEnd: 0.75)
        XCTAssertEqual(
            SimulationError.rotationInProgress(progress).description,
            "the interface is rotating (portrait to landscape, keyboard hiding): nothing may change the "
                + "keyboard, the device, the screen or the profile until its keyboardDidShow, in 45 frames "
                + "(750 ms)")
        let last = RotationProgress(
            from: .landscape, to: .portrait, isShowing: true, lastNotification: .keyboardDidShow,
            framesToEnd: 0, secondsToEnd: 0)
        XCTAssertEqual(
            SimulationError.rotationInProgress(last).description,
            "the interface is rotating (landscape to portrait, keyboard showing): nothing may change the "
                + "keyboard, the device, the screen or the profile until its keyboardDidShow, on this frame")
    }
}
