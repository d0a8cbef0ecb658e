// Launch and the shows with more than one round or odd frames: the first show after launch, the
// variant whose Begin is measured without the QuickType bar, third-party keyboards (facts §1.4).

extension KeyboardStateMachine {
    /// The app is launched afresh (or killed and relaunched): no field is focused, the keyboard is
    /// hidden and has not been shown since launch. Nothing is posted — the old process is gone. What
    /// belongs to the device stays (QuickType setting, hardware keyboard, undocked mode, orientation,
    /// placement), and so do the fields' traits, which are the app's code.
    public mutating func launch() {
        state = state.settingsKeptByLaunch
        state.frame = hiddenFrame(height: 0)
    }

    /// Starts from `settings`' device settings and fields' traits (`settingsKeptByLaunch`), the
    /// keyboard hidden: how a copy of a scene (`SceneDescription`) takes its session's. A mode this
    /// device or profile cannot have (an iPhone, split on an iPad without it, floating before
    /// iPadOS 13: a matrix's other devices) is docked, as `setMode` would refuse it.
    public mutating func adoptSettings(of settings: KeyboardState) {
        var kept = settings.settingsKeptByLaunch
        if let pad = device.pad {
            if kept.mode == .split && !pad.supportsSplit.value { kept.mode = .docked }
            if kept.mode == .floating && profile.majorVersion < 13 { kept.mode = .docked }
        } else {
            kept.mode = .docked
        }
        state = kept
        state.frame = hiddenFrame(height: 0)
    }

    /// The first show after launch (facts §1.4): iPhone: a keys-only keyboard animated in (0.25),
    /// then at +0.306 s (D08) a resize to the full height with the QuickType resize duration (D11
    /// shows Begin 288 vs End 346 on a first show); iPad: a 0-height notification (0.25) then the
    /// full keyboard with duration 0 (D14). Reports say iOS 8 (jsq #701), iOS 11 (FSiOSAppDemo, D08)
    /// and QMUI (2017–2021); the lab plays it on any profile that asks. It needs a keyboard not yet
    /// shown since launch (`launch()` first) and a docked software keyboard (otherwise an ordinary
    /// show, with a warning).
    public mutating func showFirstAfterLaunch(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        guard !state.hasShownSinceLaunch, !state.isActive else { throw .notFirstShowSinceLaunch }
        if let reason = firstShowPatternObstacle {
            let shown = try show(field: field, kind: kind, accessoryHeight: accessoryHeight)
            return Self.warning(.firstShowPatternNotApplicable(reason: reason)) + shown
        }
        prepareShow(field: field, kind: kind, accessoryHeight: accessoryHeight)
        let end = visibleFrame(for: state)
        let wills: [KeyboardNotificationName] = [.keyboardWillChangeFrame, .keyboardWillShow]
        let firstEnd: Rect
        let secondDuration: Double
        switch device.family {
        case .pad:
            firstEnd = hiddenFrame(height: 0)
            secondDuration = 0
        case .phone:
            var keysOnly = keysOnlyState
            // D08 (iOS 11, 375x667): pinyin came up as the 216-pt letters keys, then grew to 289.5
            // with its candidate bar: the candidate bar plays the QuickType bar's part.
            if keysOnly.kind == .otherLanguage { keysOnly.kind = .letters }
            firstEnd = visibleFrame(for: keysOnly)
            secondDuration = profile.quickTypeResizeDuration
        }
        let firstBegin = device.family == .pad ? firstEnd : hiddenFrame(height: firstEnd.height)
        var first = transition(wills, from: firstBegin, to: firstEnd, duration: profile.nominalDuration)
        // The iPad's second round reports D14's 0, not the QuickType rule; its interval is D08's.
        let rounds: AssumptionID = device.family == .pad ? .firstShowRoundsPad : .firstShowRounds
        first.assumptions = [rounds]
        beginEditing(field, into: &first)
        var second = transition(wills, from: firstEnd, to: end, duration: secondDuration)
        second.assumptions = device.family == .pad ? [rounds] : [rounds, .quickTypeResizeDuration]
        state.frame = end
        return Self.timeline([events(first, at: 0), events(second, at: profile.firstShowSecondRoundDelay)])
    }

