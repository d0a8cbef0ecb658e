import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// Keyboard code in the shapes libraries and shared helpers give it (written for these tests,
/// not copied): a constraint subclass with a `didSet`, a publisher in an extension of
/// `Publishers` with a computed property on `Notification`, a view subclass observing from its
/// initializers, a helper object handing closures the heights. By hand on the iPhone 15: the
/// keyboard is 336 high, its top at 516; the safe area's bottom at 818 (docs/Devices.md).
final class SwiftLibraryStylesTests: XCTestCase {
    static let bar = SwiftStylesTests.bar + "\nconstraint bottom: safe.bottom == input.bottom"

    func run(_ swift: String, _ script: String, file: StaticString = #filePath, line: UInt = #line)
        -> [String]
    {
        let path = NSTemporaryDirectory() + "kblab-library-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(script.replacingOccurrences(of: "FILE", with: path))
        XCTAssertEqual(
            result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"), file: file,
            line: line)
        return harness.sink.errors.map { $0.replacingOccurrences(of: path, with: "FILE") }
    }

    /// `self` is the bound constraint: `offset = constant` in awakeFromNib, a `didSet` that sets
    /// `constant`, the window laid out through `UIApplication.shared.keyWindow`. Shown: 0 + 336,
    /// the bar at 818 − 336 = 482; hidden: 818.
    func test_aConstraintSubclassWithDidSet() {
        let swift = """
            class KeyboardAvoidingConstraint: NSLayoutConstraint {
                private var offset: CGFloat = 0
                private var keyboardHeight: CGFloat = 0 {
                    didSet { constant = offset + keyboardHeight }
                }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    offset = constant
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                        name: UIResponder.keyboardWillHideNotification, object: nil)
                }

                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
                        .cgRectValue else { return }
                    keyboardHeight = frame.height
                    UIView.animate(withDuration: 0.25) { UIApplication.shared.keyWindow?.layoutIfNeeded() }
                }

                @objc func keyboardWillHide(_ notification: Notification) {
                    keyboardHeight = 0
                    if let view = firstItem as? UIView ?? secondItem as? UIView {
                        view.superview?.layoutIfNeeded()
                    }
                }
            }
            """
        _ = run(
            swift,
            Self.bar
                + "\ntechnique kac from FILE\nbind input with kac bottom\nshow-keyboard\nexpect input.maxY == 482\n"
                + "expect bottom.constant == 336\nhide-keyboard\nexpect input.maxY == 818")
    }

    /// `Publishers.keyboardHeight` built in an extension with `MergeMany` of two mapped
    /// publishers, `Notification.keyboardHeight` in another, `UIApplication`'s spelling of the
    /// names, `guard let self`. Shown: 336 − 34 = 302 (the bar onto the keyboard, 516); hidden: 818.
    func test_aPublisherInAnExtensionOfPublishers() {
        let swift = """
            import Combine
            import UIKit

            extension Notification {
                var keyboardHeight: CGFloat {
                    (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                }
            }

            extension Publishers {
                static var keyboardHeight: AnyPublisher<CGFloat, Never> {
                    let willShow = NotificationCenter.default.publisher(for: UIApplication.keyboardWillShowNotification)
                        .map { $0.keyboardHeight }
                    let willHide = NotificationCenter.default.publisher(for: UIApplication.keyboardWillHideNotification)
                        .map { _ in CGFloat(0) }
                    return MergeMany(willShow, willHide).eraseToAnyPublisher()
                }
            }

            final class ChatViewController: UIViewController {
                @IBOutlet private var bottom: NSLayoutConstraint!
                private var subscriptions = Set<AnyCancellable>()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Publishers.keyboardHeight
                        .sink { [weak self] height in
                            guard let self else { return }
                            self.bottom.constant = height > 0 ? height - self.view.safeAreaInsets.bottom : 0
                            self.view.layoutIfNeeded()
                        }
                        .store(in: &subscriptions)
                }
            }
            """
        _ = run(
            swift,
            Self.bar
                + "\ntechnique pub from FILE\nbind input with pub bottom\nshow-keyboard\nexpect input.maxY == 516\n"
                + "hide-keyboard\nexpect input.maxY == 818")
    }

    /// A `UIView` subclass observing from `init(coder:)` (the storyboard's; `init(frame:)` is not
    /// run too), moving itself with a translation: the overlap is 852 − 516 = 336 and the bar's
    /// own bottom safe area 0, so it is drawn 336 higher, 482; back to 818.
    func test_aViewSubclassObservingFromItsInitializer() {
        let swift = """
            final class InputBarView: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    observeKeyboard()
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    observeKeyboard()
                }

                private func observeKeyboard() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)),
                        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }

                @objc private func keyboardFrameWillChange(_ note: Notification) {
                    guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                          let window = window else { return }
                    let overlap = max(0, window.bounds.maxY - end.minY)
                    transform = CGAffineTransform(translationX: 0, y: -max(0, overlap - safeAreaInsets.bottom))
                }
            }
            """
        _ = run(
            swift,
            Self.bar + "\ntechnique barview from FILE\nbind input with barview\nshow-keyboard\n"
                + "expect input.maxY == 482\nexpect notifications.count == 4\nhide-keyboard\nexpect input.maxY == 818"
        )
    }

    /// A helper object made by a property's initializer registers block observers in its `init`
    /// and hands the height to closures the view controller sets in viewDidLoad. Shown: the
    /// constant 336, the bar at 482; hidden: 818.
    func test_aHelperObjectHandingClosuresTheHeight() {
        let swift = """
            final class KeyboardWatcher {
                var willShow: ((CGFloat) -> Void)?
                var willHide: (() -> Void)?

                init() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: .main) { [weak self] note in
                        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                        self?.willShow?(frame.height)
                    }
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                           object: nil, queue: .main) { [weak self] _ in
                        self?.willHide?()
                    }
                }
            }

            class ViewController: UIViewController {
                @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
                private let keyboard = KeyboardWatcher()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboard.willShow = { [weak self] height in
                        self?.bottomConstraint.constant = height
                        self?.view.layoutIfNeeded()
                    }
                    keyboard.willHide = { [weak self] in
                        self?.bottomConstraint.constant = 0
                        self?.view.layoutIfNeeded()
                    }
                }
            }
            """
        _ = run(
            swift,
            Self.bar + "\ntechnique helper from FILE\nbind input with helper bottom\nshow-keyboard\n"
                + "expect input.maxY == 482\nhide-keyboard\nexpect input.maxY == 818")
    }

    /// A SwiftUI view is refused where it is declared; a file that observes nothing is refused
    /// at once, rather than bound to do nothing.
    func test_swiftUIAndFilesWithoutObserversAreRefused() {
        let swiftUI = """
            import SwiftUI

            struct ComposeView: View {
                @State private var keyboardHeight: CGFloat = 0
                var body: some View {
                    TextField("Message", text: .constant(""))
                        .padding(.bottom, keyboardHeight)
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in }
                }
            }
            """
        let path = NSTemporaryDirectory() + "kblab-swiftui-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swiftUI.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        harness.run("technique ui from \(path)")
        XCTAssertEqual(
            harness.sink.errors.first?.replacingOccurrences(of: path, with: "FILE"),
            "FILE:3:1: error: ComposeView is a SwiftUI view: the lab runs UIKit code")
        let plain = SwiftHarness()
        let none = NSTemporaryDirectory() + "kblab-none-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(
            atPath: none,
            contents: Data("class A: UIViewController {\n    override func viewDidLoad() { }\n}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: none) }
        plain.run("technique none from \(none)")
        XCTAssertTrue(
            plain.sink.errors.first?.hasSuffix(
                "registers no keyboard observer and uses no keyboard layout guide the lab can find") ?? false,
            "\(plain.sink.errors)")
    }

    /// A library file wrapped in `#if canImport(UIKit)` with an `#if os(macOS) … #else … #endif`
    /// inside: read as an iOS build reads it (the UIKit branch, the `#else` of macOS). Shown: the
    /// constant 336, the bar at 482.
    func test_conditionalCompilationAsIOSBuildsIt() {
        let swift = """
            #if canImport(UIKit)
            import UIKit

            final class KeyboardFollower: NSLayoutConstraint {
                #if os(macOS)
                func start() { NSApplication.shared.terminate(nil) }
                #else
                override func awakeFromNib() {
                    super.awakeFromNib()
                    NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                #endif

                @objc func willShow(_ note: Notification) {
                    constant = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
                }
            }
            #endif
            """
        _ = run(
            swift,
            Self.bar + "\ntechnique follower from FILE\nbind input with follower bottom\nshow-keyboard\n"
                + "expect bottom.constant == 336\nexpect input.maxY == 482")
    }
}
