// UIKeyboardLayoutGuide (iOS 15), as Apple's "Adjusting your layout with keyboard layout guide"
// has apps use it: the bar's bottom pinned to the guide's top in place of its own bottom
// constraint, keeping the 20 pt that constraint kept above the safe area (the built-in keeps
// the bound constraint's margin the same way). Written for the lab (not copied) as the twin of the built-in
// `keyboard-layout-guide` (Sources/KeyboardLab/Bindings/KeyboardBinding+LayoutGuide.swift).
import UIKit

class ChatViewController: UIViewController {
    @IBOutlet var inputBar: UIView!
    @IBOutlet var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        bottomConstraint.isActive = false
        inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -20).isActive = true
        view.layoutIfNeeded()
    }
}
