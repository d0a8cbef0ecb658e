import LabShell
import XCTest

/// The scenarios of `compare … on …` and `compare-scroll … on …` are "scenario commands as typed
/// at the prompt" (docs/Commands.md): they are checked as at the prompt, the error under the
/// word and with its did-you-mean, before anything plays.
final class CompareScenarioCheckTests: XCTestCase {
    /// A scene with two text fields, so that a field name must be one of them.
    static let form = """
        text-field name
        text-field email
        constraint name.leading == safe.leading
        constraint name.trailing == safe.trailing
        constraint name.height == 52
        constraint email.leading == safe.leading
        constraint email.trailing == safe.trailing
        constraint email.height == 52
        constraint email.top == name.bottom
        constraint bottom: email.bottom == safe.bottom
        bind email with keyboard-layout-guide bottom
        """

    func test_aMistypedFieldInCompareIsRefusedAsAtThePrompt() {
        for line in [
            "show-keyboard 1️⃣emial", "compare keyboard-layout-guide on show-keyboard 1️⃣emial",
            "compare keyboard-layout-guide on show-keyboard name, focus 1️⃣emial",
            "compare keyboard-layout-guide on show-keyboard 1️⃣emial devices 15, se-3",
        ] {
            assertSingleDiagnostic(
                after: Self.form, line, message: "unknown text field 'emial'",
                suggestion: "did you mean 'email'?", category: .runtime,
                thenRuns: "compare keyboard-layout-guide on show-keyboard email")
        }
    }

    /// A view that is no text field cannot be focused, in a compare as at the prompt.
    func test_aViewThatIsNoFieldIsRefusedInCompare() {
        assertSingleDiagnostic(
            after: Self.form + "\nview card",
            "compare keyboard-layout-guide on show-keyboard 1️⃣card",
            message: "'card' is a view, not a text field or text view",
            suggestion: "the text fields: name, email", category: .runtime, thenRuns: "show-keyboard name")
    }

    /// The chat of the scroll techniques, whose scene has no text field: the scenario's field
    /// may be any name there, as at the prompt, but a field in a scene that has one is checked.
    func test_compareScrollChecksItsScenariosAndTakesDetail() {
        let chat = ScreenCommandTests.chat + "\ntext-field input"
        assertSingleDiagnostic(
            after: chat, "compare-scroll inset on show-keyboard 1️⃣inptu",
            message: "unknown text field 'inptu'", suggestion: "did you mean 'input'?", category: .runtime,
            thenRuns: "compare-scroll inset on show-keyboard input")
        // `detail` ends the scenarios, as compare's does, and prints the per-frame error: the
        // inset technique moves the last row in the keyboard's animation, so every frame's
        // error is 0, frames 0 … 30 of the 0.5 s show at 60 Hz.
        let harness = SessionHarness()
        let output = runScript(
            ScreenCommandTests.chat + "\ncompare-scroll inset on show-keyboard detail", harness: harness)
        guard let header = output.firstIndex(where: { $0.hasPrefix("frame ") }) else {
            return XCTFail("no per-frame table: \(output)")
        }
        XCTAssertEqual(
            output[header].split(separator: " "), ["frame", "t", "ms", "keyboard.minY", "inset", "error"])
        let rows = output[(header + 1)...].prefix { $0.first == " " }.map { $0.split(separator: " ") }
        XCTAssertEqual(rows.count, 31)
        XCTAssertEqual(rows.first, ["0", "0.00", "852.00", "0.00"])
        XCTAssertEqual(rows.last, ["30", "500.00", "516.00", "0.00"])
        XCTAssertEqual(Set(rows.map { $0.last }), ["0.00"])
    }
}
