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
        // A user with no entry: a literal name, never Foundation's expansion (which crashed the
        // static shell in glibc's user database).
        XCTAssertEqual(HomePath.expanding("~x/a", home: "/h", passwd: ""), "./~x/a")
        // Unset or empty HOME and no entry for this uid: literal too.
        XCTAssertEqual(HomePath.expanding("~/a", home: nil, passwd: ""), "./~/a")
        XCTAssertEqual(HomePath.expanding("~/a", home: "", passwd: ""), "./~/a")
    }

    /// `~user` and an unset HOME read the passwd file's sixth field (the first entry that matches).
    func test_usersHomesComeFromThePasswdFile() {
        let passwd = """
            me:x:\(getuid()):0::/srv/me/:/bin/sh
            root:x:0:0:root:/root:/bin/bash
            ann:x:1000:1000:Ann,,,:/home/ann:/bin/sh
            broken line
            """
        XCTAssertEqual(
            HomePath.expanding("~ann/notes.kbl", home: "/h", passwd: passwd), "/home/ann/notes.kbl")
        XCTAssertEqual(HomePath.expanding("~ann", home: "/h", passwd: passwd), "/home/ann")
        XCTAssertEqual(HomePath.expanding("~root/x", home: "/h", passwd: passwd), "/root/x")
        XCTAssertEqual(HomePath.expanding("~an/x", home: "/h", passwd: passwd), "./~an/x")
        XCTAssertEqual(HomePath.expanding("~/x", home: nil, passwd: passwd), "/srv/me/x")
        XCTAssertEqual(HomePath.expanding("~/x", home: "/h", passwd: passwd), "/h/x")
    }

    /// `source ~nouser/x` is a file that is not there (the static shell died of it, signal 11).
    func test_anUnknownUsersPathIsAMissingFile() {
        let harness = SessionHarness(workingDirectory: "/")
        let result = harness.run("source ~kblab-no-such-user/x.kbl\necho after", mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.first?.message, "cannot read '~kblab-no-such-user/x.kbl': no such file")
        XCTAssertEqual(harness.sink.lines.last, "after")
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
