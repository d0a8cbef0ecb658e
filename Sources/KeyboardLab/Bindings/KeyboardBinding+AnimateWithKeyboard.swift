// Technique 1: `animateWithKeyboard`, the UIViewPropertyAnimator extension popularised by
// advancedswift.com ("Animate with the keyboard in Swift"). The original, in substance:
//
//     extension UIViewController {
//         func animateWithKeyboard(notification: NSNotification,
//                                  animations: ((_ keyboardFrame: CGRect) -> Void)?) {
//             let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
//             let duration = notification.userInfo![durationKey] as! Double
//             let frameKey = UIResponder.keyboardFrameEndUserInfoKey
//             let keyboardFrameValue = notification.userInfo![frameKey] as! NSValue
//             let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
//             let curveValue = notification.userInfo![curveKey] as! Int
//             let curve = UIView.AnimationCurve(rawValue: curveValue)!
//             let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
//                 animations?(keyboardFrameValue.cgRectValue)
//                 self.view?.layoutIfNeeded()
//             }
//             animator.startAnimation()
//         }
//     }
//     // keyboardWillShow: animateWithKeyboard(…) { frame in self.bottomConstraint.constant = 20 + frame.height }
//     // keyboardWillHide: animateWithKeyboard(…) { _ in self.bottomConstraint.constant = 20 }
//
// Flaws kept: curve 7 through UIViewPropertyAnimator (what it does is unknown; the engine's
// `animatorKeyboardCurve` decides, ease-in-out over 0.25 s by default, facts §10.3); the End
// frame's full height (no conversion, no intersection, the home-indicator inset counted twice
// when the constraint hangs from the safe area, facts §8 pitfall 3–4).

extension KeyboardBinding {
    func installAnimateWithKeyboard() {
        center.addObserver(self, selector: "keyboardWillShow:", name: .keyboardWillShow, label: label) {
            [unowned self] post in
            animateWithKeyboard(post) { frame in self.setLift(frame.height) }
        }
        center.addObserver(self, selector: "keyboardWillHide:", name: .keyboardWillHide, label: label) {
            [unowned self] post in
            animateWithKeyboard(post) { _ in self.setLift(0) }
        }
    }

    /// The original helper: duration, End frame and `AnimationCurve(rawValue:)` from userInfo,
    /// a property animator that runs the changes and `layoutIfNeeded()`.
    func animateWithKeyboard(_ post: KeyboardNotificationPost, animations: @escaping (Rect) -> Void) {
        let duration = post.userInfo.animationDuration ?? 0
        let keyboardFrame = post.userInfo.frameEnd
        let curve = AnimationCurve(rawValue: post.userInfo.animationCurve ?? 0)
        let root = rootView
        let animator = PropertyAnimator(engine: engine, duration: duration, curve: curve) {
            animations(keyboardFrame)
            root.layoutIfNeeded()
        }
        try? animator.startAnimation()
    }

    // Corrected: one willChangeFrame observer (show, hide and every resize), the End frame
    // converted from the screen and intersected with the view (facts §7), the safe area not
    // counted twice, and the keyboard's own curve: a property animator cannot run curve 7 by
    // public API, so the block API with `curve << 16` (facts §4.3) — which inside the keyboard's
    // block also simply inherits it.
    func installAnimateWithKeyboardFixed() {
        center.addObserver(
            self, selector: "keyboardWillChangeFrame:", name: .keyboardWillChangeFrame, label: label
        ) { [unowned self] post in
            // No isLocal guard: another app's keyboard covers this window too (correctLift).
            let lift = correctLift(forEndFrame: post.userInfo.frameEnd)
            let curve = AnimationCurve(rawValue: post.userInfo.animationCurve ?? 0)
            let root = rootView
            engine.animate(
                withDuration: post.userInfo.animationDuration ?? 0, delay: 0,
                options: AnimationOptions(curve: curve),
                animations: {
                    self.setLift(lift)
                    root.layoutIfNeeded()
                })
        }
    }
}
