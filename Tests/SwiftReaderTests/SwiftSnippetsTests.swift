import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// More shapes of keyboard code the public corpus shows often (written for these tests): the
/// whole view moved by hand, a scroll to the active field, springs, property animators with
/// timing parameters, the curve read from an `NSNumber`, a text view's insets set from
/// willChangeFrame and willHide by one method. Each runs unmodified; where its result is simple
/// it is checked by hand (iPhone 15: keyboard 336 high, top 516; safe area's bottom 818).
final class SwiftSnippetsTests: XCTestCase {
    static let bar = SwiftLibraryStylesTests.bar

    func run(_ swift: String, _ script: String, file: StaticString = #filePath, line: UInt = #line) {
        let path = NSTemporaryDirectory() + "kblab-snippet-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(script.replacingOccurrences(of: "FILE", with: path))
        XCTAssertEqual(
            result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"), file: file,
            line: line)
    }

    /// A spring block animation around the constant (`usingSpringWithDamping:`), the curve read
    /// as `NSNumber.uintValue`: the bar ends on the keyboard (302 lifted from 818: 516).
    func test_aSpringAnimationAroundTheConstant() {
        run(
            """
            class ViewController: UIViewController {
                @IBOutlet var bottomConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let info = notification.userInfo else { return }
                    let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).uintValue
                    bottomConstraint.constant = frame.height - view.safeAreaInsets.bottom
                    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                                   options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
                        self.view.layoutIfNeeded()
                    }, completion: { finished in
                        print("done", finished)
                    })
                }
            }
            """,
            Self.bar
                + "\ntechnique spring from FILE\nbind input with spring bottom\nshow-keyboard\nexpect input.maxY == 516"
        )
    }

    /// A property animator with spring timing parameters, animations added, a completion: the
    /// bar ends on the keyboard (516).
    func test_aPropertyAnimatorWithSpringTimingParameters() {
        run(
            """
            class ViewController: UIViewController {
                @IBOutlet var bottomConstraint: NSLayoutConstraint!
                private var animator: UIViewPropertyAnimator?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: .main) { [weak self] note in
                        guard let self = self,
                              let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                        self.animator?.stopAnimation(true)
                        let timing = UISpringTimingParameters(dampingRatio: 1)
                        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: timing)
                        animator.addAnimations {
                            self.bottomConstraint.constant = frame.height - self.view.safeAreaInsets.bottom
                            self.view.layoutIfNeeded()
                        }
                        animator.addCompletion { position in
                            if position == .end { print("at the end") }
                        }
                        animator.startAnimation()
                        self.animator = animator
                    }
                }
            }
            """,
            Self.bar
                + "\ntechnique animator from FILE\nbind input with animator bottom\nshow-keyboard\nexpect input.maxY == 516"
        )
    }

    /// `UIView.AnimationCurve(rawValue:) ?? .easeInOut`, `UIViewPropertyAnimator(duration:curve:)`
    /// with a trailing closure: curve 7 read by the profile's guess (the assumption footnoted),
    /// the bar ending on the keyboard (516).
    func test_aCurveWithAFallbackInAPropertyAnimator() {
        run(
            """
            extension UIViewController {
                func observeKeyboard(constraint: NSLayoutConstraint) {
                }
            }
            final class ViewController: UIViewController {
                @IBOutlet private weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc private func keyboardWillShow(_ notification: Notification) {
                    let info = notification.userInfo ?? [:]
                    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
                    let rawCurve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
                    let curve = UIView.AnimationCurve(rawValue: rawCurve) ?? .easeInOut
                    let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                    UIViewPropertyAnimator(duration: duration, curve: curve) {
                        self.bottom.constant = end.height - self.view.safeAreaInsets.bottom
                        self.view.layoutIfNeeded()
                    }.startAnimation()
                }
            }
            """,
            Self.bar
                + "\ntechnique curve from FILE\nbind input with curve bottom\nshow-keyboard\nexpect input.maxY == 516"
        )
    }

