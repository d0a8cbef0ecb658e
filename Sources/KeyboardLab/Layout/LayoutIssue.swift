/// Something the engine reported while laying out, kept in the window's log in order.
public enum LayoutIssue: CustomStringConvertible {
    /// Required constraints that cannot all hold, and the one broken to recover.
    case unsatisfiable(ConflictReport)
    /// Anything else worth knowing (a solver refusal, guide constants that did not settle).
    case note(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let report): return report.description
        case .note(let text): return "Note: \(text)"
        }
    }
}

/// UIKit's "Unable to simultaneously satisfy constraints." report: a minimal set of required
/// constraints that cannot all hold, and the constraint broken so that layout can continue.
public struct ConflictReport: CustomStringConvertible {
    /// The conflicting constraints in activation order; removing any one of them resolves it.
    public let constraints: [LayoutConstraint]
    /// The constraint the engine stopped enforcing (it stays active, marked `isBroken`).
    public let broken: LayoutConstraint

    /// The report in UIKit's words (its trailing spaces dropped), with constraints in the
    /// lab's text form.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if constraints.contains(where: { $0.origin == .autoresizing }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                    + "refer to the documentation for the UIView property "
                    + "translatesAutoresizingMaskIntoConstraints)")
        }
        lines.append("(")
        for (index, constraint) in constraints.enumerated() {
            let comma = index == constraints.count - 1 ? "" : ","
            lines.append("    \"\(constraint.description)\"\(comma)")
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(broken.description)
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
        )
        return lines.joined(separator: "\n")
    }
}
