// Technique 4 installed on a view: the category with the README's blocks (see
// KeyboardAnimationCategory.swift for the original it reproduces).

extension KeyboardBinding {
    /// The category's README usage: `constant = isShowing ? keyboardRect.height : 0` and
    /// `layoutIfNeeded()` in the animations block. The fix reads the overlap alone, whatever the
    /// notification's name, and subtracts the safe-area bottom: an iPad's shortcuts bar comes
    /// with a willHide whose End still covers the screen's bottom 55 pt (facts §1.7), so a
    /// "hide" decided from the name leaves the view under the bar.
    func installSubscribeCategory(fixed: Bool) {
        let category = KeyboardAnimationCategory(simulator: simulator, corrected: fixed)
        let root = rootView
        let subtractsSafeArea = fixed && referencesSafeArea
        category.subscribe(
            beforeAnimations: nil,
            animations: { [unowned self] rect, _, isShowing in
                // The inset as it is now: it changes with the orientation.
                let safe = subtractsSafeArea ? root.safeAreaInsets.bottom : 0
                // The corrected rect is the End frame's overlap with the root view (zero high
                // when the keyboard leaves it), so it alone says how far to lift.
                let covers = fixed || isShowing
                setLift(covers ? max(0, rect.height - safe) : 0)
                root.layoutIfNeeded()
            }, completion: nil)
        self.category = category
    }
}
