import XCTest

@testable import KeyboardLab

/// The version switches against the facts' sections.
final class IOSVersionProfileTests: XCTestCase {
    func test_default_isIOS17() {
        XCTAssertEqual(IOSVersionProfile.default.id, "ios17")
        XCTAssertEqual(IOSVersionProfile.all.map(\.majorVersion), Array(12...18))
    }

    /// facts §1.5, §1.1, §1.4, §1.6, §10.4.
    func test_switchesPerVersion() {
        let v13 = IOSVersionProfile(majorVersion: 13)
        let v14 = IOSVersionProfile(majorVersion: 14)
        XCTAssertEqual(v13.quickTypeResizeDuration, 0.25)
        XCTAssertEqual(v14.quickTypeResizeDuration, 0)
        XCTAssertEqual(IOSVersionProfile(majorVersion: 15).notificationObject, .none)
        XCTAssertEqual(IOSVersionProfile(majorVersion: 16).notificationObject, .screen)
        XCTAssertTrue(v13.firstShowPostsTwoRounds)
        XCTAssertFalse(v14.firstShowPostsTwoRounds)
        XCTAssertEqual(IOSVersionProfile(majorVersion: 12).fieldSwitch, .silent)
        XCTAssertEqual(v13.fieldSwitch, .changeFrameAndShow)
        XCTAssertFalse(IOSVersionProfile(majorVersion: 15).beginEditingBeforeWillShow)
        XCTAssertTrue(IOSVersionProfile(majorVersion: 16).beginEditingBeforeWillShow)
        for profile in IOSVersionProfile.all {
            XCTAssertEqual(profile.keyboardCurve, 7)
            XCTAssertEqual(profile.nominalDuration, 0.25)
            XCTAssertEqual(profile.kindSwitchDuration, 0)
        }
    }

    func test_names() {
        XCTAssertEqual(IOSVersionProfile.named("iOS 16")?.majorVersion, 16)
        XCTAssertEqual(IOSVersionProfile.named("ios12")?.majorVersion, 12)
        XCTAssertNil(IOSVersionProfile.named("ios11"))
        XCTAssertNil(IOSVersionProfile.named("android"))
        XCTAssertEqual(IOSVersionProfile.default.settings.count, 15)
    }
}
