import XCTest

@testable import KeyboardLab

/// UITableViewController and another app's keyboard (iPad Split View, isLocal false): it adjusts
/// for it as for its own (openradar 23687553: it "usually takes care of adjusting the contentInset
/// based on the keyboard state"), except when installed while that keyboard is already up (the
/// radar's bug), until the next frame change; `table-controller-other-app ignore` is the reading
/// that it ignores other apps' keyboards. Values by hand (docs/Devices.md, docs/Keyboard.md):
/// iPad Pro 11" landscape, screen 1194 × 834, safe area bottom 20, keyboard with QuickType 418
/// tall, docked across the screen's width (facts §1.11), so End = (0, 834 − 418 = 416; 1194 × 418).
/// This app's Split View window is (500, 0; 694 × 834); the table spans its width and ends 100
/// above its bottom: (0, 0; 694 × 734) in the window, (500, 0; 694 × 734) on screen. The keyboard
/// converted into the table is (−500, 416; 1194 × 418); meeting the bounds (0, 0; 694 × 734) it
/// leaves 694 × (734 − 416) = 318. The table's bottom (734) is above the safe area's (834 − 20 =
/// 814), so its own safe-area inset is 0.
final class TableControllerOtherAppTests: XCTestCase {
    private func splitViewTable() throws -> (Simulator, TableView) {
        let sim = try Simulator(
            deviceID: "ipad-pro-11", orientation: .landscape,
            placement: .splitView(windowFrame: Rect(x: 500, y: 0, width: 694, height: 834)))
        let table = try sim.add(TableView(name: "chat", rows: 30, rowHeight: 44))
        try sim.addConstraint("chat.top == root.top")
        try sim.addConstraint("chat.leading == root.leading")
        try sim.addConstraint("chat.trailing == root.trailing")
        try sim.addConstraint("chat.bottom == root.bottom - 100")
        sim.layoutIfNeeded()
        return (sim, table)
    }

    private func set(_ value: String, on sim: Simulator) throws {
        var profile = sim.profile
        try profile.set("table-controller-other-app", to: .word(value))
        try sim.setProfile(profile)
    }

