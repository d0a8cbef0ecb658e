// InputBarAccessoryView's KeyboardManager (nathantannar4/InputBarAccessoryView, transcribed in
// Examples/library/input-bar-accessory-view.kbl), written for the lab in the library's style and
// spelling, not copied: a manager observing the six keyboard notifications, bind(inputAccessoryView:)
// replacing the bar's bottom constraint by its own (bar.bottom == superview.bottom) and setting
// the willShow, willChangeFrame and willHide callbacks, bind(to:) adding a pan gesture to the
// table for interactive dismissal, animateAlongside with the notification's duration and
// options. Two spellings differ from the library's, as the lab's Swift subset asks: the
// callbacks are three stored closures, not a dictionary keyed by event, and KeyboardNotification
// is a class built from the notification by an extension (the subset has no struct copies).
//
// Bind it to the bar with its bottom constraint, which viewDidLoad deactivates (the app's own
// layout before the manager binds). The flaws are the library's: curve 7 becomes
// UIView.AnimationCurve.linear (invisible inside the keyboard's animation block, which the nested
// animation inherits), the bar rests on the view's bottom, under the home indicator.
import UIKit

final class ChatViewController: UIViewController {
    @IBOutlet var inputBar: UIView!
    @IBOutlet var inputBarBottom: NSLayoutConstraint!
    @IBOutlet var tableView: UITableView!

    let keyboardManager = KeyboardManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBarBottom.isActive = false
        keyboardManager.bind(inputAccessoryView: inputBar)
        keyboardManager.bind(to: tableView)
    }
}

/// What the callbacks receive: the notification's end frame, duration, options and whether the
/// keyboard is this app's.
final class KeyboardNotification {
    let endFrame: CGRect
    let timeInterval: TimeInterval
    let animationOptions: UIView.AnimationOptions
    let isForCurrentApp: Bool

    init(endFrame: CGRect, timeInterval: TimeInterval, animationOptions: UIView.AnimationOptions, isForCurrentApp: Bool) {
        self.endFrame = endFrame
        self.timeInterval = timeInterval
        self.animationOptions = animationOptions
        self.isForCurrentApp = isForCurrentApp
    }
}

extension Notification {
    /// The keyboard notification's values, nil without an end frame.
    var keyboardNotification: KeyboardNotification? {
        guard let info = userInfo,
            let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return nil }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        return KeyboardNotification(
            endFrame: endFrame, timeInterval: duration, animationOptions: keyboardAnimationOptions,
            isForCurrentApp: isLocal)
    }

    /// The curve as options: the four named curves map to theirs; any other value (the
    /// keyboard's 7) is taken as `.linear`.
    var keyboardAnimationOptions: UIView.AnimationOptions {
        guard let raw = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
            let curve = UIView.AnimationCurve(rawValue: raw)
        else { return .curveEaseInOut }
        switch curve {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        default: return .curveLinear
        }
    }
}

/// An object that observes keyboard notifications so that callbacks can be set for them.
final class KeyboardManager: NSObject, UIGestureRecognizerDelegate {
    typealias EventCallback = (KeyboardNotification) -> Void

    weak var inputAccessoryView: UIView?
    private(set) var isKeyboardHidden: Bool = true
    var additionalInputViewBottomConstraintConstant: () -> CGFloat = { 0 }

    private var bottomConstraint: NSLayoutConstraint?
    private weak var scrollView: UIScrollView?
    private var willShowCallback: EventCallback?
    private var willChangeFrameCallback: EventCallback?
    private var willHideCallback: EventCallback?
    private var panGesture: UIPanGestureRecognizer?
    private var cachedNotification: KeyboardNotification?
    private var justDidWillHide = false

