// iPad undock, split, float, dock and dragging an undocked keyboard (facts §1.8).

extension KeyboardStateMachine {
    /// Docked → undocked (the keyboard lifts off the bottom edge): by dragging the keyboard key
    /// up, or from the menu the key opens (`fromMenu`, facts §1.8: D18).
    public mutating func undock(fromMenu: Bool = false) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.undocked, scenario: fromMenu ? "undock from menu" : "undock", fromMenu: fromMenu)
    }

    /// Docked → split, by dragging or from the keyboard key's menu.
    public mutating func split(fromMenu: Bool = false) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        try setMode(.split, scenario: fromMenu ? "split from menu" : "split", fromMenu: fromMenu)
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
    /// `undockWillEnd` (QMUI #8: the hidden position from iOS 10) while the dids report the real
    /// frame; back to docked posts WCF + WS; between undocked modes only WCF (facts §1.8). From
    /// the keyboard key's menu (`fromMenu`) the private user-interaction key says 0, and on iOS 5
    /// the frames come as D18 logged them (`menuUndockFrames`).
    public mutating func setMode(_ mode: KeyboardMode, scenario: String, fromMenu: Bool = false)
        throws(KeyboardScenarioError) -> [KeyboardEvent]
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
        // The private key is UIKit's split-transition-in-progress flag (facts §1.8): set while the
        // user drags the keyboard apart or off the bottom, not when the menu does it (D18: 0).
        t.changedByUserInteraction = !fromMenu
        if fromMenu && previous == .docked && mode.isUndocked {
            menuUndockFrames(&t)
        }
        return events(t, at: 0)
    }

    /// D18's frames for an undock or split from the keyboard key's menu (iOS 5, SO 10749311): the
    /// legacy Center keys say the keyboard (with its 40-pt accessory, 304 pt) goes from docked
    /// (centre 872, top 720) down until only the accessory is on screen (centre 1136, top 984),
    /// while Begin and End are {{0, 0}, …} and {{0, −264}, …}: each top measured from the Begin
    /// top, upwards — 720 − 720 = 0, 720 − 984 = −264. The did-notifications repeat them (UIKit
    /// copies the wills' frames into the dids' userInfo). Elsewhere the frames are the screen's,
    /// as for a drag; which reading a profile takes is the assumption `menu-undock-frames`.
    private func menuUndockFrames(_ t: inout KeyboardTransition) {
        t.assumptions.append(.menuUndockFrames)
        guard profile.menuUndockFrames == .fromBeginTop else { return }
        let begin = t.begin
        let s = screen.size
        let accessory = Swift.min(state.accessoryHeight, begin.height)
        let hidden = Rect(x: begin.minX, y: s.height - accessory, width: begin.width, height: begin.height)
        func fromBeginTop(_ frame: Rect) -> Rect {
            Rect(x: frame.minX, y: begin.minY - frame.minY, width: frame.width, height: frame.height)
        }
        t.reportedBegin = fromBeginTop(begin)
        t.reportedEnd = fromBeginTop(hidden)
        t.legacyBegin = begin
        t.legacyEnd = hidden
        t.didsRepeatWillFrames = true
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
