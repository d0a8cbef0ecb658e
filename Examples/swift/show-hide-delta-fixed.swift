// The corrected willShow/willHide delta (docs/Techniques.md), written for the lab as the twin of
// the built-in `show-hide-delta-fixed`: willChangeFrame, an absolute constant from the converted,
// intersected End frame (a repeated notification changes nothing), and the keyboard's curve
// passed as `curve << 16` with .beginFromCurrentState. Constraint reference first, as in seed 001.
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
            let endValue = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        let end = view.convert(endValue.cgRectValue, from: UIScreen.main.coordinateSpace)
        let overlap = view.bounds.intersection(end)
        let covered = overlap.isNull || overlap.width <= 0 ? 0 : overlap.height
        bottomConstraint.constant = restConstant + max(0, covered - view.safeAreaInsets.bottom)
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
        let options: UIView.AnimationOptions = [
            .beginFromCurrentState, UIView.AnimationOptions(rawValue: UInt(curve & 0xF) << 16),
        ]
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
