import XCTest

@testable import KeyboardLab

/// The iPad's Shortcut Bar with the predictions hidden (facts §10.10): the bar is reported to stay
/// (simplenote-ios #966) unless the field's inputAssistantItem is emptied as well as autocorrection
/// turned off (IQKeyboardManager #891); its height then is the assumption `shortcuts-keep-bar`.
/// Heights from facts §10.1: the 9.7-inch iPad (768×1024) is 263 keys + the 50-pt bar = 313 in
/// portrait, 348 + 50 = 398 in landscape; the iPhone 15 (393×852) 292 + 44 = 336.
final class KeyboardShortcutBarTests: XCTestCase {
    private func showEnd(_ m: inout KeyboardStateMachine, field: String = "notes") throws
        -> KeyboardNotificationPost
    {
        try XCTUnwrap(try m.show(field: field).notifications.first)
    }

    /// Settings → Predictive off on an iPad (iOS 17): the bar keeps its 50 pt for the Shortcut Bar,
    /// so the keyboard is 313 at y 1024 − 313 = 711, and every notification says it rests on
    /// the guess.
    func test_predictiveOff_padKeepsTheBar() throws {
        var m = try keyboardMachine("ipad-9-7")
        _ = m.setQuickType(false)
        let events = try m.show(field: "notes")
        XCTAssertEqual(
            events.notifications.first?.userInfo.frameEnd, Rect(x: 0, y: 711, width: 768, height: 313))
        XCTAssertEqual(m.predictiveBar(for: m.state), .shortcutsOnly)
        XCTAssertFalse(events.notifications.isEmpty)
        XCTAssertTrue(events.notifications.allSatisfy { $0.assumptions.contains(.shortcutsKeepBar) })
        // Landscape (1024×768): 398 stays, y 768 − 398 = 370.
        var wide = try keyboardMachine("ipad-9-7", 17, .landscape)
        _ = wide.setQuickType(false)
        XCTAssertEqual(try showEnd(&wide).userInfo.frameEnd, Rect(x: 0, y: 370, width: 1024, height: 398))
    }

    /// Turning Predictive off under a shown iPad keyboard changes no frame, so nothing is posted,
    /// and the warning names the Shortcut Bar's guess rather than a bar-less kind.
    func test_predictiveOffWhileShown_postsNothingAndSaysWhy() throws {
        var m = try keyboardMachine("ipad-9-7")
        _ = try m.show(field: "notes")
        let off = m.setQuickType(false)
        XCTAssertEqual(off.notificationNames, [])
        XCTAssertEqual(
            off.warnings,
            [
                .noVisibleEffect(
                    scenario: "quicktype",
                    reason: "the iPad keeps the bar for the Shortcut Bar (assumption shortcuts-keep-bar)")
            ])
        XCTAssertEqual(m.state.frame.height, 313)
    }

    /// Traits that hide the predictions leave the strip to the Shortcut Bar (313 on the 9.7-inch
    /// iPad, 263 keys + 50), so QuickType off moves nothing, and the warning says the iPad keeps
    /// the bar rather than that the traits hide it; with the switch off the bar is gone (263), and
    /// then the traits are what hides it.
    func test_traitsHidingThePredictions_warningNamesTheShortcutBar() throws {
        let traits = TextInputTraits(autocorrectionType: .no, spellCheckingType: .no)
        var m = try keyboardMachine("ipad-9-7")
        _ = m.setTextInputTraits(traits, forField: "notes")
        XCTAssertEqual(try showEnd(&m).userInfo.frameEnd, Rect(x: 0, y: 711, width: 768, height: 313))
        let off = m.setQuickType(false)
        XCTAssertEqual(off.notificationNames, [])
        XCTAssertEqual(
            off.warnings,
            [
                .noVisibleEffect(
                    scenario: "quicktype",
                    reason: "the focused field's traits hide the predictions; the iPad keeps the bar for "
                        + "the Shortcut Bar (assumption shortcuts-keep-bar)")
            ])
        var switched = try keyboardMachine("ipad-9-7")
        try switched.profile.set("shortcuts-keep-bar", to: .flag(false))
        _ = switched.setTextInputTraits(traits, forField: "notes")
        XCTAssertEqual(
            try showEnd(&switched).userInfo.frameEnd, Rect(x: 0, y: 761, width: 768, height: 263))
        XCTAssertEqual(
            switched.setQuickType(false).warnings,
            [.noVisibleEffect(scenario: "quicktype", reason: "the focused field's traits hide the bar")])
    }

