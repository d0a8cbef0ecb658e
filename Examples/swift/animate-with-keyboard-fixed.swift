// The corrected animateWithKeyboard (docs/Techniques.md), written for the lab as the twin of the
// built-in `animate-with-keyboard-fixed`: one willChangeFrame observer (show, hide and every
// resize), the End frame converted from the screen and intersected with the view, the bottom
// safe area not counted twice, and the keyboard's own curve through the block API
// (`curve << 16`), which a property animator cannot take. Its constraint is written reference
// first (`safe.bottom == bar.bottom + rest`): a larger constant lifts the bar.
import UIKit

class ChatViewController: UIViewController {
    @IBOutlet var bottomConstraint: NSLayoutConstraint!
    private var restConstant: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        restConstant = bottomConstraint.constant
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        // No isLocal guard: another app's keyboard in Split View covers this window too.
        let lift = liftAbove(keyboardEnd: end)
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        UIView.animate(
            withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: (curve & 0xF) << 16),
            animations: {
                self.bottomConstraint.constant = self.restConstant + lift
                self.view.layoutIfNeeded()
            })
    }

    /// How far the keyboard's End frame covers the view, less the bottom safe area.
    private func liftAbove(keyboardEnd end: CGRect) -> CGFloat {
        let converted = view.convert(end, from: UIScreen.main.coordinateSpace)
        let overlap = view.bounds.intersection(converted)
        let height = overlap.isNull || overlap.width <= 0 ? 0 : overlap.height
        return max(0, height - view.safeAreaInsets.bottom)
    }
}
