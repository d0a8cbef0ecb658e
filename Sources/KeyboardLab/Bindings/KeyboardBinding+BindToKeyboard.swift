// Technique 3: the `bindToKeyboard()` UIView extension taught in many Swift courses:
//
//     extension UIView {
//         func bindToKeyboard() {
//             NotificationCenter.default.addObserver(self, selector: #selector(UIView.keyboardWillChange(_:)),
//                 name: NSNotification.Name.UIKeyboardWillChangeFrame, object: nil)
//         }
//         @objc func keyboardWillChange(_ notification: NSNotification) {
//             let duration = notification.userInfo![UIKeyboardAnimationDurationUserInfoKey] as! Double
//             let curve = notification.userInfo![UIKeyboardAnimationCurveUserInfoKey] as! UInt
//             let beginningFrame = (notification.userInfo![UIKeyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
//             let endFrame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
//             let deltaY = endFrame.origin.y - beginningFrame.origin.y
//             UIView.animateKeyframes(withDuration: duration, delay: 0.0,
//                 options: UIViewKeyframeAnimationOptions(rawValue: curve), animations: {
//                     self.frame.origin.y += deltaY
//             }, completion: nil)
//         }
//     }
//
// Flaws kept: the raw curve 7 as keyframe options is layoutSubviews | allowUserInteraction |
// beginFromCurrentState and no curve (facts §4.3) — hidden inside the keyboard's block, which
// the keyframe animation inherits; the frame move is undone by the next Auto Layout pass over
// the superview when the view is placed by constraints (facts §8 pitfall 5); an End of
// CGRect.zero (dragging a floating keyboard) sends the view to the top of the screen.

extension KeyboardBinding {
    func installBindToKeyboard() {
        center.addObserver(
            self, selector: "keyboardWillChange:", name: .keyboardWillChangeFrame, label: label
        ) {
            [unowned self] post in
            let duration = post.userInfo.animationDuration ?? 0
            let curve = UInt(truncatingIfNeeded: post.userInfo.animationCurve ?? 0)
            let deltaY = post.userInfo.frameEnd.origin.y - post.userInfo.frameBegin.origin.y
            let target = view
            engine.animateKeyframes(
                withDuration: duration, delay: 0, options: KeyframeAnimationOptions(rawValue: curve),
                animations: { target.frame.origin.y += deltaY }, completion: nil)
        }
    }

    // Corrected: move the constraint (Auto Layout owns the frame), from the converted and
    // intersected End frame, and pass the curve where UIKit reads it (`curve << 16`).
    func installBindToKeyboardFixed() {
        center.addObserver(
            self, selector: "keyboardWillChangeFrame:", name: .keyboardWillChangeFrame, label: label
        ) { [unowned self] post in
            // No isLocal guard: another app's keyboard covers this window too (correctLift).
            let curve = UInt(truncatingIfNeeded: post.userInfo.animationCurve ?? 0) & 0xF
            let lift = correctLift(forEndFrame: post.userInfo.frameEnd)
            let root = rootView
            engine.animateKeyframes(
                withDuration: post.userInfo.animationDuration ?? 0, delay: 0,
                options: KeyframeAnimationOptions(rawValue: curve << 16),
                animations: {
                    self.setLift(lift)
                    root.layoutIfNeeded()
                }, completion: nil)
        }
    }
}
