import Foundation
import XCTest

@testable import KeyboardLab

/// userInfo values, the legacy-key identities of facts §2 and the iOS print formats of the dumps.
final class KeyboardUserInfoTests: XCTestCase {
    /// iPhone 15 / 14 Pro show (facts §10.1, §3.1): begin (0 852; 393×336), end (0 516; 393×336).
    private let show15 = KeyboardUserInfo(
        frameBegin: Rect(x: 0, y: 852, width: 393, height: 336),
        frameEnd: Rect(x: 0, y: 516, width: 393, height: 336), animationDuration: 0.25, animationCurve: 7)

    /// facts §2 identities: Bounds = {{0,0}, End.size}, CenterBegin/End = centres of the frames.
    func test_legacyKeys_identities_facts2() {
        XCTAssertEqual(show15.centerBegin, Point(x: 196.5, y: 1020))
        XCTAssertEqual(show15.centerEnd, Point(x: 196.5, y: 684))
        XCTAssertEqual(show15.bounds, Rect(x: 0, y: 0, width: 393, height: 336))
        // Begin and End sizes may differ (D11: 288 vs 346): Bounds follows End.
        let firstShow = KeyboardUserInfo(
            frameBegin: Rect(x: 0, y: 896, width: 414, height: 288),
            frameEnd: Rect(x: 0, y: 550, width: 414, height: 346), animationDuration: 0.25, animationCurve: 7)
        XCTAssertEqual(firstShow.bounds.size, Size(width: 414, height: 346))
        XCTAssertEqual(firstShow.centerBegin, Point(x: 207, y: 1040))
    }

    /// The NSValue descriptions of the dumps: `NSRect: {{0, 516}, {393, 336}}`, `NSPoint: {196.5, 684}`.
    func test_iOSValueDescriptions_dumpFormat() {
        XCTAssertEqual(show15[.frameEnd]?.iOSDescription, "NSRect: {{0, 516}, {393, 336}}")
        XCTAssertEqual(show15[.centerEnd]?.iOSDescription, "NSPoint: {196.5, 684}")
        XCTAssertEqual(show15[.bounds]?.iOSDescription, "NSRect: {{0, 0}, {393, 336}}")
        XCTAssertEqual(show15[.animationDuration]?.iOSDescription, "0.25")
        XCTAssertEqual(show15[.animationCurve]?.iOSDescription, "7")
        XCTAssertEqual(show15[.isLocal]?.iOSDescription, "1")
    }

    /// Sub-point heights print with 17 significant digits (D10: 366.66666666666669).
    func test_subPointHeights_print17Digits_D10() {
        let h = 1100.0 / 3
        let r = Rect(x: 0, y: 812 - h, width: 375, height: h)
        XCTAssertEqual(
            KeyboardNumberFormat.nsRect(r), "NSRect: {{0, 445.33333333333331}, {375, 366.66666666666669}}")
        XCTAssertEqual(KeyboardNumberFormat.point(289.5), "289.5")
        XCTAssertEqual(KeyboardNumberFormat.point(-0.0), "0")
        XCTAssertEqual(KeyboardNumberFormat.number(0), "0")
        XCTAssertEqual(KeyboardNumberFormat.number(0.35), "0.35")
        XCTAssertEqual(KeyboardNumberFormat.compactRect(r), "(0 445.33; 375×366.67)")
    }

    /// A full userInfo as JSON with UIKit's keys in NSDictionary's sorted order (iPhone 15 Pro Max,
    /// facts §10.1: end {{0, 586}, {430, 346}}).
    func test_json_fullUserInfo_15ProMax_facts10_1() {
        let info = KeyboardUserInfo(
            frameBegin: Rect(x: 0, y: 932, width: 430, height: 346),
            frameEnd: Rect(x: 0, y: 586, width: 430, height: 346), animationDuration: 0.25, animationCurve: 7)
        let expected = """
            {
              "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardAnimationDurationUserInfoKey": 0.25,
              "UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {430, 346}}",
              "UIKeyboardCenterBeginUserInfoKey": "NSPoint: {215, 1105}",
              "UIKeyboardCenterEndUserInfoKey": "NSPoint: {215, 759}",
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 932}, {430, 346}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 586}, {430, 346}}",
              "UIKeyboardIsLocalUserInfoKey": 1
            }
            """
        XCTAssertEqual(info.json(), expected)
    }

