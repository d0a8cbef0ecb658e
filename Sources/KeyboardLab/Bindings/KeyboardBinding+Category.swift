// Technique 4 installed on a view: the category with the README's blocks (see
// KeyboardAnimationCategory.swift for the original it reproduces).

extension KeyboardBinding {
    /// The category's README usage: `constant = isShowing ? keyboardRect.height : 0` and
    /// `layoutIfNeeded()` in the animations block. The fix subtracts the safe-area bottom.
    func installSubscribeCategory(fixed: Bool) {
        let category = KeyboardAnimationCategory(simulator: simulator, corrected: fixed)
        let root = rootView
        let subtractsSafeArea = fixed && referencesSafeArea
        category.subscribe(
            beforeAnimations: nil,
            animations: { [unowned self] rect, _, isShowing in
                // The inset as it is now: it changes with the orientation.
                let safe = subtractsSafeArea ? root.safeAreaInsets.bottom : 0
                setLift(isShowing ? max(0, rect.height - safe) : 0)
                root.layoutIfNeeded()
            }, completion: nil)
        self.category = category
    }
}
