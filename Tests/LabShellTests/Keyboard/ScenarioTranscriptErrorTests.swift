import KeyboardLab
import XCTest

@testable import LabShell

/// A handler's error raised while a scenario plays travels in the scenario's transcript (issue 30:
/// "Handler errors travel in the transcript"), with the frame it came on, and the command that
/// played the scenario reports it after its statement, once.
final class ScenarioTranscriptErrorTests: XCTestCase {
    /// A show posts keyboardWillChangeFrame and keyboardWillShow at its first frame and the two
    /// did-notifications when the keyboard settles (docs/Facts.md §1.2): a handler failing on
    /// willShow fails once, on the scenario's first frame, and a handler failing on didShow once,
    /// on a later frame.
    func test_theTranscriptCarriesEachHandlerErrorAtItsFrame() throws {
        let harness = SessionHarness()
        let setup = harness.run(
            """
            text-field field
            on keyboardWillShow do
              let a = nosuch
            end
            on keyboardDidShow do
              let b = alsonot
            end
            """)
        XCTAssertEqual(setup.diagnostics.map(\.message), [])
        let lab = harness.session.state(LabState.self)
        let start = lab.simulator.frameIndex
        let mark = lab.beginTranscript()
        _ = try lab.simulator.start(.show(field: "field"))
        while !lab.simulator.isSettled { _ = lab.simulator.step() }
        let transcript = lab.endTranscript(mark)
        let errors = transcript.entries.compactMap { entry -> (String, Int)? in
            guard case .handlerError(let diagnostic, let frame) = entry else { return nil }
            return (diagnostic.message, frame)
        }
        XCTAssertEqual(errors.map(\.0), ["unknown name 'nosuch'", "unknown name 'alsonot'"])
        XCTAssertEqual(errors.first?.1, start)
        XCTAssertGreaterThan(errors.last?.1 ?? start, start)
        // Nothing is left on the session's own channel: the transcript took them.
        XCTAssertFalse(harness.session.activity.hasHandlerErrors)
    }

    /// At the prompt the same errors are reported after `show-keyboard`, each once, each naming
    /// its handler.
    func test_thePromptReportsTheTranscriptsErrorsOnce() {
        let harness = SessionHarness()
        harness.run(
            """
            text-field field
            on keyboardWillShow do
              let a = nosuch
            end
            """)
        let result = harness.run("show-keyboard", mode: .interactive)
        XCTAssertEqual(result.diagnostics.map(\.message), ["unknown name 'nosuch'"])
        XCTAssertEqual(
            result.diagnostics.first?.notes, ["in the keyboardWillShow handler registered at test.kbl:2:1"])
        let again = harness.run("hide-keyboard", mode: .interactive)
        XCTAssertEqual(again.diagnostics.map(\.message), [])
    }
}
