import Foundation
import KeyboardLab
import SwiftReader
import XCTest

@testable import LabShell

/// Shapes public keyboard code comes in that the first reader refused or ran silently wrong
/// (measured in docs/Swift.md, "Real-world code"), each written for these tests, not copied:
/// handlers whose registration is in another file, a snippet of bare functions, a helper object
/// made with the scroll view, Swift 2's block registration, a switch over a tuple of optionals,
/// the status bar's orientation; and the refusals that say where and why. By hand on the iPhone
/// 15 (docs/Devices.md): the screen is 852 high, the keyboard 336 (its top at 516), the safe
/// area's bottom at 818, so a bar pinned to it with constant c has its bottom at 818 − c.
final class SwiftCorpusShapesTests: XCTestCase {
    static let bar = SwiftStylesTests.bar + "\nconstraint bottom: safe.bottom == input.bottom"
    static let scroll = """
        device iphone-15
        scroll-view list
        constraint list.leading == root.leading
        constraint list.trailing == root.trailing
        constraint list.top == root.top
        constraint list.bottom == root.bottom
        """

    /// Writes `swift` to a file of its own and runs `script` with `FILE` standing for its path,
    /// failing on any error (as `SwiftStylesTests.run`).
    @discardableResult
    private func run(_ swift: String, _ script: String, file: StaticString = #filePath, line: UInt = #line)
        -> SwiftHarness
    {
        let path = NSTemporaryDirectory() + "kblab-corpus-\(UUID().uuidString).swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(swift.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(script.replacingOccurrences(of: "FILE", with: path))
        XCTAssertEqual(
            result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"), file: file,
            line: line)
        return harness
    }

    /// The errors printed running `script` with `FILE` standing for a file holding `swift`.
    private func errors(_ swift: String, _ script: String) -> [String] {
        let path = NSTemporaryDirectory() + "kblab-corpus-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        harness.run(script.replacingOccurrences(of: "FILE", with: path))
        return harness.sink.errors.map { $0.replacingOccurrences(of: path, with: "FILE") }
    }

    /// An extension of a view controller declared elsewhere, holding only handlers: the lab
    /// registers each for the notification its name says (`keyboardWillShow(_:)` for
    /// willShow), not `dismissKeyboard()`, and its outlet, declared in the other file, is the
    /// scene's by the map. Shown: constant 336, the bar at 818 − 336 = 482; hidden: 818.
    func test_handlersWhoseRegistrationIsElsewhereAreRegisteredByTheirNames() throws {
        let swift = """
            import UIKit

            extension ChatViewController {
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    else { return }
                    inputBottom.constant = frame.height
                    view.layoutIfNeeded()
                }

                @objc func keyboardWillHide(_ notification: Notification) {
                    inputBottom.constant = 0
                    view.layoutIfNeeded()
                }

                @objc func dismissKeyboard() {
                    view.endEditing(true)
                }
            }
            """
        run(
            swift,
            Self.bar + """

                technique chat from FILE map inputBottom to bottom
                bind input with chat
                show-keyboard
                expect input.maxY == 482
                expect bottom.constant == 336
                hide-keyboard
                expect input.maxY == 818
                """)
        let read = try program(swift)
        XCTAssertEqual(read.namedHandlers.map(\.function.name), ["keyboardWillShow", "keyboardWillHide"])
        XCTAssertEqual(read.namedHandlers.map(\.notification), [.keyboardWillShow, .keyboardWillHide])
        let explanation = SwiftExplanation(program: read, lines: swift.components(separatedBy: "\n"))
        XCTAssertTrue(
            explanation.render(file: "F.swift").contains(
                "  keyboardWillShow: selector keyboardWillShow(_:), registered in no line of this file: "
                    + "the lab registers it by its name (4:16)"))
    }

    /// The outlet the other file declares is looked up in the scene; without the map the error
    /// names it and lists what the scene has.
    func test_anOutletDeclaredInAnotherFileThatTheSceneLacksIsNamed() {
        let swift = """
            extension ChatViewController {
                @objc func keyboardWillShow(_ notification: Notification) {
                    inputBottom.constant = 10
                }
            }
            """
        let lines = errors(
            swift, Self.bar + "\ntechnique chat from FILE\nbind input with chat\nshow-keyboard")
        XCTAssertTrue(
            lines.contains(
                "FILE:3:9: error: the scene has no view or constraint 'inputBottom' for ChatViewController.inputBottom, "
                    + "declared outside this file (views: input; constraints: c1, c2, c3, bottom)"),
            "\(lines)")
    }

    /// The names alone decide: a handler taking a Notification whose name mentions the keyboard
    /// and one of show, hide or change; `did`/`was` for the did-notifications; nothing for a
    /// name that says neither or both, or for a method without the notification (unless it is
    /// spelled as UIKit's notification).
    func test_whichNamesSayWhichNotification() {
        func named(_ name: String, _ types: [String] = ["Notification"]) -> KeyboardNotificationName? {
            SwiftNames.notificationNamed(byHandler: name, parameterTypes: types)
        }
        XCTAssertEqual(named("keyboardWillShow"), .keyboardWillShow)
        XCTAssertEqual(named("handleKeyboardWillHide", ["NSNotification!"]), .keyboardWillHide)
        XCTAssertEqual(named("keyboardWasShown"), .keyboardDidShow)
        XCTAssertEqual(named("keyboardFrameWillChange"), .keyboardWillChangeFrame)
        XCTAssertEqual(named("keyboardDidHide", []), .keyboardDidHide)
        XCTAssertNil(named("hideKeyboard", []))
        XCTAssertNil(named("dismissKeyboard"))
        XCTAssertNil(named("keyboardWillShowOrHide"))
        XCTAssertNil(named("keyboardWillShow", ["CGRect"]))
        XCTAssertNil(named("adjustForKeyboard"))
    }

    /// An extension of a view controller declared in another file, named the way apps
    /// abbreviate (`SignUpVC`), with its own registration that nothing in the file calls: the
    /// extension's type is `self`, the registration runs at bind. Shown: the root view up 300,
    /// the bar's bottom at 798 − 300 = 498; hidden: 0 and 798.
    func test_anExtensionOfAControllerDeclaredElsewhereIsSelf() {
        let swift = """
            import UIKit

            extension SignUpVC {
                func setUpKeyboard() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardWillShow(_ sender: Notification) {
                    view.frame.origin.y -= 300
                }

                @objc func keyboardWillHide(_ sender: Notification) {
                    view.frame.origin.y = 0
                }
            }
            """
        run(
            swift,
            SwiftStylesTests.bar + """

                constraint bottom: safe.bottom == input.bottom + 20
                technique signup from FILE
                bind input with signup
                show-keyboard
                expect root.minY == -300
                expect input.maxY == 498
                hide-keyboard
                expect root.minY == 0
                expect input.maxY == 798
                """)
    }

    /// A file of bare functions lifted out of a view controller: its functions are the view
    /// controller's methods, the one that registers and that nothing calls runs at bind, `self`
    /// is the view controller. Shown: the root view moves to y −100, the bar's bottom with it
    /// to 818 − 100 = 718; hidden: back to 0 and 818.
    func test_aSnippetOfBareFunctionsRunsAsAViewControllersMethods() {
        let swift = """
                private func observeKeyboard() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardShow() {
                    self.view.frame.origin.y = -100
                }

                @objc func keyboardHide() {
                    self.view.frame.origin.y = 0
                }
            """
        run(
            swift,
            Self.bar + """

                technique lift from FILE
                bind input with lift
                show-keyboard
                expect root.minY == -100
                expect input.maxY == 718
                hide-keyboard
                expect root.minY == 0
                expect input.maxY == 818
                """)
    }

    /// A helper object made with the scroll view (`init(scrollView:)`), registering in its
    /// initializer: made at bind with the bound scroll view, as the app makes it. Shown: the
    /// bottom inset is the keyboard's height, 336; hidden: 0.
    func test_aHelperObjectMadeWithTheScrollViewRuns() {
        let swift = """
            import UIKit

            final class KeyboardInsetter: NSObject {
                weak var scrollView: UIScrollView?

                init(scrollView: UIScrollView) {
                    self.scrollView = scrollView
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(willHide(_:)),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func willShow(_ note: Notification) {
                    guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    else { return }
                    scrollView?.contentInset.bottom = end.height
                }

                @objc func willHide(_ note: Notification) {
                    scrollView?.contentInset.bottom = 0
                }
            }
            """
        run(
            swift,
            Self.scroll + """

                technique insets from FILE
                bind list with insets
                show-keyboard
                expect list.contentInset.bottom == 336
                hide-keyboard
                expect list.contentInset.bottom == 0
                """)
    }

    /// A helper object (no view, no view controller) declaring `init?(coder:)` beside the
    /// `init()` that registers: the app makes it with `init()` (only UIKit's views and view
    /// controllers come from a storyboard's coder). Shown: the bar's constant 336, its bottom
    /// at 818 − 336 = 482.
    func test_aHelperObjectIsMadeWithInitNotFromACoder() {
        let swift = """
            import UIKit

            open class BarKeyboardManager: NSObject, UIGestureRecognizerDelegate {
                weak var bar: NSLayoutConstraint?

                public override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }

                public required init?(coder: NSCoder) { nil }

                @objc open func keyboardWillShow(notification: NSNotification) {
                    guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    else { return }
                    bar?.constant = end.height
                    UIApplication.shared.keyWindow?.layoutIfNeeded()
                }
            }
            """
        run(
            swift,
            Self.bar + """

                technique manager from FILE map bar to bottom
                bind input with manager
                show-keyboard
                expect bottom.constant == 336
                expect input.maxY == 482
                """)
    }

    /// Swift 2: `addObserverForName(_:object:queue:usingBlock:)` with a trailing block, the
    /// userInfo value read through `AnyObject` lookup as `?.CGRectValue.size` (a property in
    /// the iOS 9 SDK). Shown: 20 + 336 = 356, the bar at 818 − 356 = 462; didHide: 20, 798.
    func test_swift2BlockRegistrationRuns() {
        let swift = """
            import UIKit

            class LoginViewController: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSNotificationCenter.defaultCenter().addObserverForName(UIKeyboardWillChangeFrameNotification, object: nil, queue: NSOperationQueue.mainQueue()) { (notification) -> Void in
                        if let size = notification.userInfo?[UIKeyboardFrameEndUserInfoKey]?.CGRectValue.size {
                            self.bottom.constant = 20 + size.height
                        }
                    }
                    NSNotificationCenter.defaultCenter().addObserverForName(UIKeyboardDidHideNotification, object: nil, queue: NSOperationQueue.mainQueue()) { _ in
                        self.bottom.constant = 20
                    }
                }
            }
            """
        run(
            swift,
            Self.bar + """

                technique login from FILE
                bind input with login
                show-keyboard
                expect input.maxY == 462
                hide-keyboard
                expect input.maxY == 798
                """)
    }

    /// A switch over a tuple of optionals, Swift 3's `.some` and Swift 2's `.Some`, with
    /// `UIViewAnimationOptions(curve.unsignedLongValue)` and `UIApplication.sharedApplication()`:
    /// the case runs when both unwrap. The constant goes to 10 + 336 = 346 (the bar at
    /// 818 − 346 = 472). At the hide the first element is nil: not `.some(_)`, but `(nil, _)`,
    /// so 10 (808), not the default's 99.
    func test_aSwitchOverATupleOfOptionals() {
        let swift = """
            import UIKit

            class KeyboardLayoutConstraint: NSLayoutConstraint {
                private var offset: CGFloat = 0
                private var visible: CGFloat = 0

                override func awakeFromNib() {
                    super.awakeFromNib()
                    offset = constant
                    NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(willHide(_:)),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func willShow(_ notification: Notification) {
                    guard let userInfo = notification.userInfo else { return }
                    visible = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
                    switch (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber, userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber) {
                    case let (.some(duration), .Some(curve)):
                        constant = offset + visible
                        let options = UIViewAnimationOptions(curve.unsignedLongValue)
                        UIView.animate(withDuration: TimeInterval(duration.doubleValue), delay: 0, options: options, animations: {
                            UIApplication.sharedApplication().keyWindow?.layoutIfNeeded()
                        })
                    default:
                        break
                    }
                }

                @objc func willHide(_ notification: Notification) {
                    let missing: NSNumber? = nil
                    switch (missing, notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber) {
                    case (.some(_), let duration?):
                        constant = offset + CGFloat(duration.doubleValue)
                    case (nil, _):
                        constant = offset
                    default:
                        constant = 99
                    }
                    UIApplication.shared.keyWindow?.layoutIfNeeded()
                }
            }
            """
        run(
            swift,
            SwiftStylesTests.bar + """

                constraint bottom: safe.bottom == input.bottom + 10
                technique spring from FILE
                bind input with spring bottom
                show-keyboard
                expect bottom.constant == 346
                expect input.maxY == 472
                hide-keyboard
                expect bottom.constant == 10
                expect input.maxY == 808
                """)
    }

    /// Swift 3's `UIApplication.shared.statusBarOrientation` and `UIInterfaceOrientationIsPortrait`:
    /// the lab's device's orientation. In portrait the inset takes the keyboard's height (336).
    func test_theStatusBarsOrientationIsTheDevices() {
        let swift = """
            import UIKit

            class TableKeyboardObserver: NSObject {
                weak var list: UITableView?

                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .UIKeyboardWillShow, object: nil)
                }

                func keyboardWillShow(_ notification: Foundation.Notification) {
                    guard let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                    var inset = UIEdgeInsets.zero
                    if UIInterfaceOrientationIsPortrait(UIApplication.shared.statusBarOrientation) {
                        inset.bottom += frame.height
                    } else {
                        inset.bottom += frame.width
                    }
                    list?.contentInset = inset
                }
            }
            """
        run(
            swift,
            Self.scroll + """

                technique table from FILE
                bind list with table
                show-keyboard
                expect list.contentInset.bottom == 336
                """)
    }

    /// A pan gesture recognizer on the table (interactive dismissal followed by hand, as
    /// RxKeyboard and InputBarAccessoryView do): its action runs on each frame a finger drags
    /// the keyboard, `.changed`, `location(in: view)` the finger in the root view. The finger
    /// at 700: the constant 852 − 700 = 152, the bar's bottom at 818 − 152 = 666; released up,
    /// the keyboard snaps back without a notification and the bar stays.
    func test_aPanGestureRecognizersActionFollowsTheFinger() {
        let swift = """
            import UIKit

            class ChatViewController: UIViewController {
                @IBOutlet var list: UITableView!
                @IBOutlet var bottom: NSLayoutConstraint!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    list.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(keyboardPanned(_:))))
                }

                @objc func keyboardWillShow(_ note: Notification) {}

                @objc func keyboardPanned(_ recognizer: UIPanGestureRecognizer) {
                    guard recognizer.state == .changed else { return }
                    bottom.constant = 852 - recognizer.location(in: view).y
                    view.layoutIfNeeded()
                }
            }
            """
        run(
            swift,
            Self.bar + """

                table-view list rows 30 height 44
                constraint list.leading == root.leading
                constraint list.trailing == root.trailing
                constraint list.top == root.top
                constraint list.bottom == root.bottom
                keyboard-dismiss-mode list interactive
                technique pan from FILE
                bind input with pan
                show-keyboard
                expect input.maxY == 818
                interactive-dismiss 100 700 release up
                expect bottom.constant == 152
                expect input.maxY == 666
                """)
    }

    /// Combine's `removeDuplicates()` drops a value equal to the last one passed: willChangeFrame
    /// and willShow merged, each mapped to 1, reach the sink once at the show (the sink adds 100:
    /// the bar at 818 − 100 = 718) and not at all at the hide (willChangeFrame's 1 again).
    func test_removeDuplicatesDropsARepeatedValue() {
        let swift = """
            import Combine
            import UIKit

            class ChatViewController: UIViewController {
                @IBOutlet var bottom: NSLayoutConstraint!
                private var cancellables = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                        .map { _ in 1 }
                        .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification).map { _ in 1 })
                        .removeDuplicates()
                        .sink { [weak self] _ in
                            self?.bottom.constant += 100
                            self?.view.layoutIfNeeded()
                        }
                        .store(in: &cancellables)
                }
            }
            """
        run(
            swift,
            Self.bar + """

                technique dedup from FILE
                bind input with dedup
                show-keyboard
                expect bottom.constant == 100
                expect input.maxY == 718
                hide-keyboard
                expect bottom.constant == 100
                """)
    }

    // MARK: Refusals, at their place

    /// RxSwift's `NotificationCenter.default.rx.notification(…)`: refused where it starts, not
    /// as a file that observes nothing.
    func test_aReactiveFrameworksNotificationsAreRefusedWhereTheyStart() {
        let swift = """
            import RxSwift

            final class KeyboardHeight {
                let disposeBag = DisposeBag()
                init() {
                    NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                        .subscribe(onNext: { _ in })
                        .disposed(by: disposeBag)
                }
            }
            """
        let lines = errors(swift, "technique t from FILE")
        XCTAssertEqual(
            lines.first,
            "FILE:6:9: error: observing through NotificationCenter.default.rx (a reactive framework's extension) "
                + "is outside what the lab runs")
    }

    /// A layout guide whose initializer registers, with nothing in the file making one (the
    /// library's file without the app's code that uses it): refused at the initializer.
    func test_aRegisteringHelperNothingMakesIsRefusedAtItsInitializer() {
        let swift = """
            import UIKit

            class KeyboardGuide: UILayoutGuide {
                override init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(change(_:)),
                        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }
                @objc func change(_ note: Notification) { }
            }

            extension UIView {
                var keyboardGuide: UILayoutGuide { return UILayoutGuide() }
            }
            """
        let lines = errors(swift, "technique t from FILE")
        XCTAssertEqual(
            lines.first,
            "FILE:4:14: error: KeyboardGuide's initializer registers the keyboard observers, but nothing this file runs "
                + "makes a KeyboardGuide")
    }

    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: UIKit documents no number for the
    /// system spacing, so the lab has none; refused where it is called.
    func test_theSystemSpacingIsRefusedWhereItIsUsed() {
        let swift = """
            class FormViewController: UIViewController {
                @IBOutlet weak var list: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.keyboardLayoutGuide.topAnchor
                        .constraint(equalToSystemSpacingBelow: list.bottomAnchor, multiplier: 1.0)
                        .isActive = true
                }
            }
            """
        let lines = errors(
            swift, Self.scroll + "\ntechnique t from FILE\nbind list with t")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("FILE:5:9: error: constraint(equalToSystemSpacingBelow:multiplier:) is outside")
            },
            "\(lines)")
    }

    /// A protocol extension's registering method that nothing in the file calls, taking what
    /// the lab cannot give (`inout Set<AnyCancellable>`): refused at the method.
    func test_aProtocolExtensionsRegistrationNothingCallsIsRefused() {
        let swift = """
            import Combine
            import UIKit

            extension KeyboardListening where Self: UIViewController {
                func listen(into set: inout Set<AnyCancellable>) {
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
                        .sink { _ in }
                        .store(in: &set)
                }
            }
            """
        let lines = errors(swift, Self.bar + "\ntechnique t from FILE\nbind input with t")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix(
                    "FILE:5:10: error: listen(into:) registers keyboard observers but nothing calls it")
            },
            "\(lines)")
    }
}
