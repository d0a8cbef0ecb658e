/// The keyboard as pure logic: given the device, orientation, iOS profile and the keyboard state,
/// each scenario method returns the ordered events iOS produces (notifications with their userInfo,
/// the keyboard's own motion, text-field callbacks) and updates the state. Times are seconds from the
/// start of the scenario; the session adds them to its clock.
public struct KeyboardStateMachine: Hashable, Sendable {
    /// The device (screen, safe areas, keyboard heights).
    public var device: Device
    /// The interface orientation; change it with `rotate(to:)` to get the notification storm.
    public var orientation: Orientation
    /// The iOS version behaviour; its switches may be edited individually.
    public var profile: IOSVersionProfile
    /// The keyboard's state between scenarios.
    public var state: KeyboardState
    /// Full screen, Split View or Slide Over (iPad).
    public internal(set) var placement: AppPlacement
    /// True when the `.splitView` window is a Stage Manager window (iPadOS 16+): any size and place.
    public internal(set) var isStageManager = false
    /// How long the keyboard's own motion lasts while a recording plays instead of the model
    /// (`Simulator.playKeyboardRecording`); nil: the profile's spring decides.
    public internal(set) var recordedMotionDuration: Double?

    /// How long the keyboard really moves, so when the did-notifications come: the recording's
    /// length while one plays, else the profile's (facts §4.2).
    var motionSettleDuration: Double { recordedMotionDuration ?? profile.motionSettleDuration }

    /// As `motionSettleDuration`, for a motion of `duration` (an ease-in-out keyboard settles
    /// when its curve ends).
    func motionSettleDuration(forDuration duration: Double) -> Double {
        recordedMotionDuration ?? profile.motionSettleDuration(forDuration: duration)
    }

    public init(
        device: Device = DeviceCatalogue.defaultDevice, orientation: Orientation = .portrait,
        profile: IOSVersionProfile = .default, placement: AppPlacement = .fullScreen
    ) {
        self.device = device
        self.orientation = orientation
        self.profile = profile
        self.placement = placement
        self.state = KeyboardState()
        self.state.frame = hiddenFrame(height: 0)
    }

    /// `UIScreen.bounds` now.
    public var screen: Rect { device.screenBounds(orientation) }

    /// The app window's frame in screen coordinates.
    public var windowFrame: Rect { placement.windowFrame(screen: screen) }

    /// True while any keyboard frame (software keyboard, shortcuts bar, accessory) is on screen.
    public var isOnScreen: Bool {
        guard let overlap = screen.intersection(state.frame) else { return false }
        return overlap.height > 0 && overlap.width > 0
    }

    // MARK: Frames (screen coordinates)

    /// The software keyboard's height for the current kind and bar, without accessory.
    public var softwareKeyboardHeight: Double { softwareKeyboardHeight(for: state).value }

    /// The predictive bar in a state: hidden without the predictions (iOS 7, Settings → Predictive
    /// off, traits that hide them) unless an iPad keeps the strip for the Shortcut Bar, collapsed
    /// when swiped down (iOS 8–10), shown otherwise.
    public func predictiveBar(for state: KeyboardState) -> PredictiveBarState {
        guard showsPredictions(state) else {
            return profile.shortcutsKeepBar && shortcutBarOutlivesPredictions(state)
                ? .shortcutsOnly : .hidden
        }
        return state.predictiveBarCollapsed && profile.predictiveBarCollapsible ? .collapsed : .shown
    }

    /// Whether the bar shows QuickType's predictions: it exists (iOS 8+), Settings → Predictive is
    /// on, and the traits the focused field had when it became first responder do not hide it
    /// (facts §10.5).
    func showsPredictions(_ state: KeyboardState) -> Bool {
        guard profile.hasPredictiveBar, state.quickType else { return false }
        return !traitsHidePredictions(state)
    }

    /// Whether the focused field's traits, as read at its focus, hide QuickType's predictions.
    func traitsHidePredictions(_ state: KeyboardState) -> Bool {
        state.isActive && state.focusedTraits.hidesQuickTypeBar(profile.quickTypeTraitRule)
    }

    /// Whether the predictions are hidden while the strip still has the Shortcut Bar to show: an
    /// iPad from iOS 9 whose focused field keeps groups in its input assistant item (facts §10.10;
    /// an iPhone ignores them). Whether the strip then keeps its height is the assumption
    /// `shortcuts-keep-bar`, so a frame of such a state rests on it whichever way it is switched.
    func shortcutBarOutlivesPredictions(_ state: KeyboardState) -> Bool {
        guard device.family == .pad, profile.hasPredictiveBar, profile.hasShortcutsBar,
            !showsPredictions(state)
        else { return false }
        return state.focusedTraits.shortcuts != .none
    }

