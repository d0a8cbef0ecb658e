import KeyboardLab
import XCTest

@testable import LabShell

/// Bad input never crashes the shell and never loses the session.
final class HostileInputTests: XCTestCase {
    /// SplitMix64: a fixed-seed generator so the "random" input is the same on every run.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// After any abuse, the session still takes commands and keeps its state.
    private func assertSessionStillWorks(
        _ harness: SessionHarness, file: StaticString = #filePath, line: UInt = #line
    ) {
        harness.sink.clear()
        let result = harness.run("set decimals 4\nset decimals")
        XCTAssertEqual(result.exitStatus, 0, file: file, line: line)
        XCTAssertEqual(harness.sink.lines.last, "decimals 4", file: file, line: line)
    }

    func test_randomBytesWithAFixedSeed() {
        let harness = SessionHarness()
        harness.run("set headers off")
        var generator = SplitMix64(state: 2026)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<120, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            harness.run(String(decoding: bytes, as: UTF8.self), mode: .interactive)
        }
        assertSessionStillWorks(harness)
        XCTAssertEqual(harness.session.setting("headers"), .boolean(false))
    }

    func test_randomTokenSoupWithAFixedSeed() {
        let words = [
            "solver", "add", "var", "x", "y", "==", "<=", ">=", "(", ")", "-", "+", "*", "/", ":", ",", "=",
            "1e308", "-0", "strong", "within", "expect", "set", "mode", "help", "\"", "#", "1000", "0.5",
            "source", "echo",
        ]
        let harness = SessionHarness()
        var generator = SplitMix64(state: 7)
        for _ in 0..<500 {
            let count = Int.random(in: 1..<14, using: &generator)
            let line = (0..<count).map { _ in words.randomElement(using: &generator) ?? "" }.joined(
                separator: " ")
            harness.run(line, mode: .interactive)
        }
        assertSessionStillWorks(harness)
    }

    /// The depth limits say how to get under them: 65 blocks on one line (the limit is 64)
    /// and a number spelt with 401 characters (the limit is 400).
    func test_depthAndLengthLimitsCarryAWayOut() {
        let harness = SessionHarness()
        let deep =
            String(repeating: "if true do ", count: 65) + "echo x" + String(repeating: " end", count: 65)
        let nested = harness.run(deep).diagnostics.first
        XCTAssertEqual(nested?.message, "blocks nested too deeply")
        XCTAssertEqual(nested?.expected, "at most 64 blocks inside each other")
        XCTAssertEqual(
            nested?.suggestion, "put the inner part in a script of its own and run it with source FILE")
        // The 65th `do` is the one refused: column 1 + 64 × 11 + 8 ("if true " before it).
        XCTAssertEqual(nested?.column, 1 + 64 * 11 + 8)
        let long = harness.run("print 1." + String(repeating: "5", count: 399)).diagnostics.first
        XCTAssertEqual(long?.expected, "at most 400 characters")
        XCTAssertEqual(
            long?.suggestion, "write it with an exponent (1.5e-300) or fewer digits: a double keeps 17")
        assertSessionStillWorks(harness)
    }

    func test_hugeNumbers() {
        let harness = SessionHarness()
        for line in [
            "expect 1e308 * 10 == 1", "expect " + String(repeating: "9", count: 5000) + " == 1",
            "set decimals 99999999999999999999999", "solver suggest x 1e400", "expect -1e308 - 1e308 <= 0",
        ] {
            let result = harness.run(line)
            XCTAssertFalse(result.diagnostics.isEmpty, line)
        }
        assertSessionStillWorks(harness)
    }

    func test_unterminatedStringsDeepParenthesesAndLongLines() {
        let harness = SessionHarness()
        let inputs = [
            "echo \"never closed", "source 'x", String(repeating: "(", count: 100_000),
            "expect " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
                + " == 1",
            "expect " + String(repeating: "- ", count: 50_000) + "1 == 1",
            "echo " + String(repeating: "long ", count: 200_000),
            String(repeating: "x", count: 1_000_000), "\u{0}\u{7F}\u{FEFF}\u{202E}",
        ]
        for input in inputs {
            harness.run(input)
        }
        assertSessionStillWorks(harness)
    }

    func test_scriptsThatSourceThemselvesStop() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-\(#function)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "source self.kbl\n".write(
            to: directory.appendingPathComponent("self.kbl"), atomically: true, encoding: .utf8)
        let harness = SessionHarness(workingDirectory: directory.path)
        let result = harness.run("source self.kbl")
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(harness.sink.errors.contains { $0.contains("scripts nested more than 16 deep") })
        assertSessionStillWorks(harness)
    }

    /// Handlers that hide and show the keyboard on every notification fan out (each scenario
    /// posts four notifications, each runs both handlers again, 8 deep: 8^8 scenarios), found by
    /// scripts/soak running for hours in one command (more than a minute before this bound). Handlers may start at most 100 keyboard
    /// scenarios for one command: one error, said once, and the session goes on.
    func test_aHandlerThatShowsTheKeyboardOnEveryNotificationStops() {
        let harness = SessionHarness()
        let result = harness.run(
            "on all do hide-keyboard\non all do show-keyboard\nshow-keyboard", mode: .interactive)
        let limit = result.diagnostics.filter { $0.message.hasPrefix("handlers started more than 100") }
        XCTAssertEqual(limit.count, 1, "\(result.diagnostics.map(\.message))")
        assertSessionStillWorks(harness)
    }
}

