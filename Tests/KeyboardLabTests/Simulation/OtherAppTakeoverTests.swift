import XCTest

@testable import KeyboardLab

/// This app's field taking over the keyboard another app brought up (iPad Split View): the
/// keyboard becomes this app's, so what it posts from then on is local. Apple's
/// UIKeyboardIsLocalUserInfoKey: YES only in the app that brought the keyboard up (facts §1.11).
final class OtherAppTakeoverTests: XCTestCase {
    func test_thisAppsFieldTakesTheKeyboardOverAndItIsLocal() throws {
        // iPad Pro 11" portrait: the keyboard is 333 pt, so its top is 1194 - 333 = 861.
        let sim = try Simulator(deviceID: "ipad-pro-11")
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(sim.notificationLog.last?.post.userInfo.isLocal, false)
        let posted = sim.notificationLog.count
        let callbacks = sim.textFieldLog.count
        try sim.perform(.show(field: "input"))
        sim.run()
        let taken = sim.notificationLog.dropFirst(posted)
        XCTAssertFalse(taken.isEmpty)
        XCTAssertTrue(taken.allSatisfy { $0.post.userInfo.isLocal })
        // The keyboard does not move: it is already up, at the same size.
        XCTAssertTrue(
            taken.allSatisfy { $0.post.userInfo.frameEnd == Rect(x: 0, y: 861, width: 834, height: 333) })
        // The other app's field ends editing in the other app, not here; this app's begins here.
        let here = sim.textFieldLog.dropFirst(callbacks).map(\.callback)
        XCTAssertEqual(here, [.didBeginEditing(field: "input")])
        XCTAssertEqual(sim.keyboard.state.focusedField, "input")
        // Now this app's: its field can resign it (refused while it was the other app's).
        let before = sim.notificationLog.count
        try sim.perform(.hide)
        sim.run()
        let hidden = sim.notificationLog.dropFirst(before)
        XCTAssertTrue(hidden.contains { $0.name == .keyboardWillHide && $0.post.userInfo.isLocal })
        XCTAssertEqual(hidden.last?.post.userInfo.frameEnd, Rect(x: 0, y: 1194, width: 834, height: 333))
    }
}
