import LabShell
import XCTest

/// The docs-only audit through the shell: a guess is marked where its value is printed, and the
/// footnote names it (docs/Keyboard.md: "a marker [n] on each notification line whose values rest
/// on one, a footnote per assumption under the output").
final class AuditFootnoteTests: XCTestCase {
    /// Finding 05, facts §1.1: from iOS 16 the object is the UIScreen [INFERENCE]. The log form
    /// prints `object = <UIScreen>`, so it carries the marker; iOS 15's nil object does not.
    func test_notificationLog_marksTheGuessedObject() {
        let harness = SessionHarness()
        runScript("profile ios16\nshow-keyboard", harness: harness)
        let output = runScript("notifications log last 1", harness: harness)
        XCTAssertTrue(output.first?.contains("object = <UIScreen>") == true, "\(output)")
        XCTAssertTrue(output.first?.hasSuffix("}} [1]") == true, "\(output)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[1] notification-object:") }, "\(output)")
        let old = SessionHarness()
        runScript("profile ios15\ndevice iphone-14\nshow-keyboard", harness: old)
        let log = runScript("notifications log last 1", harness: old)
        XCTAssertEqual(log.count, 1, "\(log)")
        XCTAssertTrue(log.first?.hasSuffix("}}") == true, "\(log)")
    }

    /// Finding 06, docs/Keyboard.md: on iOS 26 the dids come on the first frame at or after the
    /// spring's settling (416.67 ms at 60 Hz, printed 417): a plain show marks them; the classic
    /// spring's 500 ms stays unmarked.
    func test_iOS26DidTime_isMarkedInAPlainShow() {
        let output = joinedNotifications(runScript("profile ios26\nshow-keyboard"))
        let dids = output.filter { $0.hasPrefix("keyboardDid") }
        XCTAssertEqual(dids.count, 2)
        XCTAssertTrue(dids.allSatisfy { $0.hasSuffix("at 417 ms [1][2]") }, "\(dids)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[1] keyboard-spring:") }, "\(output)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[2] spring-settling:") }, "\(output)")
        let classic = joinedNotifications(
            runScript("profile ios26\nprofile set keyboard-spring classic\nshow-keyboard"))
        XCTAssertTrue(classic.filter { $0.hasPrefix("keyboardDid") }.allSatisfy { $0.hasSuffix("at 500 ms") })
    }

    /// A full-screen scroll view with interactive dismissal: what `interactive-dismiss` drags
    /// from (facts §1.10); its first finger, 500, is on it, above the keyboard's top (516).
    static let interactiveList =
        "scroll-view list\nlist.frame = rect(0, 0, 393, 852)\nkeyboard-dismiss-mode list interactive\n"

    /// Finding 07, facts §1.10: whether a snap back posts willShow was not found [UNVERIFIED]; the
    /// "(no notifications)" it prints rests on `snap-back-posts-show`, whose switch posts WCF + WS.
    func test_snapBack_marksItsSilence() {
        let output = joinedNotifications(
            runScript(Self.interactiveList + "show-keyboard\ninteractive-dismiss 500 620 600 release up"))
        let tail = Array(output.drop { $0.hasPrefix("keyboard") })
        XCTAssertEqual(tail.first, "(no notifications) [1]", "\(output)")
        XCTAssertTrue(tail.contains { $0.hasPrefix("[1] snap-back-posts-show:") }, "\(tail)")
        let switched = joinedNotifications(
            runScript(
                Self.interactiveList
                    + "profile set snap-back-posts-show yes\nshow-keyboard\ninteractive-dismiss 500 620 600 release up"
            ))
        XCTAssertTrue(
            switched.contains { $0.hasPrefix("keyboardWillShow") && $0.contains("at 50 ms") }, "\(switched)")
        // Release down: Begin = the frame at release (y 680), the duration the switch sets.
        let down = joinedNotifications(
            runScript(
                Self.interactiveList
                    + "profile set drag-release-duration 0.4\nshow-keyboard\ninteractive-dismiss 500 620 680 release down"
            ))
        XCTAssertTrue(
            down.contains(
                "keyboardWillHide         (0 680; 393×336) → (0 852; 393×336)  0.4 s  curve 7  at 50 ms [1]"
            ),
            "\(down)")
        XCTAssertTrue(down.contains { $0.hasPrefix("[1] drag-release-duration:") }, "\(down)")
    }

    /// Finding 01 through the shell: a same-height focus move's 0 s is marked with
    /// `field-switch-duration` (facts §10.4), and its switch changes the printed 0.
    func test_sameHeightFocusMove_namesTheDurationSwitch() {
        let output = runScript("text-field a\ntext-field b\nshow-keyboard a\nfocus b")
        XCTAssertTrue(output.contains { $0.hasPrefix("[2] field-switch-duration:") }, "\(output)")
        let switched = joinedNotifications(
            runScript(
                "text-field a\ntext-field b\nshow-keyboard a\nprofile set field-switch-duration 0.25\nfocus b"
            ))
        XCTAssertTrue(
            switched.contains(
                "keyboardWillShow         (0 516; 393×336) → (0 516; 393×336)  0.25 s  curve 7 [1][2]"
            ),
            "\(switched)")
    }

    /// Finding 15, facts §1.4: the sources give the heights (0, 216, 259) and the repeated willShow;
    /// the help says the rounds' dids and durations are the lab's, and the footnote names both
    /// switches.
    func test_thirdPartyKeyboard_helpAndFootnoteDescribeTheRounds() {
        let help = runScript("help third-party-keyboard").joined(separator: " ")
        XCTAssertTrue(help.contains("(and its dids)"), help)
        let output = runScript("third-party-keyboard")
        XCTAssertEqual(output.filter { $0.hasPrefix("keyboardWillShow") }.count, 3, "one per height")
        let footnote = output.drop { !$0.hasPrefix("[1] ") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        XCTAssertTrue(footnote.contains("quicktype-resize-duration"), footnote)
        XCTAssertTrue(footnote.contains("DCF + DS"), footnote)
    }

    /// Finding 16, docs/Keyboard.md: "with a bound view, the frame table's too": the table says
    /// which footnotes its rows rest on.
    func test_boundView_tableCarriesItsMarkers() {
        let output = runScript(
            "device iphone-15\ntext-field input\nconstraint input.leading == safe.leading\n"
                + "constraint input.trailing == safe.trailing\nconstraint input.height == 52\n"
                + "constraint bottom: input.bottom == safe.bottom\nbind input with animate-with-keyboard bottom\n"
                + "show-keyboard")
        XCTAssertTrue(output.contains("(the frames above rest on [1][2])"), "\(output)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[1] property-animator-curve-7:") }, "\(output)")
    }
}
