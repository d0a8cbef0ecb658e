// The keyboard leaving with a view controller's transition (facts §2: D04; §1.3).

extension KeyboardStateMachine {
    /// The focused field's view controller is popped from a navigation stack: the field resigns
    /// inside the navigation transition's animation block, so the keyboard goes down with the
    /// transition's own timing rather than its spring — ease in and out over `duration` (default
    /// the profile's 0.35 s, D04: iOS 5–6; assumed for later versions, `navigation-pop-duration`) —
    /// and WCF + WH report that duration. 0 is a pop without animation: the keyboard jumps.
    public mutating func dismissByNavigationPop(duration: Double? = nil) throws(KeyboardScenarioError)
        -> [KeyboardEvent]
    {
        let seconds = duration ?? profile.navigationPopDuration
        try validate(seconds, "navigation transition duration")
        guard state.isActive else { return Self.warning(.keyboardNotShown(scenario: "navigation-pop")) }
        guard state.isLocal else { return Self.warning(.keyboardOfOtherApp(scenario: "navigation-pop")) }
        return dismiss(duration: seconds) { t in
            // The will-notifications are posted from inside the transition's block (SO 33486030:
            // "it is already in an animation block (the one that animates the navigation controller)").
            t.motionCurve = AnimationCurve.easeInOut.rawValue
            t.motionSettleDuration = seconds
            t.assumptions.append(.navigationPop)
        }
    }
}
