/// One keyboard transition: the will-notifications posted together, the keyboard's motion, and the
/// matching did-notifications once the motion has settled.
struct KeyboardTransition {
    var wills: [KeyboardNotificationName]
    /// The keyboard's real frames (screen coordinates).
    var begin: Rect
    var end: Rect
    /// userInfo duration (0.25 nominal, 0 for instant resizes).
    var duration: Double
    /// What the will-notifications report as End when it differs from the real end (CGRect.zero
    /// while a floating keyboard is dragged; the hidden position when undocking, facts §1.8).
    var reportedEnd: Rect?
    /// Begin override for a will-notification (e.g. a 0-height begin with a hardware keyboard).
    var reportedBegin: Rect?
    var postsDids = true
    var didsCarryAnimationKeys: Bool
    /// Text-field callbacks posted with the wills; `before` ones precede the wills.
    var callbacksBefore: [TextFieldCallback] = []
    var callbacksAfter: [TextFieldCallback] = []
}

extension KeyboardStateMachine {
    func transition(
        _ wills: [KeyboardNotificationName], from begin: Rect, to end: Rect, duration: Double
    ) -> KeyboardTransition {
        KeyboardTransition(
            wills: wills, begin: begin, end: end, duration: duration,
            didsCarryAnimationKeys: profile.didNotificationsCarryAnimationKeys)
    }

    /// The events of one transition starting at `t0`: the motion (the animation block opens), the
    /// will-notifications inside it, and the dids after the spring settles (0.5 s, facts §1.2/§4.2)
    /// or at once for an instant change.
    func events(_ t: KeyboardTransition, at t0: Double) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        let moves = t.begin != t.end
        let animated = moves && t.duration > 0
        let inside = profile.willNotificationsInsideAnimationBlock
        for callback in t.callbacksBefore {
            events.append(KeyboardEvent(time: t0, kind: .textField(callback)))
        }
        if moves {
            let motion = KeyboardMotion(
                from: t.begin, to: t.end, duration: t.duration, curve: profile.keyboardCurve,
                settleDuration: animated ? profile.motionSettleDuration : 0,
                postsWillNotificationsInside: inside && !t.wills.isEmpty)
            events.append(KeyboardEvent(time: t0, kind: .motion(motion)))
        }
        let willInfo = userInfo(
            begin: t.reportedBegin ?? t.begin, end: t.reportedEnd ?? t.end, duration: t.duration,
            animationKeys: true)
        for name in t.wills {
            events.append(KeyboardEvent(time: t0, kind: .notification(post(name, willInfo, inside: inside))))
        }
        for callback in t.callbacksAfter {
            events.append(KeyboardEvent(time: t0, kind: .textField(callback)))
        }
        guard t.postsDids, !t.wills.isEmpty else { return events }
        let didTime = t0 + (animated ? profile.motionSettleDuration : 0)
        // The did-notifications report the real end (iOS 10+ re-read of an undock, facts §1.8), except
        // for a drag, whose End stays CGRect.zero.
        let didEnd = t.reportedEnd == .zero ? Rect.zero : t.end
        let didInfo = userInfo(
            begin: t.reportedBegin ?? t.begin, end: didEnd, duration: t.duration,
            animationKeys: t.didsCarryAnimationKeys)
        for name in t.wills {
            events.append(
                KeyboardEvent(time: didTime, kind: .notification(post(name.did, didInfo, inside: false))))
        }
        return events
    }

    func userInfo(begin: Rect, end: Rect, duration: Double, animationKeys: Bool) -> KeyboardUserInfo {
        KeyboardUserInfo(
            frameBegin: reported(begin), frameEnd: reported(end),
            animationDuration: animationKeys ? duration : nil,
            animationCurve: animationKeys ? profile.keyboardCurve : nil,
            isLocal: state.isLocal, includesLegacyKeys: profile.includesLegacyKeys)
    }

    func post(_ name: KeyboardNotificationName, _ info: KeyboardUserInfo, inside: Bool)
        -> KeyboardNotificationPost
    {
        KeyboardNotificationPost(
            name: name, object: profile.notificationObject, userInfo: info,
            isInsideAnimationBlock: inside && name.isWill)
    }

    /// Merges the events of several transitions into one timeline, stable by time.
    static func timeline(_ groups: [[KeyboardEvent]]) -> [KeyboardEvent] {
        let all = groups.flatMap { $0 }.enumerated()
        return all.sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }

    /// `second` played after `first` has finished (its last event), for scenarios that first dismiss
    /// the keyboard this app holds.
    static func sequence(_ first: [KeyboardEvent], then second: [KeyboardEvent]) -> [KeyboardEvent] {
        let offset = first.map(\.time).max() ?? 0
        return first + second.map { KeyboardEvent(time: $0.time + offset, kind: $0.kind) }
    }
}
