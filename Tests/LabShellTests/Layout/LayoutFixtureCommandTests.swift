import LabShell
import XCTest

/// Screens built with shell commands; every expected frame is worked by hand from the device's
/// screen and safe area (docs/Devices.md) and the constraints.
final class LayoutFixtureCommandTests: XCTestCase {
    private let edges = ["minX", "minY", "width", "height"]

    private func frame(
        _ view: String, after script: String, file: StaticString = #filePath, line: UInt = #line
    )
        -> [Double]
    {
        quantities(edges.map { "\(view).\($0)" }, after: script, file: file, line: line)
    }

    func test_chatScreenOnIPhone15Portrait() {
        // 393×852, safe area 59 top / 34 bottom. Input: 852 − 34 − 52 = 766.
        let script = "device iphone-15\n" + LayoutScripts.chatScreen
        XCTAssertEqual(frame("input", after: script), [0, 766, 393, 52])
        XCTAssertEqual(frame("header", after: script), [0, 59, 393, 44])
        // Messages from the header's bottom (59 + 44 = 103) to the input's top (766).
        XCTAssertEqual(frame("messages", after: script), [0, 103, 393, 663])
        // No animation ran, so what is on screen is the model: the explicit names agree.
        XCTAssertEqual(
            quantities(
                ["input.model.minY", "input.presentation.minY", "input.presentation.maxY"], after: script),
            [766, 766, 818])
    }

    func test_chatScreenInLandscapeUsesTheLandscapeSafeArea() {
        // Landscape 852×393 with insets (0, 59, 21, 59): width 852 − 118 = 734, input at
        // 393 − 21 − 52 = 320, header at 0, messages 44…320.
        let script = LayoutScripts.chatScreen + "\norientation landscape"
        XCTAssertEqual(frame("input", after: script), [59, 320, 734, 52])
        XCTAssertEqual(frame("header", after: script), [59, 0, 734, 44])
        XCTAssertEqual(frame("messages", after: script), [59, 44, 734, 276])
        XCTAssertEqual(
            quantities(["safe.top", "safe.left", "safe.bottom", "safe.right"], after: script),
            [0, 59, 21, 59])
    }

    func test_landscapeSafeAreasOfOtherDevices() {
        // Facts §10.2: iPhone 11 (0,48,21,48); 13 mini (0,50,21,50); home-button phones 0;
        // Face ID iPads (24,0,20,0) in both orientations.
        let names = ["safe.top", "safe.left", "safe.bottom", "safe.right"]
        XCTAssertEqual(quantities(names, after: "device iphone-11 landscape"), [0, 48, 21, 48])
        XCTAssertEqual(quantities(names, after: "device iphone-13-mini landscape"), [0, 50, 21, 50])
        XCTAssertEqual(quantities(names, after: "device iphone-se-3 landscape"), [0, 0, 0, 0])
        XCTAssertEqual(quantities(names, after: "device ipad-pro-11 landscape"), [24, 0, 20, 0])
        XCTAssertEqual(
            quantities(["root.width", "root.height"], after: "device ipad-pro-11 landscape"), [1194, 834])
    }

    func test_switchingDeviceKeepsTheSceneAndRelaysIt() {
        // iPhone SE (3rd gen): 375×667, safe area 20 top, 0 bottom → input at 667 − 52 = 615.
        let script = LayoutScripts.chatScreen + "\ndevice iphone-se-3"
        XCTAssertEqual(frame("input", after: script), [0, 615, 375, 52])
        XCTAssertEqual(frame("header", after: script), [0, 20, 375, 44])
    }

    func test_loginFormOnIPhoneSE() {
        // 375×667, safe top 20. Fields inset 20 from the safe edges: width 335.
        let script = """
            device iphone-se-3
            text-field username
            text-field password
            view button
            constraint username.top == safe.top + 40
            constraint username.leading == safe.leading + 20
            constraint username.trailing == safe.trailing - 20
            constraint username.height == 44
            constraint password.top == username.bottom + 12
            constraint password.leading == username.leading
            constraint password.width == username.width
            constraint password.height == username.height
            constraint button.top == password.bottom + 24
            constraint button.centerX == root.centerX
            constraint button.width == 200
            constraint button.height == 50
            layout
            """
        XCTAssertEqual(frame("username", after: script), [20, 60, 335, 44])
        XCTAssertEqual(frame("password", after: script), [20, 116, 335, 44])  // 60 + 44 + 12
        // Centred: 187.5 − 100; below the password: 116 + 44 + 24.
        XCTAssertEqual(frame("button", after: script), [87.5, 184, 200, 50])
    }

