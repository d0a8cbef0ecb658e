import XCTest

@testable import Cassowary

/// Symbol compaction must be invisible: two solvers fed the same operations, one compacting
/// (from 16 symbols on) and one never compacting (kiwi's behaviour), give bit-identical values
/// after every operation, while only the compacting one stays small. The stream mimics a long
/// layout session: "views" (groups of variables) come, get constraints and edit variables, and
/// go, their constraints removed and their variables dropped.
final class CompactionTests: XCTestCase {
    private struct Twin {
        let solver: Solver
        var groups: [[Variable]] = []
        var constraints: [[Constraint]] = []
        var edited: [Variable] = []
    }

    private let strengths: [Strength] = [.required, .strong, .medium, .weak]

    func testCompactionChangesNoResultAndBoundsTheTableau() throws {
        var rng = SplitMix64(seed: 11)
        let compacting = Solver()
        compacting.compactionThreshold = 16
        let plain = Solver()
        plain.allowsCompaction = false
        var twins = [Twin(solver: compacting), Twin(solver: plain)]
        var peakCompacting = 0
        for step in 0..<1200 {
            var roll = Int.random(in: 0..<10, using: &rng)
            if twins[0].groups.count > 12 { roll = 5 }  // a bounded scene: many come, as many go
            // The same random choices drive both solvers (drawn once, applied twice).
            if roll < 4 || twins[0].groups.count < 3 {
                let size = Int.random(in: 1...3, using: &rng)
                var plan:
                    [(terms: [(Int, Int, Double)], constant: Double, relation: Relation, strength: Strength)] =
                        []
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    var terms: [(Int, Int, Double)] = [(-1, Int.random(in: 0..<size, using: &rng), 1)]
                    if let other = twins[0].groups.indices.randomElement(using: &rng) {
                        let width = twins[0].groups[other].count
                        terms.append(
                            (
                                other, Int.random(in: 0..<width, using: &rng),
                                [-1.0, 0.5, 2][Int.random(in: 0..<3, using: &rng)]
                            ))
                    }
                    plan.append(
                        (
                            terms, Double(Int.random(in: -100...100, using: &rng)),
                            [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                                Int.random(in: 0..<3, using: &rng)],
                            strengths[Int.random(in: 0..<4, using: &rng)]
                        ))
                }
                for t in twins.indices {
                    let group = (0..<size).map { Variable("g\(step).\($0)") }
                    var made: [Constraint] = []
                    for item in plan {
                        var expression = LinearExpression(constant: item.constant)
                        for (groupIndex, variable, coefficient) in item.terms {
                            let target =
                                groupIndex < 0 ? group[variable] : twins[t].groups[groupIndex][variable]
                            expression = expression + coefficient * target
                        }
                        let constraint = Constraint(expression, item.relation, strength: item.strength)
                        if (try? twins[t].solver.addConstraint(constraint)) != nil { made.append(constraint) }
                    }
                    twins[t].groups.append(group)
                    twins[t].constraints.append(made)
                }
            } else if roll < 7 {
                // A group goes: its constraints (and those of later groups that use it stay; only
                // its own are removed), then nobody holds its variables any more.
                let victim = Int.random(in: 0..<twins[0].groups.count, using: &rng)
                for t in twins.indices {
                    for constraint in twins[t].constraints[victim] {
                        try twins[t].solver.removeConstraint(constraint)
                    }
                    twins[t].constraints.remove(at: victim)
                    twins[t].groups.remove(at: victim)
                }
            } else if roll < 9 {
                let groupIndex = Int.random(in: 0..<twins[0].groups.count, using: &rng)
                let value = Double(Int.random(in: -300...300, using: &rng))
                for t in twins.indices {
                    let variable = twins[t].groups[groupIndex][0]
                    if !twins[t].solver.hasEditVariable(variable) {
                        try twins[t].solver.addEditVariable(variable, strength: .strong)
                        twins[t].edited.append(variable)
                    }
                    try twins[t].solver.suggestValue(variable, value)
                }
            } else if !twins[0].edited.isEmpty {
                let index = Int.random(in: 0..<twins[0].edited.count, using: &rng)
                for t in twins.indices {
                    try twins[t].solver.removeEditVariable(twins[t].edited.remove(at: index))
                }
            }
            for t in twins.indices { twins[t].solver.updateVariables() }
            if step % 10 == 0 { assertInvariants(compacting) }
            let a = twins[0].groups.flatMap { $0 }.map(\.value.bitPattern)
            let b = twins[1].groups.flatMap { $0 }.map(\.value.bitPattern)
            XCTAssertEqual(a, b, "step \(step)")
            if a != b { return }
            XCTAssertEqual(
                compacting.changedVariables.map(\.name), plain.changedVariables.map(\.name), "step \(step)")
            peakCompacting = max(peakCompacting, compacting.tableau.symbolCount)
        }
        // Without compaction every symbol ever made stays; with it, a bounded scene stays small.
        XCTAssertGreaterThan(plain.tableau.symbolCount, 1500)
        XCTAssertLessThan(peakCompacting, 800)
    }
}