    override init() {
        super.init()
        addObservers()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    private func addObservers() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(notification:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardDidShow(notification:)),
            name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(notification:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardDidHide(notification:)),
            name: UIResponder.keyboardDidHideNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(notification:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardDidChangeFrame(notification:)),
            name: UIResponder.keyboardDidChangeFrameNotification, object: nil)
    }

    /// The gap between the window's bottom and the bar's superview's (a page sheet on iPad).
    private var bottomGap: CGFloat {
        guard let inputAccessoryView = inputAccessoryView, let window = inputAccessoryView.window,
            let superview = inputAccessoryView.superview
        else { return 0 }
        return window.bounds.height - window.convert(superview.frame, to: window).maxY
    }

    /// Pins the bar to its superview's bottom and moves it with the keyboard.
    @discardableResult
    func bind(inputAccessoryView: UIView) -> KeyboardManager {
        guard let superview = inputAccessoryView.superview else { return self }
        self.inputAccessoryView = inputAccessoryView
        let bottom = inputAccessoryView.bottomAnchor.constraint(
            equalTo: superview.bottomAnchor, constant: additionalInputViewBottomConstraintConstant())
        bottom.isActive = true
        bottomConstraint = bottom

        willShowCallback = { [weak self] notification in
            guard self?.isKeyboardHidden == false,
                self?.bottomConstraint?.constant == self?.additionalInputViewBottomConstraintConstant(),
                notification.isForCurrentApp
            else { return }
            let keyboardHeight = notification.endFrame.height
            let animateAlongside = {
                self?.animateAlongside(notification) {
                    self?.bottomConstraint?.constant = min(0, -keyboardHeight + (self?.bottomGap ?? 0))
                    self?.inputAccessoryView?.superview?.layoutIfNeeded()
                }
            }
            animateAlongside()
            let initialBottomGap = self?.bottomGap ?? 0
            DispatchQueue.main.async {
                let newBottomGap = self?.bottomGap ?? 0
                if newBottomGap != 0 && newBottomGap != initialBottomGap {
                    animateAlongside()
                }
            }
        }
        willChangeFrameCallback = { [weak self] notification in
            let keyboardHeight = notification.endFrame.height
            guard self?.isKeyboardHidden == false, notification.isForCurrentApp else { return }
            let animateAlongside = {
                self?.animateAlongside(notification) {
                    self?.bottomConstraint?.constant = min(0, -keyboardHeight + (self?.bottomGap ?? 0))
                    self?.inputAccessoryView?.superview?.layoutIfNeeded()
                }
            }
            animateAlongside()
            let initialBottomGap = self?.bottomGap ?? 0
            DispatchQueue.main.async {
                let newBottomGap = self?.bottomGap ?? 0
                if newBottomGap != 0 && newBottomGap != initialBottomGap && !(self?.justDidWillHide ?? false) {
                    animateAlongside()
                }
            }
        }
        willHideCallback = { [weak self] notification in
            guard notification.isForCurrentApp else { return }
            self?.justDidWillHide = true
            self?.animateAlongside(notification) {
                self?.bottomConstraint?.constant = self?.additionalInputViewBottomConstraintConstant() ?? 0
                self?.inputAccessoryView?.superview?.layoutIfNeeded()
            }
            DispatchQueue.main.async {
                self?.justDidWillHide = false
            }
        }
        return self
    }

    /// Adds a pan gesture to the scroll view so that the bar follows interactive dismissal.
    @discardableResult
    func bind(to scrollView: UIScrollView) -> KeyboardManager {
        self.scrollView = scrollView
        scrollView.keyboardDismissMode = .interactive
        let recognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePanGestureRecognizer(recognizer:)))
        recognizer.delegate = self
        panGesture = recognizer
        scrollView.addGestureRecognizer(recognizer)
        return self
    }

    // MARK: Keyboard notifications

    @objc func keyboardDidShow(notification: NSNotification) {}

    @objc func keyboardDidHide(notification: NSNotification) {
        isKeyboardHidden = true
        cachedNotification = nil
    }

    @objc func keyboardDidChangeFrame(notification: NSNotification) {
        guard let keyboardNotification = notification.keyboardNotification else { return }
        cachedNotification = keyboardNotification
    }

    @objc func keyboardWillChangeFrame(notification: NSNotification) {
        guard let keyboardNotification = notification.keyboardNotification else { return }
        willChangeFrameCallback?(keyboardNotification)
        cachedNotification = keyboardNotification
    }

    @objc func keyboardWillShow(notification: NSNotification) {
        isKeyboardHidden = false
        guard let keyboardNotification = notification.keyboardNotification else { return }
        willShowCallback?(keyboardNotification)
    }

    @objc func keyboardWillHide(notification: NSNotification) {
        guard let keyboardNotification = notification.keyboardNotification else { return }
        willHideCallback?(keyboardNotification)
        cachedNotification = nil
    }

    private func animateAlongside(_ notification: KeyboardNotification, animations: @escaping () -> Void) {
        UIView.animate(
            withDuration: notification.timeInterval, delay: 0,
            options: [notification.animationOptions, .allowAnimatedContent, .beginFromCurrentState],
            animations: animations, completion: nil)
    }

    // MARK: Interactive dismissal

    /// The keyboard's frame follows the finger: a new end frame from the cached notification,
    /// the bar put directly above it (no animation: the finger leads).
    @objc func handlePanGestureRecognizer(recognizer: UIPanGestureRecognizer) {
        guard let cached = cachedNotification, recognizer.state == .changed, let view = recognizer.view,
            let window = UIApplication.shared.windows.first
        else { return }
        // A keyboard narrower than the scroll view floats: the bar need not follow it.
        guard cached.endFrame.width >= view.frame.width else { return }
        let location = recognizer.location(in: view)
        let absoluteLocation = view.convert(location, to: window)
        var frame = cached.endFrame
        frame.origin.y = max(absoluteLocation.y, window.bounds.height - frame.height)
        frame.size.height = window.bounds.height - frame.origin.y
        let directlyAboveKeyboard = -frame.height + bottomGap
        bottomConstraint?.constant = min(additionalInputViewBottomConstraintConstant(), directlyAboveKeyboard)
        inputAccessoryView?.superview?.layoutIfNeeded()
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        scrollView?.keyboardDismissMode == .interactive
    }
}
