import LabShell
import XCTest

/// Scripts for the layout commands, and helpers that run them in process.
enum LayoutScripts {
    /// A chat screen on the current device: header under the safe area's top, an input bar of
    /// height 52 on the safe area's bottom, and the message list between them.
    static let chatScreen = """
        view header
        view messages
        text-field input
        constraint header.top == safe.top
        constraint header.leading == safe.leading
        constraint header.trailing == safe.trailing
        constraint header.height == 44
        constraint messages.top == header.bottom
        constraint messages.leading == safe.leading
        constraint messages.trailing == safe.trailing
        constraint messages.bottom == input.top
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint bottom: input.bottom == safe.bottom
        constraint input.height == 52
        layout
        """
}

extension XCTestCase {
    /// The values of quantities after a script, read through `expect`-style names, as CSV cells.
    func quantities(
        _ names: [String], after script: String, file: StaticString = #filePath, line: UInt = #line
    ) -> [Double] {
        let harness = SessionHarness()
        runScript(script, harness: harness, file: file, line: line)
        return names.map { name in
            (try? harness.session.quantity(name, at: SourceRange(line: 1, column: 1, length: 1))) ?? .nan
        }
    }

    /// The first diagnostic a script reports (script mode stops there).
    func firstDiagnostic(_ script: String) -> Diagnostic? {
        SessionHarness().run(script).diagnostics.first
    }
}