extension HostileInputTests {
    /// `s = s + s` doubled a string to gigabytes in 30 lines and aborted the shell. A string
    /// made by `+` is at most 65,536 bytes: from 16 bytes, 12 doublings make 65,536 (allowed),
    /// the 13th would make 131,072.
    func test_stringDoublingStopsAt64KiB() {
        let harness = SessionHarness()
        let doublings = String(repeating: "s = s + s\n", count: 13)
        let result = harness.run("let s = \"0123456789abcdef\"\n" + doublings + "print 1")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["the string would be 131072 bytes long; strings are at most 65536 bytes"])
        XCTAssertEqual(result.diagnostics.first?.line, 14)
        // The variable kept its last good value, 16 · 2^12 bytes.
        harness.sink.clear()
        harness.run("expect s == s", mode: .interactive)
        XCTAssertEqual(harness.sink.lines, [])
    }

    /// Variables of one scope hold at most 64 MiB of strings: 1,024 strings of 64 KiB fill it,
    /// the 1,025th is refused, and giving variables shorter strings frees their bytes.
    func test_variablesHoldAtMost64MiBOfStrings() {
        let harness = SessionHarness()
        var script = "let s = \"0123456789abcdef\"\n" + String(repeating: "s = s + s\n", count: 12)
        script += "let t = s\n"  // t shares s's 65,536 bytes but counts them: 2 · 65,536 held
        for index in 0..<1022 { script += "let v\(index) = s\n" }
        XCTAssertEqual(harness.run(script).exitStatus, 0)
        let refused = harness.run("let one_more = s", mode: .interactive)
        XCTAssertEqual(
            refused.diagnostics.map(\.message),
            ["variables would hold 67174400 bytes of strings; at most 67108864"])
        // Two 5-byte strings for two of 65,536: 67,108,864 − 2 · 65,531 + 65,536 fits.
        XCTAssertEqual(harness.run("v0 = \"short\"\nlet one_more = s", mode: .interactive).exitStatus, 1)
        XCTAssertEqual(harness.run("v1 = \"short\"\nlet one_more = s", mode: .interactive).exitStatus, 0)
    }
}

