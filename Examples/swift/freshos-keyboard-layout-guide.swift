// freshOS/KeyboardLayoutGuide's behaviour (the back-port of UIKeyboardLayoutGuide from before
// iOS 15, transcribed in Examples/library/freshos-keyboard-layout-guide.kbl), written for the lab
// as app code, not copied: a layout guide between the bar and the safe area's bottom whose
// height follows the keyboard, set in the will-notifications' handler. Its flaws are the
// library's: a keyboard whose End or Begin frame starts at y 0 is taken for a floating one and
// ignored, no notification comes while a finger drags the keyboard, and the height is the key
// window's height less the keyboard's top in screen coordinates (two spaces mixed).
import UIKit

class ChatViewController: UIViewController {
    @IBOutlet var inputBar: UIView!
    @IBOutlet var bottomConstraint: NSLayoutConstraint!
    private let keyboardGuide = UILayoutGuide()
    private var heightConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        bottomConstraint.isActive = false
        view.addLayoutGuide(keyboardGuide)
        let height = keyboardGuide.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            keyboardGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            keyboardGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            keyboardGuide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            height,
            inputBar.bottomAnchor.constraint(equalTo: keyboardGuide.topAnchor),
        ])
        heightConstraint = height
        view.layoutIfNeeded()
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
            var height = keyboardHeight(note)
        else { return }
        if height > 0 { height -= view.safeAreaInsets.bottom }
        heightConstraint?.constant = height
        if duration > 0.0 { view.layoutIfNeeded() }
    }

    /// The key window's height less the keyboard's top; 0 for willHide; nil for a keyboard that
    /// looks floating (its End or Begin frame at y 0).
    private func keyboardHeight(_ note: Notification) -> CGFloat? {
        if note.name == UIResponder.keyboardWillHideNotification { return 0.0 }
        guard let info = note.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        else { return nil }
        if end.minY == 0 || begin.minY == 0 { return nil }
        let windowHeight = UIApplication.shared.keyWindow?.bounds.height ?? UIScreen.main.bounds.height
        return windowHeight - end.minY
    }
}
