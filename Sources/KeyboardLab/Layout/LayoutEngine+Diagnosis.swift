import Cassowary

/// Debugging answers in UIKit's terms: which attributes of a view are ambiguous
/// (`hasAmbiguousLayout`), and which constraints hold a view where it is
/// (`constraintsAffectingLayout(for:)`). Both leave the window's solver untouched.
extension LayoutEngine {
    /// Weaker than priority 1, so a probe moves only what no constraint holds.
    static let probeStrength = Strength.create(0, 0, 0.001)

    /// The attributes among left, width, top and height that the constraints leave free, found
    /// by pushing each variable both ways with a probe weaker than any priority on a scratch
    /// solver that holds every enforced constraint.
    func freeAttributes(of views: [View]) -> [ObjectIdentifier: [LayoutAttribute]] {
        let scratch = Solver()
        statistics.scratchSolvers += 1
        for constraint in activeConstraintsInOrder where constraint.solverConstraint != nil {
            _ = addPlain(constraint, to: scratch)
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

    /// The enforced constraints that hold the view on an axis, nearest first: those on the
    /// view's own position and size, then those on the items they tie it to, and so on.
    /// Inequalities count only when they bind (hold with equality); unmet optional constraints
    /// do not count.
    func constraintsAffectingLayout(of view: View, axis: LayoutAttribute.Axis) -> [LayoutConstraint] {
        struct Slot: Hashable {
            let box: ObjectIdentifier
            let index: Int
        }
        func slots(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> [Slot] {
            let box = ObjectIdentifier(item.layoutBox)
            switch attribute {
            case .left, .leading: return [Slot(box: box, index: 0)]
            case .right, .trailing, .centerX: return [Slot(box: box, index: 0), Slot(box: box, index: 1)]
            case .width: return [Slot(box: box, index: 1)]
            case .top: return [Slot(box: box, index: 2)]
            case .bottom, .centerY: return [Slot(box: box, index: 2), Slot(box: box, index: 3)]
            case .height: return [Slot(box: box, index: 3)]
            }
        }
        var bySlot: [Slot: [LayoutConstraint]] = [:]
        var slotsOf: [ObjectIdentifier: [Slot]] = [:]
        for constraint in activeConstraintsInOrder
        where constraint.solverConstraint != nil && binds(constraint) {
            var list = slots(constraint.firstItem, constraint.firstAttribute)
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                list += slots(second, attribute)
            }
            slotsOf[ObjectIdentifier(constraint)] = list
            for slot in list { bySlot[slot, default: []].append(constraint) }
        }
        let own = ObjectIdentifier(view.layoutBox)
        var frontier =
            axis == .horizontal
            ? [Slot(box: own, index: 0), Slot(box: own, index: 1)]
            : [Slot(box: own, index: 2), Slot(box: own, index: 3)]
        var seenSlots = Set(frontier)
        var seen: Set<ObjectIdentifier> = []
        var result: [LayoutConstraint] = []
        while !frontier.isEmpty {
            var level: [LayoutConstraint] = []
            for slot in frontier {
                for constraint in bySlot[slot] ?? [] where seen.insert(ObjectIdentifier(constraint)).inserted
                {
                    level.append(constraint)
                }
            }
            level.sort { $0.serial < $1.serial }
            result += level
            var nextFrontier: [Slot] = []
            for constraint in level {
                for slot in slotsOf[ObjectIdentifier(constraint)] ?? [] where seenSlots.insert(slot).inserted
                {
                    nextFrontier.append(slot)
                }
            }
            frontier = nextFrontier
        }
        return result
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
