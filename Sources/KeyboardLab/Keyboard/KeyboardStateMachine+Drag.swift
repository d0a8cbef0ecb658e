// Interactive dismissal (`keyboardDismissMode = .interactive`, facts §1.10).

/// What happens when the finger lifts after an interactive drag.
public enum KeyboardDragRelease: String, Hashable, Sendable, CaseIterable {
    /// Decide from the last movement: moving down dismisses, moving up snaps back; at rest, dismiss
    /// when the keyboard is more than half way down [UNVERIFIED: UIKit's exact rule is not public].
    case automatic
    case dismiss
    case snapBack
}

extension KeyboardStateMachine {
    /// The keyboard following a finger in a scroll view with interactive dismissal, then the release.
    /// No notification is posted while the finger moves (facts §1.10 [CONFIRMED]); each finger position
    /// (screen y, one per frame at `frameInterval`) yields a drag sample whose keyboard top is the
    /// finger's y (plus `dismissPadding`, iOS 17) clamped between the docked top and the screen bottom.
    /// On release: dismiss posts WCF + WH with Begin = the frame at release (facts §1.10 suggestion);
    /// snap back animates to the docked frame and posts nothing, or WCF + WS with the
    /// profile's `snapBackPostsShow` [UNVERIFIED].
    public mutating func interactiveDismiss(
        fingerY: [Double], release: KeyboardDragRelease = .automatic, dismissPadding: Double = 0,
        frameInterval: Double = 1.0 / 60
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        guard !fingerY.isEmpty else { throw .emptyDrag }
        for y in fingerY { try validateCoordinate(y, "finger y") }
        try validate(dismissPadding, "keyboard dismiss padding")
        guard state.isActive, isOnScreen, !state.hardwareKeyboard else {
            throw .keyboardNotShown(scenario: "interactive dismissal")
        }
        guard state.mode == .docked else {
            throw .wrongMode(scenario: "interactive dismissal", mode: state.mode)
        }
        let docked = state.frame
        // The keyboard's window lies above the app's: a touch that starts on it is the keys',
        // and no scroll view sees the pan (UIKit's interactive dismissal starts in the scroll
        // view and takes the keyboard along once the finger reaches its top, facts §1.10).
        if let first = fingerY.first, first >= docked.minY {
            throw .touchOnKeyboard(fingerY: first, keyboardTop: docked.minY)
        }
        let bottom = screen.maxY
        var result: [KeyboardEvent] = []
        var frames: [Rect] = []
        for (index, y) in fingerY.enumerated() {
            // Negative padding counts as 0 (facts §6); the finger drags the keyboard's top edge.
            let top = Swift.min(bottom, Swift.max(docked.minY, y + dismissPadding))
            let frame = docked.offsetBy(dx: 0, dy: top - docked.minY)
            frames.append(frame)
            let sample = KeyboardDragSample(fingerY: y, keyboardFrame: frame)
            result.append(KeyboardEvent(time: Double(index) * frameInterval, kind: .drag(sample)))
        }
        let releaseFrame = frames[frames.count - 1]
        let releaseTime = Double(fingerY.count) * frameInterval
        let dismisses: Bool
        switch release {
        case .dismiss: dismisses = true
        case .snapBack: dismisses = false
        case .automatic:
            let previous = frames.count > 1 ? frames[frames.count - 2].minY : docked.minY
            let velocity = releaseFrame.minY - previous
            dismisses = velocity > 0 || (velocity == 0 && releaseFrame.minY - docked.minY > docked.height / 2)
        }
        // Whether an unforced release dismisses, and what a dismissal at release posts, are
        // guesses (facts §1.10): the events they cause say so.
        // What a release reports (Begin = the frame at release, the duration) is a guess as well.
        let releaseAssumptions: [AssumptionID] =
            (release == .automatic ? [.dragRelease] : []) + [.dragReleaseDuration]
        if dismisses {
            state.frame = releaseFrame
            let hideEvents = Self.marking(
                dismiss(duration: profile.dragReleaseDuration) { $0.assumptions += releaseAssumptions },
                releaseAssumptions)
            result += hideEvents.map { KeyboardEvent(time: $0.time + releaseTime, kind: $0.kind) }
            return result
        }
        guard releaseFrame != docked else { return result }
        let wills: [KeyboardNotificationName] =
            profile.snapBackPostsShow ? [.keyboardWillChangeFrame, .keyboardWillShow] : []
        var t = transition(wills, from: releaseFrame, to: docked, duration: profile.dragReleaseDuration)
        t.assumptions += releaseAssumptions + [.snapBack]
        result += Self.marking(events(t, at: releaseTime), releaseAssumptions + [.snapBack])
        state.frame = docked
        return result
    }

    /// The events with `ids` added to their keyboard motion's assumptions (a release's motion
    /// rests on the release rule as much as its notifications do).
    static func marking(_ events: [KeyboardEvent], _ ids: [AssumptionID]) -> [KeyboardEvent] {
        guard !ids.isEmpty else { return events }
        return events.map { event in
            guard case .motion(var motion) = event.kind else { return event }
            motion.assumptions = Array(Set(motion.assumptions + ids)).sorted()
            return KeyboardEvent(time: event.time, kind: .motion(motion))
        }
    }

    func validateCoordinate(_ value: Double, _ name: String) throws(KeyboardScenarioError) {
        guard value.isFinite else { throw .invalidValue(name: name, value: value) }
    }
}
