import XCTest

@testable import KeyboardLab

/// The keyboard as a window-level view, driven through the simulator: facts §4.2 and §1.2.
final class SimulatorShowTests: XCTestCase {
    /// facts §4.2, the 60 Hz table for the iPhone 14 Pro / 15 show 852 → 516 (336 pt).
    func testShowPresentedMinYMatchesFactsTableAt60Hz() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addProbe(.keyboard(.minY, .presentation), named: "keyboard.minY")
        try sim.perform(.show(field: "input"))
        let frames = sim.run()
        XCTAssertEqual(frames.frames, 30)
        let table: [(Int, Double)] = [
            (0, 852.00), (1, 839.27), (2, 810.09), (3, 773.97), (4, 736.56), (5, 701.03), (6, 668.95),
            (8, 617.15), (10, 580.79), (12, 556.56), (15, 535.48), (18, 525.10), (21, 520.17),
            (24, 517.88), (27, 516.84), (30, 516.00),
        ]
        for (frame, minY) in table {
            let row = try XCTUnwrap(sim.samples.row(frame: frame), "frame \(frame)")
            XCTAssertEqual(row.values[0], minY, accuracy: 0.01, "frame \(frame)")
        }
        // Frame 29 is the last animated one: 852 − 336·p(29/60), p from the closed form.
        let row29 = try XCTUnwrap(sim.samples.row(frame: 29))
        XCTAssertEqual(
            row29.values[0], 852 - 336 * KeyboardReference.keyboardProgress(29.0 / 60), accuracy: 1e-9)
        XCTAssertEqual(sim.keyboardModelFrame, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 516, width: 393, height: 336))
    }

    /// facts §1.2 order WCF, WS, DCF, DS; wills at frame 0 inside the block, dids at 0.5 s.
    func testShowNotificationOrderAndDidTiming() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show(field: "input"))
        XCTAssertEqual(sim.postedNotificationNames, [.keyboardWillChangeFrame, .keyboardWillShow])
        sim.step(frames: 29)
        XCTAssertEqual(sim.notificationLog.count, 2, "no did-notification before frame 30")
        sim.step()
        XCTAssertEqual(
            sim.postedNotificationNames,
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(sim.notificationLog.map(\.frameIndex), [0, 0, 30, 30])
        XCTAssertEqual(sim.notificationLog[2].time, 0.5, accuracy: 1e-12)
        XCTAssertEqual(sim.notificationLog.map(\.postedInsideAnimation), [true, true, false, false])
        XCTAssertEqual(sim.notificationCenter.log.count, 4)
        XCTAssertTrue(sim.notificationLogJSON.contains("\"UIKeyboardFrameEndUserInfoKey\""))
    }

    /// The text-field callback is logged (iOS 16+: didBeginEditing before the wills, facts §10.4).
    func testTextFieldCallbacksAreLogged() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show(field: "input"))
        sim.run()
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(
            sim.textFieldLog.map(\.callback),
            [.didBeginEditing(field: "input"), .didEndEditing(field: "input")])
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
    }

    /// Hide after show: 516 → 852 on the same spring (mirror of the table, frame 15: 516 + 336·p).
    func testHidePresentedMinYFollowsTheSpringBack() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        sim.run()
        try sim.addProbe(.keyboard(.minY, .presentation), named: "keyboard.minY")
        let start = sim.frameIndex
        try sim.perform(.hide)
        sim.run()
        let row = try XCTUnwrap(sim.samples.row(frame: start + 15))
        XCTAssertEqual(row.values[0], 516 + 336 * KeyboardReference.keyboardProgress(0.25), accuracy: 1e-9)
        // The table's frame 15 mirrored: 852 − (535.48 − 516).
        XCTAssertEqual(row.values[0], 832.52, accuracy: 0.01)
    }

    /// A probe of a view that does not exist is a typed error.
    func testUnknownProbeAndViewAreTypedErrors() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        XCTAssertThrowsError(try sim.addProbe(.view("nothing", .maxY, .presentation), named: "nothing.maxY"))
        { error in
            XCTAssertEqual(error as? SimulationError, .unknownView("nothing"))
        }
        XCTAssertThrowsError(try Simulator(deviceID: "iphone-99"))
    }
}