    /// The idiom of IQKeyboardManager #891: autocorrection off (and spell checking off from iOS 15,
    /// facts §10.5) plus both group lists emptied: the bar goes, 263 at y 1024 − 263 = 761, and the
    /// frame no longer rests on the guess. Either half alone keeps 313.
    func test_emptiedAssistantItemAndTraits_removeTheBar() throws {
        let keys = Rect(x: 0, y: 761, width: 768, height: 263)
        let full = Rect(x: 0, y: 711, width: 768, height: 313)
        func end(_ version: Int, _ traits: TextInputTraits) throws -> KeyboardNotificationPost {
            var m = try keyboardMachine("ipad-9-7", version)
            _ = m.setTextInputTraits(traits, forField: "notes")
            return try showEnd(&m)
        }
        let all = try end(
            17, TextInputTraits(autocorrectionType: .no, spellCheckingType: .no, shortcuts: .none))
        XCTAssertEqual(all.userInfo.frameEnd, keys)
        XCTAssertFalse(all.assumptions.contains(.shortcutsKeepBar))
        // iOS 14: autocorrection alone hides the predictions.
        XCTAssertEqual(
            try end(14, TextInputTraits(autocorrectionType: .no, shortcuts: .none)).userInfo.frameEnd, keys)
        // Traits alone: the Shortcut Bar keeps the strip (the guess is named).
        let traitsOnly = try end(17, TextInputTraits(autocorrectionType: .no, spellCheckingType: .no))
        XCTAssertEqual(traitsOnly.userInfo.frameEnd, full)
        XCTAssertTrue(traitsOnly.assumptions.contains(.shortcutsKeepBar))
        // Groups emptied alone: the predictions still fill the bar (no guess needed).
        let groupsOnly = try end(17, TextInputTraits(shortcuts: .none))
        XCTAssertEqual(groupsOnly.userInfo.frameEnd, full)
        XCTAssertFalse(groupsOnly.assumptions.contains(.shortcutsKeepBar))
        // Settings → Predictive off with the groups emptied: the bar goes too.
        var settings = try keyboardMachine("ipad-9-7")
        _ = settings.setTextInputTraits(TextInputTraits(shortcuts: .none), forField: "notes")
        _ = settings.setQuickType(false)
        XCTAssertEqual(try showEnd(&settings).userInfo.frameEnd, keys)
    }

