/// A rotation with the keyboard on screen, in flight: from the `rotate` until its last
/// notification (the show half's keyboardDidShow) has posted, the simulator refuses what it
/// refuses while a drag's finger is down.
///
/// Why refuse: the keyboard machine answers a rotation with all of it at once, so while its
/// notifications are still waiting on the clock its state is already the end one (shown, in the
/// new orientation). A second rotation, a show or hide, another device or profile then started
/// from that state and posted frames that contradicted the ones just posted (the new
/// orientation's keyboard while the old one was still hiding). What iOS does with a rotation or a
/// keyboard request in the middle of a rotation is not in the facts (§1.9 covers one rotation),
/// so the lab does not guess.
extension Simulator {
    /// The rotation whose notifications are still pending, or nil (none, or its last posted).
    public var rotationInFlight: RotationProgress? {
        guard let rotation = activeRotation else { return nil }
        return RotationProgress(
            from: rotation.from, to: rotation.to, isShowing: rotation.showBegun,
            lastNotification: rotation.lastNotification,
            framesToEnd: Swift.max(framesUntil(rotation.endTime) ?? 0, 0),
            secondsToEnd: Swift.max(rotation.endTime - engine.time, 0))
    }

    /// Throws `keyboardBeingDragged` while a drag's finger is down (`keyboardDrag`) and
    /// `rotationInProgress` while a rotation's notifications are pending (`rotationInFlight`):
    /// the keyboard machine is already past both. Every scenario and every device, orientation,
    /// placement and profile change calls it first.
    public func checkKeyboardChangesAllowed() throws(SimulationError) {
        if let drag = keyboardDrag { throw .keyboardBeingDragged(drag) }
        if let rotation = rotationInFlight { throw .rotationInProgress(rotation) }
    }

    /// Remembers a rotation among a scenario's events, just scheduled from sequence `first` on:
    /// it is in flight until its last event fires. A rotation that posts nothing (the keyboard
    /// hidden) has ended already.
    func beginRotation(
        _ scenario: KeyboardScenario, from: Orientation, events: [KeyboardEvent], firstSequence first: Int
    ) {
        guard case .rotate = scenario, from != keyboard.orientation,
            let last = events.last, events.contains(where: { $0.notification != nil })
        else { return }
        // The show half opens with the last motion (the hide's is at 0).
        let show = events.lastIndex { event in
            if case .motion = event.kind { return event.time > 0 }
            return false
        }
        activeRotation = ActiveRotation(
            from: from, to: keyboard.orientation, endTime: engine.time + last.time,
            showSequence: show.map { first + $0 }, lastSequence: first + events.count - 1,
            lastNotification: events.last { $0.notification != nil }?.notification?.name)
    }

    /// Called as each scheduled item fires, before it acts: the show half begins with its motion,
    /// and the rotation ends as its last event fires, so that notification's observers may
    /// rotate again (nothing of the first is left to post).
    func rotationItemFires(sequence: Int) {
        guard let rotation = activeRotation else { return }
        if sequence == rotation.lastSequence {
            activeRotation = nil
        } else if sequence == rotation.showSequence {
            activeRotation?.showBegun = true
        }
    }
}

/// Where a rotation with the keyboard on screen is: which way it turns, which half plays, and how
/// long until its last notification.
public struct RotationProgress: Hashable, Sendable {
    /// The orientation it turns from, and to.
    public var from: Orientation
    public var to: Orientation
    /// True once the show half has begun (the window has turned); false while the keyboard hides.
    public var isShowing: Bool
    /// The rotation's last notification (keyboardDidShow for a docked keyboard).
    public var lastNotification: KeyboardNotificationName?
    /// Frames until the last notification posts, at the frame rate now: 0 when it posts on this
    /// frame (asked from an observer of the notifications before it).
    public var framesToEnd: Int
    /// Seconds until the last notification posts.
    public var secondsToEnd: Double

    public init(
        from: Orientation, to: Orientation, isShowing: Bool, lastNotification: KeyboardNotificationName?,
        framesToEnd: Int, secondsToEnd: Double
    ) {
        self.from = from
        self.to = to
        self.isShowing = isShowing
        self.lastNotification = lastNotification
        self.framesToEnd = framesToEnd
        self.secondsToEnd = secondsToEnd
    }
}

/// The rotation the simulator is playing: its scheduled items by sequence, and when it ends.
struct ActiveRotation {
    var from: Orientation
    var to: Orientation
    var endTime: Double
    /// The show half's motion (nil if it has none).
    var showSequence: Int?
    var lastSequence: Int
    var lastNotification: KeyboardNotificationName?
    var showBegun = false
}