    /// One method for willHide and willChangeFrame setting a text view's insets, the End frame
    /// converted from the window, `notification.name ==` telling them apart, the caret scrolled
    /// into view: shown 336 − 34 = 302, hidden 0.
    func test_oneMethodForTextViewInsets() {
        run(
            """
            class EditorViewController: UIViewController {
                @IBOutlet var script: UITextView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let notificationCenter = NotificationCenter.default
                    notificationCenter.addObserver(self, selector: #selector(adjustForKeyboard),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                    notificationCenter.addObserver(self, selector: #selector(adjustForKeyboard),
                        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }
                @objc func adjustForKeyboard(notification: Notification) {
                    guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                    else { return }
                    let keyboardScreenEndFrame = keyboardValue.cgRectValue
                    let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)
                    if notification.name == UIResponder.keyboardWillHideNotification {
                        script.contentInset = .zero
                    } else {
                        script.contentInset = UIEdgeInsets(
                            top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
                    }
                    script.scrollIndicatorInsets = script.contentInset
                    let selectedRange = script.selectedRange
                    script.scrollRangeToVisible(selectedRange)
                }
            }
            """,
            """
            device iphone-15
            text-view script lines 40
            constraint script.leading == root.leading
            constraint script.trailing == root.trailing
            constraint script.top == root.top
            constraint script.bottom == root.bottom
            technique editor from FILE
            bind script with editor
            show-keyboard
            expect script.contentInset.bottom == 302
            hide-keyboard
            expect script.contentInset.bottom == 0
            """)
    }

    /// The field scrolled into view: its frame converted into the scroll view, the content inset
    /// set to the overlap, `scrollRectToVisible` (the lab's least scroll).
    func test_theActiveFieldScrolledIntoView() {
        run(
            """
            class FormViewController: UIViewController {
                @IBOutlet var scrollView: UIScrollView!
                @IBOutlet var emailField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.keyboardDismissMode = .interactive
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)),
                        name: UIResponder.keyboardDidShowNotification, object: nil)
                }
                @objc func keyboardDidShow(_ notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let overlap = scrollView.frame.maxY - view.convert(frame, from: nil).minY
                    scrollView.contentInset.bottom = max(0, overlap)
                    let fieldRect = emailField.convert(emailField.bounds, to: scrollView)
                    scrollView.scrollRectToVisible(fieldRect, animated: true)
                }
            }
            """,
            """
            device iphone-15
            scroll-view scrollView
            constraint scrollView.leading == root.leading
            constraint scrollView.trailing == root.trailing
            constraint scrollView.top == root.top
            constraint scrollView.bottom == root.bottom
            content-size scrollView width 393 height 1200
            text-field emailField in scrollView
            constraint emailField.leading == scrollView.leading + 16
            constraint emailField.width == 300
            constraint emailField.top == scrollView.top + 700
            constraint emailField.height == 44
            layout
            technique form from FILE
            bind scrollView with form
            show-keyboard
            expect scrollView.contentInset.bottom == 336
            """)
    }

    /// A chat table: the content inset set to the overlap less the safe area (336 − 34 = 302,
    /// the automatic adjustment adds the 34 back: 336 in all), the last row scrolled to the
    /// bottom with an `IndexPath` from `numberOfRows(inSection:)`: the last row's bottom ends on
    /// the keyboard's top, 852 − 336 = 516.
    func test_aChatTableScrolledToItsLastRow() {
        run(
            """
            class ChatViewController: UIViewController {
                @IBOutlet weak var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.keyboardDismissMode = .interactive
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                          let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
                    let inView = window.convert(end, to: view)
                    tableView.contentInset.bottom = max(0, view.bounds.maxY - inView.minY) - view.safeAreaInsets.bottom
                    let rows = tableView.numberOfRows(inSection: 0)
                    guard rows > 0 else { return }
                    tableView.scrollToRow(at: IndexPath(row: rows - 1, section: 0), at: .bottom, animated: true)
                }
            }
            """,
            """
            device iphone-15
            table-view tableView rows 30 height 44
            constraint tableView.leading == root.leading
            constraint tableView.trailing == root.trailing
            constraint tableView.top == root.top
            constraint tableView.bottom == root.bottom
            layout
            technique chat from FILE
            bind tableView with chat
            show-keyboard
            expect tableView.contentInset.bottom == 302
            expect tableView.lastRow.maxY == 516
            """)
    }