extension HostileInputTests {
    /// One compare of 6,000 scenarios took 1.4 GB: at most 100, the 101st refused where it is
    /// written (column 16 + 15 · 100: "compare all on " then 100 "show-keyboard, ").
    func test_compareTakesAtMost100Scenarios() {
        let harness = SessionHarness()
        let line = "compare all on " + Array(repeating: "show-keyboard", count: 101).joined(separator: ", ")
        let result = harness.run(line)
        XCTAssertEqual(result.diagnostics.map(\.message), ["at most 100 scenarios in one compare"])
        XCTAssertEqual(result.diagnostics.first?.column, 16 + 15 * 100)
    }
}

extension HostileInputTests {
    /// animate-spring's bounce is UIKit's −1 (overdamped) … 1 (undamped), as set-curve's: 1e308
    /// swung forever and −5 never arrived; refused at the value, and a bounce of 1 (allowed: an
    /// undamped spring) is named in the horizon's note.
    func test_animateSpringBounceIsInUIKitsRange() {
        for bounce in ["1e308", "-5", "-1"] {
            let harness = SessionHarness()
            let result = harness.run(
                "view box frame 0 100 50 50\nanimate-spring 0.3 bounce \(bounce) do move box dx 100")
            XCTAssertEqual(
                result.diagnostics.map(\.message), ["duration must be positive and bounce in (-1, 1]"], bounce
            )
            XCTAssertEqual(result.diagnostics.first?.column, 27, bounce)
        }
        let harness = SessionHarness()
        let lines = harness.output(
            "view box frame 0 100 50 50\nanimate-spring 0.3 bounce 1 do move box dx 100\nrun")
        XCTAssertTrue(lines.contains { $0.contains("a spring with bounce 1, never ends") }, "\(lines)")
    }
}

extension HostileInputTests {
    /// A message quotes what was typed; an escape sequence in it (ESC, BEL, or the C1 CSI
    /// U+009B) cleared the screen or set the window title. Each control character is a `?`,
    /// in the message as in the echoed line.
    func test_errorMessagesCarryNoControlCharacters() {
        let harness = SessionHarness()
        let lines = harness.output(
            "set mode \"\u{1B}[2J\"\ndevice \"\u{1B}]0;title\u{07}\"\nset mode \"\u{9B}31m\"",
            mode: .interactive)
        XCTAssertTrue(lines.contains { $0.contains("'?[2J' is not a valid value for mode") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("unknown device '?]0;title?'") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("'?31m' is not a valid value for mode") }, "\(lines)")
        // Past the first eight bytes, read eight at a time: a DEL and an ESC deep in the text.
        let deep = harness.output(
            "device \"abcdefghijklmnop\u{7F}qrstuvwxyz0123\u{1B}4\"", mode: .interactive)
        XCTAssertTrue(
            deep.contains { $0.contains("unknown device 'abcdefghijklmnop?qrstuvwxyz0123?4'") }, "\(deep)")
        for line in lines {
            XCTAssertFalse(
                line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
        }
    }
}

extension HostileInputTests {
    /// A technique whose handler removes its view left NaN in every figure of compare (and in
    /// a variable read from them). The measure stops where the view is gone: removed in the
    /// first willShow, on frame 0, it covers only the bar at rest, keyboard down: gap 34 (852
    /// − 818 on an iPhone 15, docs/Devices.md), its target, so end error 0; and a note says so.
    func test_aViewRemovedWhileMeasuredStopsTheMeasure() {
        let harness = SessionHarness()
        let lines = harness.output(
            KeyboardCommands.chatBar
                + "\ntechnique evil do\non willShow do\nremove view\nend\nend\ncompare evil on show-keyboard")
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("note: evil: input was removed at frame 0") }, "\(lines)")
        XCTAssertEqual(harness.output("print compare.evil.finalGap, compare.evil.endError"), ["34 0"])
    }
}

