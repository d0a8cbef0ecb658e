import XCTest

@testable import KeyboardLab

/// iOS 5 and 6 (issue 32), against the published logs of the era (facts §1.8, §2, §3.1: D02,
/// D03, D18) and UIKit's documented curves; every number below is read off a log or worked out
/// by hand.
final class KeyboardPreIOS7Tests: XCTestCase {
    /// D02 (iPhone 5 class, iOS 6) and the iPhone 4 log of the era: 216 pt, curve 0
    /// (UIViewAnimationCurveEaseInOut), 0.25 s, the private user-interaction key 0, no isLocal key
    /// (facts §2). Begin at the screen's bottom, End 568 − 216 = 352. The keyboard moves on its
    /// curve for its duration, so the dids come after 0.25 s (D03: 0.28 s after the wills).
    func test_D02_iPhone5OnIOS6_showsOnCurve0() throws {
        var m = try keyboardMachine("iphone-5", 6)
        let events = try m.show()
        let will = try XCTUnwrap(events.notifications.first)
        XCTAssertEqual(will.name, .keyboardWillChangeFrame)
        XCTAssertEqual(will.userInfo.frameBegin, Rect(x: 0, y: 568, width: 320, height: 216))
        XCTAssertEqual(will.userInfo.frameEnd, Rect(x: 0, y: 352, width: 320, height: 216))
        XCTAssertEqual(will.userInfo.animationCurve, 0)
        XCTAssertEqual(will.userInfo.animationDuration, 0.25)
        XCTAssertEqual(will.userInfo.frameChangedByUserInteraction, false)
        XCTAssertNil(will.userInfo[.isLocal])
        let motion = try XCTUnwrap(events.motions.first)
        XCTAssertEqual(motion.curve, 0)
        XCTAssertEqual(motion.settleDuration, 0.25)
        let dids = events.filter { event in event.notification.map { !$0.name.isWill } ?? false }
        XCTAssertEqual(dids.map(\.time), [0.25, 0.25])
        XCTAssertEqual(dids.first?.notification?.userInfo.animationCurve, 0)
    }

