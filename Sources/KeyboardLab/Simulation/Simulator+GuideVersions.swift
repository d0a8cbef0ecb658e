/// Warnings for the keyboard layout guide's APIs used under a profile that predates them
/// (`KeyboardGuideAPI`): each wherever it is used (a constraint to the guide, a binding, a
/// property set), once a profile, and again for what the scene uses when the profile changes.
extension Simulator {
    /// Records a use of `api`; under a profile without it, warns (once until the profile changes).
    public func noteKeyboardGuideUse(_ api: KeyboardGuideAPI) {
        keyboardGuideAPIsUsed.insert(api)
        guard !api.isAvailable(in: profile), keyboardGuideAPIsWarned.insert(api).inserted else { return }
        warningLog.append(
            WarningRecord(
                time: engine.time, frameIndex: engine.frameIndex,
                warning: .runsBeforeVersion(
                    feature: api.rawValue, since: api.since, profile: profile.majorVersion)))
    }

    /// Records the guide's use when `constraint` holds a keyboard layout guide (the root view's
    /// `keyboard` or a view's `VIEW.keyboard`).
    public func noteKeyboardGuideUse(by constraint: LayoutConstraint) {
        if constraint.firstItem is KeyboardLayoutGuide || constraint.secondItem is KeyboardLayoutGuide {
            noteKeyboardGuideUse(.keyboardLayoutGuide)
        }
    }

    /// The APIs the scene uses now: a user constraint (a binding's included) on a keyboard layout
    /// guide, and a guide's properties away from their defaults, in `KeyboardGuideAPI` order.
    /// - Complexity: O(active constraints + keyboard guides).
    public var keyboardGuideAPIsInUse: [KeyboardGuideAPI] {
        var used: Set<KeyboardGuideAPI> = []
        if window.constraints().contains(where: {
            $0.firstItem is KeyboardLayoutGuide || $0.secondItem is KeyboardLayoutGuide
        }) {
            used.insert(.keyboardLayoutGuide)
        }
        // The engine knows the guides something is constrained to; the root's may have only
        // its properties set (`keyboard-guide`).
        var guides = window.engine.keyboardGuides
        if let root = window.rootView.existingKeyboardGuide, !guides.contains(where: { $0 === root }) {
            guides.append(root)
        }
        for guide in guides {
            if guide.hasTrackedConstraints { used.formUnion([.keyboardLayoutGuide, .trackingLayoutGuide]) }
            if guide.followsUndockedKeyboard {
                used.formUnion([.keyboardLayoutGuide, .followsUndockedKeyboard])
            }
            if !guide.usesBottomSafeArea { used.formUnion([.keyboardLayoutGuide, .usesBottomSafeArea]) }
            if guide.keyboardDismissPadding != 0 {
                used.formUnion([.keyboardLayoutGuide, .keyboardDismissPadding])
            }
        }
        return KeyboardGuideAPI.allCases.filter(used.contains)
    }

    /// A new profile: what the scene uses is checked against it afresh.
    func checkKeyboardGuideAgainstProfile() {
        keyboardGuideAPIsWarned = []
        autoLayoutWarned = false
        for api in keyboardGuideAPIsInUse { noteKeyboardGuideUse(api) }
        noteAutoLayoutUse()
    }

    /// Auto Layout came with iOS 6 (`NSLayoutConstraint`, `UIView.constraints`: "iOS 6.0+" in
    /// Apple's reference, facts §10.11). The lab lays out with constraints under `ios5` anyway,
    /// so a scene that has them says so, once a profile: when the profile is chosen and when a
    /// scenario plays.
    func noteAutoLayoutUse() {
        guard profile.majorVersion < 6, !autoLayoutWarned, !window.constraints().isEmpty else { return }
        autoLayoutWarned = true
        warningLog.append(
            WarningRecord(
                time: engine.time, frameIndex: engine.frameIndex,
                warning: .runsBeforeVersion(
                    feature: "Auto Layout (NSLayoutConstraint)", since: 6, profile: profile.majorVersion)))
    }
}
