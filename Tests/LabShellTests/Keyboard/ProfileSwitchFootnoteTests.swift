import LabShell
import XCTest

/// User test 2, F6: after `profile set`, a footnote on a value resting on the switch names the
/// user's value instead of describing the reading switched away from; and the keyboard's kind
/// persists across shows, as iOS brings the keyboard back in the last input mode.
final class ProfileSwitchFootnoteTests: XCTestCase {
    private func footnotes(_ script: String) -> [String] {
        runScript(script).filter { $0.hasPrefix("[1]") }
    }

    /// iPhone 15, 852 pt tall: a 366.67-pt emoji keyboard ends at 852 − 366.67 = 485.33.
    func testAnEmojiHeightSetByTheUserIsNamedAsTheUsers() {
        let lines = runScript("profile set emoji-height 366.67\nshow-keyboard kind emoji")
        XCTAssertTrue(lines.contains { $0.contains("→ (0 485.33; 393×366.67)") }, "\(lines)")
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("[1]") },
            ["[1] emoji-height: set to 366.67 by profile set (facts §1.5, §10.1)"])
        // Without the switch the footnote describes the lab's reading and how to switch it.
        XCTAssertTrue(
            footnotes("show-keyboard kind emoji").first?.hasPrefix("[1] emoji-height: the emoji") == true)
    }

    /// The other switches with the same problem: an other-language height the user gave is
    /// not "a keyboard height with no source", and Telegram's reading once chosen is not "the
    /// lab uses the dump" (iPhone X letters with QuickType: 335 by the dump, 336 by Telegram).
    func testOtherHeightSwitchesAreNamedAsTheUsers() {
        XCTAssertEqual(
            footnotes("profile set other-language-height 300\nshow-keyboard kind other-language"),
            ["[1] other-language-height: set to 300 by profile set (facts §3.1 (D10))"])
        let telegram = runScript(
            "device iphone-x\nprofile set keyboard-height-conflict telegram\nshow-keyboard")
        XCTAssertTrue(telegram.contains { $0.contains("→ (0 476; 375×336)") }, "\(telegram)")
        XCTAssertEqual(
            telegram.filter { $0.hasPrefix("[1]") },
            ["[1] keyboard-height-conflict: set to telegram by profile set (facts §10.1)"])
        // `profile VERSION` starts from the version's readings again.
        XCTAssertTrue(
            footnotes("profile set emoji-height 300\nprofile ios17\nshow-keyboard kind emoji").first?
                .contains("set to") == false)
    }

    /// Emoji at 300 pt on the iPhone 15 ends at 552; a show without `kind` after a hide comes
    /// back as emoji (552 again); `kind letters` brings the 336-pt letters back (516).
    func testTheKindPersistsAcrossShowsUntilLettersAreAskedFor() {
        let lines = runScript(
            """
            profile set emoji-height 300
            show-keyboard kind emoji
            hide-keyboard
            show-keyboard
            hide-keyboard
            show-keyboard kind letters
            """)
        let ends = lines.filter { $0.hasPrefix("keyboardWillShow") }.map {
            $0.contains("→ (0 552;") ? 300 : 336
        }
        XCTAssertEqual(ends, [300, 300, 336])
    }
}
