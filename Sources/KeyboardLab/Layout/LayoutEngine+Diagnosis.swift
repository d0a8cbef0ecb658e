import Cassowary

/// Debugging answers in UIKit's terms: which attributes of a view are ambiguous
/// (`hasAmbiguousLayout`), and which constraints hold a view where it is
/// (`constraintsAffectingLayout(for:)`). Both leave the window's solver untouched.
extension LayoutEngine {
    /// A hundred times weaker than priority 1 (1e-3 after scaling), so a probe moves only what
    /// no constraint holds.
    static let probeStrength = Strength(1e-5)

    /// The attributes among left, width, top and height that the constraints leave free, found
    /// by pushing each variable both ways with a probe weaker than any priority on a scratch
    /// solver that holds every enforced constraint.
    func freeAttributes(of views: [View]) -> [ObjectIdentifier: [LayoutAttribute]] {
        let scratch = Solver()
        statistics.scratchSolvers += 1
        for constraint in activeConstraintsInOrder where constraint.solverConstraint != nil {
            plain(constraint, addedTo: scratch)
        }
        var result: [ObjectIdentifier: [LayoutAttribute]] = [:]
        for view in views {
            let box = view.layoutBox
            let probes: [(Variable, LayoutAttribute)] = [
                (box.left, .left), (box.width, .width), (box.top, .top), (box.height, .height),
            ]
            var free: [LayoutAttribute] = []
            for (variable, attribute) in probes where moves(variable, in: scratch) {
                free.append(attribute)
            }
            result[ObjectIdentifier(view)] = free
        }
        return result
    }

    private func moves(_ variable: Variable, in scratch: Solver) -> Bool {
        scratch.updateVariables()
        let base = variable.value
        do {
            try scratch.addEditVariable(variable, strength: LayoutEngine.probeStrength)
            defer { try? scratch.removeEditVariable(variable) }
            for delta in [97.0, -97.0] {
                try scratch.suggestValue(variable, base + delta)
                scratch.updateVariables()
                if abs(variable.value - base) > 1e-6 { return true }
            }
        } catch {
            return false
        }
        return false
    }

    /// The enforced constraints that hold the view on an axis, nearest first: those that place
    /// the view, then those that place the items it was placed against, and so on. A constraint
    /// places its first item against its second (the way constraints are written), except that
    /// a user constraint whose first item is a guide or an ancestor of the second item places the
    /// second (`safe.bottom == input.bottom`). Inequalities count only when they bind (hold with
    /// equality); unmet optional constraints do not count.
    func constraintsAffectingLayout(of view: View, axis: LayoutAttribute.Axis) -> [LayoutConstraint] {
        struct Key: Hashable {
            let item: ObjectIdentifier
            let axis: LayoutAttribute.Axis
        }
        typealias Placement = (constraint: LayoutConstraint, reference: (any LayoutItem, LayoutAttribute)?)
        var placing: [Key: [Placement]] = [:]
        for constraint in activeConstraintsInOrder
        where constraint.solverConstraint != nil && binds(constraint) {
            let first = (constraint.firstItem, constraint.firstAttribute)
            let second = constraint.secondItem.flatMap { item in constraint.secondAttribute.map { (item, $0) }
            }
            var subject = first
            var reference = second
            if constraint.origin == .user, let other = second, LayoutEngine.readsBackwards(constraint) {
                subject = other
                reference = first
            }
            let key = Key(item: ObjectIdentifier(subject.0), axis: subject.1.axis)
            placing[key, default: []].append((constraint, reference))
        }
        var queue = [Key(item: ObjectIdentifier(view), axis: axis)]
        var visited = Set(queue)
        var seen: Set<ObjectIdentifier> = []
        var result: [LayoutConstraint] = []
        while !queue.isEmpty {
            var level: [Placement] = []
            for key in queue {
                for placement in placing[key] ?? []
                where seen.insert(ObjectIdentifier(placement.constraint)).inserted {
                    level.append(placement)
                }
            }
            level.sort { $0.constraint.serial < $1.constraint.serial }
            result += level.map(\.constraint)
            queue = []
            for placement in level {
                guard let (item, attribute) = placement.reference else { continue }
                let key = Key(item: ObjectIdentifier(item), axis: attribute.axis)
                if visited.insert(key).inserted { queue.append(key) }
            }
        }
        return result
    }

    /// True for a user constraint written reference-first: its first item is a guide, or a view
    /// that contains the second item.
    static func readsBackwards(_ c: LayoutConstraint) -> Bool {
        guard let second = c.secondItem else { return false }
        if !(c.firstItem is View) { return second is View }
        guard let firstView = c.firstItem as? View, let secondView = second.owningView else { return false }
        return firstView !== secondView && secondView.isDescendant(of: firstView)
    }

    /// True when the constraint holds with equality in the current solution.
    private func binds(_ c: LayoutConstraint) -> Bool {
        var residual = c.firstItem.layoutBox.value(c.firstAttribute) - c.constant
        if let second = c.secondItem, let attribute = c.secondAttribute {
            residual -= c.multiplier * second.layoutBox.value(attribute)
        }
        return abs(residual) < 1e-6 * max(1, abs(c.constant))
    }
}
