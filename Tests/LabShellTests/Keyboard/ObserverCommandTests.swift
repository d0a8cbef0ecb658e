import LabShell
import XCTest

/// `observe`, `unobserve`, `observers`, `observer` with UIKit's registration rules: selector
/// observers are removed with their object for every name, block observers only with their token
/// (Apple's removeObserver(_:) page; facts §8 pitfall 8); delivery in registration order. iPhone 15.
final class ObserverCommandTests: XCTestCase {
    private let setup = """
        device iphone-15
        observe keyboardWillShow as vc
        observe willHide as vc
        observe all block as vc
        observe willChangeFrame block as logger
        """

    func test_observe_printsSelectorsAndTokens() {
        let output = runScript(setup)
        XCTAssertEqual(
            output,
            [
                "vc: selector keyboardWillShow: for keyboardWillShow",
                "vc: selector keyboardWillHide: for keyboardWillHide",
                "vc: block token 1 for all six notifications (unobserve token 1 removes it)",
                "logger: block token 2 for keyboardWillChangeFrame (unobserve token 2 removes it)",
            ])
    }

    /// A show posts WCF, WS, DCF, DS (facts §1.2): vc's block gets 4, its willShow selector 1,
    /// delivered before the block (registered first); logger gets the one WCF.
    func test_show_deliversInRegistrationOrder() {
        let harness = SessionHarness()
        runScript(setup + "\nshow-keyboard", harness: harness)
        XCTAssertEqual(quantity("observer.vc.count", in: harness), 5)
        XCTAssertEqual(quantity("observer.vc.keyboardWillShow.count", in: harness), 2)
        XCTAssertEqual(quantity("observer.logger.count", in: harness), 1)
        let rows = csvRows(
            runScript("mode csv\nobserver vc", harness: harness),
            header: "#,frame,t ms,name,via,begin,end,duration,curve,local")
        XCTAssertEqual(
            rows.map { $0[3] },
            [
                "keyboardWillChangeFrame", "keyboardWillShow", "keyboardWillShow", "keyboardDidChangeFrame",
                "keyboardDidShow",
            ])
        XCTAssertEqual(
            rows.map { $0[4] },
            [
                "block token 1", "selector keyboardWillShow:", "block token 1", "block token 1",
                "block token 1",
            ])
        // The will-notifications at frame 0, the dids when the spring settles (0.5 s = frame 30).
        XCTAssertEqual(rows.map { $0[1] }, ["0", "0", "0", "30", "30"])
        XCTAssertEqual(rows[1][6], "(0 516; 393×336)")
    }

    /// removeObserver(vc) removes both selector registrations but not vc's block: the hide still
    /// reaches the block (4 more, willHide among them) and not the willHide selector. Removing
    /// token 1 then silences vc; logger keeps its willChangeFrame.
    /// `observers` counts per registration: after one show (WCF, WS, DCF, DS; facts §1.2) vc's
    /// willShow selector got 1, its willHide selector 0, its all-six block 4, logger's WCF block 1.
    func test_observersCountsWhatEachRegistrationReceived() {
        let harness = SessionHarness()
        runScript(setup + "\nshow-keyboard", harness: harness)
        let rows = csvRows(
            runScript("mode csv\nobservers", harness: harness),
            header: "observer,style,observes,token,received")
        XCTAssertEqual(
            rows.map { [$0[0], $0[1], $0[4]] },
            [
                ["vc", "selector keyboardWillShow:", "1"], ["vc", "selector keyboardWillHide:", "0"],
                ["vc", "block", "4"], ["logger", "block", "1"],
            ])
    }

    func test_unobserve_selectorVersusBlock() {
        let harness = SessionHarness()
        runScript(setup + "\nshow-keyboard", harness: harness)
        let note = runScript("unobserve vc", harness: harness)
        // Wrapped at the help width (78) as notes are, its later line indented four spaces.
        XCTAssertEqual(
            note,
            [
                "vc's block observers (token 1) keep receiving: removeObserver(observer)",
                "    leaves them; unobserve token N removes one",
            ])
        runScript("hide-keyboard", harness: harness)
        XCTAssertEqual(quantity("observer.vc.count", in: harness), 9)
        XCTAssertEqual(quantity("observer.vc.keyboardWillHide.count", in: harness), 1)
        runScript("unobserve token 1\nshow-keyboard", harness: harness)
        XCTAssertEqual(quantity("observer.vc.count", in: harness), 9)
        XCTAssertEqual(quantity("observer.logger.count", in: harness), 3)
        let rows = csvRows(
            runScript("mode csv\nobservers", harness: harness),
            header: "observer,style,observes,token,received")
        XCTAssertEqual(rows.map { $0[0] + " " + $0[1] }, ["vc (removed)", "logger block"])
        runScript("unobserve all\nhide-keyboard", harness: harness)
        XCTAssertEqual(quantity("observer.logger.count", in: harness), 3)
    }

    /// removeObserver(vc, name: willShow) removes that registration only: a show then a hide
    /// reach vc's willHide selector once and nothing else.
    func test_unobserveOneName() {
        let harness = SessionHarness()
        runScript(
            "observe willShow as vc\nobserve willHide as vc\nunobserve vc keyboardWillShow\n"
                + "show-keyboard\nhide-keyboard", harness: harness)
        XCTAssertEqual(quantity("observer.vc.count", in: harness), 1)
        XCTAssertEqual(quantity("observer.vc.keyboardWillHide.count", in: harness), 1)
    }

    func test_errors() {
        let harness = SessionHarness()
        runScript("observe willShow as vc", harness: harness)
        let cases: [(String, String)] = [
            ("observe keyboardWillShw", "unknown keyboard notification 'keyboardWillShw'"),
            ("observe willShow as 9lives", "'9lives' is neither a number nor a name"),
            ("observe willShow sideways", "unknown value 'sideways'"),
            ("unobserve token 4", "no block observer has token 4"),
            ("unobserve cv", "no observer called 'cv'"),
            ("observer nobody", "no observer called 'nobody'"),
            ("unobserve vc keyboardWillFly", "unknown keyboard notification 'keyboardWillFly'"),
        ]
        for (line, message) in cases {
            let result = harness.run(line)
            XCTAssertEqual(result.diagnostics.map(\.message), [message], line)
        }
    }

    /// A typo of a short name (`willShw`, one edit from `willShow`) is suggested too, by
    /// `observe`, `unobserve` and `on` alike; `on` names every event it takes, `pan` included.
    func test_typosOfShortNamesAreSuggested() {
        let harness = SessionHarness()
        runScript("observe willShow as vc", harness: harness)
        for line in ["observe willShw", "unobserve vc willShw", "on willShw do echo x"] {
            XCTAssertEqual(
                harness.run(line).diagnostics.first?.suggestion, "did you mean 'willShow'?", line)
        }
        let expected = harness.run("on willShw do echo x").diagnostics.first?.expected ?? ""
        for word in ["didChangeFrame", "all", "display-link", "pan"] {
            XCTAssertTrue(expected.contains(word), word)
        }
        XCTAssertEqual(harness.run("on pan do echo x").diagnostics.count, 0)
    }
}
