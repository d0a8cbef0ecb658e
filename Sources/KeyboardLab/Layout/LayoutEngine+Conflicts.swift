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

    /// A conflict: the constraint the probe refused, and constraints it cannot hold with.
    struct Conflict {
        let culprit: LayoutConstraint
        /// The culprit and the constraints it conflicts with, in activation order; the culprit
        /// alone when the search gave up.
        let members: [LayoutConstraint]
        /// False when `members` is the culprit alone.
        var isMinimised: Bool { members.count > 1 }
    }

    /// Every conflict among the installed required constraints, found on scratch solvers with
    /// plain constants:
    /// 1. add the constraints in activation order to a probe; each one it refuses is a culprit
    ///    (it conflicts with the ones accepted before it), and the probe goes on without it;
    /// 2. for each culprit, `minimalSet` among the constraints accepted before it.
    /// The first conflict is what a probe from scratch would find, the second what it would
    /// find after breaking the first culprit, and so on: one probe does the work of a probe per
    /// conflict.
    func conflicts() -> [Conflict] {
        let required = activeConstraintsInOrder.filter {
            $0.solverConstraint != nil && $0.priority.isRequired
        }
        let probe = Solver()
        statistics.scratchSolvers += 1
        var search = NeighbourhoodSearch()
        var found: [Conflict] = []
        isOutOfStorage = false
        for constraint in required {
            if plain(constraint, addedTo: probe) == nil {
                // A probe that ran out of memory has found nothing more.
                if isOutOfStorage { break }
                let members = minimalSet(for: constraint, in: &search)
                found.append(Conflict(culprit: constraint, members: members ?? [constraint]))
            } else {
                search.accept(constraint)
            }
        }
        return found
    }

    /// Required constraints known to hold together (those a probe accepted, or those
    /// installed), indexed by the variables they read, for growing a culprit's neighbourhood
    /// without scanning the whole screen.
    struct NeighbourhoodSearch {
        var accepted: [LayoutConstraint] = []
        var slots: [[Slot]] = []
        var bySlot: [Slot: [Int]] = [:]
        var position: [ObjectIdentifier: Int] = [:]
        /// False for constraints removed since (broken).
        var alive: [Bool] = []
        /// Which culprit's search last reached each accepted constraint.
        var visited: [Int] = []
        var generation = 0

        init() {}

        /// Every installed required constraint but `culprit`.
        init(installedExcept culprit: LayoutConstraint, in engine: LayoutEngine) {
            for constraint in engine.activeConstraintsInOrder
            where constraint !== culprit && constraint.solverConstraint != nil
                && constraint.priority.isRequired
            {
                accept(constraint)
            }
        }

        mutating func accept(_ constraint: LayoutConstraint) {
            let id = ObjectIdentifier(constraint)
            guard constraint.priority.isRequired, position[id] == nil else { return }
            let index = accepted.count
            let read = LayoutEngine.slots(of: constraint)
            accepted.append(constraint)
            slots.append(read)
            alive.append(true)
            visited.append(0)
            position[id] = index
            for slot in read { bySlot[slot, default: []].append(index) }
        }

        mutating func remove(_ constraint: LayoutConstraint) {
            guard let index = position.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
            alive[index] = false
        }
    }

    /// A set of constraints `culprit` cannot hold with, minimal unless it is very large, from
    /// the constraints of `search` (which hold together), on a scratch solver:
    /// 1. grow a neighbourhood around the culprit, layer by layer through shared variables
    ///    (doubling its size between tests), until the culprit is refused with it (past
    ///    `neighbourhoodLimit` constraints, give up);
    /// 2. deletion filter over the neighbourhood, farthest layer first: remove a candidate and
    ///    try the culprit; if it is still refused the candidate was not needed, otherwise put it
    ///    back. After `deletionFilterBudget` tests the untested rest is kept unfiltered.
    /// The culprit and those constraints in activation order; nil when the search gave up or
    /// found no conflict.
    func minimalSet(for culprit: LayoutConstraint, in search: inout NeighbourhoodSearch)
        -> [LayoutConstraint]?
    {
        isOutOfStorage = false
        search.generation += 1
        let generation = search.generation
        let scratch = Solver()
        statistics.scratchSolvers += 1
        var reached = Set(LayoutEngine.slots(of: culprit))
        var frontier = Array(reached)
        var kept: [(LayoutConstraint, Constraint)] = []
        var nextTestAt = 1
        var refused = false
        while !frontier.isEmpty {
            // The next layer: constraints reading a newly reached variable.
            var layer: [Int] = []
            for slot in frontier {
                for index in search.bySlot[slot] ?? []
                where search.alive[index] && search.visited[index] != generation {
                    search.visited[index] = generation
                    layer.append(index)
                    guard kept.count + layer.count <= LayoutEngine.neighbourhoodLimit else {
                        note(
                            "the constraints conflicting with \(culprit.description) reach beyond "
                                + "\(LayoutEngine.neighbourhoodLimit) constraints; the report lists only "
                                + "those the solver had to move")
                        return nil
                    }
                }
            }
            guard !layer.isEmpty else { break }
            layer.sort()
            frontier = []
            for index in layer {
                for slot in search.slots[index] where reached.insert(slot).inserted { frontier.append(slot) }
                let constraint = search.accepted[index]
                if let added = plain(constraint, addedTo: scratch) { kept.append((constraint, added)) }
            }
            if kept.count >= nextTestAt || frontier.isEmpty {
                nextTestAt = kept.count * 2
                if let row = plain(culprit, addedTo: scratch) {
                    try? scratch.removeConstraint(row)
                } else {
                    refused = true
                    break
                }
            }
        }
        if isOutOfStorage { return nil }
        if !refused, let row = plain(culprit, addedTo: scratch) {
            try? scratch.removeConstraint(row)
            return nil
        }

        // 2. Deletion filter, farthest first.
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
        if isOutOfStorage { return nil }
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