    /// The state with nothing above the keys: QuickType off and no Shortcut Bar groups, so an
    /// iPad's strip goes too (the keys-only height a short round or Begin is guessed to carry).
    private var keysOnlyState: KeyboardState {
        var keys = state
        keys.quickType = false
        keys.focusedTraits.shortcuts = .none
        return keys
    }

    /// Why the launch pattern cannot play now (it needs the docked software keyboard), if it cannot.
    private var firstShowPatternObstacle: String? {
        if state.hardwareKeyboard { return "a hardware keyboard is attached" }
        if state.mode.isUndocked { return "the keyboard is \(state.mode.rawValue)" }
        return nil
    }

    /// The variant seen in real logs where Begin, though off screen, carries another height than End
    /// (facts §2: "Begin.size may differ from End.size on first show", D11: Begin 288 vs End 346 on a
    /// 414x896 phone, iOS 12): one round, Begin at the hidden position with the logged short height
    /// where the catalogue has one (D11's 288 on the 414x896 class), else the keys-only height as
    /// if measured without the QuickType bar (+ accessory), End docked with the full one. With no bar shown both heights
    /// are equal and a warning says so.
    public mutating func showBeginWithoutQuickType(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        if state.isActive { return try focus(field: field, kind: kind, accessoryHeight: accessoryHeight) }
        prepareShow(field: field, kind: kind, accessoryHeight: accessoryHeight)
        let end = visibleFrame(for: state)
        var beginHeight = visibleFrame(for: keysOnlyState).height
        var guessed = true
        // Where a dump logged the short Begin (D11: 288 on 414x896), report that instead of the
        // keys-only guess; elsewhere the profile may replace the guess with a height of its own.
        if state.kind == .letters, predictiveBar(for: state) == .shown,
            let logged = device.keyboardHeights(orientation, iOSMajorVersion: profile.majorVersion).shortBegin
        {
            beginHeight = logged.value + state.accessoryHeight
            guessed = false
        } else if let height = profile.shortBeginHeight {
            beginHeight = height + state.accessoryHeight
        }
        var t = transition(
            appearanceWills, from: hiddenFrame(height: end.height), to: end, duration: profile.nominalDuration
        )
        // The keyboard itself comes up whole; only the reported Begin is short.
        t.reportedBegin = hiddenFrame(height: beginHeight)
        t.assumptions = shortcutsBarAssumptions
        if guessed && beginHeight != end.height { t.assumptions.append(.shortBeginHeight) }
        if beginHeight == end.height { t.warnings.append(.beginHeightEqualsEnd(height: end.height)) }
        beginEditing(field, into: &t)
        state.frame = end
        return events(t, at: 0)
    }

    /// A third-party keyboard (Swype, SwiftKey, Sogou) that posts WCF + WS once per height it settles
    /// through, e.g. 0, 216, 259 (facts §1.4), each round with its dids. The first round animates in
    /// with 0.25; later rounds use the QuickType resize duration. Round spacing is the profile's
    /// `thirdPartyRoundInterval`; spacing, durations and dids are [UNVERIFIED].
    public mutating func showThirdPartyKeyboard(
        field: String = "field", heights: [Double] = [0, 216, 259]
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        for height in heights { try validate(height, "keyboard height") }
        guard !heights.isEmpty else { return try show(field: field) }
        let dismissed = dismiss(duration: profile.nominalDuration)
        becomeFirstResponder(field)
        state.hasShownSinceLaunch = true
        let s = screen.size
        let accessory = state.accessoryHeight
        var groups: [[KeyboardEvent]] = []
        var previous = hiddenFrame(height: heights[0] + accessory)
        for (index, height) in heights.enumerated() {
            let total = height + accessory
            let end = Rect(x: 0, y: s.height - total, width: s.width, height: total)
            let duration = index == 0 ? profile.nominalDuration : profile.quickTypeResizeDuration
            var t = transition(
                [.keyboardWillChangeFrame, .keyboardWillShow], from: previous, to: end, duration: duration)
            t.assumptions = [.thirdPartyRounds]
            if index == 0 { beginEditing(field, into: &t) }
            groups.append(events(t, at: Double(index) * profile.thirdPartyRoundInterval))
            previous = end
        }
        state.frame = previous
        return Self.sequence(dismissed, then: Self.timeline(groups))
    }
}
