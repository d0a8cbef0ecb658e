import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// Keyboard code in the styles public apps write it (written for these tests, not copied):
/// every era's spellings, selector, block and Combine observers, `guard let`, `if let`,
/// `switch` over names, extensions, scroll-view insets, the layout guide. Each runs unmodified
/// and leaves the scene where the code, worked by hand on the iPhone 15, puts it: the keyboard
/// is 336 high with QuickType (top at 852 − 336 = 516), the safe area's bottom is at 852 − 34 =
/// 818 (docs/Devices.md).
final class SwiftStylesTests: XCTestCase {
    static let bar = """
        device iphone-15
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        """

    /// Writes `swift` to a file of its own and runs `script` with `FILE` standing for its path.
    @discardableResult
    func run(_ swift: String, _ script: String, file: StaticString = #filePath, line: UInt = #line)
        -> SwiftHarness
    {
        let path = NSTemporaryDirectory() + "kblab-style-\(UUID().uuidString).swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(swift.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(script.replacingOccurrences(of: "FILE", with: path))
        XCTAssertEqual(
            result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"), file: file,
            line: line)
        return harness
    }

    /// Today's spelling: one willChangeFrame selector observer, `guard let` over userInfo, the
    /// End frame converted from the window (nil) and intersected by hand, the safe area taken
    /// off, the keyboard's curve as `rawValue: curve << 16`. The table data source, the
    /// `tableView` outlet and the statement wiring it are skipped (nothing the observer reaches
    /// uses them). Lift: 852 − 516 = 336 overlap, less 34: 302; the view-first constraint
    /// gets −302 and the bar's bottom goes from 818 to 516, onto the keyboard.
    func test_todaysSelectorStyleWithGuardLet() {
        let swift = """
            import UIKit

            final class ChatViewController: UIViewController {
                @IBOutlet private weak var tableView: UITableView!
                @IBOutlet private weak var inputBar: UIView!
                @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(keyboardWillChangeFrame(_:)),
                        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }

                @objc private func keyboardWillChangeFrame(_ notification: Notification) {
                    guard let userInfo = notification.userInfo,
                          let endValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue,
                          let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                          let curveRaw = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                    else { return }
                    let endFrame = view.convert(endValue.cgRectValue, from: nil)
                    let overlap = max(0, view.bounds.maxY - endFrame.minY)
                    bottomConstraint.constant = -max(0, overlap - view.safeAreaInsets.bottom)
                    UIView.animate(
                        withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curveRaw << 16),
                        animations: { self.view.layoutIfNeeded() })
                }
            }

            extension ChatViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return messages.count
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: input.bottom == safe.bottom\ntechnique chat from FILE\n"
                + "bind input with chat bottom\nshow-keyboard\nexpect input.maxY == 516\nexpect bottom.constant == -302\n"
                + "hide-keyboard\nexpect input.maxY == 818")
    }

    /// Block observers kept as tokens in viewWillAppear and removed in viewWillDisappear,
    /// `[weak self]`, `?.`, `??`, the ternary, a scroll view's content and indicator insets.
    /// Shown: 336 − 34 = 302; hidden: 0; once unbound (viewWillDisappear removed the tokens)
    /// the keyboard changes nothing.
    func test_blockObserversWithTokensAndScrollInsets() {
        let swift = """
            class FormViewController: UIViewController {
                @IBOutlet var scrollView: UIScrollView!
                private var observers: [NSObjectProtocol] = []

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let center = NotificationCenter.default
                    observers.append(center.addObserver(
                        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
                    ) { [weak self] note in
                        self?.adjust(for: note, showing: true)
                    })
                    observers.append(center.addObserver(
                        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
                    ) { [weak self] note in
                        self?.adjust(for: note, showing: false)
                    })
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    observers.forEach { NotificationCenter.default.removeObserver($0) }
                    observers.removeAll()
                }

                private func adjust(for note: Notification, showing: Bool) {
                    let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
                    let inset = showing ? frame.height - view.safeAreaInsets.bottom : 0
                    scrollView.contentInset.bottom = inset
                    scrollView.verticalScrollIndicatorInsets.bottom = inset
                }
            }
            """
        let harness = run(
            swift,
            """
            device iphone-15
            scroll-view scrollView
            constraint scrollView.leading == root.leading
            constraint scrollView.trailing == root.trailing
            constraint scrollView.top == root.top
            constraint scrollView.bottom == root.bottom
            technique form from FILE
            bind scrollView with form
            show-keyboard
            expect scrollView.contentInset.bottom == 302
            hide-keyboard
            expect scrollView.contentInset.bottom == 0
            unbind scrollView
            show-keyboard
            expect scrollView.contentInset.bottom == 0
            """)
        XCTAssertEqual(harness.sink.transcript.filter { $0.hasPrefix("warning") }, [])
    }

    /// Combine: two publishers merged, `compactMap` over `$0.userInfo?[…] as? CGRect`, a `map`
    /// with `guard let self`, a sink stored in a set. The reference-first constraint's constant
    /// is the lift: 852 − 516 − 34 = 302 (bar onto the keyboard, 516); hidden, the End frame's
    /// top is 852: 0 (818).
    func test_combinePublishersMergedAndStored() {
        let swift = """
            import Combine
            import UIKit

            final class ComposeViewController: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                private var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let willShow = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                    let willHide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                    willShow.merge(with: willHide)
                        .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                        .map { [weak self] frame -> CGFloat in
                            guard let self = self else { return 0 }
                            return max(0, self.view.bounds.height - frame.minY - self.view.safeAreaInsets.bottom)
                        }
                        .sink { [weak self] height in
                            self?.bottom.constant = height
                            self?.view.layoutIfNeeded()
                        }
                        .store(in: &cancellables)
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: safe.bottom == input.bottom\ntechnique compose from FILE\n"
                + "bind input with compose bottom\nshow-keyboard\nexpect input.maxY == 516\n"
                + "hide-keyboard\nexpect input.maxY == 818")
    }

    /// A sink whose `AnyCancellable` is dropped is cancelled at once, as in Combine: the bar
    /// never moves (818 after the show).
    func test_aSinkNobodyKeepsIsCancelled() {
        let swift = """
            class DroppedViewController: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                        .sink { _ in self.bottom.constant = 300 }
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: safe.bottom == input.bottom\ntechnique dropped from FILE\n"
                + "bind input with dropped bottom\nshow-keyboard\nexpect input.maxY == 818")
    }

    /// Swift 4: an extension on UIViewController that nothing calls registers the observers
    /// (the lab calls it at bind), `NSNotification.Name.UIKeyboardWillShow` and `.UIKeyboardWillHide`,
    /// a `switch` over `notification.name`, `NSNumber`'s `doubleValue`, and the whole view moved
    /// up by the keyboard's height: the bar's bottom at 818 − 336 = 482 on screen, back to 818.
    func test_swift4ExtensionWithSwitchOverNames() {
        let swift = """
            extension UIViewController {
                func registerKeyboardNotifications() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardNotification(_:)),
                        name: NSNotification.Name.UIKeyboardWillShow, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardNotification(_:)),
                        name: .UIKeyboardWillHide, object: nil)
                }

                @objc func keyboardNotification(_ notification: NSNotification) {
                    guard let info = notification.userInfo else { return }
                    let rect = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                    let duration = (info[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
                    switch notification.name {
                    case NSNotification.Name.UIKeyboardWillShow:
                        view.frame.origin.y = -rect.height
                    case .UIKeyboardWillHide:
                        view.frame.origin.y = 0
                    default:
                        break
                    }
                    UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: input.bottom == safe.bottom\ntechnique whole from FILE\n"
                + "bind input with whole\nshow-keyboard\nexpect input.maxY == 482\nhide-keyboard\nexpect input.maxY == 818"
        )
    }

    /// The most copied snippet: `if self.view.frame.origin.y == 0 { … -= keyboardSize.height }`,
    /// `#selector(ViewController.keyboardWillShow)` without its argument list, `if let` with
    /// optional chaining. Up by 336 (482), back (818); a repeated willShow does nothing more,
    /// since the origin is no longer 0.
    func test_theMostCopiedSnippet() {
        let swift = """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(ViewController.keyboardWillShow),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(ViewController.keyboardWillHide),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardWillShow(notification: NSNotification) {
                    if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                        if self.view.frame.origin.y == 0 {
                            self.view.frame.origin.y -= keyboardSize.height
                        }
                    }
                }

                @objc func keyboardWillHide(notification: NSNotification) {
                    if self.view.frame.origin.y != 0 {
                        self.view.frame.origin.y = 0
                    }
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: input.bottom == safe.bottom\ntechnique snippet from FILE\n"
                + "bind input with snippet\nshow-keyboard\nexpect input.maxY == 482\nrepeat-wills\n"
                + "expect input.maxY == 482\nhide-keyboard\nexpect input.maxY == 818")
    }

    /// Swift 2 throughout: `NSNotificationCenter.defaultCenter()`, `Selector("keyboardWillShow:")`,
    /// a userInfo cast to `[String: AnyObject]`, `?.CGRectValue()`, `animateWithDuration(_:animations:)`.
    /// The constant becomes the End height, 336: the reference-first bar goes to 818 − 336 = 482.
    func test_swift2Spellings() {
        let swift = """
            class ViewController: UIViewController {
                @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillShow:"),
                        name: UIKeyboardWillShowNotification, object: nil)
                    NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:",
                        name: UIKeyboardWillHideNotification, object: nil)
                }

                func keyboardWillShow(notification: NSNotification) {
                    let userInfo = notification.userInfo as! [String: AnyObject]
                    if let keyboardFrame = userInfo[UIKeyboardFrameEndUserInfoKey]?.CGRectValue() {
                        let keyboardHeight = keyboardFrame.size.height
                        UIView.animateWithDuration(0.25, animations: {
                            self.bottomConstraint.constant = keyboardHeight
                            self.view.layoutIfNeeded()
                        })
                    }
                }

                func keyboardWillHide(notification: NSNotification) {
                    UIView.animateWithDuration(0.25) {
                        self.bottomConstraint.constant = 0
                        self.view.layoutIfNeeded()
                    }
                }
            }
            """
        run(
            swift,
            Self.bar + "\nconstraint bottom: safe.bottom == input.bottom\ntechnique old from FILE\n"
                + "bind input with old bottom\nshow-keyboard\nexpect input.maxY == 482\nhide-keyboard\nexpect input.maxY == 818"
        )
    }

    /// The keyboard layout guide (iOS 15): constraints made in code with anchors and activated;
    /// the bar (`inputBar`, made in code, stands for the bound view) sits on the keyboard's top,
    /// 516, and comes back to the safe area's bottom, 818.
    func test_keyboardLayoutGuideInCode() {
        let swift = """
            class GuideViewController: UIViewController {
                let inputBar = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(inputBar)
                    inputBar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        view.keyboardLayoutGuide.topAnchor.constraint(equalTo: inputBar.bottomAnchor),
                    ])
                }
            }
            """
        run(
            swift,
            Self.bar
                + "\ntechnique guide from FILE\nbind input with guide\nshow-keyboard\nexpect input.maxY == 516\n"
                + "hide-keyboard\nexpect input.maxY == 818")
    }

    /// Apple's "managing the keyboard" in Swift: didShow and willHide, the Begin frame's size
    /// (336: at didShow the Begin frame is where the keyboard came from, as tall as the End),
    /// `UIEdgeInsets(top:left:bottom:right:)`, `scrollIndicatorInsets`, a field named by
    /// `map activeField to field`, `scrollRectToVisible`.
    func test_appleStyleScrollViewInsetsWithAMappedField() {
        let swift = """
            class FormController: UIViewController {
                @IBOutlet var scrollView: UIScrollView!
                @IBOutlet var activeField: UITextField?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWasShown(_:)),
                        name: UIResponder.keyboardDidShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillBeHidden(_:)),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardWasShown(_ aNotification: Notification) {
                    guard let info = aNotification.userInfo,
                          let kbSize = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.size
                    else { return }
                    let contentInsets = UIEdgeInsets(top: 0.0, left: 0.0, bottom: kbSize.height, right: 0.0)
                    scrollView.contentInset = contentInsets
                    scrollView.scrollIndicatorInsets = contentInsets
                    var aRect = self.view.frame
                    aRect.size.height -= kbSize.height
                    if let field = activeField, !aRect.contains(field.frame.origin) {
                        scrollView.scrollRectToVisible(field.frame, animated: true)
                    }
                }

                @objc func keyboardWillBeHidden(_ aNotification: Notification) {
                    let contentInsets = UIEdgeInsets.zero
                    scrollView.contentInset = contentInsets
                    scrollView.scrollIndicatorInsets = contentInsets
                }
            }
            """
        run(
            swift,
            """
            device iphone-15
            scroll-view scrollView
            constraint scrollView.leading == root.leading
            constraint scrollView.trailing == root.trailing
            constraint scrollView.top == root.top
            constraint scrollView.bottom == root.bottom
            text-field field
            technique form from FILE map activeField to field
            bind scrollView with form
            show-keyboard
            expect scrollView.contentInset.bottom == 336
            hide-keyboard
            expect scrollView.contentInset.bottom == 0
            """)
    }

    /// `DispatchQueue.main.async` runs after the notification, outside the keyboard's animation
    /// block: the constant changes with no animation around it and the next layout pass jumps
    /// the bar to its end at once (Auto Layout, no inherited curve): on frame 1 of the show it
    /// is already at 818 − 302 = 516 while the keyboard is still near the bottom.
    func test_mainQueueAsyncRunsOutsideTheKeyboardsBlock() {
        let swift = """
            class AsyncViewController: UIViewController {
                @IBOutlet var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: nil) { [weak self] _ in
                        DispatchQueue.main.async {
                            self?.bottom.constant = 302
                        }
                    }
                }
            }
            """
        let harness = run(
            swift,
            Self.bar + "\nconstraint bottom: safe.bottom == input.bottom\ntechnique late from FILE\n"
                + "bind input with late bottom\nshow-keyboard\nexpect input.maxY == 516")
        let rows = harness.rows
        XCTAssertGreaterThan(rows.count, 2)
        if rows.count > 2 {
            XCTAssertEqual(rows[1].viewMaxY, 516, accuracy: 1e-9)
            XCTAssertGreaterThan(rows[1].keyboardMinY, 600)
        }
    }
}
