/// Help pages about the language rather than one command: `help expressions`, `help if`,
/// `help assignment`, `help blocks`. Their examples run in the test suite like commands'.
public struct HelpTopic: Sendable {
    public var name: String
    public var summary: String
    public var details: String
    public var examples: [String]

    public static let all: [HelpTopic] = [
        HelpTopic(
            name: "expressions",
            summary: "Values: numbers, names, arithmetic, comparisons, and/or/not, << | &, functions.",
            details: """
                Wherever a command takes a number it takes an expression. Precedence, loosest \
                first: `or`, `and`, `not`, comparisons (== != < <= > >=, not chained), `|`, `&`, \
                `<<` `>>`, `+` `-`, `*` `/` `%`, unary `-`. `<<`, `>>`, `|` and `&` take whole \
                numbers (`note.curve << 16 | 4`). Names: variables made with `let`, quantities \
                (`input.maxY`, `keyboard.model.height`, `safe.bottom`, `t`), values with members \
                (`input.frame.origin.y`, `root.bounds.height`, `input.safeAreaInsets.bottom`, \
                `screen.bounds`, `keyboard.frame`, `bottom.constant`) and, in a handler, `note` \
                (`note.frameEnd.height`). Functions: min, max, abs, round, floor, ceil, sqrt, exp, \
                convert(RECT, from: SPACE, to: SPACE) with SPACE a view, window (or nil) or \
                screen, intersection(RECT, RECT) (CGRect.null when they do not meet), rect(x, y, \
                w, h), point(x, y), size(w, h). Names may contain `-` and `.`, so subtraction \
                needs spaces: `a - b`. In a list of values `10 -20` is two values.
                """,
            examples: [
                "print 1 + 2 * 3, 7 << 16, (7 << 16) | 4, min(3, 1, 2)",
                "let kb = rect(0, 516, 393, 336)\nlet overlap = intersection(root.bounds, kb).height\n"
                    + "expect overlap == 336\nexpect overlap - safe.bottom == 302",
            ]),
        HelpTopic(
            name: "if",
            summary: "`if COND do … [else if COND do …] [else …] end`: runs the first branch that holds.",
            details: """
                COND is a condition: a comparison, `and`, `or`, `not`, or a true/false member \
                such as `note.isLocal`. On one line: `if h > 0 do echo up; else echo down`; a line \
                ending in `do` (or `else`) keeps the branches open until `end`.
                """,
            examples: ["let h = 336\nif h > 300 do\n  echo tall\nelse\n  echo short\nend"]),
        HelpTopic(
            name: "assignment",
            summary: "`TARGET = EXPR`, `+=`, `-=`: a variable or a property, as UIKit spells it.",
            details: """
                TARGET is a variable made with `let`, a constraint's `NAME.constant`, a view's \
                `frame`, `frame.origin.x/y`, `frame.size.width/height`, `center`, `center.x/y`, \
                `alpha`, or what other commands register (scroll views' insets and offsets). \
                Inside an animation block, or a will-notification's handler, the change animates \
                as in UIKit; a frame set by hand is undone by the next layout pass when \
                constraints place the view.
                """,
            examples: [
                "view box frame 0 100 50 50\nbox.frame.origin.y += 20\nexpect box.minY == 120",
                "view box\nconstraint w: box.width == 100\nw.constant = 150\nlayout\nexpect box.width == 150",
            ]),
        HelpTopic(
            name: "blocks",
            summary: "`do … end`: statements of a command such as animate, on, if, technique.",
            details: """
                After `do` the statements run to the end of the line, separated by `;`, or to an \
                `end` on the same line. When `do` (or `else`) is the last word of a line, the \
                block goes on over the following lines until `end`. Blocks nest up to 64 deep.
                """,
            examples: [
                "view box frame 0 0 10 10\nanimate 0.5 curve linear do move box dy 100; end; step 15\n"
                    + "expect box.presentation.minY == 50 within 0.01"
            ]),
    ]

    static func named(_ name: String) -> HelpTopic? { all.first { $0.name == name } }
}
