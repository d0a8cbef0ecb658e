import Foundation
import LabShell
import XCTest

/// `notifications` as a table, as JSON with UIKit's keys, and the legacy keys' identities
/// (facts §2: Bounds = {{0,0}, End.size}, CenterBegin = centre(Begin), CenterEnd = centre(End)).
final class NotificationCommandTests: XCTestCase {
    private func showJSON() throws -> [[String: Any]] {
        let lines = runScript(
            "device iphone-15\nshow-keyboard\nclear-notifications\nhide-keyboard\nshow-keyboard\nnotifications json"
        )
        let text = lines.joined(separator: "\n")
        let start = try XCTUnwrap(text.range(of: "\n[\n")?.lowerBound)
        let data = Data(text[start...].utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    func test_json_hasUIKitKeys_andNumbersAsIOSPrintsThem() throws {
        let records = try showJSON()
        XCTAssertEqual(records.count, 8)
        let willShow = try XCTUnwrap(records[5]["notification"] as? [String: Any])
        XCTAssertEqual(willShow["name"] as? String, "UIKeyboardWillShowNotification")
        let info = try XCTUnwrap(willShow["userInfo"] as? [String: Any])
        XCTAssertEqual(
            Set(info.keys),
            [
                "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
                "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
                "UIKeyboardCenterEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey",
                "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
            ])
        XCTAssertEqual(info["UIKeyboardFrameBeginUserInfoKey"] as? String, "NSRect: {{0, 852}, {393, 336}}")
        XCTAssertEqual(info["UIKeyboardFrameEndUserInfoKey"] as? String, "NSRect: {{0, 516}, {393, 336}}")
        XCTAssertEqual(info["UIKeyboardAnimationDurationUserInfoKey"] as? Double, 0.25)
        XCTAssertEqual(info["UIKeyboardAnimationCurveUserInfoKey"] as? Int, 7)
        XCTAssertEqual(info["UIKeyboardIsLocalUserInfoKey"] as? Int, 1)
        // The legacy identities, worked from the frames: centre of (0 852; 393×336) is
        // (196.5, 852 + 168) and of (0 516; 393×336) is (196.5, 684).
        XCTAssertEqual(info["UIKeyboardCenterBeginUserInfoKey"] as? String, "NSPoint: {196.5, 1020}")
        XCTAssertEqual(info["UIKeyboardCenterEndUserInfoKey"] as? String, "NSPoint: {196.5, 684}")
        XCTAssertEqual(info["UIKeyboardBoundsUserInfoKey"] as? String, "NSRect: {{0, 0}, {393, 336}}")
    }

    func test_table_listsEveryNotification_withFrameAndTime() {
        let harness = SessionHarness()
        runScript("show-keyboard", harness: harness)
        let output = runScript("mode csv\nnotifications", harness: harness)
        XCTAssertEqual(
            output[0], "#,frame,t ms,name,begin,end,duration,curve,local,center begin,center end,bounds")
        XCTAssertEqual(
            output[1],
            "1,0,0.00,keyboardWillChangeFrame,(0 852; 393×336),(0 516; 393×336),0.25,7,1,(196.5 1020),"
                + "(196.5 684),(0 0; 393×336)")
        // The did-notifications at frame 30, 500 ms (facts §4.2).
        XCTAssertTrue(output[4].hasPrefix("4,30,500.00,keyboardDidShow"), output[4])
    }

    func test_countsAndClear() {
        let harness = SessionHarness()
        runScript("show-keyboard\nhide-keyboard", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 8)
        XCTAssertEqual(quantity("notifications.keyboardWillHide.count", in: harness), 1)
        XCTAssertEqual(quantity("notifications.willChangeFrame.count", in: harness), 2)
        runScript("clear-notifications", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 0)
        XCTAssertEqual(runScript("notifications json", harness: harness), ["[]"])
    }

    /// An empty log is one line in the text modes (the 12-column table split into two empty
    /// panels at 80 columns), and stays data in csv and json.
    func test_anEmptyLogSaysSoInOneLine() {
        for mode in ["plain", "box", "markdown"] {
            XCTAssertEqual(runScript("mode \(mode)\nnotifications"), ["(no notifications posted)"], mode)
            XCTAssertEqual(runScript("mode \(mode)\nnotifications log"), ["(no notifications posted)"], mode)
        }
        XCTAssertEqual(
            runScript("show-keyboard\nclear-notifications\nnotifications").last, "(no notifications posted)")
        XCTAssertEqual(
            runScript("show-keyboard\nnotifications last 0").last, "(no notifications shown: last 0 of 4)")
        XCTAssertEqual(
            runScript("mode csv\nnotifications"),
            ["#,frame,t ms,name,begin,end,duration,curve,local,center begin,center end,bounds"])
        XCTAssertEqual(runScript("mode json\nnotifications"), ["[]"])
        XCTAssertEqual(runScript("notifications json"), ["[]"])
    }
}