    /// The catalogue's height for a state's kind and bar on this profile's iOS version, with its
    /// confidence (no accessory, no unseen change).
    public func softwareKeyboardHeight(for state: KeyboardState) -> Sourced<Double> {
        if state.kind == .otherLanguage, let height = profile.otherLanguageHeight {
            return Sourced(height, .unverified, "profile switch other-language-height")
        }
        if state.kind == .emoji, let height = profile.emojiHeight {
            return Sourced(height, .unverified, "profile switch emoji-height")
        }
        let height = device.keyboardHeight(
            state.kind, bar: predictiveBar(for: state), orientation: orientation,
            iOSMajorVersion: profile.majorVersion)
        // The 1-pt dump-vs-Telegram conflict (facts §10.1): Telegram's table is one point above the
        // dump (292/336 against D09's 291/335); emoji borrows the disputed letters height.
        if profile.keyboardHeightConflict == .telegram, height.confidence == .conflict,
            state.kind == .letters
                || (state.kind == .emoji
                    && device.keyboardHeights(orientation, iOSMajorVersion: profile.majorVersion).height(
                        for: .letters, quickType: true, family: device.family
                    ).confidence == .conflict)
        {
            return Sourced(
                height.value + 1, .conflict, "facts §10.1: Telegram's value (switch keyboard-height-conflict)"
            )
        }
        return height
    }

    /// The assumptions a keyboard frame of this state rests on: an unsourced or disputed height,
    /// the undocked geometry, the Face ID iPads' shortcuts bar.
    func geometryAssumptions(for state: KeyboardState) -> [AssumptionID] {
        var ids: [AssumptionID] = []
        if state.hardwareKeyboard {
            if state.accessoryHeight == 0, profile.hasShortcutsBar, let pad = device.pad,
                pad.shortcutsBarVisibleHeight.confidence == .unverified
            {
                // Face ID iPads add their bottom safe area to the 9.7-inch's 55; home-button
                // ones borrow the 55 as it is (docs/Devices.md).
                ids.append(device.hasHomeIndicator ? .shortcutsBarHeight : .shortcutsBarHeightBorrowed)
            }
            // The full height the bar reports keeps the strip when the traits hide the predictions.
            if state.accessoryHeight == 0, profile.hasShortcutsBar,
                shortcutBarOutlivesPredictions(keyboardBehindShortcutsBar(state))
            {
                ids.append(.shortcutsKeepBar)
            }
            return ids
        }
        // A height set with `profile set` rests on that switch alone, not on the catalogue's.
        if state.kind == .emoji, profile.emojiHeight != nil {
            ids.append(.emojiHeight)
        } else if state.kind == .otherLanguage, profile.otherLanguageHeight != nil {
            ids.append(.otherLanguageHeight)
        } else {
            ids += catalogueHeightAssumptions(for: state)
        }
        if state.mode.isUndocked { ids.append(.undockedGeometry) }
        if state.unseenHeightChange != 0 { ids.append(.instantResize) }
        return ids
    }

    /// The assumptions the catalogue's height for a state's kind rests on.
    private func catalogueHeightAssumptions(for state: KeyboardState) -> [AssumptionID] {
        var ids: [AssumptionID] = []
        var height = softwareKeyboardHeight(for: state)
        let heights = device.keyboardHeights(orientation, iOSMajorVersion: profile.majorVersion)
        if state.kind == .emoji && heights.emoji == nil {
            // Emoji borrows letters with the bar (facts §10.1): that choice is its own assumption,
            // and the borrowed height may rest on one more.
            ids.append(.emojiHeight)
            height = heights.height(for: .letters, quickType: true, family: device.family)
        }
        switch height.confidence {
        case .inference where state.kind == .otherLanguage:
            // D10's 366.67, read as the other-language keyboard of the 375x812 class (facts §3.1).
            ids.append(.otherLanguageHeight)
        case .unverified, .inference: ids.append(.keyboardHeightUnverified)
        case .conflict: ids.append(.keyboardHeightConflict)
        case .confirmed, .doc, .single: break
        }
        // Only a height the bar changes rests on the Shortcut Bar's guess (not emoji's, not the
        // floating keyboard's fixed size).
        if shortcutBarOutlivesPredictions(state), state.mode != .floating,
            heights.height(for: state.kind, quickType: true, family: device.family).value
                != heights.height(for: state.kind, quickType: false, family: device.family).value
        {
            ids.append(.shortcutsKeepBar)
        }
        return ids
    }

