import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// Handlers written in the language: when they run, in which animation context, what `note`
/// holds, how errors and loops are reported. Expected positions come from the keyboard spring of
/// facts §4.2: p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3), keyboard minY = 852 − 336·p(t)
/// on an iPhone 15 (facts §3.1, §10.1).
final class HandlerTests: XCTestCase {
    private let bar = KeyboardScripts.chatBar + "\nlayout"

    func test_aWillHandlerAnimatesWithTheKeyboardThroughTheInheritedContext() {
        let harness = SessionHarness()
        let script =
            bar + """

                on willShow do
                  constant bottom = -(note.frameEnd.height - safe.bottom)
                  layout
                end
                set keyboard-run off
                show-keyboard
                """
        XCTAssertEqual(harness.run(script).diagnostics, [])
        // The lift is 336 − 34 = 302; it follows the keyboard's own spring frame by frame.
        for frame in 1...30 {
            harness.run("step")
            let t = Double(frame) / 60
            let expected = 818 - 302 * keyboardProgress(t)
            XCTAssertEqual(
                quantity("input.presentation.maxY", in: harness), expected, accuracy: 1e-9, "frame \(frame)")
        }
    }

    func test_asyncRunsAfterTheNotificationOutsideTheKeyboardsBlock() {
        let harness = SessionHarness()
        let script =
            bar + """

                on willShow do
                  async do
                    constant bottom = -(note.frameEnd.height - safe.bottom)
                    layout
                  end
                end
                set keyboard-run off
                show-keyboard
                step
                """
        XCTAssertEqual(harness.run(script).diagnostics, [])
        // Outside the block nothing animates: the bar is at its end at once, the keyboard is not.
        XCTAssertEqual(quantity("input.presentation.maxY", in: harness), 516, accuracy: 1e-9)
        XCTAssertEqual(
            quantity("keyboard.minY", in: harness), 852 - 336 * keyboardProgress(1.0 / 60), accuracy: 1e-9)
    }

    func test_aDisplayLinkFollowsThePresentedKeyboardEveryFrame() {
        let harness = SessionHarness()
        // react-native-keyboard-controller's way: read the keyboard's presented top each frame.
        let script =
            bar + """

                on display-link do
                  constant bottom = min(0, keyboard.minY - 818)
                  layout
                end
                set keyboard-run off
                show-keyboard
                """
        XCTAssertEqual(harness.run(script).diagnostics, [])
        for frame in 1...30 {
            harness.run("step")
            let keyboardTop = 852 - 336 * keyboardProgress(Double(frame) / 60)
            XCTAssertEqual(
                quantity("input.presentation.maxY", in: harness), min(818, keyboardTop), accuracy: 1e-9,
                "frame \(frame)")
        }
    }

