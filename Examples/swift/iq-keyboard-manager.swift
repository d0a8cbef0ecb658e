// IQKeyboardManager's keyboard handling (hackiftekhar/IQKeyboardManager, transcribed in
// Examples/library/iq-keyboard-manager.kbl), written for the lab in the library's style and
// spelling, not copied: a shared manager observing willShow and willHide, adjustPosition() run
// from OperationQueue.main.addOperation (after the notification, outside the keyboard's
// animation block), the root view controller's view moved up until the field being edited sits
// keyboardDistanceFromTextField above the keyboard, restorePosition() at willHide.
//
// Bind it to the text field being edited (no constraint): the library finds that field through
// UITextField.textDidBeginEditingNotification, which the lab does not post, so `textFieldView`
// is the view `bind` names. The flaws are the library's: everything in the root view moves, and
// on a notched iPhone the field stops the home-indicator inset more than the distance above the
// keyboard. Where the transcription reads the scene (full screen: the window is the screen; the
// root view's layout margins are the safe area), this reads the same values through UIKit.
import UIKit

final class IQKeyboardManager: NSObject {
    var enable = true
    var keyboardDistanceFromTextField: CGFloat = 10.0

    /// The field being edited (the library sets it when editing begins).
    weak var textFieldView: UIView?

    private var topViewBeginOrigin = CGPoint.zero
    private var keyboardFrame = CGRect.zero
    private var animationDuration: TimeInterval = 0.25
    private var animationCurve: UIView.AnimationOptions = .curveEaseOut

    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification,
            object: nil)
        if let rootView = UIApplication.shared.keyWindow?.rootViewController?.view {
            topViewBeginOrigin = rootView.frame.origin
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: UIKeyboard notifications

    @objc func keyboardWillShow(_ notification: Notification) {
        guard enable, let info = notification.userInfo else { return }
        if let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            keyboardFrame = frame
        }
        if let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval {
            animationDuration = duration
        }
        if let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt {
            animationCurve = UIView.AnimationOptions(rawValue: curve << 16)
        }
        OperationQueue.main.addOperation {
            self.adjustPosition()
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard enable else { return }
        if let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval {
            animationDuration = duration
        }
        if let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt {
            animationCurve = UIView.AnimationOptions(rawValue: curve << 16)
        }
        restorePosition()
    }

    // MARK: Position

    private func adjustPosition() {
        guard let textFieldView = textFieldView, let window = textFieldView.window,
            let rootView = window.rootViewController?.view
        else { return }
        var kbFrame = keyboardFrame
        kbFrame.origin.y -= keyboardDistanceFromTextField
        kbFrame.size.height += keyboardDistanceFromTextField
        let intersection = kbFrame.intersection(window.frame)
        let kbHeight: CGFloat = intersection.isNull ? 0 : intersection.size.height

        let textFieldViewRectInWindow = textFieldView.convert(textFieldView.bounds, to: window)
        let layoutMargins = window.safeAreaInsets
        let topLayoutGuide = max(layoutMargins.top, layoutMargins.bottom) + 5
        let bottomLayoutGuide = layoutMargins.bottom

        let move = min(
            textFieldViewRectInWindow.minY - topLayoutGuide,
            textFieldViewRectInWindow.maxY - (window.frame.height - kbHeight) + bottomLayoutGuide)

        var rootViewOrigin = rootView.frame.origin
        if move >= 0 {
            rootViewOrigin.y = max(rootViewOrigin.y - move, min(0, -(kbHeight - keyboardDistanceFromTextField)))
        } else {
            let disturbDistance = rootViewOrigin.y - topViewBeginOrigin.y
            if disturbDistance <= 0 {
                rootViewOrigin.y -= max(move, disturbDistance)
            }
        }
        if rootViewOrigin.y != rootView.frame.origin.y {
            UIView.animate(
                withDuration: animationDuration, delay: 0, options: animationCurve,
                animations: {
                    rootView.frame.origin = rootViewOrigin
                })
        }
    }

    private func restorePosition() {
        guard let rootView = UIApplication.shared.keyWindow?.rootViewController?.view,
            rootView.frame.origin.y != topViewBeginOrigin.y
        else { return }
        UIView.animate(
            withDuration: animationDuration, delay: 0, options: animationCurve,
            animations: {
                rootView.frame.origin = self.topViewBeginOrigin
            })
    }
}
