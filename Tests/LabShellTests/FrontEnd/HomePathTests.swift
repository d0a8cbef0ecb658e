import Foundation
import XCTest

@testable import LabShell

/// `~` in a path is `$HOME` (as in every shell, and as the history file already was), not the
/// user database's home: `HOME=/tmp/h kblab -c 'output ~/o.txt'` wrote to /root/o.txt.
final class HomePathTests: XCTestCase {
    private var home = ""
    private var savedHome: String?

    override func setUpWithError() throws {
        savedHome = HomePath.current
        home = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-home-\(getpid())").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        setenv("HOME", home, 1)
    }

    override func tearDown() {
        if let savedHome { setenv("HOME", savedHome, 1) } else { unsetenv("HOME") }
        try? FileManager.default.removeItem(atPath: home)
    }

    func test_expansionUsesHomeAndLeavesOtherPathsAlone() {
        XCTAssertEqual(HomePath.expanding("~", home: "/h"), "/h")
        XCTAssertEqual(HomePath.expanding("~/a/b", home: "/h"), "/h/a/b")
        XCTAssertEqual(HomePath.expanding("~/a", home: "/h/"), "/h/a")
        XCTAssertEqual(HomePath.expanding("a/~/b", home: "/h"), "a/~/b")
        XCTAssertEqual(HomePath.expanding("~x/a", home: "/h"), "~x/a")
        // Unset or empty: left for Foundation's user-database expansion.
        XCTAssertEqual(HomePath.expanding("~/a", home: nil), "~/a")
        XCTAssertEqual(HomePath.expanding("~/a", home: ""), "~/a")
    }

    func test_outputSaveAndSourceFollowHome() throws {
        let harness = SessionHarness(workingDirectory: "/")
        XCTAssertEqual(harness.run("output ~/o.txt\necho hi\noutput").diagnostics.count, 0)
        XCTAssertEqual(try String(contentsOfFile: home + "/o.txt", encoding: .utf8), "hi\n")
        XCTAssertEqual(harness.run("let n = 1\nsave ~/saved.kbl").diagnostics.count, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/saved.kbl"))
        try "echo from-home\n".write(toFile: home + "/s.kbl", atomically: true, encoding: .utf8)
        XCTAssertEqual(harness.output("source ~/s.kbl"), ["from-home"])
    }

    func test_completionListsHomesFiles() {
        _ = FileManager.default.createFile(atPath: home + "/.kblabrc-test", contents: nil)
        XCTAssertEqual(
            Session(workingDirectory: "/").complete("source ~/.kb").candidates, ["~/.kblabrc-test"])
    }
}
