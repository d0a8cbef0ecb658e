import XCTest

@testable import KeyboardLab

/// The scenarios issue 10 adds, played on the clock: a navigation pop, resizes the app cannot
/// see, Stage Manager and Split View windows, relaunch, and what each run's numbers rest on.
final class SimulatorIssue10ScenarioTests: XCTestCase {
    /// facts §2 (D04: 0.35 s on a navigation-pop hide) and §1.3 (the notification is posted inside
    /// the transition's block): the keyboard goes down on ease-in-out over 0.35 s. iPhone 15,
    /// 516 → 852: at frame 10 (t = 1/6 s) it is 516 + 336·easeInOut(0.47619).
    func test_navigationPop_movesWithTheTransition_D04() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        let start = sim.frameIndex
        try sim.perform(.navigationPop())
        let wills = sim.notificationLog.map(\.post)
        XCTAssertEqual(wills.map(\.name), [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(wills.map(\.userInfo.animationDuration), [0.35, 0.35])
        XCTAssertTrue(wills.allSatisfy { $0.assumptions.contains(.navigationPop) })
        sim.step(frames: 10)
        let expected = 516 + 336 * KeyboardReference.easeInOut(10.0 / 60, duration: 0.35)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, expected, accuracy: 1e-6)
        sim.run()
        // dids when the transition ends: 0.35 s → frame 21 (0.35 s is 21 frames exactly).
        XCTAssertEqual(sim.notificationLog.last?.name, .keyboardDidHide)
        XCTAssertEqual(sim.notificationLog.last.map { $0.frameIndex - start }, 21)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
        XCTAssertEqual(sim.textFieldLog.last?.callback, .didEndEditing(field: "field"))
    }

