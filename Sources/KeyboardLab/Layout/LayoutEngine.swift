import Cassowary

/// The bridge between a window's views and the Cassowary solver. Every item has four
/// variables in layout space; every active constraint is one solver constraint whose constant
/// lives in an edit variable, so changing a constant is one `suggestValue` and the solver is
/// never rebuilt. Engine-made constraints (autoresizing, the root's encapsulated size, guide
/// edges) are ordinary `LayoutConstraint`s with an origin, so reports list them like UIKit does.
final class LayoutEngine {
    weak var window: Window?
    let solver = Solver()
    var statistics = LayoutStatistics()

    /// Edits hold constants just below required, far above every layout priority, so that only
    /// a conflict between required constraints can move a constant away from its value.
    static let editStrength = Strength.create(1000, 1000, 999)

    var serialCounter = 0
    private var active: [ObjectIdentifier: LayoutConstraint] = [:]
    var autoresizing: [ObjectIdentifier: [LayoutConstraint]] = [:]
    var encapsulated: [LayoutConstraint] = []
    var pendingViews: [View] = []
    var pendingIDs: Set<ObjectIdentifier> = []
    /// Activation serials kept for a view's autoresizing constraints from the moment it entered
    /// the window (or was told to translate its mask), so that reports list them in the order
    /// the user caused them even though they are installed lazily at the next solve.
    var reservedSerials: [ObjectIdentifier: Int] = [:]
    /// Installed safe-area, margins and readable guides (their constants are refreshed per solve).
    var safeGuides: [LayoutGuide] = []
    /// Each view's intrinsic-size constraints (`LayoutEngine+IntrinsicSize.swift`).
    var intrinsicConstraints: [ObjectIdentifier: IntrinsicSizeConstraints] = [:]
    var keyboardGuides: [KeyboardLayoutGuide] = []
    var needsSolve = true
    var retryBroken = false

    private var orderedCache: [LayoutConstraint]?
    /// Installed constraints by the identity of their constant variable, to map the solver's
    /// changed variables back to constraints.
    var constantOwners: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints installed or edited since the last conflict check.
    var toCheck: [LayoutConstraint] = []
    /// Set when something is broken, so that a full check runs.
    var needsFullCheck = false

    /// How many constraints are active (engine-made ones included).
    var activeCount: Int { active.count }

    /// Active constraints (installed or broken) in activation order (cached between changes).
    var activeConstraintsInOrder: [LayoutConstraint] {
        if let cached = orderedCache { return cached }
        let ordered = active.values.sorted { $0.serial < $1.serial }
        orderedCache = ordered
        return ordered
    }

    // MARK: Activation

    func activate(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        serialCounter += 1
        constraint.serial = serialCounter
        constraint.engine = self
        constraint.isActive = true
        constraint.isBroken = false
        active[ObjectIdentifier(constraint)] = constraint
        orderedCache = nil
        if constraint.origin == .user {
            if let view = constraint.firstItem as? View { view.constraintDidTakeFirstItem() }
        }
        if constraint.origin == .user || constraint.origin == .stackView {
            for item in constraint.items { installGuide(of: item) }
        }
        install(constraint)
        markDirty()
    }

    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isActive, constraint.engine === self else { return }
        uninstall(constraint)
        constraint.isActive = false
        constraint.isBroken = false
        constraint.engine = nil
        active[ObjectIdentifier(constraint)] = nil
        orderedCache = nil
        retryBroken = true
        markDirty()
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        if constraint.solverConstraint != nil {
            suggest(constraint.constantVariable, constraint.constant)
            noteToCheck(constraint)
        } else if constraint.isBroken {
            retryBroken = true
        }
        markDirty()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        // Optional to optional (or required to required): swap the solver constraint's
        // strength; the constant's edit variable stays.
        if let old = constraint.solverConstraint {
            removeSolverConstraint(old)
            let replacement = makeSolverConstraint(constraint)
            if addSolverConstraint(replacement) { constraint.solverConstraint = replacement }
        } else if constraint.isBroken {
            retryBroken = true
        }
        markDirty()
    }

    /// Queues a constraint for the next solve's quick check. A session that adds, edits and
    /// removes without ever laying out would otherwise queue (and keep alive) every constraint
    /// it ever made: past twice the active count the queue drops the removed and the repeats.
    private func noteToCheck(_ constraint: LayoutConstraint) {
        toCheck.append(constraint)
        guard toCheck.count > 2 * active.count + 64 else { return }
        var seen: Set<ObjectIdentifier> = []
        toCheck.removeAll { $0.solverConstraint == nil || !seen.insert(ObjectIdentifier($0)).inserted }
    }

    func markDirty() {
        needsSolve = true
        window?.noteNeedsLayout()
    }

    // MARK: Solver plumbing

    /// `first - multiplier * second - constant  (relation)  0`, the constant being a variable.
    func makeSolverConstraint(_ c: LayoutConstraint) -> Constraint {
        var terms = c.firstItem.layoutBox.terms(c.firstAttribute, times: 1)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            terms += second.layoutBox.terms(attribute, times: -c.multiplier)
        }
        terms.append(Term(c.constantVariable, -1))
        return Constraint(LinearExpression(terms), c.relation.solverRelation, strength: c.priority.strength)
    }

    func install(_ constraint: LayoutConstraint) {
        guard constraint.solverConstraint == nil else { return }
        var suggested = 0.0  // a new edit variable starts by suggesting 0
        if solver.hasEditVariable(constraint.constantVariable) {
            suggested = .nan  // unknown: always suggest
        } else {
            do {
                try solver.addEditVariable(constraint.constantVariable, strength: LayoutEngine.editStrength)
            } catch {
                note("could not add the constant of \(constraint.description) as an edit variable: \(error)")
            }
        }
        if constraint.constant != suggested { suggest(constraint.constantVariable, constraint.constant) }
        let solverConstraint = makeSolverConstraint(constraint)
        if addSolverConstraint(solverConstraint) {
            constraint.solverConstraint = solverConstraint
            constantOwners[ObjectIdentifier(constraint.constantVariable)] = constraint
            noteToCheck(constraint)
        } else {
            constraint.isBroken = true
        }
    }

    func uninstall(_ constraint: LayoutConstraint) {
        if let solverConstraint = constraint.solverConstraint {
            removeSolverConstraint(solverConstraint)
            constraint.solverConstraint = nil
            constantOwners[ObjectIdentifier(constraint.constantVariable)] = nil
        }
        if solver.hasEditVariable(constraint.constantVariable) {
            try? solver.removeEditVariable(constraint.constantVariable)
        }
    }

    private func addSolverConstraint(_ constraint: Constraint) -> Bool {
        do {
            try solver.addConstraint(constraint)
            statistics.constraintsAdded += 1
            return true
        } catch {
            note("the solver refused a constraint: \(error)")
            return false
        }
    }

    private func removeSolverConstraint(_ constraint: Constraint) {
        if solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
            statistics.constraintsRemoved += 1
        }
    }

    func suggest(_ variable: Variable, _ value: Double) {
        guard solver.hasEditVariable(variable) else { return }
        do {
            try solver.suggestValue(variable, value)
            statistics.suggestions += 1
        } catch {
            note("could not suggest \(value) for \(variable.name): \(error)")
        }
    }

    func note(_ text: String) {
        window?.log.append(.note(text))
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
