import Foundation
import KeyboardLab
import SwiftReader
import XCTest

@testable import LabShell

/// What the lab does not run is refused at its place in the Swift file, never skipped silently,
/// never a crash; every way to ask for unbounded work stops with a located error.
final class SwiftErrorsTests: XCTestCase {
    static let scene = SwiftStylesTests.bar + "\nconstraint bottom: safe.bottom == input.bottom"

    /// Runs `script` with `FILE` standing for a file holding `swift`; returns the errors printed.
    func errors(_ swift: String, _ script: String, cached: Bool = true) -> [String] {
        let path = NSTemporaryDirectory() + "kblab-errors-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness(cached: cached)
        harness.run(script.replacingOccurrences(of: "FILE", with: path))
        return harness.sink.errors.map { $0.replacingOccurrences(of: path, with: "FILE") }
    }

    static func handler(_ body: String) -> String {
        """
        class ViewController: UIViewController {
            @IBOutlet var bottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                    name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ note: Notification) {
        \(body)
            }
        }
        """
    }

    /// Line 9 is the handler body's first line in `handler(_:)`.
    func test_aConstructOutsideTheSubsetIsRefusedAtItsPlace() {
        let lines = errors(
            Self.handler("        defer { print(\"done\") }\n        bottom.constant = 1"),
            "technique t from FILE")
        XCTAssertEqual(lines.first, "FILE:9:9: error: defer is outside what the lab runs")
        XCTAssertTrue(lines.contains("help: move its code to where the function ends"), "\(lines)")
    }