    /// On screen when the other app's keyboard shows: the system's part of the bottom inset is the
    /// 318 of overlap; hidden again, 0. The run says it rested on the assumption.
    func test_followsAnotherAppsKeyboard_systemInset() throws {
        let (sim, table) = try splitViewTable()
        XCTAssertEqual(table.frame, Rect(x: 0, y: 0, width: 694, height: 734))
        let controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        let mark = sim.assumptions.mark
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 318)
        XCTAssertEqual(table.adjustedContentInset.bottom, 318)
        XCTAssertEqual(table.contentInset.bottom, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .followed)
        XCTAssertTrue(sim.assumptions.used(since: mark).contains(.tableControllerOtherApp))
        try sim.perform(.hideInOtherApp)
        sim.run()
        XCTAssertEqual(table.adjustedContentInset.bottom, 0)
    }

    /// The iOS 6–10 reading writes the same 318 into contentInset.bottom.
    func test_followsAnotherAppsKeyboard_contentInset() throws {
        let (sim, table) = try splitViewTable()
        try sim.setTableViewControllerAvoidance(true, tableView: "chat", adjustment: .contentInset)
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 318)
        XCTAssertEqual(table.systemKeyboardInset, 0)
    }

    /// Switched to ignore: the inset stays 0, and the run still rests on the assumption.
    func test_ignoreSetting_leavesTheInsetAlone() throws {
        let (sim, table) = try splitViewTable()
        try set("ignore", on: sim)
        let controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        let mark = sim.assumptions.mark
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 0)
        XCTAssertEqual(table.adjustedContentInset.bottom, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .ignored)
        XCTAssertTrue(sim.assumptions.used(since: mark).contains(.tableControllerOtherApp))
        // This app's own keyboard is not affected by the switch: 318 after all.
        try sim.perform(.hideInOtherApp)
        sim.run()
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 318)
    }

    /// Installed while the other app's keyboard is up: nothing (the radar's bug); the keyboard's
    /// next frame change adjusts it. Here that is a rotation: the window keeps its share of the
    /// width, 694/1194 of 834 → 485, so (349, 0; 485 × 1194); the portrait keyboard is 333
    /// (docs/Devices.md), End (0, 1194 − 333 = 861; 834 × 333); the table ends at 1194 − 100 =
    /// 1094, so the overlap is 1094 − 861 = 233.
    func test_installedWhileAnotherAppsKeyboardIsUp_waitsForTheNextFrameChange() throws {
        let (sim, table) = try splitViewTable()
        try sim.perform(.showFromOtherApp())
        sim.run()
        let mark = sim.assumptions.mark
        let controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        XCTAssertEqual(table.systemKeyboardInset, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .installedWhileUp)
        XCTAssertEqual(sim.assumptions.used(since: mark), [.tableControllerOtherApp])
        try sim.setOrientation(.portrait)
        sim.run()
        XCTAssertEqual(sim.window.frame, Rect(x: 349, y: 0, width: 485, height: 1194))
        XCTAssertEqual(table.frame.height, 1094)
        XCTAssertEqual(table.systemKeyboardInset, 233)
        XCTAssertEqual(controller.lastReaction?.kind, .followed)
    }

    /// Switched to ignore while the 318 it added for another app's keyboard stands: the switch
    /// alone changes nothing, but that keyboard's next frame change (here its hide) takes the 318
    /// back, as the hide does under follow; the next show is ignored, 0.
    func test_ignoreSwitchedOnMidway_theNextFrameChangeTakesTheInsetBack() throws {
        let (sim, table) = try splitViewTable()
        let controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 318)
        try set("ignore", on: sim)
        XCTAssertEqual(table.systemKeyboardInset, 318)
        let mark = sim.assumptions.mark
        try sim.perform(.hideInOtherApp)
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 0)
        XCTAssertEqual(table.adjustedContentInset.bottom, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .tookBack(318))
        XCTAssertTrue(sim.assumptions.used(since: mark).contains(.tableControllerOtherApp))
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .ignored)
    }

    /// The same under the contentInset reading: the 318 it wrote into contentInset.bottom goes;
    /// a contentInset.bottom the app set itself (50) is not the controller's to take.
    func test_ignoreSwitchedOnMidway_contentInset() throws {
        let (sim, table) = try splitViewTable()
        let controller = try XCTUnwrap(
            sim.setTableViewControllerAvoidance(true, tableView: "chat", adjustment: .contentInset))
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 318)
        try set("ignore", on: sim)
        try sim.perform(.hideInOtherApp)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .tookBack(318))
        table.contentInset.bottom = 50
        try sim.perform(.showFromOtherApp())
        sim.run()
        try sim.perform(.hideInOtherApp)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 50)
        XCTAssertEqual(controller.lastReaction?.kind, .ignored)
    }

    /// Installing with no keyboard up marks nothing; with this app's own keyboard up it waits
    /// (the 318 of overlap not applied) and says it rests on `table-controller-own-keyboard`,
    /// not on the radar's assumption; the next frame change, a rotation (233, as above), adjusts.
    func test_installedWhileOwnKeyboardIsUp_waitsForTheNextFrameChange() throws {
        let (sim, table) = try splitViewTable()
        var mark = sim.assumptions.mark
        var controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        XCTAssertNil(controller.lastReaction)
        XCTAssertEqual(sim.assumptions.used(since: mark), [])
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 318)
        try sim.setTableViewControllerAvoidance(false, tableView: "chat")
        XCTAssertEqual(table.systemKeyboardInset, 0)
        mark = sim.assumptions.mark
        controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        XCTAssertEqual(table.systemKeyboardInset, 0)
        XCTAssertEqual(controller.lastReaction?.kind, .installedWhileOwnUp)
        XCTAssertEqual(sim.assumptions.used(since: mark), [.tableControllerOwnKeyboard])
        try sim.setOrientation(.portrait)
        sim.run()
        XCTAssertEqual(table.systemKeyboardInset, 233)
    }

    /// `table-controller-own-keyboard adjust`: installed under this app's keyboard, the 318 at
    /// once, and still footnoted.
    func test_ownKeyboardUpAdjustSetting_adjustsAtOnce() throws {
        let (sim, table) = try splitViewTable()
        var profile = sim.profile
        XCTAssertEqual(profile.tableControllerOwnKeyboard, .wait)
        try profile.set("table-controller-own-keyboard", to: .word("adjust"))
        try sim.setProfile(profile)
        try sim.perform(.show())
        sim.run()
        try sim.setTableViewControllerAvoidance(false, tableView: "chat")
        let mark = sim.assumptions.mark
        let controller = try XCTUnwrap(sim.setTableViewControllerAvoidance(true, tableView: "chat"))
        XCTAssertEqual(table.systemKeyboardInset, 318)
        XCTAssertEqual(controller.lastReaction?.kind, .adjustedWhenInstalled)
        XCTAssertEqual(sim.assumptions.used(since: mark), [.tableControllerOwnKeyboard])
        XCTAssertThrowsError(try profile.set("table-controller-own-keyboard", to: .word("never")))
        XCTAssertEqual(
            LabAssumption.named(.tableControllerOwnKeyboard)?.switchKey, "table-controller-own-keyboard")
        XCTAssertEqual(LabAssumption.named(.tableControllerOwnKeyboard)?.confidence, .unverified)
    }

    /// The switch takes only its two readings.
    func test_switchValues() throws {
        var profile = IOSVersionProfile.default
        XCTAssertEqual(profile.tableControllerOtherAppKeyboard, .follow)
        try profile.set("table-controller-other-app", to: .word("ignore"))
        XCTAssertEqual(profile.tableControllerOtherAppKeyboard, .ignore)
        XCTAssertEqual(profile.valueSet(for: "table-controller-other-app"), "ignore")
        XCTAssertThrowsError(try profile.set("table-controller-other-app", to: .word("sometimes")))
        XCTAssertEqual(
            LabAssumption.named(.tableControllerOtherApp)?.switchKey, "table-controller-other-app")
    }
}
