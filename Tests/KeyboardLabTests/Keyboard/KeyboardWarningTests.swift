import XCTest

@testable import KeyboardLab

/// Accepting nonsense quietly is a bug too: each request that makes no sense in its state is a
/// typed warning (the request is ignored or carried out as far as iOS would) or a typed error.
final class KeyboardWarningTests: XCTestCase {
    /// Focusing the field that already has focus: UIKit's becomeFirstResponder on the first
    /// responder changes nothing and posts nothing.
    func test_focusingTheFocusedField_warnsAndPostsNothing() throws {
        var m = try keyboardMachine("iphone-15")
        _ = try m.show(field: "message")
        let again = try m.focus(field: "message")
        XCTAssertEqual(again.notificationNames, [])
        XCTAssertEqual(again.warnings, [.fieldAlreadyFocused(field: "message")])
        // show-keyboard on the focused field is the same request.
        XCTAssertEqual(try m.show(field: "message").warnings, [.fieldAlreadyFocused(field: "message")])
        // With a new kind it is a real change: the switch is posted, no warning.
        let emoji = try m.focus(field: "message", kind: .emoji)
        XCTAssertEqual(emoji.warnings, [])
        XCTAssertEqual(emoji.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
    }

    /// The same through the simulator: the warning is logged for the shell to print.
    func test_simulatorLogsTheWarning() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show(field: "a"))
        sim.run()
        let posted = sim.notificationLog.count
        try sim.perform(.focus(field: "a"))
        XCTAssertEqual(sim.notificationLog.count, posted)
        XCTAssertEqual(sim.warningLog.map(\.warning), [.fieldAlreadyFocused(field: "a")])
    }

    /// An iPad Pro 11-inch is 834×1194 in portrait and 1194×834 in landscape (facts §10.1).
    /// A Split View window spans the screen's height from one side.
    func test_splitViewFrames_mustFitThisOrientation() throws {
        var landscape = try keyboardMachine("ipad-pro-11", 17, .landscape)
        XCTAssertNoThrow(
            try landscape.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 694, height: 834))))
        XCTAssertNoThrow(
            try landscape.setPlacement(.splitView(windowFrame: Rect(x: 500, y: 0, width: 694, height: 834))))
        // The same frame on the portrait iPad is a landscape frame: refused, and the error says it
        // would fit the other orientation.
        var portrait = try keyboardMachine("ipad-pro-11")
        let frame = Rect(x: 0, y: 0, width: 694, height: 834)
        XCTAssertThrowsError(try portrait.setPlacement(.splitView(windowFrame: frame))) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError,
                .splitViewFrameMismatch(
                    window: frame, screen: Rect(x: 0, y: 0, width: 834, height: 1194), fitsRotated: true))
        }
        XCTAssertEqual(portrait.placement, .fullScreen, "a refused placement leaves the old one")
        // Not touching a side, or as wide as the screen, is no Split View either.
        XCTAssertThrowsError(
            try portrait.setPlacement(.splitView(windowFrame: Rect(x: 100, y: 0, width: 400, height: 1194))))
        XCTAssertThrowsError(
            try portrait.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 834, height: 1194))))
    }

    /// A window larger than the screen, off the screen, empty or not finite is refused.
    func test_windowsOutsideTheScreen_areRefused() throws {
        var m = try keyboardMachine("ipad-pro-11", 17, .landscape)
        let screen = Rect(x: 0, y: 0, width: 1194, height: 834)
        for frame in [
            Rect(x: 0, y: 0, width: 1400, height: 834), Rect(x: 0, y: 0, width: 694, height: 1194),
            Rect(x: -10, y: 0, width: 320, height: 800), Rect(x: 0, y: 0, width: 0, height: 834),
            Rect(x: .nan, y: 0, width: 320, height: 800), Rect(x: 0, y: 0, width: .infinity, height: 834),
        ] {
            XCTAssertThrowsError(try m.setPlacement(.slideOver(windowFrame: frame)), "\(frame)") { error in
                // (NaN is not equal to itself, so compare the case and the screen.)
                guard case .windowOutsideScreen(_, let s)? = error as? KeyboardScenarioError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(s, screen)
            }
        }
    }

    /// Split View exists from iOS 9, Stage Manager from iOS 16 (facts §8 item 13).
    func test_multitasking_needsItsIOSVersion() throws {
        var ios8 = try keyboardMachine("ipad-9-7", 8, .landscape)
        XCTAssertThrowsError(
            try ios8.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 507, height: 768)))
        ) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError,
                .requiresVersion(feature: "Split View", minimum: 9, profile: 8))
        }
        // The placement asked for is the feature named ("Split View and Slide Over needs" was
        // one subject too many for its verb).
        XCTAssertThrowsError(
            try ios8.setPlacement(.slideOver(windowFrame: Rect(x: 704, y: 0, width: 320, height: 768)))
        ) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError,
                .requiresVersion(feature: "Slide Over", minimum: 9, profile: 8))
        }
        var ios15 = try keyboardMachine("ipad-pro-11", 15)
        XCTAssertThrowsError(try ios15.setStageManagerWindow(Rect(x: 0, y: 0, width: 600, height: 800))) {
            error in
            XCTAssertEqual(
                error as? KeyboardScenarioError,
                .requiresVersion(feature: "Stage Manager", minimum: 16, profile: 15))
        }
        var phone = try keyboardMachine("iphone-15")
        XCTAssertThrowsError(try phone.setStageManagerWindow(Rect(x: 0, y: 0, width: 300, height: 400)))
        XCTAssertThrowsError(try ios8.showFromOtherApp())
    }

    /// A profile whose iOS has no Split View sends the app back to full screen, with a warning.
    func test_profileWithoutSplitView_goesBackToFullScreen() throws {
        let sim = try Simulator(
            deviceID: "ipad-9-7", orientation: .landscape, profile: IOSVersionProfile(majorVersion: 12),
            placement: .splitView(windowFrame: Rect(x: 0, y: 0, width: 507, height: 768)))
        try sim.setProfile(IOSVersionProfile(majorVersion: 8))
        XCTAssertEqual(sim.placement, .fullScreen)
        XCTAssertEqual(
            sim.warningLog.map(\.warning),
            [.windowBackToFullScreen(feature: "Split View", since: 9, profile: 8)])
        XCTAssertEqual(sim.window.frame, Rect(x: 0, y: 0, width: 1024, height: 768))
    }

    /// facts §10.6: the iPhone 16 Pro shipped with iOS 18; the 4s stopped at iOS 9.
    func test_deviceThatNeverRanTheVersion_warns() throws {
        let sim = try Simulator(deviceID: "iphone-16-pro")
        XCTAssertEqual(
            sim.warningLog.map(\.warning),
            [.deviceNeverRanVersion(device: "iphone-16-pro", version: 17, supported: 18...26)])
        try sim.setProfile(IOSVersionProfile(majorVersion: 18))
        XCTAssertEqual(sim.warningLog.count, 1, "iOS 18 is fine")
        try sim.setDevice(DeviceCatalogue.device("iphone-4s"))
        XCTAssertEqual(
            sim.warningLog.last?.warning,
            .deviceNeverRanVersion(device: "iphone-4s", version: 18, supported: 4...9))
    }

    /// The other app's keyboard (isLocal false, facts §1.11) is not this app's to resign: hide
    /// and navigation-pop post nothing and say why; the other app's own hide still works.
    func test_thisAppCannotResignTheOtherAppsKeyboard() throws {
        var m = try keyboardMachine("ipad-pro-11")
        try m.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 507, height: 1194)))
        _ = try m.showFromOtherApp()
        XCTAssertEqual(m.hide().warnings, [.keyboardOfOtherApp(scenario: "hide")])
        XCTAssertEqual(m.hide().notifications, [])
        XCTAssertEqual(
            try m.dismissByNavigationPop().warnings, [.keyboardOfOtherApp(scenario: "navigation-pop")])
        let hidden = m.hideInOtherApp()
        XCTAssertEqual(hidden.warnings, [])
        XCTAssertEqual(
            hidden.notifications.map(\.name),
            [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
        XCTAssertEqual(m.hide().warnings, [.keyboardNotShown(scenario: "hide")])
    }

    /// A field here that takes the other app's keyboard over makes it this app's (local): the
    /// other app's hide then has nothing to resign, posts nothing and says whose it is; this
    /// app's hide takes it down.
    func test_otherAppCannotHideTheKeyboardThisAppTookOver() throws {
        var m = try keyboardMachine("ipad-pro-11")
        try m.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 507, height: 1194)))
        _ = try m.showFromOtherApp()
        _ = try m.show(field: "input")
        let refused = m.hideInOtherApp()
        XCTAssertEqual(refused.warnings, [.keyboardOfThisApp(scenario: "other-app hide", field: "input")])
        XCTAssertEqual(refused.notifications, [])
        XCTAssertEqual(m.hide().notifications.map(\.name).last, .keyboardDidHide)
        XCTAssertEqual(m.hideInOtherApp().warnings, [.keyboardNotShown(scenario: "other-app hide")])
    }

    /// Requests for a state the keyboard is already in, or features the version lacks.
    func test_noChangeRequests_warn() throws {
        var m = try keyboardMachine("iphone-15")
        XCTAssertEqual(
            m.setQuickType(true).warnings, [.alreadyInState(scenario: "quicktype", state: "QuickType is on")])
        XCTAssertEqual(m.hide().warnings, [.keyboardNotShown(scenario: "hide")])
        XCTAssertEqual(m.rotate(to: .portrait).warnings.count, 1)
        XCTAssertEqual(m.switchKind(.letters).warnings.count, 1)
        XCTAssertEqual(m.disconnectHardwareKeyboard().warnings.count, 1)
        XCTAssertEqual(m.hideInOtherApp().warnings, [.keyboardNotShown(scenario: "other-app hide")])
        XCTAssertEqual(
            try m.dismissByNavigationPop().warnings, [.keyboardNotShown(scenario: "navigation-pop")])
        var ios7 = try keyboardMachine("iphone-4s", 7)
        XCTAssertEqual(
            ios7.setQuickType(false).warnings,
            [.unavailableInVersion(feature: "QuickType", since: 8, profile: 7)])
        XCTAssertTrue(ios7.state.quickType, "ignored: the setting is untouched")
        var pad = try keyboardMachine("ipad-pro-11")
        XCTAssertEqual(
            try pad.dock().warnings, [.alreadyInState(scenario: "dock", state: "the keyboard is docked")])
    }

    /// UIKeyboardLayoutGuide is iOS 15+ (facts §6): binding it on iOS 14 warns (and still runs).
    func test_layoutGuideBeforeIOS15_warns() throws {
        let sim = try Simulator(deviceID: "iphone-14", profile: IOSVersionProfile(majorVersion: 14))
        try sim.addInputBar()
        try sim.bind(.keyboardLayoutGuide, view: "input")
        XCTAssertEqual(
            sim.warningLog.map(\.warning),
            [.runsBeforeVersion(feature: "UIKeyboardLayoutGuide", since: 15, profile: 14)])
        let modern = try Simulator(deviceID: "iphone-14", profile: IOSVersionProfile(majorVersion: 15))
        try modern.addInputBar()
        try modern.bind(.keyboardLayoutGuide, view: "input")
        XCTAssertEqual(modern.warningLog, [])
    }

    /// Every use of the guide warns before iOS 15, once a profile: a constraint to `keyboard.top`,
    /// a scroll view's layout-guide technique; a later profile says it again for what the scene
    /// still uses. Its properties (facts §6): followsUndockedKeyboard and UITrackingLayoutGuide
    /// iOS 15, usesBottomSafeArea and keyboardDismissPadding iOS 17.
    func test_everyKeyboardGuideUseWarnsBeforeItsVersion() throws {
        let sim = try Simulator(deviceID: "iphone-14", profile: IOSVersionProfile(majorVersion: 14))
        try sim.addInputBar()
        let before = sim.warningLog.count
        sim.noteKeyboardGuideUse(by: try sim.addConstraint("input.bottom <= keyboard.top"))
        sim.noteKeyboardGuideUse(by: try sim.addConstraint("input.top >= keyboard.top - 500"))
        XCTAssertEqual(
            sim.warningLog.dropFirst(before).map(\.warning),
            [.runsBeforeVersion(feature: "UIKeyboardLayoutGuide", since: 15, profile: 14)], "once")
        // A constraint that holds no guide is no use of it.
        let quiet = try Simulator(deviceID: "iphone-14", profile: IOSVersionProfile(majorVersion: 14))
        try quiet.addInputBar()
        quiet.noteKeyboardGuideUse(by: try quiet.addConstraint("input.height == 52"))
        XCTAssertEqual(quiet.warningLog, [])
        XCTAssertEqual(quiet.keyboardGuideAPIsInUse, [])

        let guide = sim.rootView.keyboardLayoutGuide
        guide.keyboardDismissPadding = 30
        guide.usesBottomSafeArea = false
        XCTAssertEqual(
            sim.keyboardGuideAPIsInUse, [.keyboardLayoutGuide, .usesBottomSafeArea, .keyboardDismissPadding])
        // iOS 16 has the guide, not the iOS 17 properties; iOS 17 has them all.
        let mark = sim.warningLog.count
        try sim.setProfile(IOSVersionProfile(majorVersion: 16))
        XCTAssertEqual(
            sim.warningLog.dropFirst(mark).map(\.warning).filter {
                if case .runsBeforeVersion = $0 { return true }
                return false
            },
            [
                .runsBeforeVersion(feature: "usesBottomSafeArea", since: 17, profile: 16),
                .runsBeforeVersion(feature: "keyboardDismissPadding", since: 17, profile: 16),
            ])
        let settled = sim.warningLog.count
        try sim.setProfile(IOSVersionProfile(majorVersion: 17))
        XCTAssertEqual(sim.warningLog.count, settled, "iOS 17 has every one")
        XCTAssertEqual(KeyboardGuideAPI.followsUndockedKeyboard.since, 15)
        XCTAssertEqual(KeyboardGuideAPI.trackingLayoutGuide.since, 15)

        let (scroll, _) = try ScreenFixtures.chat()
        try scroll.setProfile(IOSVersionProfile(majorVersion: 12))
        let start = scroll.warningLog.count
        try scroll.bind(.keyboardLayoutGuide, scrollView: "chat", constraint: "bottom")
        XCTAssertEqual(
            scroll.warningLog.dropFirst(start).map(\.warning),
            [.runsBeforeVersion(feature: "UIKeyboardLayoutGuide", since: 15, profile: 12)])
        XCTAssertEqual(scroll.keyboardGuideAPIsUsed, [.keyboardLayoutGuide])
    }

    /// Bad values are typed errors, never traps.
    func test_badValues_areTypedErrors() throws {
        var m = try keyboardMachine("iphone-15")
        _ = try m.show()
        XCTAssertThrowsError(try m.instantResize(to: -1)) { error in
            XCTAssertEqual(error as? KeyboardScenarioError, .invalidValue(name: "keyboard height", value: -1))
        }
        XCTAssertThrowsError(try m.instantResize(to: .nan))
        XCTAssertThrowsError(try m.dismissByNavigationPop(duration: -0.1))
        XCTAssertThrowsError(try m.dismissByNavigationPop(duration: .infinity))
        XCTAssertThrowsError(try m.showFirstAfterLaunch(accessoryHeight: -3))
    }

    /// QuickType off on a kind whose height the bar does not change (docs/Devices.md, "Kinds
    /// other than letters": emoji keeps its own bar, the iPhone number pad is letters without
    /// the bar, pinyin keeps its candidate bar): nothing moves, and the warning names the kind,
    /// not text traits no field has.
    func test_quickTypeOnAKindWithoutTheBar_namesTheKindNotTraits() throws {
        let cases: [(KeyboardKind, String, Double)] = [
            // iPhone 15: letters with the bar 336, without 292 (docs/Devices.md's table).
            (.emoji, "the emoji keyboard keeps its own bar", 336),
            (.numberPad, "the number pad has no QuickType bar", 292),
            (.otherLanguage, "the other-language keyboard keeps its candidate bar", 336),
        ]
        for (kind, reason, height) in cases {
            var m = try keyboardMachine("iphone-15")
            _ = try m.show(field: "a", kind: kind)
            let off = m.setQuickType(false)
            XCTAssertEqual(off.notificationNames, [], "\(kind)")
            XCTAssertEqual(off.warnings, [.noVisibleEffect(scenario: "quicktype", reason: reason)])
            XCTAssertEqual(m.state.frame.height, height, "\(kind)")
            // Back on letters the setting shows: the keys without the bar.
            _ = m.switchKind(.letters)
            XCTAssertEqual(m.state.frame.height, 292, "\(kind)")
        }
        var pad = try keyboardMachine("ipad-pro-11")
        _ = try pad.show(field: "a", kind: .numberPad)
        XCTAssertEqual(
            pad.setQuickType(false).warnings,
            [
                .noVisibleEffect(
                    scenario: "quicktype", reason: "an iPad's number pad is the full keyboard with its bar")
            ])
        // Traits that hide the bar (iOS 15+: autocorrection and spell checking off, facts §10.5)
        // are still named as the reason on letters.
        var traits = try keyboardMachine("iphone-15")
        _ = traits.setTextInputTraits(
            TextInputTraits(autocorrectionType: .no, spellCheckingType: .no), forField: "a")
        _ = try traits.show(field: "a")
        XCTAssertEqual(traits.state.frame.height, 292)
        XCTAssertEqual(
            traits.setQuickType(false).warnings,
            [.noVisibleEffect(scenario: "quicktype", reason: "the focused field's traits hide the bar")])
    }

    /// The emoji height is letters with the bar by choice (facts §10.1, ionic PR #204 over D10):
    /// its footnote says so, and the dump-over-Telegram conflict is named only where the
    /// borrowed letters height is itself disputed (the 375x812 class, D09 335 vs 336).
    func test_emojiHeight_restsOnItsOwnAssumption() throws {
        var m = try keyboardMachine("iphone-15")
        _ = try m.show(field: "a", kind: .emoji)
        XCTAssertEqual(m.geometryAssumptions(for: m.state), [AssumptionID(rawValue: "emoji-height")])
        var x = try keyboardMachine("iphone-x")
        _ = try x.show(field: "a", kind: .emoji)
        XCTAssertEqual(x.state.frame.height, 335)
        XCTAssertEqual(
            x.geometryAssumptions(for: x.state),
            [AssumptionID(rawValue: "emoji-height"), .keyboardHeightConflict])
        _ = x.switchKind(.letters)
        XCTAssertEqual(x.geometryAssumptions(for: x.state), [.keyboardHeightConflict])
    }
}