extension HostileInputTests {
    /// 10,000 views on 50 frames took an export 25 s that Ctrl-C could not stop: a picture
    /// draws at most 100,000 views. 4,000 views on the 31 frames of a show (frames 0–30: the
    /// keyboard's 0.5 s at 60 Hz, didShow at 500 ms) would be 124,000.
    func test_picturesDrawAtMost100000Views() {
        let harness = SessionHarness()
        let views = (0..<4000).map { "view v\($0) frame 0 0 10 10" }.joined(separator: "\n")
        harness.run(views + "\nwatch keyboard.minY\nshow-keyboard")
        for export in [
            "export html \"/tmp/kblab-too-big.html\" timeline",
            "export svg \"/tmp/kblab-too-big.svg\" filmstrip every 1 timeline",
        ] {
            let result = harness.run(export, mode: .interactive)
            XCTAssertEqual(
                result.diagnostics.map(\.message), ["the picture would draw 124000 views; at most 100000"],
                export)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/kblab-too-big.html"))
    }
}

extension HostileInputTests {
    /// The 64 MiB of strings count every scope together: a technique bound forty times kept
    /// forty scopes, each under a per-scope bound, and the process ran out of memory. Globals
    /// hold g (65,536 bytes); each binding's 600 copies hold 600 · 65,536; the second binding's
    /// 424th copy would make 65,536 · (1 + 600 + 424) = 67,174,400 > 67,108,864.
    func test_stringsCountEveryScopeTogether() {
        let harness = SessionHarness()
        let lets = (0..<600).map { "let a\($0) = g + \"\"" }.joined(separator: "\n")
        let setup =
            "let g = \"0123456789abcdef\"\n" + String(repeating: "g = g + g\n", count: 12)
            + "technique hog do\n\(lets)\nend\nview v\nview w\nconstraint cv: v.bottom == safe.bottom\n"
            + "constraint cw: w.bottom == safe.bottom\nbind v with hog cv"
        XCTAssertEqual(harness.run(setup).exitStatus, 0)
        let second = harness.run("bind w with hog cw", mode: .interactive)
        XCTAssertEqual(
            second.diagnostics.first?.message,
            "variables would hold 67174400 bytes of strings; at most 67108864")
    }
}

extension HostileInputTests {
    /// With 3600 finger positions (the old maximum) the 3600-frame horizon cut the release off
    /// mid-animation. At the new maximum, 3000, the dismissal ends: the keyboard hidden at the
    /// iPhone 15's bottom (852, docs/Devices.md) and keyboardDidHide posted; 3001 are refused.
    func test_theLongestInteractiveDismissalEnds() {
        let harness = SessionHarness()
        // The first finger on the scroll view above the keyboard's top (516), the rest on it.
        let fingers = (0..<3000).map { $0 == 0 ? "500" : String(600 + $0 % 200) }.joined(separator: " ")
        let result = harness.run(
            "scroll-view list\nlist.frame = rect(0, 0, 393, 852)\nkeyboard-dismiss-mode list interactive\n"
                + "text-field input\nshow-keyboard input\ninteractive-dismiss \(fingers) release down\n"
                + "expect keyboard.minY == 852\nexpect notifications.keyboardDidHide.count == 1")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let refused = harness.run(
            "show-keyboard input\ninteractive-dismiss \(fingers) 700", mode: .interactive)
        XCTAssertEqual(refused.diagnostics.map(\.message), ["at most 3000 finger positions (50 s at 60 Hz)"])
    }