    /// D03 (iPad, iOS 5, landscape): the docked keyboard is {{0, 0}, {352, 1024}} in the
    /// portrait-fixed screen, while Bounds {1024, 352} and CenterEnd (512, 592) are the rotated
    /// window's (768 − 352/2 = 592). The first iPads ran iOS 5 at scale 1.
    func test_D03_firstIPadOnIOS5_inLandscape() throws {
        let pad = try DeviceCatalogue.device("ipad-2")
        XCTAssertEqual(pad.scale, 1)
        XCTAssertTrue(pad.ran(iOSMajorVersion: 5))
        var m = try keyboardMachine("ipad-2", 5, .landscape)
        let info = try XCTUnwrap(try m.show().notifications.first).userInfo
        XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 0, width: 352, height: 1024))
        XCTAssertEqual(info.bounds, Rect(x: 0, y: 0, width: 1024, height: 352))
        XCTAssertEqual(info.centerEnd, Point(x: 512, y: 592))
        XCTAssertEqual(info.animationCurve, 0)
    }

    /// D18 (SO 10749311, iPad, iOS 5, a 40-pt accessory: 264 + 40 = 304): Undock from the
    /// keyboard key's menu posts the private key 0, Begin {{0, 0}, {768, 304}} and End
    /// {{0, -264}, {768, 304}} while CenterBegin (384, 872) and CenterEnd (384, 1136) say the
    /// keyboard went from docked (1024 − 152) down until only its accessory shows
    /// (1024 − 40 + 152), Bounds {{0, 0}, {768, 304}}, curve 0, 0.25 s. Dragged off the bottom
    /// instead, the key says 1 (SO 7842806) and the frames are the screen's.
    func test_D18_undockFromTheMenuOnIOS5() throws {
        var m = try keyboardMachine("ipad-2", 5)
        _ = try m.show(accessoryHeight: 40)
        let posts = try m.undock(fromMenu: true).notifications
        XCTAssertEqual(posts.map(\.name.rawValue).prefix(2), ["keyboardWillChangeFrame", "keyboardWillHide"])
        for post in posts {
            let info = post.userInfo
            XCTAssertEqual(info.frameBegin, Rect(x: 0, y: 0, width: 768, height: 304), "\(post.name)")
            XCTAssertEqual(info.frameEnd, Rect(x: 0, y: -264, width: 768, height: 304), "\(post.name)")
            XCTAssertEqual(info.centerBegin, Point(x: 384, y: 872))
            XCTAssertEqual(info.centerEnd, Point(x: 384, y: 1136))
            XCTAssertEqual(info.bounds, Rect(x: 0, y: 0, width: 768, height: 304))
            XCTAssertEqual(info.frameChangedByUserInteraction, false)
            XCTAssertTrue(post.assumptions.contains(.menuUndockFrames))
        }
        XCTAssertEqual(posts.first?.userInfo.animationCurve, 0)
        XCTAssertEqual(posts.first?.userInfo.animationDuration, 0.25)

        var dragged = try keyboardMachine("ipad-2", 5)
        _ = try dragged.show(accessoryHeight: 40)
        let drag = try XCTUnwrap(try dragged.undock().notifications.first).userInfo
        XCTAssertEqual(drag.frameChangedByUserInteraction, true)
        XCTAssertEqual(drag.frameBegin, Rect(x: 0, y: 720, width: 768, height: 304))
    }

    /// facts §1.2 (D03's rotation storm): the did-notifications of both halves carry neither
    /// duration nor curve; the wills carry both.
    func test_rotationDidsCarryNoAnimationKeys_inBothHalves() throws {
        for version in [5, 17] {
            var m = try keyboardMachine(version == 5 ? "ipad-2" : "iphone-15", version)
            _ = try m.show()
            let posts = m.rotate(to: .landscape).notifications
            XCTAssertEqual(posts.count, 8)
            for post in posts {
                XCTAssertEqual(post.userInfo.animationDuration == nil, !post.name.isWill, "\(post.name)")
                XCTAssertEqual(post.userInfo.animationCurve == nil, !post.name.isWill, "\(post.name)")
            }
        }
    }

    /// The keyboard itself moves on the curve the notification names: curve 0 is
    /// UIViewAnimationCurveEaseInOut, the (0.42, 0) (0.58, 1) Bézier (facts §4.4), over the 0.25 s
    /// of userInfo. iPhone 5, iOS 6: minY(n) = 568 − 216·E(n/60 / 0.25), exactly 352 from frame 15.
    func test_theKeyboardMovesEaseInOutForItsDuration() throws {
        let sim = try Simulator(deviceID: "iphone-5", profile: IOSVersionProfile(majorVersion: 6))
        try sim.perform(.show())
        for n in 1...16 {
            sim.step()
            let expected = 568 - 216 * KeyboardReference.easeInOut(Double(n) / 60, duration: 0.25)
            XCTAssertEqual(sim.keyboardPresentedFrame.minY, expected, accuracy: 1e-6, "frame \(n)")
        }
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 352)
    }

    /// A hide that interrupts a show. UIKit launches the keyboard's animation with
    /// beginFromCurrentState (UIInputViewAnimationStyle's `fromCurrentPosition`: options | 4).
    /// Before iOS 8 that starts the hide from the presented frame, replacing the show (iosoteric,
    /// "Additive animations", facts §5.1): iPhone 4s on iOS 7, hide at frame 6 (t0 = 0.1 s), the
    /// keyboard leaves y0 = 480 − 216·p(0.1) and goes down on the spring alone,
    /// y = 480 − (480 − y0)(1 − p(t − t0)), never back up. From iOS 8 animations add up whether
    /// or not the option is set, the show's spring runs on to its 0.5-s cut (facts §4.2), so on
    /// the iPhone 15 y = 852 − 336(1 − p(t − t0)) + 336(1 − p(t)), and at the cut the remainder
    /// of the show's spring, 336(1 − p(0.5)) = 0.37 pt, comes off at once: the backward step
    /// issue 32 saw is Core Animation's, kept.
    func test_aHideInterruptingAShow_fromTheCurrentStateBeforeIOS8_additiveAfter() throws {
        let p = KeyboardReference.keyboardProgress
        let old = try Simulator(deviceID: "iphone-4s", profile: IOSVersionProfile(majorVersion: 7))
        try old.perform(.show())
        old.step(frames: 6)
        let y0 = 480 - 216 * p(0.1)
        XCTAssertEqual(old.keyboardPresentedFrame.minY, y0, accuracy: 1e-6)
        try old.perform(.hide)
        var previous = y0
        for n in 1...40 {
            old.step()
            let t = Double(n) / 60
            let expected = 480 - (480 - y0) * (1 - p(t))
            XCTAssertEqual(old.keyboardPresentedFrame.minY, expected, accuracy: 1e-6, "iOS 7, frame \(n)")
            XCTAssertGreaterThanOrEqual(old.keyboardPresentedFrame.minY, previous - 1e-9)
            previous = old.keyboardPresentedFrame.minY
        }

        let new = try Simulator(deviceID: "iphone-15")
        try new.perform(.show())
        new.step(frames: 6)
        try new.perform(.hide)
        for n in 7...46 {
            new.step()
            let t = Double(n) / 60
            let expected = 852 - 336 * (1 - p(t - 0.1)) + 336 * (1 - p(t))
            XCTAssertEqual(new.keyboardPresentedFrame.minY, expected, accuracy: 1e-6, "iOS 17, frame \(n)")
        }
        XCTAssertEqual(336 * (1 - p(0.5 - 1e-9)), 0.37, accuracy: 0.005)
    }

    /// Auto Layout came with iOS 6 (`UIView.constraints` is "iOS 6.0+" in Apple's reference): a
    /// scene laid out with constraints under `ios5` is run anyway and says so, once a profile,
    /// when a scenario plays (or the profile is chosen); under `ios6`, or with no constraint,
    /// nothing is said.
    func test_autoLayoutUnderIOS5_warnsOnce() throws {
        func warnings(_ version: Int, constraints: Bool) throws -> [KeyboardWarning] {
            let sim = try Simulator(deviceID: "ipad-2", profile: IOSVersionProfile(majorVersion: version))
            if constraints { try sim.addInputBar() }
            try sim.perform(.show())
            sim.run()
            try sim.perform(.hide)
            sim.run()
            return sim.warningLog.map(\.warning)
        }
        let autoLayout = KeyboardWarning.runsBeforeVersion(
            feature: "Auto Layout (NSLayoutConstraint)", since: 6, profile: 5)
        XCTAssertEqual(try warnings(5, constraints: true).filter { $0 == autoLayout }.count, 1)
        XCTAssertFalse(try warnings(5, constraints: false).contains(autoLayout))
        XCTAssertTrue(try warnings(6, constraints: true).isEmpty)
    }
}
