import XCTest

@testable import KeyboardLab

/// A keyboard frame never starts above the screen's top (the keyboard's window is the screen's
/// size): a scenario that would put it there is refused and leaves the session as it was. Values
/// by hand from docs/Devices.md: iPhone SE 3 portrait 375×667, letters with the bar 260 pt,
/// landscape 200 pt on a 375-pt-tall screen; iPad Pro 11 portrait 834×1194, 333 pt, an undocked
/// keyboard 150 pt above the bottom.
final class KeyboardFitsScreenTests: XCTestCase {
    private func refusal(_ sim: Simulator, _ scenario: KeyboardScenario) -> KeyboardScenarioError? {
        do {
            try sim.perform(scenario)
        } catch {
            if case .scenario(let refused) = error { return refused }
            XCTFail("\(error)")
        }
        return nil
    }

    /// 260 + 600 = 860 > 667: the End would start at 667 − 860 = −193. Nothing is posted, the
    /// keyboard stays hidden without the accessory.
    func test_accessoryTallerThanTheScreen_isRefusedAndChangesNothing() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        let error = refusal(sim, .show(accessoryHeight: 600))
        XCTAssertEqual(
            error,
            .keyboardAboveScreen(
                keyboardHeight: 260, accessoryHeight: 600, top: -193, screenHeight: 667,
                culprit: .accessoryHeight))
        XCTAssertEqual(
            error?.description,
            "the keyboard (260 pt) and its accessory (600 pt) would be 860 pt, taller than the 667-pt screen")
        XCTAssertEqual(sim.notificationLog.count, 0)
        XCTAssertFalse(sim.keyboard.state.isActive)
        XCTAssertEqual(sim.keyboard.state.accessoryHeight, 0)
        sim.run()
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 667)
    }

    /// 260 + 407 = 667: the keyboard fills the screen exactly, End (0 0; 375×667).
    func test_accessoryThatFillsTheScreen_isAccepted() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        try sim.perform(.show(accessoryHeight: 407))
        sim.run()
        XCTAssertEqual(
            sim.notificationLog.first?.post.userInfo.frameEnd, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 0)
    }

    /// An instant resize to 668 is one point too tall, and it is the keyboard's own height.
    func test_instantResizeTallerThanTheScreen_isTheKeyboardHeightsFault() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        try sim.perform(.show())
        sim.run()
        let posted = sim.notificationLog.count
        XCTAssertEqual(
            refusal(sim, .instantResize(height: 668)),
            .keyboardAboveScreen(
                keyboardHeight: 668, accessoryHeight: 0, top: -1, screenHeight: 667, culprit: .keyboardHeight)
        )
        XCTAssertEqual(sim.notificationLog.count, posted)
        XCTAssertEqual(sim.keyboardModelFrame, Rect(x: 0, y: 407, width: 375, height: 260))
    }

    /// 260 + 300 = 560 fits portrait; landscape's 200 + 300 = 500 does not fit 375: the rotation is
    /// refused and the interface stays portrait with its keyboard.
    func test_rotationToAShorterScreen_isRefusedWithTheAccessoryAtFault() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        try sim.perform(.show(accessoryHeight: 300))
        sim.run()
        XCTAssertEqual(
            refusal(sim, .rotate(to: .landscape)),
            .keyboardAboveScreen(
                keyboardHeight: 200, accessoryHeight: 300, top: -125, screenHeight: 375,
                culprit: .accessoryHeight))
        XCTAssertEqual(sim.keyboard.orientation, .portrait)
        XCTAssertEqual(sim.keyboardModelFrame, Rect(x: 0, y: 107, width: 375, height: 560))
        // 375 − 200 = 175 fits landscape.
        try sim.perform(.accessoryHeight(175))
        sim.run()
        try sim.perform(.rotate(to: .landscape))
        sim.run()
        XCTAssertEqual(sim.keyboardModelFrame, Rect(x: 0, y: 0, width: 667, height: 375))
    }

    /// With a hardware keyboard only the accessory shows: 668 alone is too tall.
    func test_hardwareKeyboardAccessory_aloneTallerThanTheScreen() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        try sim.perform(.connectHardwareKeyboard)
        let error = refusal(sim, .show(accessoryHeight: 668))
        XCTAssertEqual(error?.description, "the accessory (668 pt) would be taller than the 667-pt screen")
    }

    /// An undocked keyboard keeps 150 pt below it: 333 + 712 = 1045 starts at 1194 − 150 − 1045
    /// = −1, though it is shorter than the screen.
    func test_undockedKeyboard_keepsItsGap_andMayNotLeaveTheTop() throws {
        let sim = try Simulator(deviceID: "ipad-pro-11")
        try sim.perform(.show())
        sim.run()
        try sim.perform(.undock)
        sim.run()
        let error = refusal(sim, .accessoryHeight(712))
        XCTAssertEqual(
            error?.description,
            "the keyboard (333 pt) and its accessory (712 pt) would start 1 pt above the top of the 1194-pt screen"
        )
        try sim.perform(.accessoryHeight(711))
        sim.run()
        XCTAssertEqual(sim.keyboardModelFrame.minY, 0)
    }

    /// A third-party keyboard's round of 668 pt is refused before its first round is posted.
    func test_thirdPartyRoundTallerThanTheScreen_isRefusedWhole() throws {
        let sim = try Simulator(deviceID: "iphone-se-3")
        XCTAssertEqual(
            refusal(sim, .thirdPartyKeyboard(heights: [0, 216, 668])),
            .keyboardAboveScreen(
                keyboardHeight: 668, accessoryHeight: 0, top: -1, screenHeight: 667, culprit: .keyboardHeight)
        )
        XCTAssertEqual(sim.notificationLog.count, 0)
        XCTAssertFalse(sim.keyboard.state.isActive)
    }
}