    /// The NSDictionary log form: quoted values except bare integers (as in the dumps).
    func test_dictionaryDescription_logForm() {
        let expected = """
            {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }
            """
        XCTAssertEqual(show15.dictionaryDescription, expected)
    }

    /// Outside oracle: a published iPhone 6 (375x667, predictive 258) willShow log, key for key,
    /// including the iOS 8-era resize that reported a bare `0` duration:
    /// `UIKeyboardAnimationDurationUserInfoKey = 0;` with 216 → 254 on a 320-wide phone.
    func test_dictionaryDescription_matchesPublishedDumps() {
        let iPhone6 = KeyboardUserInfo(
            frameBegin: Rect(x: 0, y: 667, width: 375, height: 258),
            frameEnd: Rect(x: 0, y: 409, width: 375, height: 258), animationDuration: 0.25, animationCurve: 7)
        let published = """
            NSConcreteNotification {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {375, 258}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {187.5, 796}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {187.5, 538}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 258}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 409}, {375, 258}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        let post = KeyboardNotificationPost(
            name: .keyboardWillShow, object: .none, userInfo: iPhone6, isInsideAnimationBlock: true)
        XCTAssertEqual(post.logDescription, published)

        let resize = KeyboardUserInfo(
            frameBegin: Rect(x: 0, y: 352, width: 320, height: 216),
            frameEnd: Rect(x: 0, y: 314, width: 320, height: 254), animationDuration: 0, animationCurve: 7)
        let lines = resize.dictionaryDescription.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(
            lines,
            [
                "{", "UIKeyboardAnimationCurveUserInfoKey = 7;",
                "UIKeyboardAnimationDurationUserInfoKey = 0;",
                "UIKeyboardBoundsUserInfoKey = \"NSRect: {{0, 0}, {320, 254}}\";",
                "UIKeyboardCenterBeginUserInfoKey = \"NSPoint: {160, 460}\";",
                "UIKeyboardCenterEndUserInfoKey = \"NSPoint: {160, 441}\";",
                "UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 352}, {320, 216}}\";",
                "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 314}, {320, 254}}\";",
                "UIKeyboardIsLocalUserInfoKey = 1;", "}",
            ])
    }

    /// facts §1.2: a did-notification may lack the animation keys; legacy keys can be switched off.
    func test_keysPresent_withoutAnimationKeysAndLegacy_facts1_2() {
        let did = show15.withoutAnimationKeys
        XCTAssertEqual(
            did.entries.map(\.key), [.bounds, .centerBegin, .centerEnd, .frameBegin, .frameEnd, .isLocal])
        var modern = show15
        modern.includesLegacyKeys = false
        XCTAssertEqual(
            modern.entries.map(\.key),
            [.animationCurve, .animationDuration, .frameBegin, .frameEnd, .isLocal])
    }

    func test_tableRow_matchesDesignSketch() {
        XCTAssertEqual(show15.summary, "begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7")
        let post = KeyboardNotificationPost(
            name: .keyboardWillChangeFrame, object: .none, userInfo: show15, isInsideAnimationBlock: true)
        XCTAssertEqual(
            post.summary,
            "keyboardWillChangeFrame  begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7")
        XCTAssertTrue(
            post.json.hasPrefix(
                "{\n  \"name\": \"UIKeyboardWillChangeFrameNotification\",\n  \"object\": null,"))
    }

    /// facts §1.1: the six names with their ObjC constants.
    func test_notificationNames_objcNames_facts1_1() {
        XCTAssertEqual(
            KeyboardNotificationName.allCases.map(\.objcName),
            [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification",
                "UIKeyboardDidChangeFrameNotification",
            ])
        XCTAssertEqual(
            KeyboardNotificationName.keyboardWillShow.swiftName, "UIResponder.keyboardWillShowNotification")
        XCTAssertEqual(KeyboardNotificationName(name: "willShow"), .keyboardWillShow)
        XCTAssertEqual(
            KeyboardNotificationName(name: "UIKeyboardDidChangeFrameNotification"), .keyboardDidChangeFrame)
        XCTAssertEqual(KeyboardUserInfoKey.frameEnd.swiftName, "UIResponder.keyboardFrameEndUserInfoKey")
        XCTAssertNil(KeyboardUserInfoKey.centerEnd.swiftName)
    }
}
