import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// A technique read from Swift in every command that takes a technique: `compare` (lanes),
/// `compare … devices` (a matrix), `tracking`, `save` (replayed), `export`; and the reader run
/// through the shell's subprocess path, as the shipped shell runs it.
final class SwiftTechniqueCommandsTests: XCTestCase {
    static let scene = """
        device iphone-15
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: safe.bottom == input.bottom + 20
        """

    /// In `compare` a Swift seed's row is its twin's row: same follow error, end error, final gap.
    func test_compareLanesOfASwiftSeedAndItsTwin() {
        let harness = SwiftHarness()
        let result = harness.run(
            Self.scene + """

                technique seed from Examples/swift/001-show-or-hide-delta.swift
                compare seed, show-hide-delta on show-keyboard, repeat-wills, hide-keyboard
                expect compare.seed.maxError == compare.show-hide-delta.maxError
                expect compare.seed.endError == compare.show-hide-delta.endError
                expect compare.seed.finalGap == compare.show-hide-delta.finalGap
                expect keyboard.minY == 852
                """)
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
    }

    /// On three devices, as a matrix: the Swift seed's cells are its twin's (end error 34 on
    /// the iPhone 15's show, the home-indicator area counted twice; 0 on the iPhone SE; 20 on
    /// the iPad Pro 11, facts §10.2).
    func test_aMatrixOfASwiftSeedOnThreeDevices() {
        let harness = SwiftHarness()
        let result = harness.run(
            Self.scene + """

                technique seed from Examples/swift/001-show-or-hide-delta.swift
                mode csv
                compare seed, show-hide-delta on show-keyboard, hide-keyboard devices iphone-15, iphone-se-3, ipad-pro-11
                """)
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
        let lines = harness.sink.lines
        let headers = lines.indices.filter { lines[$0] == "technique,device,show-field,hide" }
        XCTAssertEqual(headers.count, 2, "\(lines)")
        guard headers.count == 2 else { return }
        let end = lines[(headers[1] + 1)...].prefix(6).map { $0.split(separator: ",").map(String.init) }
        let table = Dictionary(uniqueKeysWithValues: end.map { ("\($0[0]) \($0[1])", Array($0[2...])) })
        for device in ["iphone-15", "iphone-se-3", "ipad-pro-11"] {
            XCTAssertEqual(table["seed \(device)"], table["show-hide-delta \(device)"], device)
        }
        XCTAssertEqual(table["seed iphone-15"], ["34.00", "0.00"])
        XCTAssertEqual(table["seed iphone-se-3"], ["0.00", "0.00"])
        XCTAssertEqual(table["seed ipad-pro-11"], ["20.00", "0.00"])
    }

    /// `save` writes the technique's line as typed, and the saved script replays it: the same bar.
    func test_saveReplaysASwiftTechnique() throws {
        let path = NSTemporaryDirectory() + "kblab-swift-save-\(UUID().uuidString).kbl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = SwiftHarness()
        XCTAssertEqual(
            first.run(
                Self.scene
                    + "\ntechnique seed from Examples/swift/000-animate-with-keyboard.swift\nbind input with seed bottom"
                    + "\nswift do\nprint(\"bound\")\nend\nsave \(path)"
            ).diagnostics, [])
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(
            saved.contains("technique seed from Examples/swift/000-animate-with-keyboard.swift"), saved)
        XCTAssertTrue(saved.contains("swift do\nprint(\"bound\")\nend"), saved)
        let second = SwiftHarness()
        let result = second.run(saved + "\nshow-keyboard\nexpect input.maxY == 462\ntracking")
        XCTAssertEqual(result.diagnostics.map(\.message), [], second.sink.errors.joined(separator: "\n"))
        XCTAssertTrue(second.sink.lines.contains("bound"))
    }

    /// A comparison with a Swift lane exports like any other.
    func test_exportOfAComparisonWithASwiftLane() throws {
        let path = NSTemporaryDirectory() + "kblab-swift-export-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(
            Self.scene
                + "\ntechnique seed from Examples/swift/002-bind-to-keyboard.swift\ncompare seed on show-keyboard\n"
                + "export csv \(path) compare")
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("seed"), text)
    }

    /// The shipped path: `kblab-swift` found beside the running executable (here the test
    /// bundle, in the same build folder), started with posix_spawn, its JSON decoded.
    func test_theReaderRunsAsASubprocess() {
        let harness = SwiftHarness(cached: false)
        let result = harness.run(
            Self.scene
                + "\ntechnique seed from Examples/swift/000-animate-with-keyboard.swift\nbind input with seed bottom"
                + "\nshow-keyboard\nexpect input.maxY == 462")
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
    }

    /// `bind`, `unbind`: viewWillDisappear runs at unbind; the instance goes with its selector
    /// registrations, and a later show leaves the bar where it was.
    func test_unbindRunsViewWillDisappearAndReleasesTheObservers() throws {
        let swift = """
            class ViewController: UIViewController {
                @IBOutlet var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(show(_:)),
                        name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    print("keyboard observers going")
                }
                @objc func show(_ note: Notification) { bottom.constant = 100 }
            }
            """
        let path = NSTemporaryDirectory() + "kblab-unbind-\(UUID().uuidString).swift"
        _ = FileManager.default.createFile(atPath: path, contents: Data(swift.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SwiftHarness()
        let result = harness.run(
            Self.scene + "\ntechnique t from \(path)\nbind input with t bottom\nunbind input\nshow-keyboard\n"
                + "expect bottom.constant == 20")
        XCTAssertEqual(result.diagnostics.map(\.message), [], harness.sink.errors.joined(separator: "\n"))
        XCTAssertTrue(harness.sink.lines.contains("keyboard observers going"))
    }

    /// A block observer nobody removes outlives `unbind`, as on iOS: `unbind` warns of its
    /// token; holding `self` strongly it goes on running (the leak), with `[weak self]` it finds
    /// nil and does nothing.
    func test_blockObserversLeftRegisteredOutliveUnbind() throws {
        func swift(_ capture: String) -> String {
            """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: .main) { \(capture)_ in
                        print("still here:", self != nil)
                    }
                }
            }
            """
        }
        for (capture, printed) in [("", "still here: true"), ("[weak self] ", "still here: false")] {
            let path = NSTemporaryDirectory() + "kblab-left-\(UUID().uuidString).swift"
            _ = FileManager.default.createFile(atPath: path, contents: Data(swift(capture).utf8))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let harness = SwiftHarness()
            harness.run(
                Self.scene
                    + "\ntechnique t from \(path)\nbind input with t bottom\nunbind input\nshow-keyboard")
            XCTAssertTrue(
                harness.sink.transcript.contains {
                    $0.hasPrefix("warning: technique t on input left block registrations")
                },
                "\(harness.sink.transcript)")
            XCTAssertTrue(harness.sink.lines.contains(printed), "\(capture): \(harness.sink.lines)")
        }
    }

    /// `techniques` lists a Swift technique with its file's first comment; `swift explain` and
    /// `bind … with` complete its name.
    func test_listingAndCompletion() {
        let harness = SwiftHarness()
        harness.run("technique seed000 from Examples/swift/000-animate-with-keyboard.swift\ntechniques")
        XCTAssertTrue(
            harness.sink.lines.contains { $0.hasPrefix("seed000") && $0.contains("swift: \"How To Animate") },
            "\(harness.sink.lines)")
        XCTAssertEqual(harness.session.complete("swift explain se").candidates, ["seed000"])
        XCTAssertTrue(harness.session.complete("bind input with se").candidates.contains("seed000"))
    }
}