    func test_aPanTargetRunsOnEachFrameOfTheDragWithTheFinger() {
        let harness = SessionHarness()
        // RxKeyboard's way: during the drag, the keyboard top is max(finger y, screen − height);
        // the bar follows it with no animation. No notification is posted while the finger moves
        // (facts §1.10), so a will-handler alone would leave the bar at 516.
        let script =
            bar + """

                let frames = 0
                let lastY = 0
                on pan do
                  frames += 1
                  lastY = note.y
                  constant bottom = -(852 - max(note.y, 852 - 336) - 34)
                  layout
                end
                scroll-view list
                list.frame = rect(0, 0, 393, 852)
                keyboard-dismiss-mode list interactive
                show-keyboard
                constant bottom = -302
                layout
                interactive-dismiss 500 650 700 release up
                """
        XCTAssertEqual(harness.run(script).diagnostics, [])
        XCTAssertEqual(harness.run("expect frames == 3\nexpect lastY == 700").diagnostics, [])
        // The keyboard snapped back to 516 with no notification; the bar stayed at the finger.
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516, accuracy: 1e-9)
        XCTAssertEqual(quantity("input.maxY", in: harness), 700, accuracy: 1e-9)
        XCTAssertEqual(
            firstDiagnostic("on pan block do print 1")?.message, "a gesture target has no block registration")
        // unobserve removes the target.
        harness.run("unobserve o1\nshow-keyboard\ninteractive-dismiss 500 release up")
        XCTAssertEqual(harness.run("expect frames == 3").diagnostics, [])
    }

    func test_compareWithTheKeyboardUpAndAHandlerWarns() {
        let harness = SessionHarness()
        func warnings() -> Int {
            harness.sink.errors.filter { $0.hasPrefix("warning: the keyboard is up") }.count
        }
        harness.run(bar + "\non willShow do\n  constant bottom = -302\n  layout\nend\nshow-keyboard")
        XCTAssertEqual(warnings(), 0)
        harness.run("compare keyboard-layout-guide on hide-keyboard")
        XCTAssertEqual(warnings(), 1)
        harness.run("hide-keyboard\ncompare keyboard-layout-guide on show-keyboard")
        XCTAssertEqual(warnings(), 1)
    }

    func test_registeringTwiceRunsTwiceAndWarns() {
        let harness = SessionHarness()
        let lines = harness.output(
            "let n = 0\non willShow as vc do n += 1\non willShow as vc do n += 1\nshow-keyboard\nexpect n == 2"
        )
        XCTAssertEqual(harness.sink.errors.filter { $0.hasPrefix("warning:") }.count, 1, "\(lines)")
        XCTAssertTrue(harness.sink.errors.first?.contains("vc now observes keyboardWillShow twice") == true)
        XCTAssertFalse(harness.sink.errors.contains { $0.contains("error") })
    }

    func test_noteCarriesTheUserInfoOfTheNotificationThatRan() {
        // iPhone 15 show (facts §3.1/§10.1): begin (0 852; 393×336), end (0 516; 393×336), 0.25 s, curve 7.
        let lines = joinedNotifications(
            runScript(
                "on willShow do print note.name, note.frameBegin, note.frameEnd, note.duration, note.curve, "
                    + "note.isLocal, note.centerEnd, note.bounds\nset keyboard-run off\nshow-keyboard"))
        // The handler's line comes right after the notification that ran it (both its lines).
        XCTAssertEqual(lines.dropFirst().first?.hasPrefix("keyboardWillShow "), true)
        XCTAssertEqual(
            lines.dropFirst(2).first,
            "keyboardWillShow (0 852; 393×336) (0 516; 393×336) 0.25 7 true (196.50 684) (0 0; 393×336)")
        XCTAssertEqual(runScript("let x = 7 << 16 | 4\nprint x").first, "458756")
    }

    func test_aKeyTheNotificationLacksIsAnErrorAtItsUse() {
        // A did-notification of a rotation's hide carries no animation keys (facts §1.2, D03).
        let harness = SessionHarness()
        let script = "text-field input\nshow-keyboard\non didHide do print note.duration\nrotate landscape"
        let result = harness.run(script, mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 1)
        let d = result.diagnostics.first
        XCTAssertEqual(d?.message, "keyboardDidHide carries no UIKeyboardAnimationDurationUserInfoKey")
        XCTAssertEqual(d?.line, 3)
        XCTAssertEqual(d?.column, 21)
        XCTAssertEqual(d?.notes, ["in the keyboardDidHide handler registered at test.kbl:3:1"])
    }

    func test_anErrorInAHandlerNamesItsLineAndTheHandlerStays() {
        let harness = SessionHarness()
        let script =
            "on willShow do\n  print 1\n  print nope\nend\nshow-keyboard\nhide-keyboard\nshow-keyboard"
        let result = harness.run(script, mode: .interactive)
        // Reported at line 3 each time the handler runs: it stays registered.
        XCTAssertEqual(result.diagnostics.map(\.line), [3, 3])
        XCTAssertEqual(result.diagnostics.first?.column, 9)
        XCTAssertEqual(
            result.diagnostics.first?.notes, ["in the keyboardWillShow handler registered at test.kbl:1:1"])
        XCTAssertEqual(harness.sink.lines.filter { $0 == "1" }.count, 2)
        // The session is usable afterwards.
        XCTAssertEqual(harness.run("expect keyboard.minY == 516").diagnostics, [])
    }

    /// A handler written on one line keeps that line for its errors, however many lines run
    /// after it (the shell reuses a line's source text holder only when nothing kept it).
    func test_aOneLineHandlerKeepsItsLineWhileLaterLinesRun() {
        let harness = SessionHarness()
        let script = "on willShow do print nope\necho a\necho b\nlet x = 1\nshow-keyboard"
        let result = harness.run(script, mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.line, 1)
        XCTAssertEqual(result.diagnostics.first?.sourceLine, "on willShow do print nope")
        XCTAssertEqual(harness.sink.lines.filter { $0 == "a" || $0 == "b" }, ["a", "b"])
    }

    func test_aHandlerThatRetriggersItselfIsStoppedWithAnError() {
        let harness = SessionHarness()
        let result = harness.run(
            "text-field input\non willShow do repeat-wills\nshow-keyboard", mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(
            result.diagnostics.first?.message.hasPrefix("handlers triggered each other more than 8 deep")
                == true)
        XCTAssertEqual(harness.run("expect keyboard.minY == 516").diagnostics, [])
    }

    func test_timeCannotAdvanceInsideAHandler() {
        let result = SessionHarness().run("on willShow do step 10\nshow-keyboard", mode: .interactive)
        XCTAssertEqual(result.diagnostics.first?.message, "time cannot advance inside a handler")
    }

    func test_returnLeavesTheHandler() {
        let lines = runScript(
            "on willShow do print 1; if true do return; end; print 2\nset keyboard-run off\nshow-keyboard")
        XCTAssertTrue(lines.contains("1"))
        XCTAssertFalse(lines.contains("2"))
        XCTAssertEqual(firstDiagnostic("return")?.message, "'return' outside a handler")
    }

    func test_unbindRemovesATechniquesSelectorHandlersButNotItsBlockRegistrations() {
        let harness = SessionHarness()
        let script =
            bar + """

                let n = 0
                technique counting do
                  on willShow do n += 1
                  on willShow block do n += 10
                end
                bind input with counting bottom
                show-keyboard
                expect n == 11
                unbind input
                hide-keyboard
                show-keyboard
                expect n == 21
                """
        XCTAssertEqual(harness.run(script).diagnostics, [], "\(harness.sink.errors)")
        let warnings = harness.sink.warnings
        XCTAssertTrue(
            warnings.contains { $0.contains("keeps no token: unbind cannot remove it") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("left block registrations") }, "\(warnings)")
    }

    /// A technique whose body has an `on` with no such event (here inside an `if`) is refused
    /// when it is defined, at the event's line and column, not at its first bind.
    func test_aTechniqueWithAnUnknownEventIsRefusedWhenDefined() {
        let harness = SessionHarness()
        let result = harness.run(
            "technique t do\n  if true do\n    on willShw do\n      echo x\n    end\n  end\nend\ntechniques")
        XCTAssertEqual(result.diagnostics.map(\.message), ["unknown event 'willShw'"])
        XCTAssertEqual(result.diagnostics.first?.range.line, 3)
        XCTAssertEqual(result.diagnostics.first?.range.column, 8)
        XCTAssertEqual(result.diagnostics.first?.suggestion, "did you mean 'willShow'?")
        XCTAssertEqual(
            SessionHarness().run("technique ok do\n  on willShow do echo x\n  on pan do echo y\nend")
                .diagnostics, [])
    }

    func test_removingAViewWithABindingWarns() {
        let harness = SessionHarness()
        XCTAssertEqual(
            harness.run(bar + "\nbind input with show-hide-delta bottom\nremove input").diagnostics, [])
        XCTAssertTrue(
            harness.sink.warnings.contains { $0.contains("still observes") && $0.contains("input") },
            "\(harness.sink.warnings)")
    }

    func test_savedSessionsReplayToTheSameTables() throws {
        let path = NSTemporaryDirectory() + "kblab-save-\(UUID().uuidString).kbl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = SessionHarness()
        let script =
            bar + """

                let lift = 302
                on willShow do
                  constant bottom = -lift
                  layout
                end
                track input
                show-keyboard
                bogus command
                tracking
                """
        _ = first.run(script, mode: .interactive)
        first.sink.clear()
        first.run("save \(path)", mode: .interactive)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(saved.contains("bogus"))
        XCTAssertTrue(saved.contains("on willShow do\n  constant bottom = -lift\n  layout\nend"))
        let replay = SessionHarness()
        XCTAssertEqual(replay.run(saved).diagnostics, [])
        let again = SessionHarness()
        let original = again.output(script.replacingOccurrences(of: "bogus command\n", with: ""))
        XCTAssertEqual(replay.sink.lines, original.filter { !$0.hasPrefix("warning") })
    }

    /// The record for `save` is bounded by bytes, a newline each counted: with room for 20 bytes,
    /// "echo one\n" (9) and "echo two\n" (9) fit, "echo three\n" (11) drops the oldest; `save`
    /// writes the last two and says one was dropped.
    func test_saveKeepsTheLastCommandsThatFitInAScript() throws {
        let path = NSTemporaryDirectory() + "kblab-save-\(UUID().uuidString).kbl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SessionHarness()
        harness.session.successfulSource.maximumBytes = 20
        for line in ["echo one", "echo two", "echo three"] { harness.run(line, mode: .interactive) }
        XCTAssertEqual(harness.session.successfulSource.bytes, 9 + 11)
        harness.run("save \(path)", mode: .interactive)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "echo two\necho three\n")
        XCTAssertTrue(harness.sink.transcript.contains("saved 2 commands to \(path)"))
        XCTAssertTrue(
            harness.sink.errors.contains {
                $0.hasPrefix("warning: the session's first 1 commands are not in it")
            },
            "\(harness.sink.errors)")
        // Far more than fit: the count kept stays bounded while the dropped count goes on.
        for index in 0..<5000 { harness.run("echo \(index % 10)", mode: .interactive) }
        XCTAssertEqual(harness.session.successfulSource.count, 2)
        XCTAssertLessThanOrEqual(harness.session.successfulSource.bytes, 20)
    }

    func test_saveKeepsEachStatementOfALineAsTyped() throws {
        // Statements are cut from their line by their bytes: multi-byte characters, leading
        // space and comments stay right; a failed statement and what follows it are left out.
        let path = NSTemporaryDirectory() + "kblab-save-\(UUID().uuidString).kbl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = SessionHarness()
        for line in [
            "  echo café ;  let n = 2 # note", "help echo", "echo 日本; expect 1 == 2; echo never",
            "echo whole",
        ] {
            harness.run(line, mode: .interactive)
        }
        harness.run("save \(path)", mode: .interactive)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(saved, "echo café\nlet n = 2\necho 日本\necho whole\n")
    }

    func test_resetStartsTheLabOver() {
        let harness = SessionHarness()
        harness.run("view box\nlet h = 1\ntechnique t do print 1\nset decimals 4\nreset")
        XCTAssertEqual(harness.run("view box\nexpect t == 0").diagnostics, [])
        XCTAssertNotNil(firstDiagnostic("let h = 1\nreset\nprint h"))
        XCTAssertEqual(harness.session.decimals, 2)
        XCTAssertTrue(harness.session.state(LanguageState.self).techniques.isEmpty)
    }
}
