import KeyboardLab
import XCTest

@testable import LabShell

/// A scenario's FIELD (`show-keyboard`, `focus`, `first-show-keyboard`,
/// `show-keyboard-short-begin`, `text-traits`) written as a variable stands for the text field
/// it holds, as every object argument does: a technique's `view`, a `let` in its body or at the
/// top level, in the body and in handlers. A variable holding anything else is refused, never
/// taken as the name of the lab's abstract field. Values by hand on an iPhone 15 (393 × 852,
/// bottom safe area 34, the letters keyboard with its QuickType bar 336 tall, docs/Devices.md):
/// shown, the keyboard's top is 852 − 336 = 516; the 52-pt chat bar rests at 852 − 34 = 818.
final class TechniqueFieldArgumentTests: XCTestCase {
    /// The chat bar and a second field.
    private let scene = KeyboardScripts.chatBar + "\ntext-field email\nlayout"

    private func focused(_ harness: SessionHarness) -> String? {
        harness.session.state(LabState.self).simulator.keyboard.state.focusedField
    }

    /// A technique that brings the keyboard up for the field it is bound to and lifts it: the
    /// keyboard's top at 516, the bar lifted by the overlap above the home indicator,
    /// 336 − 34 = 302, so its bottom from 818 to 516, on the keyboard's top.
    func test_aTechniqueShowsTheKeyboardForItsView() {
        let harness = SessionHarness()
        runScript(
            scene + """

                technique focus-and-lift do
                  on willChangeFrame do
                    constraint.constant = -max(0, screen.bounds.height - note.frameEnd.minY - safe.bottom)
                    animate note.duration options note.curve << 16 do layout
                  end
                  show-keyboard view
                end
                bind input with focus-and-lift bottom
                """, harness: harness)
        XCTAssertEqual(focused(harness), "input")
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516)
        XCTAssertEqual(quantity("bottom.constant", in: harness), -302)
        XCTAssertEqual(quantity("input.maxY", in: harness), 516)
        // No field called "view" took the traits or the focus.
        XCTAssertNil(harness.session.state(LabState.self).simulator.keyboard.state.fieldTraits["view"])
    }

    /// A `let` in the technique's body holding the other field, read by a handler: once the
    /// keyboard is up (didShow of the show, whose begin 852 is below its end 516) the focus moves
    /// to `email`. Both are letters fields of the same height, so the keyboard stays at 516.
    func test_aHandlerFocusesTheFieldALetHolds() {
        let harness = SessionHarness()
        runScript(
            scene + """

                technique next-field do
                  let next = email
                  on didShow do
                    if note.frameBegin.minY > note.frameEnd.minY do
                      focus next
                    end
                  end
                end
                bind input with next-field bottom
                show-keyboard input
                """, harness: harness)
        XCTAssertEqual(focused(harness), "email")
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516)
    }

    /// At the top level a `let` holding a field works for every command with a FIELD: the traits
    /// go to `email` (not to a field called "f"), the first show after launch and the short-begin
    /// show focus it, and `compare … on` plays the show on it.
    func test_aLetHoldingAFieldStandsForItInEveryFieldCommand() {
        let harness = SessionHarness()
        runScript(
            scene + """

                let f = email
                text-traits f autocorrection no
                first-show-keyboard f
                """, harness: harness)
        let traits = harness.session.state(LabState.self).simulator.keyboard.state.fieldTraits
        XCTAssertEqual(traits["email"]?.autocorrectionType, TextTraitSetting.no)
        XCTAssertNil(traits["f"])
        XCTAssertEqual(focused(harness), "email")
        runScript("hide-keyboard\nshow-keyboard-short-begin f", harness: harness)
        XCTAssertEqual(focused(harness), "email")
        runScript("hide-keyboard\ncompare show-hide-delta on show-keyboard f", harness: harness)
    }

    /// A variable hides a field of its name, as it hides any object: with a text field called
    /// `view` in the scene, `view` in a technique bound to `input` is `input`.
    func test_aVariableHidesAFieldOfItsName() {
        let harness = SessionHarness()
        runScript(
            scene + """

                text-field view
                technique t do
                  show-keyboard view
                end
                bind input with t bottom
                """, harness: harness)
        XCTAssertEqual(focused(harness), "input")
    }

    /// A typed word keeps its documented meaning: in a scene without text fields any name is
    /// the lab's abstract field.
    func test_aTypedWordInASceneWithoutFieldsIsStillAnAbstractField() {
        let harness = SessionHarness()
        runScript("device iphone-15\nshow-keyboard message", harness: harness)
        XCTAssertEqual(focused(harness), "message")
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516)
    }

    /// A variable that holds no text field is refused under the variable, naming the argument,
    /// the variable and what it holds, and nothing is focused: in a scene without text fields too,
    /// where the word would otherwise have become an abstract field called "view" (or "n").
    func test_aVariableHoldingANonFieldIsRefused() {
        let setup = """
            device iphone-15
            view card
            constraint bottom: card.bottom == safe.bottom
            """
        for (line, column, message) in [
            ("show-keyboard view", 17, "the field 'view' is a variable holding the view 'card'"),
            ("focus view", 9, "the field 'view' is a variable holding the view 'card'"),
            ("first-show-keyboard view", 23, "the field 'view' is a variable holding the view 'card'"),
            ("show-keyboard-short-begin view", 29, "the field 'view' is a variable holding the view 'card'"),
            (
                "text-traits view autocorrection no", 15,
                "the field 'view' is a variable holding the view 'card'"
            ),
            (
                "show-keyboard constraint", 17,
                "the field 'constraint' is a variable holding the constraint 'bottom'"
            ),
            ("let n = 3; show-keyboard n", 28, "the field 'n' is a variable holding a number"),
        ] {
            let harness = SessionHarness()
            let result = harness.run(setup + "\ntechnique t do\n  " + line + "\nend\nbind card with t bottom")
            XCTAssertEqual(
                result.diagnostics.map(\.message), [message + ", not a text field or text view"], line)
            XCTAssertEqual(result.diagnostics.first.map { [$0.line, $0.column] }, [5, column], line)
            XCTAssertEqual(
                result.diagnostics.first?.suggestion, "make one (text-field NAME) and give its name", line)
            XCTAssertNil(focused(harness), line)
            XCTAssertTrue(
                harness.session.state(LabState.self).simulator.keyboard.state.fieldTraits.isEmpty, line)
        }
        // At the prompt, with text fields in the scene, the help lists them; a field's name in
        // quotes is a string, and the help says to write it unquoted.
        assertSingleDiagnostic(
            after: scene + "\nview card\nlet f = card", "show-keyboard 1️⃣f",
            message: "the field 'f' is a variable holding the view 'card', not a text field or text view",
            suggestion: "the text fields: input, email", category: .runtime, thenRuns: "show-keyboard input")
        assertSingleDiagnostic(
            after: scene + "\nlet f = \"email\"", "focus 1️⃣f",
            message: "the field 'f' is a variable holding a string, not a text field or text view",
            suggestion: "hold the field itself, unquoted: let f = email", category: .runtime,
            thenRuns: "show-keyboard email")
        // Inside compare's scenarios as well.
        assertSingleDiagnostic(
            after: scene + "\nlet n = 2", "compare show-hide-delta on show-keyboard 1️⃣n",
            message: "the field 'n' is a variable holding a number, not a text field or text view",
            category: .runtime, thenRuns: "show-keyboard input")
    }

    /// Every command's FIELD is an `.object`, so a variable reaches it (a `.name` was looked up
    /// as a field called "view"); TAB offers the scene's text fields and text views there.
    func test_everyFieldArgumentIsAnObjectThatCompletesTheFields() {
        var fieldCommands: Set<String> = []
        for command in CommandTable.standard.commands {
            for pattern in command.arguments.flatMap(\.allPatterns) {
                switch pattern {
                case .name(let key, _), .names(let key, _), .value(let key, _):
                    XCTAssertNotEqual(key, "field", "\(command.name): its field is not an object")
                case .object(let key, _):
                    if key == "field" { fieldCommands.insert(command.name) }
                default:
                    break
                }
            }
        }
        XCTAssertEqual(
            fieldCommands,
            ["show-keyboard", "focus", "first-show-keyboard", "show-keyboard-short-begin", "text-traits"])

        let harness = SessionHarness()
        runScript(scene + "\ntext-view notes\nview card", harness: harness)
        XCTAssertEqual(harness.session.complete("focus e").candidates, ["email"])
        XCTAssertEqual(harness.session.complete("show-keyboard n").candidates, ["notes"])
        XCTAssertEqual(harness.session.complete("text-traits c").candidates, [])
    }
}
