// Technique 2: one handler for willShow and willHide that moves a bottom constraint by the
// difference between the End and Begin frames (Little Bites of Cocoa #82, 2015):
//
//     func keyboardWillShowOrHide(notification: NSNotification) {
//       let i = notification.userInfo!
//       let start = view.convertRect(i[UIKeyboardFrameBeginUserInfoKey]!.CGRectValue(), fromView: view.window)
//       let end = view.convertRect(i[UIKeyboardFrameEndUserInfoKey]!.CGRectValue(), fromView: view.window)
//       bottomConstraint.constant -= (end.origin.y - start.origin.y)
//       let duration = i[UIKeyboardAnimationDurationUserInfoKey]!.doubleValue
//       UIView.animateWithDuration(duration, delay: 0, options: .BeginFromCurrentState, animations: {
//         self.view.layoutIfNeeded()
//       }, completion: nil)
//     }
//
// Flaws kept: the frames are converted from the *window* although they are in screen
// coordinates (harmless for y while the window's top is the screen's); deltas accumulate, so a
// repeated willShow moves the view again (facts §8 pitfall 1–2); the default curve is passed,
// which only works because the handler runs inside the keyboard's block and inherits curve 7
// (facts §1.3) — posted outside it, the view eases in and out over 0.25 s.

extension KeyboardBinding {
    func installShowHideDelta() {
        for name in [KeyboardNotificationName.keyboardWillShow, .keyboardWillHide] {
            center.addObserver(self, selector: "keyboardWillShowOrHide:", name: name, label: label) {
                [unowned self] post in keyboardWillShowOrHide(post)
            }
        }
    }

    func keyboardWillShowOrHide(_ post: KeyboardNotificationPost) {
        let root = rootView
        let start = simulator.convert(reported: post.userInfo.frameBegin, from: .window, to: root)
        let end = simulator.convert(reported: post.userInfo.frameEnd, from: .window, to: root)
        moveConstant(by: end.origin.y - start.origin.y)
        let duration = post.userInfo.animationDuration ?? 0
        engine.animate(
            withDuration: duration, delay: 0, options: .beginFromCurrentState,
            animations: { root.layoutIfNeeded() }, completion: nil)
    }

    // Corrected: willChangeFrame, an absolute constant from the converted, intersected End frame
    // (idempotent: a repeated notification changes nothing), the curve passed as `curve << 16`.
    func installShowHideDeltaFixed() {
        center.addObserver(
            self, selector: "keyboardWillChangeFrame:", name: .keyboardWillChangeFrame, label: label
        ) { [unowned self] post in
            // No isLocal guard: another app's keyboard covers this window too (correctLift).
            setLift(correctLift(forEndFrame: post.userInfo.frameEnd))
            let curve = AnimationCurve(rawValue: post.userInfo.animationCurve ?? 0)
            let root = rootView
            engine.animate(
                withDuration: post.userInfo.animationDuration ?? 0, delay: 0,
                options: AnimationOptions.beginFromCurrentState.union(AnimationOptions(curve: curve)),
                animations: { root.layoutIfNeeded() }, completion: nil)
        }
    }
}
