// iPad undock, split, float, dock and dragging an undocked keyboard (facts §1.8).

extension KeyboardStateMachine {
    /// Docked → undocked (the keyboard lifts off the bottom edge).
    public mutating func undock() throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.undocked, scenario: "undock")
    }

    /// Docked → split.
    public mutating func split() throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.split, scenario: "split")
    }

    /// Docked → floating (the phone-sized keyboard).
    public mutating func float() throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.floating, scenario: "float")
    }

    /// Back to the docked keyboard: WCF + WS (QMUI #4-#5, Flutter).
    public mutating func dock() throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.docked, scenario: "dock")
    }

    /// Moves the mode: docked → undocked/split/floating posts WCF + WH whose End is the profile's
    /// `undockWillEnd` (QMUI #8: the hidden position from iOS 10) while the dids report the real frame; back to docked posts WCF + WS; between
    /// undocked modes only WCF (facts §1.8).
    public mutating func setMode(_ mode: KeyboardMode, scenario: String) throws(KeyboardScenarioError)
        -> [KeyboardEvent]
    {
        guard let pad = device.pad else { throw .requiresPad(device: device.id, scenario: scenario) }
        if mode == .split && !pad.supportsSplit.value { throw .splitUnsupported(device: device.id) }
        // The phone-sized floating keyboard came with iPadOS 13; the "floating" of older reports
        // (QMUI #4-#8, 2017) is the undocked keyboard.
        if mode == .floating && profile.majorVersion < 13 {
            throw .requiresVersion(
                feature: "the floating keyboard", minimum: 13, profile: profile.majorVersion)
        }
        guard mode != state.mode else {
            return Self.warning(
                .alreadyInState(scenario: scenario, state: "the keyboard is \(mode.rawValue)"))
        }
        let previous = state.mode
        state.mode = mode
        state.floatingOrigin = nil
        if state.hardwareKeyboard {
            return Self.warning(
                .noVisibleEffect(scenario: scenario, reason: "a hardware keyboard is attached"))
        }
        guard state.isActive else {
            return Self.warning(
                .noVisibleEffect(
                    scenario: scenario, reason: "no keyboard is shown (the mode applies at the next show)"))
        }
        let before = state.frame
        let after = visibleFrame(for: state)
        state.frame = after
        var t: KeyboardTransition
        if previous == .docked {
            t = transition(
                [.keyboardWillChangeFrame, .keyboardWillHide], from: before, to: after,
                duration: profile.nominalDuration)
            // QMUI #8: iOS 8 reported the real frame, iOS 9 the real size at y = its maxY, iOS 10
            // the hidden position; the dids report the real frame (facts §1.8).
            switch profile.undockWillEnd {
            case .realFrame: break
            case .keyboardMaxY:
                t.reportedEnd = Rect(
                    x: after.origin.x, y: after.maxY, width: after.width, height: after.height)
            case .hidden: t.reportedEnd = hiddenFrame(height: after.height)
            }
        } else if mode == .docked {
            t = transition(
                [.keyboardWillChangeFrame, .keyboardWillShow], from: before, to: after,
                duration: profile.nominalDuration)
        } else {
            t = transition(
                [.keyboardWillChangeFrame], from: before, to: after, duration: profile.nominalDuration)
        }
        t.changedByUserInteraction = true
        return events(t, at: 0)
    }

    /// The user drags an undocked, split or floating keyboard so its top-left corner lands at
    /// `origin` (screen coordinates; undocked and split keyboards move only vertically): one
    /// willChangeFrame with Begin = the pre-move frame and End = CGRect.zero, nothing else
    /// (QMUI #4-#5, Flutter, facts §1.8). The keyboard follows the finger (no animation). An
    /// origin that would take it past the screen's right, bottom or left edge is moved back
    /// until it is wholly on screen (assumption `dragged-keyboard-on-screen`: the facts do not
    /// say); one above the top is refused by the screen check, as before.
    public mutating func dragKeyboard(to origin: Point) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try drag(x: origin.x, y: origin.y)
    }

    /// The same drag to `y` alone: the keyboard keeps its x (a finger moving straight down).
    public mutating func dragKeyboard(toY y: Double) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try drag(x: nil, y: y)
    }

    private mutating func drag(x: Double?, y: Double) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        guard device.pad != nil else { throw .requiresPad(device: device.id, scenario: "drag-keyboard") }
        guard state.isActive, !state.hardwareKeyboard else {
            throw .keyboardNotShown(scenario: "drag-keyboard")
        }
        guard state.mode.isUndocked else { throw .wrongMode(scenario: "drag-keyboard", mode: state.mode) }
        let before = state.frame
        let wanted = Point(x: state.mode == .floating ? x ?? before.minX : 0, y: y)
        state.floatingOrigin = wanted
        // The size does not depend on the origin: place it, then move it back on screen.
        let size = visibleFrame(for: state).size
        let s = screen
        let kept = Point(
            x: Swift.max(s.minX, Swift.min(wanted.x, s.maxX - size.width)),
            y: wanted.y < s.minY ? wanted.y : Swift.max(s.minY, Swift.min(wanted.y, s.maxY - size.height)))
        state.floatingOrigin = kept
        let after = visibleFrame(for: state)
        state.frame = after
        var t = transition([.keyboardWillChangeFrame], from: before, to: after, duration: 0)
        if kept != wanted { t.assumptions.append(.draggedKeyboardOnScreen) }
        t.reportedEnd = .zero
        t.postsDids = false
        t.changedByUserInteraction = true
        return events(t, at: 0)
    }
}