    func test_centredCardWithABadgeInsideIt() throws {
        // Card: 80 % of 393 = 314.4 wide, centred → x = 39.3; 200 tall centred on the safe area
        // (59…818, middle 438.5) → y = 338.5. Badge: 8 in from the card's top-right corner.
        let script = """
            view card
            view badge in card
            constraint card.centerX == root.centerX
            constraint card.centerY == safe.centerY
            constraint card.width == root.width * 0.8
            constraint card.height == 200
            constraint badge.top == card.top + 8
            constraint badge.trailing == card.trailing - 8
            constraint badge.width == 24
            constraint badge.height == 24
            layout
            """
        let card = frame("card", after: script)
        let expected = [39.3, 338.5, 314.4, 200]
        for (value, want) in zip(card, expected) { XCTAssertEqual(value, want, accuracy: 1e-9) }
        let badge = quantities(["badge.minX", "badge.minY", "badge.frame.x", "badge.frame.y"], after: script)
        // Screen: 39.3 + 314.4 − 8 − 24 = 321.7, 338.5 + 8; in the card: 314.4 − 32 = 282.4, 8.
        for (value, want) in zip(badge, [321.7, 346.5, 282.4, 8]) {
            XCTAssertEqual(value, want, accuracy: 1e-9)
        }
    }

    func test_twoColumnsSplitByPriorities() {
        // left = 2 × right @750 beats left = 200 @500: 393 split 2:1 → 262 and 131.
        let script = """
            view left
            view right
            constraint left.leading == root.leading
            constraint right.trailing == root.trailing
            constraint left.trailing == right.leading
            constraint left.top == safe.top
            constraint right.top == safe.top
            constraint left.bottom == safe.bottom
            constraint right.bottom == safe.bottom
            constraint ratio: left.width == right.width * 2 @750
            constraint fixed: left.width == 200 @500
            layout
            """
        XCTAssertEqual(frame("left", after: script), [0, 59, 262, 759])
        XCTAssertEqual(frame("right", after: script), [262, 59, 131, 759])
        // Raise the fixed width far above the ratio: now left is 200 and right 193. (Optional
        // priorities are weights, docs/Layout.md: the ratio's error grows 3 pt per point of left,
        // so a priority just above 750 would not yet win; 999 weighs ~176 times 750.)
        XCTAssertEqual(frame("right", after: script + "\npriority fixed 999\nlayout"), [200, 59, 193, 759])
    }

    func test_framesChangeOnlyWhenLayoutRuns() {
        let script = "view box frame 10 20 30 40\nlayout\nconstraint box.width == 100"
        // The frame given; the constraint waits for the next pass (translation stopped, but
        // model frames move only in a layout pass).
        XCTAssertEqual(frame("box", after: script), [10, 20, 30, 40])
        XCTAssertEqual(frame("box", after: script + "\nlayout")[2], 100)
    }

    func test_viewsInsideViewsConvertToScreenCoordinates() {
        // Frames are in the superview; quantities are in screen coordinates.
        let script = "view card frame 20 100 300 200\nview badge in card frame 8 8 24 24\nlayout"
        XCTAssertEqual(frame("badge", after: script), [28, 108, 24, 24])
        XCTAssertEqual(quantities(["badge.frame.x", "badge.frame.y"], after: script), [8, 8])
    }

    func test_iPadSplitViewWindowMovesScreenCoordinates() {
        // Split View on the right half of an 11-inch iPad in landscape (1194×834): the window
        // starts at x = 500 on screen, so a view at the window's left edge is at 500 on screen.
        let script = """
            device ipad-pro-11 landscape
            placement split-view frame 500 0 694 834
            view side
            constraint side.leading == root.leading
            constraint side.top == safe.top
            constraint side.width == root.width
            constraint side.height == 10
            layout
            """
        XCTAssertEqual(frame("side", after: script), [500, 24, 694, 10])
    }

    func test_keyboardGuideRestsOnTheSafeAreaBottom() {
        // Facts §6: with the keyboard off screen the guide's top is the safe area's bottom.
        let script = """
            text-field input
            constraint input.leading == root.leading
            constraint input.trailing == root.trailing
            constraint input.bottom == keyboard.top
            constraint input.height == 52
            layout
            """
        XCTAssertEqual(
            quantities(["keyboard-guide.minY", "keyboard-guide.height", "input.minY"], after: script),
            [818, 34, 766])
    }
}