    /// With the groups emptied, Predictive off under the shown keyboard resizes 313 → 263 as on an
    /// iPhone (WCF, WS; iOS 17 reports 0, facts §1.5).
    func test_emptiedAssistantItem_predictiveOffResizes() throws {
        var m = try keyboardMachine("ipad-9-7")
        _ = m.setTextInputTraits(TextInputTraits(shortcuts: .none), forField: "notes")
        _ = try m.show(field: "notes")
        let off = m.setQuickType(false).notifications
        XCTAssertEqual(off.map(\.name).prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(off.first?.userInfo.frameBegin.height, 313)
        XCTAssertEqual(off.first?.userInfo.frameEnd, Rect(x: 0, y: 761, width: 768, height: 263))
        XCTAssertEqual(off.first?.userInfo.animationDuration, 0)
    }

    /// With a hardware keyboard the shortcuts bar reports the full keyboard, 313 with 55 pt on
    /// screen (y 1024 − 55 = 969, facts §1.7): traits that hide the predictions leave that height
    /// to the Shortcut Bar's guess; with the groups emptied too it is the keys' 263.
    func test_hardwareKeyboard_fullHeightFollowsTheShortcutBar() throws {
        func end(_ traits: TextInputTraits) throws -> KeyboardNotificationPost {
            var m = try keyboardMachine("ipad-9-7")
            _ = m.setTextInputTraits(traits, forField: "notes")
            _ = m.connectHardwareKeyboard()
            return try showEnd(&m)
        }
        let kept = try end(TextInputTraits(autocorrectionType: .no, spellCheckingType: .no))
        XCTAssertEqual(kept.userInfo.frameEnd, Rect(x: 0, y: 969, width: 768, height: 313))
        XCTAssertTrue(kept.assumptions.contains(.shortcutsKeepBar))
        let emptied = try end(
            TextInputTraits(autocorrectionType: .no, spellCheckingType: .no, shortcuts: .none))
        XCTAssertEqual(emptied.userInfo.frameEnd, Rect(x: 0, y: 969, width: 768, height: 263))
        XCTAssertFalse(emptied.assumptions.contains(.shortcutsKeepBar))
        // Settings → Predictive off does not reach the bar's reported height (facts §1.7's 313).
        var settings = try keyboardMachine("ipad-9-7")
        _ = settings.setQuickType(false)
        _ = settings.connectHardwareKeyboard()
        let off = try showEnd(&settings)
        XCTAssertEqual(off.userInfo.frameEnd.height, 313)
        XCTAssertFalse(off.assumptions.contains(.shortcutsKeepBar))
    }

    /// The switch gives the old reading: the bar goes with the predictions (263), and the frame
    /// still names the guess it was switched from.
    func test_switch_barGoesWithThePredictions() throws {
        var m = try keyboardMachine("ipad-9-7")
        try m.profile.set("shortcuts-keep-bar", to: .flag(false))
        _ = m.setQuickType(false)
        let post = try showEnd(&m)
        XCTAssertEqual(post.userInfo.frameEnd, Rect(x: 0, y: 761, width: 768, height: 263))
        XCTAssertTrue(post.assumptions.contains(.shortcutsKeepBar))
        XCTAssertThrowsError(try m.profile.set("shortcuts-keep-bar", to: .word("maybe")))
    }

    /// iPhones ignore the input assistant item (Apple's UITextInputAssistantItem page): the iPhone
    /// 15 still goes 336 → 292 with Predictive off, and nothing names the iPad's guess.
    func test_iPhone_unchanged() throws {
        var m = try keyboardMachine("iphone-15")
        XCTAssertEqual(try showEnd(&m).userInfo.frameEnd.height, 336)
        let off = m.setQuickType(false).notifications
        XCTAssertEqual(off.first?.userInfo.frameEnd, Rect(x: 0, y: 852 - 292, width: 393, height: 292))
        XCTAssertFalse(off.contains { $0.assumptions.contains(.shortcutsKeepBar) })
    }

    /// Before iOS 9 an iPad has no Shortcut Bar (it came with iOS 9): iOS 8 loses its bar, the
    /// 39 pt of that version (303 − 39 = 264, the keys of iOS 5–7, facts §3.1).
    func test_padBeforeIOS9_losesTheBar() throws {
        var m = try keyboardMachine("ipad-9-7", 8)
        _ = m.setQuickType(false)
        let post = try showEnd(&m)
        XCTAssertEqual(post.userInfo.frameEnd, Rect(x: 0, y: 760, width: 768, height: 264))
        XCTAssertFalse(post.assumptions.contains(.shortcutsKeepBar))
    }

    /// Kinds whose height the bar does not change do not rest on the guess: an iPad's emoji
    /// keyboard and number pad are the full 313 either way (facts §10.1: emoji = letters with the
    /// bar, radar 38117524's numeric keypad 313).
    func test_kindsWithoutABarChange_doNotRestOnTheGuess() throws {
        for kind in [KeyboardKind.emoji, .numberPad] {
            var m = try keyboardMachine("ipad-9-7")
            _ = m.setQuickType(false)
            let post = try XCTUnwrap(try m.show(field: "notes", kind: kind).notifications.first)
            XCTAssertEqual(post.userInfo.frameEnd.height, 313, "\(kind)")
            XCTAssertFalse(post.assumptions.contains(.shortcutsKeepBar), "\(kind)")
        }
    }

    /// A timeline's provenance prints the height the frames have: with Predictive off an iPad's
    /// 313 (263 + the 50-pt bar) under the Shortcut Bar's name, not the keys-only 263; with the
    /// groups emptied the keys alone.
    func test_timelineProvenance_printsTheShortcutBarHeight() throws {
        func provenance(_ traits: TextInputTraits) throws -> [String] {
            let sim = try Simulator(deviceID: "ipad-9-7")
            try sim.perform(.textTraits(field: "notes", traits: traits))
            try sim.perform(.quickType(false))
            let recorder = sim.startTimeline()
            try sim.perform(.show(field: "notes"))
            sim.run()
            return recorder.timeline(.all).provenance
        }
        XCTAssertTrue(
            try provenance(TextInputTraits()).contains {
                $0.hasPrefix("keyboard letters+Shortcut Bar 313 pt [")
            })
        XCTAssertTrue(
            try provenance(TextInputTraits(shortcuts: .none)).contains {
                $0.hasPrefix("keyboard letters 263 pt [")
            })
    }

    /// The short-Begin variant still reports the keys alone as its guessed Begin (263) against the
    /// full End (313): the Shortcut Bar does not turn it into a Begin == End warning.
    func test_shortBegin_keepsTheKeysOnlyGuessOnAPad() throws {
        var m = try keyboardMachine("ipad-9-7")
        let events = try m.showBeginWithoutQuickType(field: "notes")
        let post = try XCTUnwrap(events.notifications.first)
        XCTAssertEqual(post.userInfo.frameBegin.height, 263)
        XCTAssertEqual(post.userInfo.frameEnd.height, 313)
        XCTAssertEqual(events.warnings, [])
    }
}
