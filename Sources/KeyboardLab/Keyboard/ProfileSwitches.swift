// The small value types a profile switch can take (facts §1.6, §1.7, §4.2, §10.3).

/// How the first responder changes are announced when focus moves between fields while the keyboard
/// is shown (facts §1.6 [CONFLICT], §10.4).
public enum FieldSwitchBehaviour: String, Hashable, Sendable, CaseIterable {
    /// No show/hide notification (rdar 34432484, iOS 11 GM; QMUI comment #7 for iOS 8); a geometry
    /// change still posts willChangeFrame.
    case silent
    /// The old field's willHide, then the new field's willShow, nothing moving (rdar 34432484:
    /// "iOS ≤ 10 posts willShow/willHide every time a field becomes/resigns first responder").
    case hideThenShow
    /// willChangeFrame + willShow (+ didChangeFrame + didShow), Begin == End when nothing moves
    /// (facts §1.6 recommendation for iOS 13+, §10.4 for iOS 15/17).
    case changeFrameAndShow
    /// willChangeFrame for the old field, willChangeFrame + willShow for the new one (QMUI comment #3).
    case doubleChangeFrameThenShow
}

/// What focusing a field posts on an iPad with a hardware keyboard, where only the shortcuts bar
/// appears (facts §1.7: the sources disagree).
public enum ShortcutsBarNotification: String, Hashable, Sendable, CaseIterable {
    /// willChangeFrame + willHide, the frame mostly below the screen (QMUI comment #6 and QMUI's
    /// header note "iPad Pro with an external keyboard: willShow is not called").
    case willHide
    /// willChangeFrame + willShow (Flutter's engine treats the bar's appearance as a show).
    case willShow
}

/// What the will-notifications of a docked → undocked/split change report as End (facts §1.8,
/// QMUI #8, written in 2017 about the undocked keyboard iOS 8–10 called "floating"); the
/// did-notifications always report the real frame.
public enum UndockWillEnd: String, Hashable, Sendable, CaseIterable {
    /// iOS 8: the real undocked frame ("correct").
    case realFrame = "real-frame"
    /// iOS 9: the real size with its y at the keyboard's maxY.
    case keyboardMaxY = "keyboard-max-y"
    /// iOS 10: the hidden position (y = the screen height).
    case hidden
}

/// Which 1-pt reading of a disputed keyboard height the lab reports (facts §10.1: the 375x812 class).
public enum KeyboardHeightConflictReading: String, Hashable, Sendable, CaseIterable {
    /// The device dump (D09: 291 / 335).
    case dump
    /// Telegram's DeviceMetrics table, one point above (292 / 336).
    case telegram
}

/// Where a Stage Manager window goes when the screen turns (facts §1.11: no source describes it
/// [UNVERIFIED], assumption `stage-manager-rotation`).
public enum StageManagerRotation: String, Hashable, Sendable, CaseIterable {
    /// The lab's reading: the window keeps its size (shrunk to fit the turned screen) and as much
    /// of its place as fits.
    case keep
    /// The Split View rule's reading: its origin and size keep their shares of the screen's width
    /// and height (rounded to whole points).
    case share
}

/// What a `UITableViewController` does with another visible app's keyboard (iPad Split View and
/// Slide Over, isLocal false; facts §1.11: openradar 23687553 [SINGLE], assumption
/// `table-controller-other-app`).
public enum TableControllerOtherAppKeyboard: String, Hashable, Sendable, CaseIterable {
    /// The radar's "usually": a controller on screen when the keyboard moves adjusts its table for
    /// the overlap as for the app's own keyboard (no first responder of its own to scroll); one
    /// installed while the keyboard is already up waits for its next frame change (the radar's bug).
    case follow
    /// Other apps' keyboards are ignored (the lab's earlier choice, with no source).
    case ignore
}

/// What a `UITableViewController` turned on while this app's own keyboard is up does (no source
/// describes it: assumption `table-controller-own-keyboard` [UNVERIFIED]).
public enum TableControllerOwnKeyboard: String, Hashable, Sendable, CaseIterable {
    /// As for another app's keyboard in openradar 23687553: nothing until the keyboard's next frame
    /// change (the controller adjusts from keyboard notifications, and none comes at install).
    case wait
    /// It reads the keyboard already up and adjusts at once.
    case adjust
}

