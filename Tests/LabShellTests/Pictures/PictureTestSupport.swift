import Foundation
import LabShell
import XCTest

/// A session in a fresh temporary directory (files the test writes land there and go away).
struct PictureWorkspace {
    let directory: URL
    let harness: SessionHarness

    init(_ test: XCTestCase) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        harness = SessionHarness(workingDirectory: directory.path)
        let directory = self.directory
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

    func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url(name)))
    }
}

/// The chat bar bound with the classic animator technique, then shown: the README's session.
enum PictureScripts {
    static let animatorShow =
        KeyboardScripts.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard"
    static let guideShow = KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\nshow-keyboard"
}

extension XCTestCase {
    /// The README's frame n of the animator binding, worked out independently: the keyboard on
    /// curve 7 (facts §4.2) from 852 by 336, the bar on ease-in-out for 0.25 s from 818 by 336.
    func animatorFrame(_ n: Int) -> (keyboardMinY: Double, inputMaxY: Double) {
        let t = Double(n) / 60
        return (852 - 336 * keyboardProgress(t), 818 - 336 * (t >= 0.25 ? 1 : easeInOutProgress(t / 0.25)))
    }

    /// The number of non-overlapping occurrences of `needle`.
    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