    /// A resize the app did not cause jumps at once (react-native-keyboard-controller #557), even
    /// when the notification reports 0.25; it is gone after the keyboard hides.
    func test_instantResize_jumps_andLeavesWithTheKeyboard() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        sim.run()
        try sim.perform(.instantResize(height: 372, reportedDuration: 0.25))
        // 852 − 372 = 480 at once, in the same frame.
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 480, width: 393, height: 372))
        let posts = sim.notificationLog.suffix(4).map(\.post)
        XCTAssertEqual(
            posts.map(\.name),
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(posts[0].userInfo.animationDuration, 0.25)
        XCTAssertTrue(posts[0].assumptions.contains(.instantResize))
        try sim.perform(.hide)
        sim.run()
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(sim.keyboardModelFrame.height, 336)
    }

    /// Stage Manager (facts §1.11, Flutter; WWDC23): the window is anywhere, the keyboard stays
    /// docked at the screen's bottom. iPad Pro 11 landscape (1194×834), keyboard 418 (facts
    /// §10.1): End (0 416; 1194×418); the window 100,80 800×600 ends at y 680, so the app's
    /// overlap is 680 − 416 = 264, not the keyboard's height.
    func test_stageManager_framesDoNotMatchTheWindow() throws {
        let sim = try Simulator(deviceID: "ipad-pro-11", orientation: .landscape)
        try sim.setStageManagerWindow(Rect(x: 100, y: 80, width: 800, height: 600))
        XCTAssertEqual(sim.window.frame, Rect(x: 100, y: 80, width: 800, height: 600))
        try sim.perform(.show())
        let end = try XCTUnwrap(sim.notificationLog.first).post.userInfo
        XCTAssertEqual(end.frameEnd, Rect(x: 0, y: 416, width: 1194, height: 418))
        XCTAssertTrue(end.isLocal)
        XCTAssertEqual(
            KeyboardCoordinates.overlapHeight(
                keyboardFrame: end.frameEnd, viewFrameInScreen: sim.window.frame),
            264)
        XCTAssertTrue(sim.notificationLog[0].post.assumptions.contains(.stageManagerFrames))
        XCTAssertTrue(
            sim.statusLines.contains { $0.hasPrefix("placement    stage manager (100 80; 800×600)") })
        // Another app's keyboard reaches this window too, not local (Apple's isLocal docs).
        sim.run()
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(
            sim.notificationLog.last(where: { $0.name == .keyboardWillShow })?.post.userInfo.isLocal, false)
    }

    /// A Split View window keeps its share of the width and its side through a rotation
    /// [UNVERIFIED: `multitasking-rotation`]: 694/1194 of 834 = 484.76 → 485 wide, full height.
    func test_splitView_rotation_keepsItsShare() throws {
        let sim = try Simulator(
            deviceID: "ipad-pro-11", orientation: .landscape,
            placement: .splitView(windowFrame: Rect(x: 500, y: 0, width: 694, height: 834)))
        try sim.setOrientation(.portrait)
        XCTAssertEqual(
            sim.placement, .splitView(windowFrame: Rect(x: 834 - 485, y: 0, width: 485, height: 1194)))
        XCTAssertEqual(sim.window.frame, Rect(x: 349, y: 0, width: 485, height: 1194))
    }

    /// A Stage Manager window through a rotation with the keyboard up [UNVERIFIED:
    /// `stage-manager-rotation`]: 800×600 at (100, 80) on the landscape screen (1194×834) fits the
    /// portrait one (834×1194) as it is, moved left to x = 834 − 800 = 34; y 80 stays. Its notes
    /// name the Stage Manager rule, not Split View's. With `share` it keeps its shares: x 100 ×
    /// 834/1194 = 69.85 → 70, width 800 × 834/1194 = 558.79 → 559, y 80 × 1194/834 = 114.53 →
    /// 115, height 600 × 1194/834 = 858.99 → 859.
    func test_stageManager_rotation_keepsItsSizeAndPlace() throws {
        let sim = try Simulator(deviceID: "ipad-pro-11", orientation: .landscape)
        try sim.setStageManagerWindow(Rect(x: 100, y: 80, width: 800, height: 600))
        try sim.perform(.show())
        sim.run()
        let posted = sim.notificationLog.count
        try sim.setOrientation(.portrait)
        sim.run()
        XCTAssertEqual(sim.window.frame, Rect(x: 34, y: 80, width: 800, height: 600))
        XCTAssertTrue(sim.isStageManager)
        let notes = Set(sim.notificationLog.dropFirst(posted).flatMap(\.post.assumptions))
        XCTAssertTrue(notes.contains(.stageManagerRotation))
        XCTAssertFalse(notes.contains(.multitaskingRotation), "Split View's rule is not the one used")
        XCTAssertEqual(
            LabAssumption.all.first { $0.id == .stageManagerRotation }?.setting,
            "profile set stage-manager-rotation share")

        let shared = try Simulator(deviceID: "ipad-pro-11", orientation: .landscape)
        try shared.setStageManagerWindow(Rect(x: 100, y: 80, width: 800, height: 600))
        var profile = shared.profile
        try profile.set("stage-manager-rotation", to: .word("share"))
        try shared.setProfile(profile)
        try shared.setOrientation(.portrait)
        XCTAssertEqual(shared.window.frame, Rect(x: 70, y: 115, width: 559, height: 859))
        // A window that fills the landscape screen's height is shrunk to the portrait one's width.
        let wide = try Simulator(deviceID: "ipad-pro-11", orientation: .landscape)
        try wide.setStageManagerWindow(Rect(x: 0, y: 0, width: 1000, height: 834))
        try wide.setOrientation(.portrait)
        XCTAssertEqual(wide.window.frame, Rect(x: 0, y: 0, width: 834, height: 834))
    }

    /// Relaunching inside a script: nothing scheduled survives, the keyboard is gone without a
    /// notification, and the launch pattern is available again.
    func test_launch_inTheMiddleOfAShow() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addInputBar()
        try sim.perform(.show())
        sim.step(frames: 5)
        let posted = sim.notificationLog.count
        try sim.perform(.launch)
        sim.run()
        XCTAssertEqual(sim.notificationLog.count, posted, "the dids of the killed process never come")
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
        XCTAssertFalse(sim.keyboard.state.hasShownSinceLaunch)
        let input = try sim.view(named: "input")
        XCTAssertEqual(sim.frame(of: input).maxY, 818, "the screen is laid out without a keyboard")
        try sim.perform(.showFirstAfterLaunch())
        XCTAssertEqual(sim.notificationLog.count - posted, 2, "the keys-only round's wills")
    }

    /// The run's assumptions: an iPhone 15 show on iOS 17 rests on the out-of-process keyboard's
    /// animation block and the UIScreen object; an iPad's keyboard stayed in process (WWDC23).
    func test_assumptionTrace_perRun() throws {
        let phone = try Simulator(deviceID: "iphone-15")
        try phone.perform(.show())
        phone.run()
        XCTAssertEqual(phone.assumptions.all, [.notificationObject, .outOfProcessAnimationBlock])
        let pad = try Simulator(deviceID: "ipad-pro-11")
        try pad.perform(.show())
        pad.run()
        XCTAssertEqual(pad.assumptions.all, [.notificationObject])
        let mark = pad.assumptions.mark
        try pad.perform(.undock)
        pad.run()
        XCTAssertEqual(pad.assumptions.used(since: mark), [.notificationObject, .undockedGeometry])
        // iOS 15: no object guess, no out-of-process keyboard.
        let old = try Simulator(deviceID: "iphone-15", profile: IOSVersionProfile(majorVersion: 15))
        try old.perform(.show())
        old.run()
        XCTAssertEqual(old.assumptions.all, [])
        // Every id used anywhere is in the registry with a facts section.
        for id in phone.assumptions.all + pad.assumptions.all {
            XCTAssertNotNil(LabAssumption.named(id), id.rawValue)
        }
    }

    /// The property-animator technique under both readings of curve 7 (facts §10.3): the default
    /// eases in and out over 0.25 s and falls behind the spring; the other reading runs the
    /// keyboard's own spring and tracks it exactly.
    func test_compare_bothReadingsOfCurve7() throws {
        let runs = try Simulator.compare(
            techniques: [.animateWithKeyboard, .keyboardLayoutGuide], scenarios: [.show()], view: "input",
            constraint: "bottom", bothReadings: true
        ) { () throws(SimulationError) -> Simulator in
            let sim = try Simulator(deviceID: "iphone-15")
            try sim.addInputBar()
            return sim
        }
        XCTAssertEqual(
            runs.map(\.technique), [.animateWithKeyboard, .animateWithKeyboard, .keyboardLayoutGuide])
        XCTAssertEqual(runs.map(\.reading), [nil, "property-animator-curve-7 = keyboardSpring", nil])
        XCTAssertTrue(runs[0].assumptions.contains(.propertyAnimatorCurve7))
        XCTAssertGreaterThan(runs[0].summary.maxAbsError, 1)
        XCTAssertEqual(runs[1].summary.maxAbsError, 0, accuracy: 1e-9)
    }
}
