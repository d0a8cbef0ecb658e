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
    /// The user docked, undocked or dragged the keyboard (the private iOS 5–7 key says 1, facts §2).
    var changedByUserInteraction = false
    /// The frames the legacy Center and Bounds keys derive from when they are not the reported
    /// ones (D18's menu undock: the window's frames beside relative Begin and End).
    var legacyBegin: Rect?
    var legacyEnd: Rect?
    /// The did-notifications carry the wills' Begin and End (D18), not the real frames.
    var didsRepeatWillFrames = false
    /// The keyboard's motion follows another timing than its own spring (a navigation pop moves it
    /// with the transition): the curve and how long it moves.
    var motionCurve: Int?
    var motionSettleDuration: Double?
    /// Warnings about the request, posted with the first events.
    var warnings: [KeyboardWarning] = []
    /// The lab's assumptions this transition's numbers rest on (docs/Facts.md, `LabAssumption`).
    var assumptions: [AssumptionID] = []
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
    /// will-notifications inside it, and the dids after the spring settles (0.5 s, facts §1.2/§4.2;
    /// on iOS 5–6 the duration of the ease-in-out) or at once for an instant change.
    func events(_ t: KeyboardTransition, at t0: Double) -> [KeyboardEvent] {
        var events: [KeyboardEvent] = []
        let moves = t.begin != t.end
        let animated = moves && t.duration > 0
        let inside = profile.willNotificationsInsideAnimationBlock
        for warning in t.warnings {
            events.append(KeyboardEvent(time: t0, kind: .warning(warning)))
        }
        for callback in t.callbacksBefore {
            events.append(KeyboardEvent(time: t0, kind: .textField(callback)))
        }
        let settle = animated ? (t.motionSettleDuration ?? motionSettleDuration(forDuration: t.duration)) : 0
        if moves {
            var motion = KeyboardMotion(
                from: t.begin, to: t.end, duration: t.duration, curve: t.motionCurve ?? profile.keyboardCurve,
                settleDuration: settle, postsWillNotificationsInside: inside && !t.wills.isEmpty)
            motion.assumptions = motionAssumptions(
                t, animated: animated, inside: motion.postsWillNotificationsInside)
            events.append(KeyboardEvent(time: t0, kind: .motion(motion)))
        }
        var willInfo = userInfo(
            begin: t.reportedBegin ?? t.begin, end: t.reportedEnd ?? t.end, duration: t.duration,
            animationKeys: true, userInteraction: t.changedByUserInteraction)
        willInfo.applyLegacyFrames(t)
        let assumptions = transitionAssumptions(t)
        for name in t.wills {
            var post = post(name, willInfo, inside: inside)
            post.assumptions = assumptions
            events.append(KeyboardEvent(time: t0, kind: .notification(post)))
        }
        for callback in t.callbacksAfter {
            events.append(KeyboardEvent(time: t0, kind: .textField(callback)))
        }
        guard t.postsDids, !t.wills.isEmpty else { return events }
        let didTime = t0 + settle
        // The did-notifications report the real end (iOS 10+ re-read of an undock, facts §1.8), except
        // for a drag, whose End stays CGRect.zero, and D18's menu undock, whose dids repeat the wills'.
        let didEnd = t.reportedEnd == .zero || t.didsRepeatWillFrames ? t.reportedEnd ?? t.end : t.end
        var didInfo = userInfo(
            begin: t.reportedBegin ?? t.begin, end: didEnd, duration: t.duration,
            animationKeys: t.didsCarryAnimationKeys, userInteraction: t.changedByUserInteraction)
        didInfo.applyLegacyFrames(t)
        // When the dids come rests on the iOS 26 spring and on how long a spring is taken to
        // settle (facts §4.2, §5.3); the classic spring's 0.5 s is sourced.
        // While a recording plays, they come when it ends: on it alone (facts §4.5).
        var didAssumptions = assumptions
        if animated && t.motionCurve == nil && recordedMotionDuration != nil {
            didAssumptions = Array(Set(assumptions + [.recordedKeyboardMotion])).sorted()
        } else if animated && t.motionCurve == nil && profile.keyboardSpring == .ios26 {
            didAssumptions = Array(Set(assumptions + [.keyboardSpring, .springSettling])).sorted()
        }
        for name in t.wills {
            var post = post(name.did, didInfo, inside: false)
            post.assumptions = didAssumptions
            events.append(KeyboardEvent(time: didTime, kind: .notification(post)))
        }
        return events
    }

    /// The assumptions behind a transition's values (what its notifications report).
    func transitionAssumptions(_ t: KeyboardTransition) -> [AssumptionID] {
        var ids = t.assumptions
        if profile.notificationObject == .screen { ids.append(.notificationObject) }
        if !profile.screenCoordinatesFollowOrientation && orientation == .landscape {
            ids.append(.portraitFixedLandscape)
        }
        if case .slideOver = placement, profile.slideOverFrameOmitsBottomGap { ids.append(.slideOverGap) }
        if isStageManager { ids.append(.stageManagerFrames) }
        ids += geometryAssumptions(for: state)
        return Array(Set(ids)).sorted()
    }

    /// The assumptions behind how a transition moves the keyboard and what animates with it.
    func motionAssumptions(_ t: KeyboardTransition, animated: Bool, inside: Bool) -> [AssumptionID] {
        var ids: [AssumptionID] = []
        if animated && t.motionCurve == nil && recordedMotionDuration != nil {
            ids.append(.recordedKeyboardMotion)
        } else if animated && t.motionCurve == nil && profile.keyboardSpring == .ios26 {
            ids.append(.keyboardSpring)
        }
        // WWDC23: the keyboard left the app's process on iPhone (not iPad) with iOS 17.
        if inside && profile.keyboardOutOfProcess && device.family == .phone {
            ids.append(.outOfProcessAnimationBlock)
        }
        if t.motionCurve != nil { ids.append(.navigationPop) }
        return ids
    }

    /// A userInfo as this profile fills it: the key set of the version (isLocal from iOS 9, the
    /// private user-interaction key on iOS 7), frames in the screen space this app is told about.
    func userInfo(
        begin: Rect, end: Rect, duration: Double, animationKeys: Bool, userInteraction: Bool = false
    ) -> KeyboardUserInfo {
        var info = KeyboardUserInfo(
            frameBegin: screenFixed(reported(begin)), frameEnd: screenFixed(reported(end)),
            animationDuration: animationKeys ? duration : nil,
            animationCurve: animationKeys ? profile.keyboardCurve : nil,
            isLocal: state.isLocal, includesLegacyKeys: profile.includesLegacyKeys,
            includesIsLocalKey: profile.includesIsLocalKey,
            frameChangedByUserInteraction: profile.includesFrameChangedByUserInteractionKey
                ? userInteraction : nil)
        if info.frameBegin != reported(begin) || info.frameEnd != reported(end) {
            // Before iOS 8 the legacy keys stay in the rotated window's coordinates (D03).
            info.legacyFrameBegin = reported(begin)
            info.legacyFrameEnd = reported(end)
        }
        return info
    }

    /// A frame in the screen space iOS reports: before iOS 8 the screen is portrait-fixed, so a
    /// landscape interface's rect turns a quarter (facts §1.9, D03: the docked landscape keyboard
    /// of a 9.7-inch iPad is {{0, 0}, {352, 1024}}). CGRect.zero stays zero.
    func screenFixed(_ rect: Rect) -> Rect {
        guard !profile.screenCoordinatesFollowOrientation, orientation == .landscape, rect != .zero else {
            return rect
        }
        // Landscape (x, y, w, h) on a W×H screen → portrait-fixed (H − y − h, x, h, w): the
        // landscape bottom edge lies along the portrait screen's left edge, as in D03; the other
        // landscape orientation, (y, W − x − w, h, w), puts it on the right edge.
        if profile.portraitFixedLandscapeEdge == .right {
            return Rect(x: rect.minY, y: screen.width - rect.maxX, width: rect.height, height: rect.width)
        }
        let height = screen.height
        return Rect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// `screenFixed` undone: a rect in the portrait-fixed coordinates iOS reported before iOS 8
    /// (the screen's and the window's) in the landscape interface's, as converting from the
    /// window into a view did then ("convertRect:fromWindow: undid the rotation", facts §7).
    /// Portrait-fixed (X, Y, w, h) → (Y, H − X − w, h, w) with the bottom edge on the left, or
    /// (W − Y − h, X, h, w) on the right; CGRect.zero stays zero.
    func screenUnfixed(_ rect: Rect) -> Rect {
        guard !profile.screenCoordinatesFollowOrientation, orientation == .landscape, rect != .zero else {
            return rect
        }
        if profile.portraitFixedLandscapeEdge == .right {
            return Rect(x: screen.width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        }
        return Rect(x: rect.minY, y: screen.height - rect.maxX, width: rect.height, height: rect.width)
    }

    /// A point turned as `screenFixed` turns a rect (the origin of a rect of no size, except
    /// that (0, 0) turns too: it is a point, not CGRect.zero); `fixing` false undoes it.
    func screenTurned(_ point: Point, fixing: Bool) -> Point {
        guard !profile.screenCoordinatesFollowOrientation, orientation == .landscape else { return point }
        let right = profile.portraitFixedLandscapeEdge == .right
        switch (fixing, right) {
        case (true, false): return Point(x: screen.height - point.y, y: point.x)
        case (true, true): return Point(x: point.y, y: screen.width - point.x)
        case (false, false): return Point(x: point.y, y: screen.height - point.x)
        case (false, true): return Point(x: screen.width - point.y, y: point.x)
        }
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

extension KeyboardUserInfo {
    /// A transition's own legacy frames (in the window's coordinates, as the interface is), where
    /// it has them.
    fileprivate mutating func applyLegacyFrames(_ t: KeyboardTransition) {
        if let begin = t.legacyBegin { legacyFrameBegin = begin }
        if let end = t.legacyEnd { legacyFrameEnd = end }
    }
}