    /// A file of two view controllers: the one that observes the keyboard is `self`; its
    /// data (`[Message]()`, a type the lab need not know) starts empty, so the guard on its
    /// count keeps the scroll out; the constant is the End height less the safe area, 302.
    func test_theObservingControllerOfTwo() {
        run(
            """
            class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                }
            }

            struct Message { let text: String }

            class ConversationViewController: UIViewController {
                @IBOutlet var tableView: UITableView!
                @IBOutlet var composerBottom: NSLayoutConstraint!
                private var messages = [Message]()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let userInfo = notification.userInfo as? [String: Any],
                          let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    composerBottom.constant = frame.height - view.safeAreaInsets.bottom
                    view.layoutIfNeeded()
                    if messages.count > 0 {
                        tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
                    }
                }
            }
            """,
            Self.bar
                + "\ntable-view tableView rows 10 height 44\ntechnique conversation from FILE map composerBottom to bottom\n"
                + "bind input with conversation bottom\nshow-keyboard\nexpect bottom.constant == 302\nexpect input.maxY == 516"
        )
    }

    /// An extension turning the curve into options, `CGFloat(truncating:)` on the duration's
    /// `NSNumber`, and the iPad told apart with `UIDevice.current.userInterfaceIdiom`: on the
    /// iPhone 15 the constant is the End height less the safe area, 302 (the bar on the
    /// keyboard, 516); a `dismissKeyboard()` tap handler that observes nothing is skipped, its
    /// `endEditing` never refused.
    func test_anExtensionOnTheCurveAndTheDevice() {
        run(
            """
            extension UIView.AnimationCurve {
                var asOptions: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: UInt(rawValue << 16)) }
            }

            class ViewController: UIViewController {
                @IBOutlet var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func dismissKeyboard() {
                    view.endEditing(true)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let info = notification.userInfo,
                          let number = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber,
                          let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                          let curve = UIView.AnimationCurve(rawValue: raw),
                          let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let duration = CGFloat(truncating: number)
                    let extra: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 20 : 0
                    bottom.constant = end.height - view.safeAreaInsets.bottom + extra
                    UIView.animate(withDuration: TimeInterval(duration), delay: 0, options: curve.asOptions, animations: {
                        self.view.layoutIfNeeded()
                    })
                }
            }
            """,
            Self.bar
                + "\ntechnique curve from FILE\nbind input with curve bottom\nshow-keyboard\nexpect input.maxY == 516"
        )
    }

    /// A file of a free function only, taking the view controller and the bar: the lab calls it
    /// at bind with the view controller and the bound view; the bar is moved by a translation
    /// of the End height less the safe area, 302, onto the keyboard (516).
    func test_aFileOfAFreeFunction() {
        run(
            """
            import UIKit

            func liftOnKeyboard(in controller: UIViewController, bar: UIView) {
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: .main) { note in
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let lift = end.height - controller.view.safeAreaInsets.bottom
                    bar.transform = CGAffineTransform(translationX: 0, y: -lift)
                }
            }
            """,
            Self.bar
                + "\ntechnique free from FILE\nbind input with free\nshow-keyboard\nexpect input.maxY == 516")
    }

    /// `additionalSafeAreaInsets` set from the keyboard, the bar on the safe area's bottom: shown,
    /// 336 − 34 = 302 more inset, the root's safe bottom 34 + 302 = 336 and the bar on the
    /// keyboard's top, 852 − 336 = 516; hidden, 818. The snippet reads `view.safeAreaInsets`,
    /// which already holds its own addition: a repeated willShow sets 336 − 336 = 0 and drops the
    /// bar back to 818 under the keyboard (its flaw, by hand).
    func test_additionalSafeAreaInsetsFromTheKeyboard() {
        run(
            """
            extension UIViewController {
                func addKeyboardObserver() {
                    let keyboardWillShow: (Notification) -> Void = { [weak self] notification in
                        guard let self = self,
                              let userInfo = notification.userInfo,
                              let keyboardFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
                            return
                        }
                        let safeAreaBottomInset = self.view.safeAreaInsets.bottom
                        self.additionalSafeAreaInsets.bottom = keyboardFrame.height - safeAreaBottomInset
                        self.view.layoutIfNeeded()
                    }
                    let keyboardWillHide: (Notification) -> Void = { [weak self] _ in
                        self?.additionalSafeAreaInsets.bottom = .zero
                        self?.view.layoutIfNeeded()
                    }
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                        object: nil, queue: .main, using: keyboardWillShow)
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                        object: nil, queue: .main, using: keyboardWillHide)
                }
            }
            """,
            SwiftStylesTests.bar
                + "\nconstraint bottom: input.bottom == safe.bottom\nlayout\ntechnique safe from FILE\n"
                + "bind input with safe\nshow-keyboard\nexpect input.maxY == 516\nexpect safe.bottom == 34\n"
                + "repeat-wills\nexpect input.maxY == 818\nhide-keyboard\nexpect input.maxY == 818")
    }

