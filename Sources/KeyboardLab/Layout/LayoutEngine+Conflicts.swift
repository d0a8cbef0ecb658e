import Cassowary

/// Finding the constraints behind a conflict, cheaply enough for a thousand-row screen.
extension LayoutEngine {
    /// How many candidates the deletion filter tests before it stops minimising: a conflict
    /// along a long chain (a thousand stacked rows pinned at both ends) has thousands of
    /// members, and each test re-solves the chain.
    static let deletionFilterBudget = 64

    /// The largest neighbourhood grown around a culprit; past it the conflict is reported as the
    /// culprit and the constraints whose constants the solver moved, marked as not minimised.
    static let neighbourhoodLimit = 256

    /// A set of installed required constraints that cannot hold together, minimal unless it is
    /// very large, found on scratch solvers with plain constants:
    /// 1. add the constraints in activation order until one is refused: the culprit;
    /// 2. grow a neighbourhood around the culprit, layer by layer through shared variables
    ///    (doubling its size between tests), until the culprit is refused with it (past
    ///    `neighbourhoodLimit` constraints, give up and return the culprit alone);
    /// 3. deletion filter over the neighbourhood, farthest layer first: remove a candidate and
    ///    try the culprit; if it is still refused the candidate was not needed, otherwise put it
    ///    back. After `deletionFilterBudget` tests the untested rest is kept unfiltered.
    /// Nil when no conflict shows.
    func minimalConflict() -> [LayoutConstraint]? {
        let required = activeConstraintsInOrder.filter {
            $0.solverConstraint != nil && $0.priority.isRequired
        }
        let probe = Solver()
        statistics.scratchSolvers += 1
        var culpritIndex: Int?
        for (index, constraint) in required.enumerated() where plain(constraint, addedTo: probe) == nil {
            culpritIndex = index
            break
        }
        guard let culpritIndex else { return nil }
        let culprit = required[culpritIndex]

        // 2. The neighbourhood, in layers of growing distance from the culprit.
        let scratch = Solver()
        statistics.scratchSolvers += 1
        var remaining = Array(required[0..<culpritIndex])
        var reached = Set(LayoutEngine.slots(of: culprit))
        var kept: [(LayoutConstraint, Constraint)] = []
        var nextTestAt = 1
        var refused = false
        while !remaining.isEmpty {
            var rest: [LayoutConstraint] = []
            var layer: [LayoutConstraint] = []
            for constraint in remaining {
                if LayoutEngine.slots(of: constraint).contains(where: reached.contains) {
                    layer.append(constraint)
                } else {
                    rest.append(constraint)
                }
            }
            guard !layer.isEmpty else { break }
            guard kept.count + layer.count <= LayoutEngine.neighbourhoodLimit else {
                note(
                    "the constraints conflicting with \(culprit.description) reach beyond "
                        + "\(LayoutEngine.neighbourhoodLimit) constraints; the report lists only "
                        + "those the solver had to move")
                return [culprit]
            }
            remaining = rest
            for constraint in layer {
                reached.formUnion(LayoutEngine.slots(of: constraint))
                if let added = plain(constraint, addedTo: scratch) { kept.append((constraint, added)) }
            }
            if kept.count >= nextTestAt || remaining.isEmpty {
                nextTestAt = kept.count * 2
                if let row = plain(culprit, addedTo: scratch) {
                    try? scratch.removeConstraint(row)
                } else {
                    refused = true
                    break
                }
            }
        }
        if !refused, let row = plain(culprit, addedTo: scratch) {
            try? scratch.removeConstraint(row)
            return nil
        }

        // 3. Deletion filter, farthest first.
        var members: [LayoutConstraint] = [culprit]
        var budget = LayoutEngine.deletionFilterBudget
        for (constraint, added) in kept.reversed() {
            guard budget > 0 else {
                members.append(constraint)
                continue
            }
            budget -= 1
            try? scratch.removeConstraint(added)
            if let row = plain(culprit, addedTo: scratch) {
                // Satisfiable without it: it belongs to the conflict.
                try? scratch.removeConstraint(row)
                if (try? scratch.addConstraint(added)) == nil { return nil }
                members.append(constraint)
            }
        }
        if budget == 0, kept.count > LayoutEngine.deletionFilterBudget {
            note("the conflicting set has \(members.count) constraints; only the nearest were minimised")
        }
        return members.sorted { $0.serial < $1.serial }
    }

    /// One solver variable of one item: the box and which of left, width, top, height.
    struct Slot: Hashable {
        let box: ObjectIdentifier
        let index: Int
    }

    /// The variables an attribute reads: right = left + width, and so on.
    static func slots(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> [Slot] {
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

    /// The variables a constraint reads.
    static func slots(of c: LayoutConstraint) -> [Slot] {
        var result = slots(c.firstItem, c.firstAttribute)
        if let second = c.secondItem, let attribute = c.secondAttribute { result += slots(second, attribute) }
        return result
    }
}
