// The corrected bindToKeyboard() (docs/Techniques.md), written for the lab as the twin of the
// built-in `bind-to-keyboard-fixed`: it moves the constraint (Auto Layout owns the frame) by the
// converted and intersected End frame, and passes the curve where keyframe options read it
// (`curve << 16`). Constraint reference first (`safe.bottom == bar.bottom + rest`).
import UIKit

class ChatViewController: UIViewController {
    @IBOutlet var bottomConstraint: NSLayoutConstraint!
    private var restConstant: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        restConstant = bottomConstraint.constant
        bindBarToKeyboard()
    }

    func bindBarToKeyboard() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let info = notification.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0) & 0xF
        let converted = view.convert(end, from: UIScreen.main.coordinateSpace)
        let overlap = view.bounds.intersection(converted)
        let covered = overlap.isNull || overlap.width <= 0 ? 0 : overlap.height
        let lift = max(0, covered - view.safeAreaInsets.bottom)
        UIView.animateKeyframes(
            withDuration: duration, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: curve << 16),
            animations: {
                self.bottomConstraint.constant = self.restConstant + lift
                self.view.layoutIfNeeded()
            }, completion: nil)
    }
}