    /// Where the keyboard (or bar, or accessory) sits while the focused field is active.
    public func visibleFrame(for state: KeyboardState) -> Rect {
        let s = screen.size
        let accessory = state.accessoryHeight
        if state.hardwareKeyboard {
            if accessory > 0 {
                // Only the accessory view is shown (facts §1.7: D05 14 pt, D16 44 pt).
                return Rect(x: 0, y: s.height - accessory, width: s.width, height: accessory)
            }
            guard let pad = device.pad, profile.hasShortcutsBar else {
                // iPhone, or an iPad before iOS 9 (no shortcuts bar yet): nothing is shown; iOS
                // reports zero-height frames (facts §1.7, D17).
                return Rect(x: 0, y: s.height, width: s.width, height: 0)
            }
            // iPad shortcuts bar: the full keyboard height, mostly below the screen (facts §1.7).
            let full = softwareKeyboardHeight(for: keyboardBehindShortcutsBar(state)).value
            let visible = profile.shortcutsBarVisibleHeight ?? pad.shortcutsBarVisibleHeight.value
            return Rect(x: 0, y: s.height - visible, width: s.width, height: full)
        }
        let height =
            Swift.max(softwareKeyboardHeight(for: state).value + state.unseenHeightChange, 0) + accessory
        switch state.mode {
        case .docked:
            return Rect(x: 0, y: s.height - height, width: s.width, height: height)
        case .undocked, .split:
            // An undocked or split keyboard spans the width and moves only vertically.
            let gap = device.pad?.undockedBottomGap.value ?? 0
            let y = state.floatingOrigin?.y ?? (s.height - gap - height)
            return Rect(x: 0, y: y, width: s.width, height: height)
        case .floating:
            let size = device.pad?.floatingSize.value ?? Size(width: s.width, height: height)
            let h = size.height + accessory
            let gap = device.pad?.undockedBottomGap.value ?? 0
            let origin =
                state.floatingOrigin ?? Point(x: (s.width - size.width) / 2, y: s.height - gap - h)
            return Rect(origin: origin, size: Size(width: size.width, height: h))
        }
    }

    /// Refuses the frames of a scenario's events (its motions' ends and the keyboard's state after
    /// it) when one would start above the screen's top: iOS's keyboard window is the screen's size,
    /// so no frame it reports does. `culprit` is what the scenario set.
    func checkFitsScreen(_ events: [KeyboardEvent], culprit: KeyboardFrameCulprit)
        throws(KeyboardScenarioError)
    {
        // Each frame is judged by its top: a rotation's hide ends below the old screen.
        let frames = events.motions.map(\.to) + (state.isActive ? [state.frame] : [])
        let s = screen
        guard let high = frames.first(where: { $0.minY < s.minY - 1e-6 }) else { return }
        let accessory = Swift.min(state.accessoryHeight, high.height)
        throw .keyboardAboveScreen(
            keyboardHeight: high.height - accessory, accessoryHeight: accessory, top: high.minY - s.minY,
            screenHeight: s.height, culprit: culprit)
    }

    /// The software keyboard whose height an iPad's hardware-keyboard shortcuts bar reports:
    /// letters with Settings' QuickType on (facts §1.7: 313 on the 9.7-inch iPad); the field's
    /// traits and shortcuts still decide its bar.
    func keyboardBehindShortcutsBar(_ state: KeyboardState) -> KeyboardState {
        var letters = state
        letters.kind = .letters
        letters.quickType = true
        return letters
    }

    /// The docked keyboard parked just below the screen (the begin of a show, the end of a hide).
    public func hiddenFrame(height: Double) -> Rect {
        let s = screen.size
        return Rect(x: 0, y: s.height, width: s.width, height: height)
    }

    /// The frame as this app is told it: in Slide Over the reported frame leaves out the gap between
    /// the panel's bottom and the screen's bottom (facts §1.11, Flutter).
    func reported(_ frame: Rect) -> Rect {
        guard case .slideOver(let window) = placement, profile.slideOverFrameOmitsBottomGap,
            frame != .zero
        else { return frame }
        let gap = screen.maxY - window.maxY
        return frame.offsetBy(dx: 0, dy: -gap)
    }
}