    /// A scroll view's drag has the same bound: with 3600 frames the release never played (the
    /// keyboard's model hidden, its presentation still at the drag's end). 3000 frames dragged
    /// down and released end with the keyboard hidden at the screen's bottom (852) and one
    /// keyboardDidHide; 3001 are refused under the number.
    func test_theLongestScrollViewDragEnds() {
        let harness = SessionHarness()
        let chat = ScreenCommandTests.chat + "\nkeyboard-dismiss-mode chat interactive\nshow-keyboard\n"
        let result = harness.run(
            chat + "drag-scroll-view chat from 100 to 900 frames 3000 release down\n"
                + "expect keyboard.minY == 852\nexpect keyboard.model.minY == 852\n"
                + "expect notifications.keyboardDidHide.count == 1")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let refused = harness.run(
            "show-keyboard\ndrag-scroll-view chat from 100 to 900 frames 3001", mode: .interactive)
        XCTAssertEqual(refused.diagnostics.map(\.message), ["frames must be a whole number from 1 to 3000"])
        XCTAssertEqual(refused.diagnostics.first?.column, 46)
    }
}

extension HostileInputTests {
    /// compare copies the scene once per technique: 9,990 views under `compare all` aborted at
    /// 1.45 GB. At most 20,000 views copied: the root, the bar and 6,665 views are 6,667, three
    /// techniques make 20,001.
    func test_compareCopiesAtMost20000Views() {
        let harness = SessionHarness()
        let views = (0..<6665).map { "view v\($0) frame 0 0 10 10" }.joined(separator: "\n")
        harness.run(KeyboardCommands.chatBar + "\n" + views)
        let result = harness.run(
            "compare animate-with-keyboard, show-hide-delta, layout-guide on show-keyboard",
            mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["compare would copy 20001 views (6667 views × 3 techniques); at most 20000"])
    }
}

extension HostileInputTests {
    /// The aliases of docs/Devices.md that start with a digit are typed in quotes, as the page
    /// says: "6s" is the iPhone SE (2nd/3rd gen) class, "10-2" the 10.2-inch iPad.
    func test_digitAliasesWorkInQuotes() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.run("device \"6s\"\nexpect root.frame.width == 375").exitStatus, 0)
        XCTAssertEqual(harness.run("device \"10-2\"\nexpect root.frame.width == 810").exitStatus, 0)
    }
}

extension HostileInputTests {
    /// A line is parsed whole before any of it runs, and a script's line is bounded only by the
    /// file's 64 MiB: an 8 MB line of `+1`s took 660 MB to parse. At most 100,000 tokens a line.
    /// `x = 1` is 3 tokens and each `; x = 1` after it 4 more, so 25,000 assignments are 99,999
    /// tokens; in 25,001 the 100,001st token is the last statement's `x`, at column
    /// 1 + 7 · 25,000 ("x = 1; " is 7 characters). Nothing of the refused line runs.
    func test_aLineHoldsAtMost100000Tokens() {
        let harness = SessionHarness()
        harness.run("let x = 0")
        let accepted = Array(repeating: "x = 1", count: 25_000).joined(separator: "; ")
        XCTAssertEqual(harness.run(accepted + "\nexpect x == 1").diagnostics.map(\.message), [])
        let refused = harness.run(
            "x = 0\n" + Array(repeating: "x = 2", count: 25_001).joined(separator: "; "), mode: .interactive)
        XCTAssertEqual(refused.diagnostics.map(\.message), ["more than 100000 tokens on one line"])
        XCTAssertEqual(refused.diagnostics.first?.line, 2)
        XCTAssertEqual(refused.diagnostics.first?.column, 175_001)
        XCTAssertEqual(refused.diagnostics.first?.category, .syntax)
        XCTAssertEqual(harness.run("expect x == 0").exitStatus, 0)
        assertSessionStillWorks(harness)
    }
}

extension HostileInputTests {
    /// `kblab --keep-going FILE` kept every diagnostic of the run: two million lines of `x`
    /// took 468 MB. A run keeps the first 1000, then only one that makes the exit status worse:
    /// after 1,500 failed expects (status 1) an unknown command (status 2) is kept as the
    /// 1001st, and the other 500 are counted.
    func test_aRunKeepsAtMost1000Diagnostics() {
        let harness = SessionHarness()
        let result = harness.run(String(repeating: "expect 1 == 2\n", count: 1500) + "x", mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 1001)
        XCTAssertEqual(result.unkept, 500)
        XCTAssertEqual(result.diagnostics.last?.message, "unknown command 'x'")
        XCTAssertEqual(result.diagnostics.last?.line, 1501)
        XCTAssertEqual(result.exitStatus, 2)
        // All 1,501 were printed.
        XCTAssertEqual(harness.sink.errors.filter { $0.contains(": error: ") }.count, 1501)
    }

