import XCTest

@testable import KeyboardLab

/// UIKit reads a text field's traits when it becomes first responder (facts §10.5, docs/Facts.md:
/// a trait changed on the focused field applies at the next focus): whatever the keyboard does
/// meanwhile (QuickType on and off, a rotation, another kind, an accessory, a hardware keyboard),
/// its height follows the traits it read at focus. Heights from docs/Devices.md: the iPhone 15
/// (393×852) is 292 keys / 336 with the bar in portrait, 172 / 209 in landscape (852×393); the
/// 9.7-inch iPad (768×1024) 263 / 313. iOS 17 hides the bar only with autocorrection and spell
/// checking both off.
final class KeyboardTraitsAtFocusTests: XCTestCase {
    private let noPredictions = TextInputTraits(autocorrectionType: .no, spellCheckingType: .no)

    /// A docked iPhone 15 keyboard of a height, portrait: it spans the width at the bottom.
    private func docked(_ height: Double, width: Double = 393, screenHeight: Double = 852) -> Rect {
        Rect(x: 0, y: screenHeight - height, width: width, height: height)
    }

    /// Traits that would hide the bar, set on the focused field: QuickType back on brings the bar
    /// back (the keyboard still has the defaults it read), a rotation keeps it (209, not 172),
    /// and so do a kind switch and an accessory; only the next focus takes the bar away.
    func test_hidingTraitsOnTheFocusedField_waitForTheNextFocus() throws {
        var m = try keyboardMachine("iphone-15")
        _ = try m.show(field: "code")
        XCTAssertEqual(m.state.frame, docked(336))
        XCTAssertEqual(
            m.setTextInputTraits(noPredictions, forField: "code").warnings,
            [
                .traitsApplyAtNextFocus(field: "code")
            ])
        XCTAssertEqual(m.state.frame, docked(336))
        // Settings → Predictive is the user's and applies at once: off is 292, on is 336 again.
        _ = m.setQuickType(false)
        XCTAssertEqual(m.state.frame, docked(292))
        let on = m.setQuickType(true)
        XCTAssertEqual(on.warnings, [])
        XCTAssertEqual(on.notifications.first?.userInfo.frameEnd, docked(336))
        XCTAssertEqual(m.state.frame, docked(336))
        // Landscape, 852×393: 209 with the bar, at y 393 − 209 = 184; and back.
        let turned = m.rotate(to: .landscape)
        XCTAssertEqual(
            turned.notifications.last?.userInfo.frameEnd, Rect(x: 0, y: 184, width: 852, height: 209))
        _ = m.rotate(to: .portrait)
        XCTAssertEqual(m.state.frame, docked(336))
        // Emoji and back to letters: letters is the bar's 336 again (emoji is letters with the bar).
        _ = m.switchKind(.emoji)
        _ = m.switchKind(.letters)
        XCTAssertEqual(m.state.frame, docked(336))
        // A 44-pt accessory on top: 336 + 44 = 380.
        _ = try m.setAccessoryHeight(44)
        XCTAssertEqual(m.state.frame, docked(380))
        _ = try m.setAccessoryHeight(0)
        // A hardware keyboard takes the keyboard away; disconnected, it comes back with the bar.
        _ = m.connectHardwareKeyboard()
        _ = m.disconnectHardwareKeyboard()
        XCTAssertEqual(m.state.frame, docked(336))
        // The next focus reads the new traits: 292 at y 852 − 292 = 560.
        _ = m.hide()
        let refocused = try m.show(field: "code")
        XCTAssertEqual(refocused.notifications.first?.userInfo.frameEnd, docked(292))
        // Landscape now follows the new traits: 172.
        _ = m.rotate(to: .landscape)
        XCTAssertEqual(m.state.frame, Rect(x: 0, y: 393 - 172, width: 852, height: 172))
    }

    /// The other way: the field came up without the bar; traits that would show it change nothing
    /// while it stays focused, QuickType toggles included (the warning names the traits the
    /// keyboard has), until focus moves to another field and back.
    func test_showingTraitsOnTheFocusedField_waitForTheNextFocus() throws {
        var m = try keyboardMachine("iphone-15")
        _ = m.setTextInputTraits(noPredictions, forField: "code")
        _ = try m.show(field: "code")
        XCTAssertEqual(m.state.frame, docked(292))
        _ = m.setTextInputTraits(TextInputTraits(), forField: "code")
        _ = m.setQuickType(false)
        let on = m.setQuickType(true)
        XCTAssertEqual(on.notifications, [])
        XCTAssertEqual(
            on.warnings,
            [.noVisibleEffect(scenario: "quicktype", reason: "the focused field's traits hide the bar")])
        _ = m.rotate(to: .landscape)
        XCTAssertEqual(m.state.frame, Rect(x: 0, y: 393 - 172, width: 852, height: 172))
        _ = m.rotate(to: .portrait)
        XCTAssertEqual(m.state.frame, docked(292))
        // Another field (default traits: the bar), then back: the new defaults show the bar too.
        _ = try m.focus(field: "name")
        XCTAssertEqual(m.state.frame, docked(336))
        _ = try m.focus(field: "code")
        XCTAssertEqual(m.state.frame, docked(336))
    }

    /// On an iPad the Shortcut Bar's groups are read at focus too (facts §10.10): emptying them
    /// on the focused field with the traits off leaves the 313-pt keyboard to Predictive off
    /// (the strip stays for the groups it read, footnote `shortcuts-keep-bar`); the next focus
    /// loses the bar, 263 at y 1024 − 263 = 761.
    func test_padShortcutGroups_waitForTheNextFocus() throws {
        var m = try keyboardMachine("ipad-9-7")
        _ = try m.show(field: "notes")
        XCTAssertEqual(m.state.frame, docked(313, width: 768, screenHeight: 1024))
        let emptied = TextInputTraits(autocorrectionType: .no, spellCheckingType: .no, shortcuts: .none)
        XCTAssertEqual(
            m.setTextInputTraits(emptied, forField: "notes").warnings,
            [
                .traitsApplyAtNextFocus(field: "notes")
            ])
        XCTAssertEqual(m.setQuickType(false).notifications, [])
        XCTAssertEqual(m.state.frame, docked(313, width: 768, screenHeight: 1024))
        _ = m.hide()
        _ = try m.show(field: "notes")
        XCTAssertEqual(m.state.frame, Rect(x: 0, y: 761, width: 768, height: 263))
    }

    /// A relaunch drops what the keyboard read (no field is focused); the first focus after it
    /// reads the traits the app set.
    func test_launch_readsTheTraitsAtTheFirstFocus() throws {
        var m = try keyboardMachine("iphone-15")
        _ = try m.show(field: "code")
        _ = m.setTextInputTraits(noPredictions, forField: "code")
        m.launch()
        XCTAssertEqual(m.state.focusedTraits, TextInputTraits())
        _ = try m.show(field: "code")
        XCTAssertEqual(m.state.frame, docked(292))
    }
}