    /// A view controller extension avoiding the keyboard through `additionalSafeAreaInsets`: the
    /// keyboard's frame converted into the view and intersected with the safe-area guide's
    /// frame grown by the insets already added; shown, the intersection is 852 − 34 − 516 = 302
    /// high (the bar on the keyboard, 516); hidden, 0 (818).
    func test_avoidingTheKeyboardThroughTheSafeAreaGuide() {
        run(
            """
            extension UIViewController {
                func startAvoidingKeyboard() {
                    NotificationCenter.default.addObserver(self,
                        selector: #selector(keyboardFrameWillChange(_:)),
                        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }

                @objc private func keyboardFrameWillChange(_ notification: Notification) {
                    guard let userInfo = notification.userInfo,
                          let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    else { return }
                    let keyboardFrameInView = view.convert(keyboardFrame, from: nil)
                    let safeAreaFrame = view.safeAreaLayoutGuide.layoutFrame.insetBy(dx: 0, dy: -additionalSafeAreaInsets.bottom)
                    let intersection = safeAreaFrame.intersection(keyboardFrameInView)
                    let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
                    let rawCurve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
                        ?? UIView.AnimationOptions.curveEaseInOut.rawValue
                    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: rawCurve),
                                   animations: {
                        self.additionalSafeAreaInsets.bottom = intersection.isNull ? 0 : intersection.height
                        self.view.layoutIfNeeded()
                    })
                }
            }
            """,
            SwiftStylesTests.bar
                + "\nconstraint bottom: input.bottom == safe.bottom\nlayout\ntechnique avoid from FILE\n"
                + "bind input with avoid\nshow-keyboard\nexpect input.maxY == 516\nhide-keyboard\nexpect input.maxY == 818"
        )
    }

    /// `queue: .main` under both readings of facts §10.13: at once (the lab's default) the
    /// handler's constant change animates with the keyboard, so on frame 1 the bar has moved as
    /// little as the keyboard; `async`, it runs after the keyboard's block closed and the layout
    /// pass jumps the bar to its end (516) on frame 1 while the keyboard is still low. Both end on
    /// the keyboard; the assumption is footnoted.
    func test_aQueuedBlockObserverUnderBothReadings() throws {
        let swift = """
            class ViewController: UIViewController {
                @IBOutlet var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: .main) { [weak self] note in
                        guard let self, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                        else { return }
                        self.bottom.constant = end.height - self.view.safeAreaInsets.bottom
                        self.view.layoutIfNeeded()
                    }
                }
            }
            """
        let path = NSTemporaryDirectory() + "kblab-queue-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for reading in ["waits", "async"] {
            let harness = SwiftHarness()
            let result = harness.run(
                "profile set block-observer-queue \(reading)\n" + Self.bar + "\ntechnique q from \(path)\n"
                    + "bind input with q bottom\nshow-keyboard\nexpect input.maxY == 516")
            XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
            let rows = harness.rows
            XCTAssertGreaterThan(rows.count, 2)
            guard rows.count > 2 else { continue }
            XCTAssertGreaterThan(rows[1].keyboardMinY, 600, reading)
            if reading == "async" {
                XCTAssertEqual(rows[1].viewMaxY, 516, accuracy: 1e-9)
            } else {
                XCTAssertGreaterThan(rows[1].viewMaxY, 600)
                XCTAssertTrue(
                    harness.sink.lines.contains { $0.contains("block-observer-queue") },
                    "the assumption is footnoted")
            }
        }
    }
}