    /// A kept diagnostic kept the line it quotes, a megabyte each for a sourced file's long
    /// lines. They keep 4 MiB of lines (4,194,304 bytes): four lines of 1,000,000 fit, the fifth
    /// diagnostic on is kept without its line.
    func test_aRunKeepsAtMost4MiBOfQuotedLines() {
        let harness = SessionHarness()
        let line = "x" + String(repeating: "y", count: 999_999)
        let result = harness.run(Array(repeating: line, count: 6).joined(separator: "\n"), mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 6)
        XCTAssertEqual(
            result.diagnostics.map { $0.sourceLine?.utf8.count },
            [1_000_000, 1_000_000, 1_000_000, 1_000_000, nil, nil])
        XCTAssertEqual(result.diagnostics.map(\.line), [1, 2, 3, 4, 5, 6])
    }
}

extension HostileInputTests {
    /// The statement limit (a million per top-level command) took 10 s to reach in a debug build
    /// and had no test; a session's own limit is set small here. A display link that counts:
    /// `step 100` is statement 1 of its command, the handler's `n = n + 1` on each frame the
    /// next, so the 50th frame's is the 51st and fails; 49 frames counted. The error is the
    /// handler's statement's own: test.kbl, line 3, column 3. The next command starts afresh.
    func test_theStatementLimitStopsAHandlerLoopWhereItIsWritten() {
        let harness = SessionHarness()
        harness.session.statementLimit = 50
        let result = harness.run("let n = 0\non display-link do\n  n = n + 1\nend\nstep 100")
        XCTAssertEqual(result.diagnostics.map(\.message), ["more than 50 statements ran for one command"])
        let error = result.diagnostics.first
        XCTAssertEqual(error?.sourceName, "test.kbl")
        XCTAssertEqual(error?.line, 3)
        XCTAssertEqual(error?.column, 3)
        XCTAssertEqual(error?.sourceLine, "  n = n + 1")
        XCTAssertEqual(error?.notes, ["in the display-link handler registered at test.kbl:2:1"])
        XCTAssertEqual(harness.run("expect n == 49").exitStatus, 0)
        // Two frames, three statements: well within the limit, and the handler runs again.
        XCTAssertEqual(harness.run("step 2\nexpect n == 51").diagnostics.map(\.message), [])
        assertSessionStillWorks(harness)
    }

    /// Without handlers: an `if` (statement 1, line 2) whose block of 60 increments runs its
    /// k-th as statement 1 + k on line 2 + k; the 50th is the 51st statement, on line 52.
    func test_theStatementLimitStopsALongBlock() {
        let harness = SessionHarness()
        harness.session.statementLimit = 50
        let result = harness.run(
            "let n = 0\nif true do\n" + String(repeating: "  n = n + 1\n", count: 60) + "end")
        XCTAssertEqual(result.diagnostics.map(\.message), ["more than 50 statements ran for one command"])
        XCTAssertEqual(result.diagnostics.first?.sourceName, "test.kbl")
        XCTAssertEqual(result.diagnostics.first?.line, 52)
        XCTAssertEqual(harness.run("expect n == 49").exitStatus, 0)
        assertSessionStillWorks(harness)
    }

