import XCTest

@testable import KeyboardLab

/// Scenarios beyond show and hide: drag, undock, rotation, frame rate, device changes.
final class SimulatorScenarioTests: XCTestCase {
    /// Interactive dismissal (facts §1.10): no notification while the finger moves, the guide
    /// follows the finger (gap 0), then WCF + WH from the release frame.
    func testInteractiveDismissalMovesTheGuideWithoutNotifications() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        let recorder = try sim.startTracking(view: "input")
        let start = sim.frameIndex
        let list = try sim.add(ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 393, height: 852)))
        list.keyboardDismissMode = .interactive
        // The first finger on the list above the keyboard (516): the keyboard has not moved yet.
        try sim.perform(.interactiveDismiss(fingerY: [500, 600, 640, 680]))
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 516)
        sim.step()
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 600)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 600)
        sim.step(frames: 2)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 680)
        XCTAssertTrue(sim.notificationLog.isEmpty)
        sim.step()
        XCTAssertEqual(sim.postedNotificationNames, [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(sim.notificationLog[0].frameIndex, start + 4)
        XCTAssertEqual(sim.notificationLog[0].post.userInfo.frameBegin.minY, 680)
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
    }

    /// iPad undock (facts §1.8, §6): with followsUndockedKeyboard false the guide goes back to
    /// the safe-area bottom (1194 − 20 = 1174); with true it follows the keyboard's top at
    /// 1194 − 150 − 333 = 711 (catalogue: 333 with the bar, 150 above the bottom).
    func testUndockReleasesOrKeepsTheGuide() throws {
        for follows in [false, true] {
            let sim = try Simulator(deviceID: "ipad-pro-11")
            try sim.addInputBar()
            try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
            sim.rootView.keyboardLayoutGuide.followsUndockedKeyboard = follows
            try sim.perform(.show())
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 1194 - 333)
            try sim.perform(.undock)
            sim.run()
            XCTAssertEqual(sim.keyboardPresentedFrame.minY, 711)
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, follows ? 711 : 1174, "follows \(follows)")
        }
    }

    /// Rotation while shown: the window keeps portrait during the hide half and turns landscape
    /// when the show half starts at 0.5 s (frame 30); the keyboard then rises 393 → 393 − 209.
    func testRotationUpdatesTheWindowWhenTheShowHalfStarts() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        sim.run()
        let start = sim.frameIndex
        try sim.setOrientation(.landscape)
        sim.step(frames: 29)
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        sim.step()
        XCTAssertEqual(sim.frameIndex, start + 30)
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(sim.window.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 393, width: 852, height: 209))
        sim.run()
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 184, width: 852, height: 209))
        XCTAssertEqual(
            sim.postedNotificationNames.suffix(8),
            [
                .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
            ])
    }

    /// At 120 Hz the same law is sampled twice as often: t = 0.1 s is frame 12, dids at frame 60.
    func testShowAt120Hz() throws {
        let sim = try Simulator(deviceID: "iphone-15", frameRate: .hz120)
        try sim.addProbe(.keyboard(.minY, .presentation), named: "keyboard.minY")
        try sim.perform(.show())
        XCTAssertEqual(sim.run().frames, 60)
        XCTAssertEqual(try XCTUnwrap(sim.samples.row(frame: 12)).values[0], 668.95, accuracy: 0.01)
        XCTAssertEqual(sim.notificationLog.last?.frameIndex, 60)
    }

    /// Changing device rebuilds the window from the catalogue: iPhone SE 375×667, no insets.
    func testSetDeviceUpdatesWindowAndInsets() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.setDevice(id: "iphone-se-3")
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 667)
        XCTAssertTrue(sim.statusLines[0].hasPrefix("device       iphone-se-3"))
        XCTAssertThrowsError(
            try sim.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 100, height: 100))))
    }

    /// Model and presentation differ mid-flight: the model is already at the end.
    func testModelAndPresentationProbes() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.addProbe(.view("input", .maxY, .presentation), named: "input.maxY")
        try sim.addProbe(.view("input", .maxY, .model), named: "input.model.maxY")
        try sim.addProbe(.keyboard(.minY, .model), named: "keyboard.model.minY")
        try sim.addProbe(.gap(view: "input", .presentation), named: "gap(input)")
        try sim.perform(.show())
        sim.step(frames: 6)
        let row = try XCTUnwrap(sim.samples.row(frame: 6))
        let p = KeyboardReference.keyboardProgress(0.1)
        XCTAssertEqual(row.values[0], 516 + 302 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(row.values[1], 516)
        XCTAssertEqual(row.values[2], 516)
        XCTAssertEqual(row.values[3], 34 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(
            sim.samples.columns, ["input.maxY", "input.model.maxY", "keyboard.model.minY", "gap(input)"])
        XCTAssertEqual(sim.samples.text.split(separator: "\n").count, 8)
    }
}