    /// The same construct where no observer reaches it is skipped, and `swift explain` says so.
    func test_unreachableCodeIsSkippedAndSaidSo() throws {
        let swift =
            Self.handler("        bottom.constant = 1") + """

                extension ViewController {
                    func load() async throws { defer { } }
                }
                """
        let program = try program(swift)
        XCTAssertEqual(program.skipped.map(\.name), ["func load"])
        let explanation = SwiftExplanation(
            program: program,
            lines: swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let rendered = explanation.render(file: "F.swift")
        XCTAssertTrue(rendered.contains("skipped, unreachable from the observers:"), "\(rendered)")
        XCTAssertTrue(rendered.contains("  func load, line 13"), "\(rendered)")
    }

    func test_aSyntaxErrorIsLocated() {
        let lines = errors("class A {\n    func f( {\n}\n", "technique t from FILE")
        XCTAssertTrue(lines.first?.hasPrefix("FILE:2:") ?? false, "\(lines)")
        XCTAssertTrue(lines.first?.contains("error: Swift syntax:") ?? false, "\(lines)")
    }

    /// A name the code uses that the scene lacks lists what the scene has.
    func test_aNameTheSceneLacksListsWhatItHas() {
        let swift = """
            class ViewController: UIViewController {
                @IBOutlet var bar: UIView!
                @IBOutlet var other: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                        object: nil, queue: nil) { _ in self.bar.frame.origin.y = self.other.frame.minY }
                }
            }
            """
        let lines = errors(swift, Self.scene + "\ntechnique t from FILE\nbind input with t bottom")
        XCTAssertEqual(
            lines.first,
            "FILE:2:19: error: the scene has no view 'bar' for bar (views: input; constraints: c1, c2, c3, bottom)"
        )
        XCTAssertTrue(
            lines.contains("help: name one so, or map it: technique NAME from FILE map bar to LABNAME"),
            "\(lines)")
    }

    /// A nil unwrapped in a handler is the app's crash: the lab says where, and goes on.
    func test_aNilUnwrappedInAHandlerIsLocated() {
        let lines = errors(
            Self.handler("        let missing: CGFloat? = nil\n        bottom.constant = missing!"),
            Self.scene + "\ntechnique t from FILE\nbind input with t bottom\nshow-keyboard\necho after")
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("FILE:10:27: error: unexpectedly found nil while unwrapping an Optional value")
            }, "\(lines)")
        XCTAssertTrue(
            lines.contains {
                $0.contains("in the keyboardWillShow handler keyboardWillShow(_:) registered at 5:9")
            },
            "\(lines)")
    }

    func test_aLoopThatNeverEndsStops() {
        let lines = errors(
            Self.handler("        var n = 0\n        while true { n += 1 }"),
            Self.scene + "\ntechnique t from FILE\nbind input with t bottom\nshow-keyboard")
        XCTAssertTrue(
            lines.contains {
                $0.contains("error: more than 200000 statements in one run: a loop that never ends?")
            },
            "\(lines)")
    }

    func test_aMethodCallingItselfStops() {
        let swift =
            Self.handler("        spin()") + "\nextension ViewController {\n    func spin() { spin() }\n}\n"
        let lines = errors(
            swift, Self.scene + "\ntechnique t from FILE\nbind input with t bottom\nshow-keyboard")
        XCTAssertTrue(
            lines.contains {
                $0.contains("error: calls nested more than 64 deep: does a method call itself?")
            }, "\(lines)")
    }

    /// A handler that posts the notification it observes re-triggers itself: bounded, said once.
    func test_aHandlerReTriggeringItselfStops() {
        let lines = errors(
            Self.handler(
                "        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)"
            ),
            Self.scene + "\ntechnique t from FILE\nbind input with t bottom\nshow-keyboard")
        XCTAssertEqual(
            lines.filter { $0.contains("handlers triggered each other more than 8 deep") }.count, 1,
            "\(lines)")
    }

    /// A 50,000-line file is refused before it is parsed, at once.
    func test_aFiftyThousandLineFileIsRefused() {
        let swift =
            String(repeating: "// filler\n", count: 50_000) + Self.handler("        bottom.constant = 1")
        let start = Date()
        let lines = errors(swift, "technique t from FILE", cached: false)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(
            lines.first?.contains("has 50011 lines and") ?? false, "\(lines)")
        XCTAssertTrue(lines.first?.contains("the lab reads at most 20000 lines") ?? false, "\(lines)")
    }

    func test_closuresNestedTooDeepAreRefused() {
        var body = "bottom.constant = 1"
        for _ in 0..<40 { body = "DispatchQueue.main.async { \(body) }" }
        let lines = errors(Self.handler("        " + body), "technique t from FILE")
        XCTAssertTrue(lines.first?.contains("error: closures nested more than 32 deep") ?? false, "\(lines)")
    }

    func test_expressionsNestedTooDeepAreRefusedNotCrashed() {
        let body =
            "bottom.constant = " + String(repeating: "(", count: 400) + "1"
            + String(repeating: ")", count: 400)
        let lines = errors(Self.handler("        " + body), "technique t from FILE")
        XCTAssertTrue(lines.first?.hasPrefix("FILE:9:") ?? false, "\(lines)")
        XCTAssertTrue(lines.first?.contains("error:") ?? false, "\(lines)")
    }

    /// A UIKit call outside the model is refused when it runs, at its place, with what to do.
    func test_anUnmodelledCallIsRefusedWhereItRuns() {
        let lines = errors(
            Self.handler("        view.endEditing(true)"),
            Self.scene + "\ntechnique t from FILE\nbind input with t bottom\nshow-keyboard")
        XCTAssertTrue(
            lines.contains {
                $0
                    == "FILE:9:9: error: endEditing moves the keyboard, which the lab plays from its own commands"
            }, "\(lines)")
    }

    func test_withoutTheReaderTheShellSaysSo() {
        setenv("KBLAB_SWIFT_READER", "/nonexistent/kblab-swift", 1)
        defer { unsetenv("KBLAB_SWIFT_READER") }
        let lines = errors(Self.handler(""), "technique t from FILE", cached: false)
        XCTAssertEqual(
            lines.first,
            "test.kbl:1:18: error: reading Swift is not available in this build: kblab-swift is not beside kblab"
        )
    }
}
