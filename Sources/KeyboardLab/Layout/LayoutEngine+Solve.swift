import Cassowary

/// The layout pass: reconcile engine-made constraints, solve, recover from conflicts between
/// required constraints the way UIKit does (report, break one, carry on), refresh guide
/// constants until they settle, and read frames back.
extension LayoutEngine {
    /// Solves when anything changed since the last solve.
    func solve() {
        reconcilePending()
        guard needsSolve else { return }
        if retryBroken { restoreBrokenConstraints() }
        var rounds = 0
        repeat {
            solver.updateVariables()
            statistics.solves += 1
            resolveConflicts()
            rounds += 1
        } while refreshGuideConstants() && rounds < 8
        needsSolve = false
    }

    /// The frame the last solve gives a view, in its superview's coordinates (nil outside the
    /// window). Layout space ignores bounds origins, so this is a plain difference of boxes.
    func solvedFrame(of view: View) -> Rect? {
        guard let window, view.window === window else { return nil }
        guard let parent = view.superview else { return window.bounds }
        let own = view.layoutBox.solvedRect
        let base = parent.layoutBox.solvedRect
        return Rect(
            x: LayoutNumber.clean(own.minX - base.minX), y: LayoutNumber.clean(own.minY - base.minY),
            width: own.width, height: own.height)
    }

    /// Puts broken constraints back: a deactivation or a constant change may have removed the
    /// conflict. If it did not, the next check breaks (and reports) them again.
    private func restoreBrokenConstraints() {
        retryBroken = false
        needsFullCheck = true
        for constraint in activeConstraintsInOrder where constraint.isBroken {
            constraint.isBroken = false
            install(constraint)
        }
    }

    /// Required constraints whose constant the solver had to move: the sign of a conflict,
    /// since only another required constraint can outweigh a constant's edit. The quick check
    /// looks only at constraints installed or edited since the last check and at those whose
    /// constant variable the last update changed; the full check looks at all.
    func constraintsWithMovedConstants(full: Bool) -> [LayoutConstraint] {
        let candidates: [LayoutConstraint]
        if full {
            candidates = activeConstraintsInOrder
        } else {
            candidates =
                toCheck
                + solver.changedVariables.compactMap { constantOwners[ObjectIdentifier($0)] }
        }
        toCheck.removeAll(keepingCapacity: true)
        var seen: Set<ObjectIdentifier> = []
        return candidates.filter { constraint in
            guard constraint.solverConstraint != nil, constraint.priority.isRequired,
                seen.insert(ObjectIdentifier(constraint)).inserted
            else { return false }
            let tolerance = 1e-6 * max(1, abs(constraint.constant))
            return abs(constraint.constantVariable.value - constraint.constant) > tolerance
        }.sorted { $0.serial < $1.serial }
    }

    /// While required constraints conflict: find a minimal conflicting set, report it in UIKit's
    /// words, break one constraint of it, and solve again (checking everything from then on).
    func resolveConflicts() {
        var rounds = 0
        while rounds < 64 {
            let moved = constraintsWithMovedConstants(full: rounds > 0 || needsFullCheck)
            needsFullCheck = false
            guard !moved.isEmpty else { return }
            rounds += 1
            var set = moved
            if let conflict = minimalConflict() {
                // A lone culprit means the search gave up: add what the solver had to move.
                set = conflict.count == 1 ? LayoutEngine.union(conflict, moved) : conflict
            }
            let broken = LayoutEngine.constraintToBreak(in: set)
            uninstall(broken)
            broken.isBroken = true
            window?.log.append(.unsatisfiable(ConflictReport(constraints: set, broken: broken)))
            solver.updateVariables()
            statistics.solves += 1
        }
    }

    /// Both lists without repeats, in activation order.
    static func union(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> [LayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        return (a + b).filter { seen.insert(ObjectIdentifier($0)).inserted }.sorted { $0.serial < $1.serial }
    }

    /// The lab's rule (UIKit's choice is undocumented): break the most recently activated user
    /// constraint of the set; when the set holds only engine-made constraints, the most recent.
    static func constraintToBreak(in set: [LayoutConstraint]) -> LayoutConstraint {
        let ordered = set.sorted { $0.serial < $1.serial }
        return ordered.last { $0.origin == .user } ?? ordered[ordered.count - 1]
    }

    /// Adds the constraint with its constant as a number (no edit variable) and returns the
    /// solver constraint, or nil when the solver finds it unsatisfiable.
    @discardableResult
    func plain(_ c: LayoutConstraint, addedTo scratch: Solver, strength: Strength? = nil) -> Constraint? {
        var terms = c.firstItem.layoutBox.terms(c.firstAttribute, times: 1)
        if let second = c.secondItem, let attribute = c.secondAttribute {
            terms += second.layoutBox.terms(attribute, times: -c.multiplier)
        }
        let expression = LinearExpression(terms, constant: -c.constant)
        let constraint = Constraint(
            expression, c.relation.solverRelation, strength: strength ?? c.priority.strength)
        do {
            try scratch.addConstraint(constraint)
            return constraint
        } catch {
            return nil
        }
    }
}
