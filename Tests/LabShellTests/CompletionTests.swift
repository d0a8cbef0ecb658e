import KeyboardLab
import XCTest

@testable import LabShell

final class CompletionTests: XCTestCase {
    private let session = Session()

    func test_firstWordCompletesCommandNamesGroupWordsAndAliases() {
        // Every area adds commands, so the list is checked against the table, plus core's own.
        let s = session.complete("s").candidates
        XCTAssertEqual(
            s,
            (CommandTable.standard.firstWords + CommandTable.statementWords).filter { $0.hasPrefix("s") }
                .sorted())
        XCTAssertTrue(Set(["set", "show", "solver", "source"]).isSubset(of: s), "\(s)")
        XCTAssertEqual(session.complete("ex").candidates, ["exit", "expect", "explain", "export"])
        XCTAssertEqual(
            session.complete("").candidates.count,
            Set(CommandTable.standard.firstWords + CommandTable.statementWords).count)
    }

    func test_secondWordCompletesSubcommands() {
        let completion = session.complete("solver s")
        XCTAssertEqual(completion.candidates, ["suggest"])
        XCTAssertEqual(completion.wordStart, 7)
        XCTAssertEqual(completion.prefix, "s")
    }

    func test_argumentsCompleteFromTheirHints() {
        XCTAssertEqual(session.complete("mode m").candidates, ["markdown"])
        XCTAssertEqual(session.complete("set d").candidates, ["decimals"])
        XCTAssertEqual(session.complete("set mode ").candidates, ["box", "csv", "json", "markdown", "plain"])
        XCTAssertEqual(session.complete("set echo o").candidates, ["off", "on"])
        XCTAssertEqual(session.complete("help solver r").candidates, ["remove", "reset"])
        XCTAssertEqual(session.complete("solver add x == 1 w").candidates, ["weak"])
    }

    /// Device names come from the catalogue when TAB asks (not when the table is built), after
    /// `device` and in the list after `compare … devices`.
    func test_deviceNamesCompleteFromTheCatalogue() {
        XCTAssertTrue(session.complete("device iphone-1").candidates.contains("iphone-15"))
        XCTAssertEqual(
            session.complete("device ").candidates,
            Array(Set(DeviceCatalogue.names + ["landscape", "portrait"])).sorted())
        XCTAssertEqual(
            session.complete("compare animate-with-keyboard on show-keyboard devices iphone-15, ipad")
                .candidates,
            DeviceCatalogue.names.filter { $0.hasPrefix("ipad") }.sorted())
    }

    func test_completionFollowsTheGrammarInsideBlocksAndLists() {
        XCTAssertEqual(session.complete("animate 0.25 do mov").candidates, ["move"])
        XCTAssertEqual(session.complete("animate 0.25 de").candidates, ["delay"])
        XCTAssertEqual(
            session.complete("animate 0.25 options begin-").candidates, ["begin-from-current-state"])
        XCTAssertEqual(session.complete("compare all on show-keyboard, quick").candidates, ["quicktype"])
        XCTAssertEqual(session.complete("compare all o").candidates, ["on"])
        XCTAssertEqual(
            session.complete("on will").candidates,
            [
                "willChangeFrame", "willHide", "willShow",
            ])
        XCTAssertTrue(session.complete("expect note.frameE").candidates.contains("note.frameEnd"))
        XCTAssertTrue(session.complete("source Examples/chat").candidates.contains("Examples/chat-input.kbl"))
        XCTAssertTrue(session.complete("let x = keyb").candidates.contains("keyboard"))
    }

