import XCTest

@testable import KeyboardLab

/// Rotation storms (facts §1.9) and interactive dismissal (facts §1.10).
final class KeyboardRotationAndDragTests: XCTestCase {
    private func shown15(_ version: Int = 17) throws -> KeyboardStateMachine {
        var m = KeyboardStateMachine(profile: IOSVersionProfile(majorVersion: version))
        _ = try m.show()
        return m
    }

    /// facts §1.9 [CONFIRMED iOS 5-26]: WCF, WH, DCF, DH with the old orientation's frames, then WCF,
    /// WS, DCF, DS with the new ones; the hide's dids carry no duration/curve (D03).
    func test_rotation_hideThenShowStorm_facts1_9() throws {
        var m = try shown15()
        let events = m.rotate(to: .landscape)
        XCTAssertEqual(
            events.notificationNames,
            [
                .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
            ])
        let posts = events.notifications
        XCTAssertEqual(posts[0].userInfo.frameBegin, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(posts[0].userInfo.frameEnd, Rect(x: 0, y: 852, width: 393, height: 336))
        XCTAssertNil(posts[2].userInfo.animationDuration)
        XCTAssertNil(posts[3].userInfo.animationCurve)
        // Landscape notched iPhone: 209 pt with QuickType (facts §10.1) on an 852x393 screen.
        XCTAssertEqual(posts[4].userInfo.frameBegin, Rect(x: 0, y: 393, width: 852, height: 209))
        XCTAssertEqual(posts[5].userInfo.frameEnd, Rect(x: 0, y: 184, width: 852, height: 209))
        XCTAssertEqual(posts[5].userInfo.animationDuration, 0.25)
        XCTAssertEqual(
            events.compactMap { $0.notification == nil ? nil : $0.time }, [0, 0, 0.5, 0.5, 0.5, 0.5, 1, 1])
        XCTAssertEqual(m.orientation, .landscape)
    }

    func test_rotation_keyboardHidden_postsNothing() {
        var m = KeyboardStateMachine()
        XCTAssertEqual(m.rotate(), [])
        XCTAssertEqual(m.screen.size, Size(width: 852, height: 393))
    }

    /// facts §1.10: no notifications while the finger moves; the keyboard follows the finger (never
    /// above its docked top); on release moving down: WCF + WH with Begin = the frame at release.
    func test_interactiveDismiss_followsFinger_thenHides_facts1_10() throws {
        var m = try shown15()
        let events = try m.interactiveDismiss(fingerY: [500, 520, 600, 700])
        let samples = events.compactMap { event -> KeyboardDragSample? in
            if case .drag(let sample) = event.kind { return sample }
            return nil
        }
        XCTAssertEqual(samples.map(\.keyboardFrame.minY), [516, 520, 600, 700])
        XCTAssertEqual(samples.map(\.keyboardFrame.height), [336, 336, 336, 336])
        let firstNotification = try XCTUnwrap(events.firstIndex { $0.notification != nil })
        // Four drag samples, then the release: the hide motion opens the block, then the wills.
        XCTAssertEqual(firstNotification, 5, "nothing is posted during the drag")
        guard case .motion(let motion) = events[4].kind else { return XCTFail("release motion expected") }
        XCTAssertEqual(motion.from.minY, 700)
        XCTAssertEqual(
            events.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
        let info = events.notifications[0].userInfo
        XCTAssertEqual(info.frameBegin, Rect(x: 0, y: 700, width: 393, height: 336))
        XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 852, width: 393, height: 336))
        XCTAssertEqual(events[firstNotification].time, 4.0 / 60, accuracy: 1e-12)
        XCTAssertNil(m.state.focusedField)
    }

    /// facts §1.10 [UNVERIFIED]: a release moving up snaps back; by default nothing is posted, with
    /// the profile flag WCF + WS with Begin = the release frame.
    func test_interactiveDismiss_snapBack_facts1_10() throws {
        var m = try shown15()
        let events = try m.interactiveDismiss(fingerY: [500, 600, 560])
        XCTAssertEqual(events.notificationNames, [])
        XCTAssertEqual(events.motions.first?.from, Rect(x: 0, y: 560, width: 393, height: 336))
        XCTAssertEqual(events.motions.first?.to, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertNotNil(m.state.focusedField)

        var flagged = try shown15()
        flagged.profile.snapBackPostsShow = true
        let posted = try flagged.interactiveDismiss(fingerY: [500, 600, 560])
        XCTAssertEqual(posted.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(posted.notifications[0].userInfo.frameBegin.minY, 560)
    }

    /// facts §1.10 is unmeasured on both counts: an automatic release's rule and a snap-back's
    /// posts are marked on the motion (and posts) they cause; a forced release only the latter.
    func test_interactiveDismiss_releaseMarksItsAssumptions_facts1_10() throws {
        var m = try shown15()
        let hide = try m.interactiveDismiss(fingerY: [500, 600, 700])
        XCTAssertTrue(hide.motions.last?.assumptions.contains(.dragRelease) == true)
        var snap = try shown15()
        let back = try snap.interactiveDismiss(fingerY: [500, 600, 560])
        XCTAssertEqual(
            back.motions.last.map { Set($0.assumptions) }?.isSuperset(of: [.dragRelease, .snapBack]), true)
        var forced = try shown15()
        let down = try forced.interactiveDismiss(fingerY: [500, 600, 560], release: .dismiss)
        XCTAssertFalse(down.motions.last?.assumptions.contains(.dragRelease) ?? true)
    }

    /// iOS 17 keyboardDismissPadding starts the drag earlier (facts §6).
    func test_interactiveDismiss_dismissPadding_facts6() throws {
        var m = try shown15()
        let events = try m.interactiveDismiss(fingerY: [480, 500], release: .snapBack, dismissPadding: 40)
        let tops = events.compactMap { event -> Double? in
            if case .drag(let sample) = event.kind { return sample.keyboardFrame.minY }
            return nil
        }
        XCTAssertEqual(tops, [520, 540])
    }

    func test_interactiveDismiss_errors() throws {
        var hidden = KeyboardStateMachine()
        XCTAssertThrowsError(try hidden.interactiveDismiss(fingerY: [600]))
        var m = try shown15()
        XCTAssertThrowsError(try m.interactiveDismiss(fingerY: [])) { error in
            XCTAssertEqual(error as? KeyboardScenarioError, .emptyDrag)
        }
        XCTAssertThrowsError(try m.interactiveDismiss(fingerY: [.nan]))
    }
}