    /// One compare of 2,000 views in 10 copies over 100 scenarios took 2 GB, inside both the
    /// views-copied and the scenarios bound: what it plays is budgeted (`ComparisonBudget`),
    /// here lowered. The chat bar's copy has 2 views (the root and the bar) and the guide one
    /// copy; a show and a hide move 30 frames each (facts §4.2): 2 · 1 · 60 = 120 view-frames.
    /// At 119 the hide is refused where it is written (column 40: "compare layout-guide on
    /// show-keyboard, "), before its last frame; and the comparison before it is gone.
    func test_compareStopsBeforeItsBudgetOfViewFrames() {
        let harness = SessionHarness()
        harness.run(KeyboardCommands.chatBar + "\ncompare layout-guide on show-keyboard")
        let shell = harness.session.state(KeyboardShellState.self)
        shell.comparisonBudget = ComparisonBudget(frames: 1000, viewFrames: 120)
        XCTAssertEqual(
            harness.run("compare layout-guide on show-keyboard, hide-keyboard", mode: .interactive)
                .exitStatus, 0)
        shell.comparisonBudget = ComparisonBudget(frames: 1000, viewFrames: 119)
        let result = harness.run("compare layout-guide on show-keyboard, hide-keyboard", mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["compare would record 120 view-frames (2 views × 1 copy × 60 frames); at most 119"])
        XCTAssertEqual(result.diagnostics.first?.column, 40)
        XCTAssertEqual(
            result.diagnostics.first?.suggestion, "compare fewer techniques or scenarios, or remove views")
        let export = harness.run("export json \"/tmp/kblab-no-compare.json\" compare", mode: .interactive)
        XCTAssertEqual(export.diagnostics.map(\.message), ["there is no comparison to draw"])
    }

    /// compare-scroll has compare's bounds: 101 scenarios are refused at the 101st, and a budget
    /// of 10 frames stops the first show (30 frames) before its 11th.
    func test_compareScrollHasComparesBounds() {
        let harness = SessionHarness()
        harness.run(
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint bottom: chat.bottom == root.bottom")
        let line =
            "compare-scroll inset on " + Array(repeating: "show-keyboard", count: 101).joined(separator: ", ")
        let many = harness.run(line, mode: .interactive)
        XCTAssertEqual(many.diagnostics.map(\.message), ["at most 100 scenarios in one compare"])
        XCTAssertEqual(many.diagnostics.first?.column, 25 + 15 * 100)
        harness.session.state(KeyboardShellState.self).comparisonBudget = ComparisonBudget(
            frames: 10, viewFrames: 1_000_000)
        let long = harness.run("compare-scroll inset on show-keyboard", mode: .interactive)
        XCTAssertEqual(
            long.diagnostics.map(\.message), ["compare would play 11 frames (1 copy × 11 frames); at most 10"]
        )
        XCTAssertEqual(long.diagnostics.first?.column, 25)
    }

    /// export json of a compare wrote 287 MB in 70 s (2,000 views, ten copies): its timelines
    /// hold at most 1,000,000 items, 4 a frame and 1 per view on it. Four techniques that build
    /// no property animator are four copies; each timeline has frames 0–60 (a show and a hide,
    /// 30 frames each, facts §4.2) of the bar and 4,100 views: 4 · 61 · (4 + 4,101) = 1,001,620.
    /// The word `compare` is at column 35.
    func test_exportJSONOfACompareHoldsAtMostAMillionItems() {
        let harness = SessionHarness()
        let views = (0..<4100).map { "view v\($0) frame 0 0 10 10" }.joined(separator: "\n")
        harness.run(KeyboardCommands.chatBar + "\n" + views)
        XCTAssertEqual(
            harness.run(
                "compare layout-guide, show-hide-delta, bind-to-keyboard, subscribe-category on "
                    + "show-keyboard, hide-keyboard", mode: .interactive
            ).exitStatus, 0)
        let result = harness.run("export json \"/tmp/kblab-big.json\" compare", mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["the timelines would hold 1001620 items (4 a frame and 1 per view on it); at most 1000000"])
        XCTAssertEqual(result.diagnostics.first?.column, 35)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/kblab-big.json"))
        // The csv has no timelines: the summary and the per-frame errors are written.
        let csv = harness.run("export csv \"/tmp/kblab-big.csv\" compare", mode: .interactive)
        XCTAssertEqual(csv.diagnostics.map(\.message), [])
        try? FileManager.default.removeItem(atPath: "/tmp/kblab-big.csv")
    }
}
