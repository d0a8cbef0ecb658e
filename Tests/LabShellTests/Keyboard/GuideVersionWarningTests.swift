import LabShell
import XCTest

/// The keyboard layout guide and its properties before their iOS versions (facts §6:
/// UIKeyboardLayoutGuide, followsUndockedKeyboard, UITrackingLayoutGuide iOS 15;
/// usesBottomSafeArea, keyboardDismissPadding iOS 17): the lab runs them and says so wherever
/// they are used, once a profile; and a profile chosen before the device names the default device.
final class GuideVersionWarningTests: XCTestCase {
    private func warnings(_ lines: [String]) -> [String] { CollectingSink.unwrappedWarnings(lines) }

    private static func guide(_ profile: Int) -> String {
        "warning: UIKeyboardLayoutGuide needs iOS 15; the profile is iOS \(profile) (the lab runs it anyway)"
    }

    /// The finding: a profile before the device, then a bar constrained to `keyboard.top`. The
    /// iPhone 11's class (XR, 11) ran iOS 12, so the only device warning is the default's.
    func test_aConstraintToTheGuideWarnsAsABindingDoes() {
        let lines = runScript(
            """
            profile ios12
            device iphone-11
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint input.bottom == keyboard.top
            constraint input.top >= keyboard.top - 500
            show-keyboard
            """)
        XCTAssertEqual(
            warnings(lines),
            [
                "warning: iphone-15, the default device, never ran iOS 12 (it runs iOS 16–26); "
                    + "a device line chooses another, else the lab combines them",
                Self.guide(12),
            ])
        // From iOS 15 the guide is there: nothing to say.
        XCTAssertEqual(
            warnings(
                runScript(
                    "device iphone-13\nprofile ios15\ntext-field input\nconstraint input.bottom == keyboard.top"
                )), [])
    }

    /// `compare all` binds the layout guide on copies of the scene: the session warns, once,
    /// before the table; so does compare-scroll for its layout-guide techniques.
    func test_comparisonsWarnForTheGuide() {
        let bar = runScript(
            "device iphone-11\nprofile ios12\n"
                + KeyboardScripts.chatBar.replacingOccurrences(
                    of: "device iphone-15\n", with: "") + "\ncompare all on show-keyboard")
        XCTAssertEqual(warnings(bar), [Self.guide(12)])
        XCTAssertLessThan(
            bar.firstIndex { $0.hasPrefix("warning: UIKeyboardLayoutGuide needs iOS 15") } ?? .max,
            bar.firstIndex { $0.hasPrefix("keyboard-layout-guide ") } ?? -1, "before the table")
        let table = runScript(
            """
            device iphone-11
            profile ios14
            table-view list rows 30 height 44
            constraint list.leading == root.leading
            constraint list.trailing == root.trailing
            constraint list.top == root.top
            constraint tb: list.bottom == root.bottom
            scroll-to-bottom list
            compare-scroll all on show-keyboard
            """)
        XCTAssertEqual(warnings(table), [Self.guide(14)])
        // The inset techniques use no guide.
        XCTAssertEqual(
            warnings(
                runScript(
                    "device iphone-11\nprofile ios14\ntable-view list rows 30 height 44\n"
                        + "constraint list.bottom == root.bottom\ncompare-scroll inset on show-keyboard")), []
        )
    }

    /// `keyboard-guide` sets properties of their own versions; a later `profile` checks what the
    /// scene still uses against it.
    func test_guidePropertiesAndALaterProfile() {
        let harness = SessionHarness()
        let ios16 = runScript(
            "device iphone-14\nprofile ios16\nkeyboard-guide dismiss-padding 30 uses-bottom-safe-area off",
            harness: harness)
        XCTAssertEqual(
            warnings(ios16),
            [
                "warning: usesBottomSafeArea needs iOS 17; the profile is iOS 16 (the lab runs it anyway)",
                "warning: keyboardDismissPadding needs iOS 17; the profile is iOS 16 (the lab runs it anyway)",
            ])
        XCTAssertEqual(warnings(runScript("keyboard-guide dismiss-padding 20", harness: harness)), [], "once")
        XCTAssertEqual(
            warnings(runScript("keyboard-guide follows-undocked on\nprofile ios14", harness: harness)),
            [
                Self.guide(14),
                "warning: followsUndockedKeyboard needs iOS 15; the profile is iOS 14 (the lab runs it anyway)",
                "warning: usesBottomSafeArea needs iOS 17; the profile is iOS 14 (the lab runs it anyway)",
                "warning: keyboardDismissPadding needs iOS 17; the profile is iOS 14 (the lab runs it anyway)",
            ])
        XCTAssertEqual(warnings(runScript("profile ios17", harness: harness)), [])
    }

    /// Chosen first, the device is named plainly; chosen later, it is checked again (the
    /// iPhone 14's class, 12 to 14, ran iOS 14–26: docs/Devices.md).
    func test_theDefaultDeviceIsNamedAsSuch() {
        XCTAssertEqual(
            warnings(runScript("device iphone-15\nprofile ios12")),
            ["warning: iphone-15 never ran iOS 12 (it runs iOS 16–26); the lab combines them anyway"])
        XCTAssertEqual(
            warnings(runScript("profile ios12\ndevice iphone-14")).last,
            "warning: iphone-14 never ran iOS 12 (it runs iOS 14–26); the lab combines them anyway")
    }
}
