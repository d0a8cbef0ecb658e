import Cassowary

/// The layout pass: reconcile engine-made constraints, solve, recover from conflicts between
/// required constraints the way UIKit does (report, break one, carry on), refresh guide
/// constants until they settle, and read frames back.
extension LayoutEngine {
    /// Solves when anything changed since the last solve: first the edits of constants (any
    /// conflict they make is found by one probe), then the constraints activated since, and
    /// the broken ones a change may have freed, one at a time. Putting broken constraints back
    /// and refreshing guide constants can each call for another round; both settle in a few.
    func solve() {
        reconcilePending()
        guard needsSolve else { return }
        isIncomplete = false
        defer { noteStorageRefusals() }
        var rounds = 0
        repeat {
            solver.updateVariables()
            statistics.solves += 1
            resolveConflicts()
            var search: NeighbourhoodSearch?
            let installed = installPending(&search)
            let restored = restoreBrokenConstraints(&search)
            if installed || restored {
                // Optional constraints are installed without a solve of their own.
                solver.updateVariables()
            }
            rounds += 1
            // Interrupted: what is left waits, still active, for the next pass.
            if isIncomplete { return }
        } while (refreshGuideConstants() || !toRetry.isEmpty) && rounds < 8
        needsSolve = false
    }

    /// One note for the constraints this pass could not give the solver for want of memory.
    private func noteStorageRefusals() {
        guard let first = refusedForStorage.first else { return }
        let others = refusedForStorage.count > 1 ? " and \(refusedForStorage.count - 1) after it" : ""
        note(
            "the solvers hold their bound of \(SolverStorage.limit >> 20) MiB (docs/Solver.md): "
                + "\(first.description)\(others) not enforced; remove constraints or views")
        refusedForStorage.removeAll()
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

    /// Installs the constraints activated since the last solve, in activation order; true
    /// when there were any.
    private func installPending(_ search: inout NeighbourhoodSearch?) -> Bool {
        guard !pendingInstall.isEmpty else { return false }
        let batch = pendingInstall
        pendingInstall.removeAll()
        for (offset, constraint) in batch.enumerated() {
            if stopsForInterruption(at: offset) {
                pendingInstall = Array(batch[offset...])
                return true
            }
            guard constraint.isActive && !constraint.isBroken else { continue }
            installChecked(constraint, &search)
        }
        return true
    }

    /// Puts back the broken constraints a change may have freed (a deactivation, a constant or
    /// priority change in their conflict), in activation order. One that still conflicts is
    /// broken (and reported) again.
    private func restoreBrokenConstraints(_ search: inout NeighbourhoodSearch?) -> Bool {
        guard !toRetry.isEmpty else { return false }
        let retried = toRetry.values.sorted { $0.serial < $1.serial }
        toRetry.removeAll()
        for (offset, constraint) in retried.enumerated() {
            if stopsForInterruption(at: offset) {
                for rest in retried[offset...] { toRetry[ObjectIdentifier(rest)] = rest }
                return true
            }
            guard constraint.isActive && constraint.isBroken else { continue }
            clearBroken(constraint)
            installChecked(constraint, &search)
        }
        return true
    }

    /// Every `interruptionStride` constraints, whether Ctrl-C asks the pass to stop.
    private func stopsForInterruption(at offset: Int) -> Bool {
        guard offset > 0, offset % LayoutEngine.interruptionStride == 0,
            window?.interruption.isRequested == true
        else { return false }
        isIncomplete = true
        return true
    }

    /// Installs one constraint into a system without conflicts and, when it is required,
    /// solves: a constant the solver had to move means it conflicts, and with the rest known to
    /// hold it is the culprit, so its conflict is searched around it alone. Installing one at a
    /// time keeps conflicting constraints out of the solver: hundreds of them held at once
    /// make each further addition cost time in proportion to their number.
    private func installChecked(_ constraint: LayoutConstraint, _ search: inout NeighbourhoodSearch?) {
        install(constraint)
        guard constraint.solverConstraint != nil, constraint.priority.isRequired else { return }
        solver.updateVariables()
        statistics.installChecks += 1
        let moved = constraintsWithMovedConstants(full: false)
        if !moved.isEmpty {
            var index = search ?? NeighbourhoodSearch(installedExcept: constraint, in: self)
            let members = minimalSet(for: constraint, in: &index)
            let set = members ?? LayoutEngine.union([constraint], moved)
            let broken = breakConstraint(in: set, certificate: members != nil)
            index.remove(broken)
            search = index
            solver.updateVariables()
            statistics.installChecks += 1
            // A search that gave up may have broken a constraint outside the conflict.
            if !constraintsWithMovedConstants(full: false).isEmpty {
                needsFullCheck = true
                resolveConflicts()
                search = nil
            }
        }
        if constraint.solverConstraint != nil { search?.accept(constraint) }
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

    /// While required constraints conflict: find each conflict (one probe finds them all, in
    /// activation order), report it in UIKit's words, break one constraint of it, and solve
    /// again (checking everything from then on).
    func resolveConflicts() {
        var rounds = 0
        while rounds < 64 {
            let moved = constraintsWithMovedConstants(full: rounds > 0 || needsFullCheck)
            needsFullCheck = false
            guard !moved.isEmpty else { return }
            rounds += 1
            let found = conflicts()
            if found.isEmpty {
                // The plain probe holds: break among the constraints the solver had to move.
                breakConstraint(in: moved, certificate: false)
            }
            for conflict in found {
                // A lone culprit means the search gave up: add what the solver had to move.
                let set =
                    conflict.isMinimised ? conflict.members : LayoutEngine.union(conflict.members, moved)
                let broken = breakConstraint(in: set, certificate: conflict.isMinimised)
                // Breaking an earlier constraint than the culprit changes what every later
                // culprit met in the probe: look again.
                if broken !== conflict.culprit { break }
            }
            solver.updateVariables()
            statistics.solves += 1
        }
    }

    /// Breaks the constraint the lab's rule picks in `set` and reports the conflict. With a
    /// certificate (`set` cannot hold together), the others are kept as its partners, so it is
    /// retried only when one of them changes.
    @discardableResult
    func breakConstraint(in set: [LayoutConstraint], certificate: Bool) -> LayoutConstraint {
        let broken = LayoutEngine.constraintToBreak(in: set)
        uninstall(broken)
        var partners: Set<ObjectIdentifier>?
        if certificate {
            partners = Set(set.filter { $0 !== broken }.map { ObjectIdentifier($0) })
        }
        markBroken(broken, partners: partners)
        window?.report(.unsatisfiable(ConflictReport(constraints: set, broken: broken)))
        return broken
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
        do throws(SolverError) {
            try scratch.addConstraint(constraint)
            return constraint
        } catch {
            // Refused for want of memory, not for a conflict: the searches stop (`isOutOfStorage`).
            if case .storageExhausted = error { isOutOfStorage = true }
            return nil
        }
    }
}
