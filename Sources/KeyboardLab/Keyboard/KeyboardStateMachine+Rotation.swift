// Rotation while the keyboard is shown: the hide-then-show storm (facts §1.9 [CONFIRMED iOS 5-26]).

extension KeyboardStateMachine {
    /// Rotates the interface. With the keyboard on screen iOS posts a full hide sequence with the old
    /// orientation's frames, then a full show sequence with the new orientation's frames once the
    /// hide has settled; the did-notifications of both halves come without duration and curve
    /// (D03's rotation storm, facts §1.2).
    /// A Split View, Slide Over or Stage Manager window is carried over to the new screen
    /// (`placementAfterRotation`).
    public mutating func rotate(to target: Orientation? = nil) -> [KeyboardEvent] {
        let newOrientation = target ?? orientation.rotated
        guard newOrientation != orientation else {
            return Self.warning(
                .alreadyInState(scenario: "rotate", state: "the interface is \(orientation.rawValue)"))
        }
        let oldScreen = screen
        guard state.isActive, isOnScreen else {
            orientation = newOrientation
            placementAfterRotation(from: oldScreen)
            state.floatingOrigin = nil
            let height = state.isActive ? state.frame.height : 0
            state.frame = state.isActive ? visibleFrame(for: state) : hiddenFrame(height: height)
            return []
        }
        let before = state.frame
        let parked = hiddenFrame(height: before.height)
        var hide = transition(disappearanceWills, from: before, to: parked, duration: profile.nominalDuration)
        hide.didsCarryAnimationKeys = false
        hide.assumptions = rotationAssumptions
        let hideEvents = events(hide, at: 0)
        let showTime = motionSettleDuration

        orientation = newOrientation
        placementAfterRotation(from: oldScreen)
        state.floatingOrigin = nil
        let after = visibleFrame(for: state)
        let begin = hiddenFrame(height: after.height)
        var show = transition(appearanceWills, from: begin, to: after, duration: profile.nominalDuration)
        show.didsCarryAnimationKeys = false
        show.assumptions = rotationAssumptions
        state.frame = after
        return Self.timeline([hideEvents, events(show, at: showTime)])
    }

    /// The rotation's timing, and the window's rule when not full screen: a Stage Manager window's
    /// own, not Split View's.
    private var rotationAssumptions: [AssumptionID] {
        if placement == .fullScreen { return [.rotationTiming] }
        return [.rotationTiming, isStageManager ? .stageManagerRotation : .multitaskingRotation]
    }
}
