import XCTest

@testable import KeyboardLab

/// iPad undock, split, float, dock and dragging (facts §1.8).
final class KeyboardPadScenarioTests: XCTestCase {
    private func shownPad(_ id: String = "ipad-9-7") throws -> KeyboardStateMachine {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device(id))
        _ = try m.show()
        return m
    }

    /// facts §1.8 (QMUI #4-#5, #8): docked → undocked posts WCF + WH; on iOS 10+ the will's End is the
    /// hidden position (y = screen height) and didChangeFrame reports the real frame.
    func test_undock_willHideWithHiddenEnd_didReportsRealFrame_facts1_8() throws {
        var m = try shownPad()
        let events = try m.undock()
        XCTAssertEqual(
            events.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
        let will = events.notifications[0].userInfo
        XCTAssertEqual(will.frameBegin, Rect(x: 0, y: 711, width: 768, height: 313))
        XCTAssertEqual(will.frameEnd.minY, 1024)
        let did = events.notifications[2].userInfo
        XCTAssertLessThan(
            did.frameEnd.maxY, 1024, "the undocked keyboard's bottom is above the screen bottom")
        XCTAssertEqual(did.frameEnd, m.state.frame)
    }

    /// facts §1.8: floating → docked posts WCF + WS back to the docked frame.
    func test_floatThenDock_willShow_facts1_8() throws {
        var m = try shownPad()
        XCTAssertEqual(
            try m.float().notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        let dock = try m.dock()
        XCTAssertEqual(dock.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(dock.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 711, width: 768, height: 313))
    }

    /// facts §1.8 (QMUI, Flutter): moving a floating keyboard posts only willChangeFrame, with Begin =
    /// the pre-move frame and End = CGRect.zero.
    func test_dragFloating_onlyWillChangeFrame_zeroEnd_facts1_8() throws {
        var m = try shownPad()
        _ = try m.float()
        let before = m.state.frame
        let events = try m.dragKeyboard(to: Point(x: 100, y: 200))
        XCTAssertEqual(events.notificationNames, [.keyboardWillChangeFrame])
        XCTAssertEqual(events.notifications[0].userInfo.frameBegin, before)
        XCTAssertEqual(events.notifications[0].userInfo.frameEnd, .zero)
        XCTAssertEqual(m.state.frame.origin, Point(x: 100, y: 200))
        XCTAssertEqual(KeyboardCoordinates.classify(events.notifications[0], screen: m.screen), .floating)
    }

    /// A drag to Y alone keeps the keyboard's X; one past the screen's right, bottom or left
    /// edge stops wholly on screen, and says it rests on `dragged-keyboard-on-screen`. iPad Pro
    /// 11 (834 × 1194, docs/Devices.md): the floating keyboard is 320 × 260, centred at x =
    /// (834 − 320) / 2 = 257, 150 above the bottom at y = 1194 − 150 − 260 = 784.
    func test_dragKeepsXAndStaysOnScreen() throws {
        var m = try shownPad("ipad-pro-11")
        _ = try m.float()
        XCTAssertEqual(m.state.frame, Rect(x: 257, y: 784, width: 320, height: 260))
        let straight = try m.dragKeyboard(toY: 300)
        XCTAssertEqual(m.state.frame.origin, Point(x: 257, y: 300))
        XCTAssertFalse(straight.notifications[0].assumptions.contains(.draggedKeyboardOnScreen))
        // 834 − 320 = 514, 1194 − 260 = 934.
        let far = try m.dragKeyboard(to: Point(x: 1000, y: 2000))
        XCTAssertEqual(m.state.frame.origin, Point(x: 514, y: 934))
        XCTAssertTrue(far.notifications[0].assumptions.contains(.draggedKeyboardOnScreen))
        _ = try m.dragKeyboard(to: Point(x: -50, y: 500))
        XCTAssertEqual(m.state.frame.origin, Point(x: 0, y: 500))
        // Undocked: full width, 333 tall (docked height), moves only vertically: 1194 − 333 = 861.
        _ = try m.dock()
        _ = try m.undock()
        _ = try m.dragKeyboard(toY: 5000)
        XCTAssertEqual(m.state.frame, Rect(x: 0, y: 861, width: 834, height: 333))
    }

    /// facts §1.8 QMUI #5: focusing and unfocusing while floating post only willChangeFrame.
    func test_focusWhileFloating_onlyWillChangeFrame_facts1_8() throws {
        var m = try shownPad()
        _ = try m.float()
        XCTAssertEqual(m.hide().notificationNames, [.keyboardWillChangeFrame, .keyboardDidChangeFrame])
        XCTAssertEqual(try m.show().notificationNames, [.keyboardWillChangeFrame, .keyboardDidChangeFrame])
        XCTAssertEqual(try m.focus(field: "other").notificationNames.first, .keyboardWillChangeFrame)
        XCTAssertFalse(try m.focus(field: "third").notificationNames.contains(.keyboardWillShow))
    }

    /// Split behaves like floating (QMUI); only on iPads that have it; iPad-only scenarios on an
    /// iPhone are typed errors.
    func test_split_andErrors() throws {
        var m = try shownPad()
        XCTAssertEqual(
            try m.split().notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        var pro = try shownPad("ipad-pro-11")
        XCTAssertThrowsError(try pro.split()) { error in
            XCTAssertEqual(error as? KeyboardScenarioError, .splitUnsupported(device: "ipad-pro-11"))
        }
        var phone = KeyboardStateMachine()
        XCTAssertThrowsError(try phone.undock()) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError, .requiresPad(device: "iphone-15", scenario: "undock"))
        }
        var docked = try shownPad()
        XCTAssertThrowsError(try docked.dragKeyboard(to: .zero))
    }
}
