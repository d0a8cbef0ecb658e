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
    /// Broken constraints (active, dropped to recover from a conflict), by identity.
    var brokenConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Broken constraints to put back at the next solve: something they conflicted with
    /// changed. Only those: re-installing every broken constraint after any change (and
    /// breaking each again) made layout cost grow faster than the square of their number.
    var toRetry: [ObjectIdentifier: LayoutConstraint] = [:]
    /// For each constraint, the broken ones whose conflict it is part of (may hold stale
    /// entries: each is checked against the broken constraint's partners when used).
    var dependents: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// Broken constraints whose conflict is not known: any deactivation retries them.
    var brokenWithoutPartners: Set<ObjectIdentifier> = []
    /// Constraints activated since the last solve, installed (and checked) by it.
    var pendingInstall: [LayoutConstraint] = []
    /// Set when a solve was interrupted with constraints still to install or restore.
    var isIncomplete = false
    /// How many constraints a solve installs between looks at the interruption flag.
    static let interruptionStride = 128

    private var orderedCache: [LayoutConstraint]?
    /// Installed constraints by the identity of their constant variable, to map the solver's
    /// changed variables back to constraints.
    var constantOwners: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints installed or edited since the last conflict check.
    var toCheck: [LayoutConstraint] = []
    /// Set when something is broken, so that a full check runs.
    var needsFullCheck = false
    /// Constraints left out of the solver in this pass because the solvers hold their bound of
    /// memory (`SolverStorage`): said once, at the end of the pass, not once each.
    var refusedForStorage: [LayoutConstraint] = []
    /// True once a scratch solver was refused an addition for want of memory: a refusal then
    /// says nothing about conflicts, so the conflict searches stop.
    var isOutOfStorage = false

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
        clearBroken(constraint)
        active[ObjectIdentifier(constraint)] = constraint
        orderedCache = nil
        if constraint.origin == .user {
            if let view = constraint.firstItem as? View { view.constraintDidTakeFirstItem() }
        }
        if constraint.origin == .user || constraint.origin == .stackView {
            // Item by item: the array of `items` was an allocation for every activation.
            installGuide(of: constraint.firstItem)
            if let second = constraint.secondItem { installGuide(of: second) }
        }
        pendingInstall.append(constraint)
        if pendingInstall.count > 2 * active.count + 64 {
            // Activated and deactivated again without a layout: drop those before they pile up.
            var seen: Set<ObjectIdentifier> = []
            pendingInstall.removeAll { !$0.isActive || !seen.insert(ObjectIdentifier($0)).inserted }
        }
        markDirty()
    }

    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isActive, constraint.engine === self else { return }
        uninstall(constraint)
        constraint.isActive = false
        clearBroken(constraint)
        constraint.engine = nil
        active[ObjectIdentifier(constraint)] = nil
        orderedCache = nil
        retryDependents(of: constraint, deactivated: true)
        markDirty()
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        if constraint.solverConstraint != nil {
            suggest(constraint.constantVariable, constraint.constant)
            noteToCheck(constraint)
        }
        retryDependents(of: constraint)
        markDirty()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        // Optional to optional (or required to required): swap the solver constraint's
        // strength; the constant's edit variable stays.
        if let old = constraint.solverConstraint {
            removeSolverConstraint(old)
            let replacement = makeSolverConstraint(constraint)
            if addSolverConstraint(replacement) { constraint.solverConstraint = replacement }
        }
        retryDependents(of: constraint)
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
        // Past the bound every addition would be refused (its constant's edit and itself): the
        // constraint waits, broken, as one that conflicts does, until a deactivation frees room.
        if SolverStorage.bytesInUse >= SolverStorage.limit {
            refusedForStorage.append(constraint)
            markBroken(constraint, partners: nil)
            return
        }
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
            markBroken(constraint, partners: nil)
        }
    }

    // MARK: Broken constraints

    /// Records that `constraint` is no longer enforced; `partners` are the constraints it
    /// cannot hold with, when known. Breaking it may free the constraints broken for it.
    func markBroken(_ constraint: LayoutConstraint, partners: Set<ObjectIdentifier>?) {
        let id = ObjectIdentifier(constraint)
        constraint.isBroken = true
        constraint.conflictPartners = partners
        brokenConstraints[id] = constraint
        if let partners {
            for partner in partners { noteDependent(id, of: partner) }
        } else {
            brokenWithoutPartners.insert(id)
        }
        retryDependents(of: constraint, includingItself: false)
    }

    func clearBroken(_ constraint: LayoutConstraint) {
        guard constraint.isBroken || constraint.conflictPartners != nil else { return }
        let id = ObjectIdentifier(constraint)
        constraint.isBroken = false
        constraint.conflictPartners = nil
        brokenConstraints[id] = nil
        brokenWithoutPartners.remove(id)
        toRetry[id] = nil
    }

    /// Whether `key` names a constraint still broken with `partner` in its conflict.
    private func isBroken(_ key: ObjectIdentifier, against partner: ObjectIdentifier) -> Bool {
        guard let broken = brokenConstraints[key], let partners = broken.conflictPartners else {
            return false
        }
        return partners.contains(partner)
    }

    private func noteDependent(_ broken: ObjectIdentifier, of partner: ObjectIdentifier) {
        var list: [ObjectIdentifier] = dependents[partner] ?? []
        list.append(broken)
        if list.count > 2 * brokenConstraints.count + 16 {
            // Entries of constraints no longer broken for this partner pile up: drop them.
            list.removeAll { !isBroken($0, against: partner) }
        }
        dependents[partner] = list
    }

    /// Queues for the next solve the broken constraints a change to `changed` may free: itself,
    /// those whose conflict it was part of, and (on a deactivation) those whose conflict is not
    /// known. Adding constraints never frees one, nor does changing one outside a conflict.
    private func retryDependents(
        of changed: LayoutConstraint, deactivated: Bool = false, includingItself: Bool = true
    ) {
        guard !brokenConstraints.isEmpty else { return }
        let id = ObjectIdentifier(changed)
        if includingItself && changed.isBroken { toRetry[id] = changed }
        if let list = dependents.removeValue(forKey: id) {
            for key in list where isBroken(key, against: id) {
                toRetry[key] = brokenConstraints[key]
            }
        }
        guard deactivated else { return }
        for key in brokenWithoutPartners {
            toRetry[key] = brokenConstraints[key]
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
        window?.report(.note(text))
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
