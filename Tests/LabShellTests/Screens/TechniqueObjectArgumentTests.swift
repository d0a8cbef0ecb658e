import XCTest

@testable import LabShell

/// A technique's `view` and `constraint` (and any variable holding an object's name) stand for
/// their objects in every command that takes an existing view, scroll view, table or
/// constraint (docs/Shell.md, "One grammar"); a command that makes an object refuses a
/// variable's name instead of making an object under it. Values by hand on an iPhone 15
/// (393 × 852, safe area 59 / 34, the keyboard 336 tall, its top at 516 when shown).
final class TechniqueObjectArgumentTests: XCTestCase {
    /// A scroll-view technique written with the scroll commands: a message arrives (31 rows)
    /// as the keyboard moves, the bottom inset is the keyboard's overlap above the home
    /// indicator, and the table scrolls to its end.
    static let technique = """
        technique my-inset do
          keyboard-dismiss-mode view interactive
          on willChangeFrame do
            table-view view rows 31
            content-inset view bottom max(0, view.maxY - note.frameEnd.minY - 34)
            scroll-to-bottom view
          end
        end
        """

    /// Shown: inset 852 − 516 − 34 = 302, adjusted 302 + 34 = 336; 31 rows of 44 = 1364 of
    /// content, so the end offset is 1364 + 336 − 852 = 848 and the last row ends at
    /// 1364 − 848 = 516, on the keyboard's top. Hidden: inset 0 (852 − 852 − 34 < 0), adjusted
    /// 34, offset 1364 + 34 − 852 = 546, the last row at 1364 − 546 = 818.
    func test_aScrollTechniqueWrittenWithTheScrollCommandsRunsOnItsView() {
        let harness = SessionHarness()
        runScript(
            ScreenCommandTests.chat + "\n" + Self.technique
                + "\nbind chat with my-inset bottom\nshow-keyboard",
            harness: harness)
        XCTAssertEqual(quantity("chat.numberOfRows", in: harness), 31)
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 302)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 336)
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 848)
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 516)
        // No second table called "view": the scene still holds the root and the chat only.
        let views = runScript("table views", harness: harness).dropFirst().compactMap {
            $0.split(separator: " ").first
        }
        XCTAssertEqual(views, ["root", "chat"])
        // keyboard-dismiss-mode ran on the chat when the technique was bound.
        let scrollViews = runScript("scroll-views", harness: harness)
        XCTAssertTrue(
            scrollViews.contains { $0.hasPrefix("chat ") && $0.hasSuffix("interactive") }, "\(scrollViews)")

        runScript("hide-keyboard", harness: harness)
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 0)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 34)
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 546)
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 818)
    }

    /// The other commands that take an existing object, through a technique's `view`: margins,
    /// an intrinsic size, a priority, the offset, `explain`, `table views in`.
    func test_viewCommandsInATechniqueBodyActOnTheBoundView() {
        let harness = SessionHarness()
        runScript(
            """
            device iphone-15
            view card
            constraint card.leading == root.leading
            constraint card.top == root.top
            constraint bottom: card.bottom == root.bottom
            technique probe do
              layout-margins view top 12
              intrinsic-size view width 120 height 40
              content-hugging view horizontal 300
              explain view
              table views in view
            end
            bind card with probe bottom
            layout
            """, harness: harness)
        // Margins measured from the safe area: 59 + 12 at the top of a view at the screen's top.
        XCTAssertEqual(quantity("card.layoutMargins.top", in: harness), 71)
        XCTAssertEqual(quantity("card.intrinsicContentSize.width", in: harness), 120)
        XCTAssertEqual(quantity("card.width", in: harness), 120)
    }

    /// A variable holding a view's name stands for it too, in a list of names as well (`arrange`).
    func test_aVariableHoldingAViewStandsForItInArrange() {
        let harness = SessionHarness()
        runScript(
            """
            stack-view bar spacing 10 distribution fill-equally
            view a
            view b
            let first = a
            arrange bar first b
            constraint bar.width == 210
            constraint bar.height == 40
            constraint bar.top == safe.top
            constraint bar.leading == safe.leading
            layout
            """, harness: harness)
        // Two equal views and one gap of 10 in 210: each (210 − 10) / 2 = 100, b from 110.
        XCTAssertEqual(quantity("a.frame.x", in: harness), 0)
        XCTAssertEqual(quantity("b.frame.x", in: harness), 110)
    }

    /// Making an object under a variable's name is refused where the name is typed: in a
    /// technique `view` is the bound view, so `view view` would make a view no line of the
    /// technique could reach.
    func test_makingAnObjectUnderAVariablesNameIsRefused() {
        let setup = """
            view card
            constraint bottom: card.bottom == root.bottom
            """
        for (line, kind) in [
            ("view view", "view"), ("text-field view", "text field"),
            ("scroll-view constraint", "scroll view"),
            ("constraint view: card.top == root.top", "constraint"),
        ] {
            let harness = SessionHarness()
            let result = harness.run(
                setup + "\ntechnique t do\n  " + line + "\nend\nbind card with t bottom")
            XCTAssertEqual(result.diagnostics.count, 1, line)
            let word = line.split(separator: " ")[1].split(separator: ":")[0]
            XCTAssertEqual(
                result.diagnostics.first?.message,
                "'\(word)' is a variable here: a new \(kind) cannot take its name",
                line)
            // Under the name: the body line is indented two, the name follows the command word.
            let command = line.split(separator: " ")[0]
            XCTAssertEqual(
                result.diagnostics.first.map { [$0.line, $0.column] }, [4, 3 + command.count + 1], line)
            XCTAssertEqual(
                harness.session.state(LabState.self).window.views(named: String(word)).count, 0, line)
        }
        // At the top level a `let` hides a view of its name the same way.
        assertSingleDiagnostic(
            after: "let gap = 3", "table-view 1️⃣gap rows 2",
            message: "'gap' is a variable here: a new table view cannot take its name",
            suggestion: "choose another name: here 'gap' means the variable (a number)", category: .runtime,
            thenRuns: "table-view chat rows 2")
    }

    /// A make-or-change command on a technique's `view` changes that view when it is of its
    /// kind, and says what it is when it is not.
    func test_makeOrChangeThroughViewNamesTheBoundViewsKind() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            view card
            constraint bottom: card.bottom == root.bottom
            technique t do
              table-view view rows 3
            end
            bind card with t bottom
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), ["'card' is a view, not a table view"])
        XCTAssertEqual(result.diagnostics.first.map { [$0.line, $0.column] }, [4, 14])
    }

    /// Every argument that names an existing view, scroll view, table, stack view or
    /// constraint is declared `.object`, so a technique's variables reach it: a `.name`
    /// whose completion offers the scene's objects is the bug this guards against
    /// (content-inset, scroll-to and eight others took `view` as a view called "view").
    func test_everyArgumentThatCompletesObjectNamesIsAnObject() {
        let harness = SessionHarness()
        runScript(
            """
            view probe_view
            text-field probe_field
            scroll-view probe_scroll
            table-view probe_table rows 1
            stack-view probe_stack
            label probe_label
            text-view probe_text
            constraint probe_constraint: probe_view.top == root.top
            """, harness: harness)
        let probes: Set<String> = [
            "probe_view", "probe_field", "probe_scroll", "probe_table", "probe_stack", "probe_label",
            "probe_text", "probe_constraint",
        ]
        var namesTakingObjects: Set<String> = []
        func offersObjects(_ hint: CompletionHint) -> Bool {
            guard case .dynamic(let words) = hint else { return false }
            return !probes.isDisjoint(with: words(harness.session, []))
        }
        for command in CommandTable.standard.commands {
            for pattern in command.arguments.flatMap(\.allPatterns) {
                switch pattern {
                case .name(let key, let hint):
                    XCTAssertFalse(
                        offersObjects(hint), "\(command.name): \(key) completes objects but is a .name")
                case .names(_, let hint):
                    if offersObjects(hint) { namesTakingObjects.insert(command.name) }
                default:
                    break
                }
            }
        }
        // A list of names is not evaluated: its command looks each one up itself.
        XCTAssertEqual(namesTakingObjects, ["arrange"])
    }
}