    /// A TAB in a crowded directory offers only the names that match what is typed, marks
    /// directories, and stops at the candidate limit (the fuzzer found a TAB listing and
    /// checking a 6,500-entry /tmp taking seconds).
    func test_fileCompletionInACrowdedDirectoryReadsOnlyWhatMatches() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kblab-complete-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<(Session.fileCandidateLimit + 100) {
            _ = FileManager.default.createFile(
                atPath: directory.appendingPathComponent("run-\(index).kbl").path, contents: nil)
        }
        _ = FileManager.default.createFile(
            atPath: directory.appendingPathComponent("chat.kbl").path, contents: nil)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("chats"), withIntermediateDirectories: false)
        let path = directory.path + "/"
        XCTAssertEqual(
            session.complete("source \(path)cha").candidates, [path + "chat.kbl", path + "chats/"])
        XCTAssertEqual(session.complete("source \(path)run-").candidates.count, Session.fileCandidateLimit)
        XCTAssertEqual(session.complete("source \(path)zzz").candidates, [])
    }

    /// A path the word grammar would split (a space, `;`, `#`, a leading quote) is written
    /// quoted, and TAB completes inside an open quote, closing it at a file: `source sp` TAB
    /// gave `source sp ace/` (an error: unexpected 'ace'), `source "sp` TAB nothing.
    func test_filePathsAreQuotedWhenTheyNeedItAndCompleteInsideQuotes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("kblab-quote-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("sp ace"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = FileManager.default.createFile(atPath: directory.path + "/sp ace/s1.kbl", contents: nil)
        _ = FileManager.default.createFile(atPath: directory.path + "/a;b.kbl", contents: nil)
        let inside = Session(workingDirectory: directory.path)
        let bare = inside.complete("source sp")
        XCTAssertEqual(bare.candidates, ["sp ace/"])
        XCTAssertEqual(bare.typedWord, "sp")
        XCTAssertEqual(bare.written("sp ace/", complete: true), "\"sp ace/")
        let open = inside.complete("source \"sp ace/s")
        XCTAssertEqual(open.candidates, ["sp ace/s1.kbl"])
        XCTAssertEqual(open.typedWord, "\"sp ace/s")
        XCTAssertEqual(open.written("sp ace/s1.kbl", complete: true), "\"sp ace/s1.kbl\" ")
        let single = inside.complete("source 'sp")
        XCTAssertEqual(single.candidates, ["sp ace/"])
        XCTAssertEqual(single.written("sp ace/", complete: true), "'sp ace/")
        XCTAssertEqual(inside.complete("source a").written("a;b.kbl", complete: true), "\"a;b.kbl\" ")
        XCTAssertEqual(inside.complete("source 'it\\'s").prefix, "it's")
        XCTAssertEqual(inside.complete("source \"x").written("x\"y", complete: true), "\"x\\\"y\" ")
        // A plain name stays plain.
        XCTAssertEqual(session.complete("solver re").written("reset", complete: true), "reset ")
    }

    /// A TAB in the middle of a line, a space already after the cursor: none is added
    /// (`sol| reset` gave `solver  reset`).
    func test_noSecondSpaceBeforeAFollowingSpace() {
        let completion = session.complete("sol", after: " reset")
        XCTAssertEqual(completion.candidates, ["solver"])
        XCTAssertEqual(completion.written("solver", complete: true), "solver")
        XCTAssertEqual(session.complete("sol", after: "").written("solver", complete: true), "solver ")
    }

    /// At a number argument a TAB offers variables and functions, never a name per view
    /// (`step ` TAB listed 3,000 views).
    func test_aNumberArgumentOffersVariablesNotViews() {
        let harness = SessionHarness()
        harness.run("device iphone-15\nview banner frame 0 0 10 10\nlet n = 2")
        for line in ["step ", "plot width "] {
            let candidates = harness.session.complete(line).candidates
            XCTAssertTrue(candidates.contains("n"), line)
            XCTAssertFalse(candidates.contains("banner"), line)
        }
        XCTAssertTrue(harness.session.complete("let x = ").candidates.contains("banner"))
    }

    func test_commonPrefixOfSeveralCandidates() {
        let completion = session.complete("solver re")
        XCTAssertEqual(completion.candidates, ["remove", "reset"])
        XCTAssertEqual(completion.commonPrefix, "re")
        XCTAssertEqual(session.complete("sh").commonPrefix, "show")
    }

    /// The picture commands complete from their declared patterns: curve forms after `plot
    /// curve` and after each curve, the kinds after `export svg FILE`, draw's layer and flag.
    func test_pictureCommandsCompleteFromTheirPatterns() {
        XCTAssertEqual(session.complete("plot curve ease-in").candidates, ["ease-in", "ease-in-out"])
        XCTAssertEqual(session.complete("plot curve bezier 0 0 1 1 sp").candidates, ["spring"])
        XCTAssertEqual(session.complete("plot curve spring r").candidates, ["ratio"])
        XCTAssertEqual(session.complete("export svg a.svg p").candidates, ["plot"])
        XCTAssertEqual(session.complete("export svg a.svg f").candidates, ["filmstrip"])
        XCTAssertEqual(session.complete("draw m").candidates, ["model"])
        XCTAssertEqual(session.complete("draw model a").candidates, ["ascii"])
    }
}