/// Which portrait screen edge a pre-iOS 8 landscape keyboard's bottom lies on (facts §1.9, D03).
public enum PortraitFixedLandscapeEdge: String, Hashable, Sendable, CaseIterable {
    /// D03's orientation: the portrait screen's left edge.
    case left
    /// The other landscape orientation.
    case right
}

/// How the keyboard window moves (facts §2, §4.1, §4.2).
public enum KeyboardSpringModel: String, Hashable, Sendable, CaseIterable {
    /// iOS 5–6: the userInfo's curve 0, `UIViewAnimationCurveEaseInOut`, over the userInfo
    /// duration (0.25 s); the did-notifications at its end (D03: 0.28 s after the wills)
    /// [INFERENCE from the curve the notification reports, facts §2].
    case curveEaseInOut = "ease-in-out"
    /// iOS 7–18: curve 7 = CASpringAnimation(mass 3, stiffness 1000, damping 500) for 0.5 s,
    /// over-damping clamped to critical [CONFIRMED].
    case classic
    /// iOS 26 as Telegram's fork reverse-engineered it: mass 1, stiffness 555.027, damping 47.118
    /// (ζ = 1), running until it settles [SINGLE, third party].
    case ios26

    /// The spring curve 7 runs and how long it runs (the classic one where the keyboard itself
    /// moves on curve 0).
    public var timing: SpringTimingParameters {
        switch self {
        case .classic, .curveEaseInOut: .keyboardCurve
        case .ios26:
            SpringTimingParameters(
                spring: SpringParameters(mass: 1, stiffness: 555.027, damping: 47.118),
                durationRule: .settlingDuration)
        }
    }
}

/// Which rule decides a spring's duration when UIKit derives it from the spring (the mass /
/// stiffness / damping and duration / bounce initialisers): facts §5.3, Apple's
/// `CASpringAnimation.settlingDuration` page.
public enum SpringSettlingRule: String, Hashable, Sendable, CaseIterable {
    /// Core Animation's estimate: the decay envelope reaches 1/1200 of the distance. Fitted to the
    /// two values Apple's settlingDuration page publishes (mass 1, stiffness 100: damping 5 →
    /// ≈ 2.85 s, damping 15 → just over 1 s) [INFERENCE from DOC values].
    case coreAnimationEstimate
    /// The last moment the displacement exceeds 0.001 of the distance (SwiftUI's documented
    /// `Spring.settlingDuration` epsilon) [DOC, for SwiftUI].
    case swiftUIEpsilon
}

/// Whether a field's text traits can hide the QuickType bar (facts §10.5, iOS 15 release notes).
public enum QuickTypeTraitRule: String, Hashable, Sendable, CaseIterable {
    /// iOS 7: there is no QuickType bar.
    case noBar
    /// iOS 8–14: `autocorrectionType = .no` hides the bar.
    case autocorrection
    /// iOS 15+ (apps linked on 15): the bar shows spell-checking candidates unless
    /// `spellCheckingType = .no` too.
    case autocorrectionAndSpellChecking
}

/// How an undock or split chosen from the keyboard key's menu reports its frames (facts §1.8:
/// one iOS 5 log, D18, SO 10749311; assumption `menu-undock-frames`).
public enum MenuUndockFrames: String, Hashable, Sendable, CaseIterable {
    /// D18: each top measured from the Begin frame's top, upwards (Begin y 0, End y −264 for a
    /// 304-pt keyboard that goes down to its 40-pt accessory), the dids repeating the wills;
    /// the legacy Center keys give the frames in the window.
    case fromBeginTop = "from-begin-top"
    /// Screen frames, as a drag undock reports them.
    case screen
}

/// What `addObserver(forName:object:queue:using:)` with a queue does when the keyboard posts on
/// the main thread (facts §10.13 [INFERENCE]; assumption `block-observer-queue`).
public enum BlockObserverQueueBehavior: String, Hashable, Sendable, CaseIterable {
    /// The centre hands the block to the queue and waits for it: posted on the main thread to the
    /// main queue, the block runs at once, inside the keyboard's animation block (the lab's reading).
    case waits
    /// The block runs on the queue's next turn, after the post, outside the keyboard's block.
    case async
}
