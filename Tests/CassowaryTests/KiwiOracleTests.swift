import Foundation
import XCTest

@testable import Cassowary

/// Replays kiwisolver 1.5.1's answers on random systems (Fixtures/kiwi-oracle.txt, written by
/// Benchmarks/oracle/generate.py) on our solver: the same error at every step, and after every
/// step every variable equal to kiwi's bit for bit (signed zeros included), also where the
/// optimum is not unique. The documented departures of docs/Solver.md are handled so:
/// * a failed add leaves our solver unchanged; where it changed kiwi's state (`D failed-add`)
///   the oracle went on from a kiwi solver rebuilt from the successful operations, so values
///   are still compared exactly (kiwi as left by the failure chose other vertices, and even
///   rejected satisfiable constraints later);
/// * where kiwi aborts (`abort`, an InternalSolverError the binding does not catch) or cycles
///   (`hang`), our solver must have used its rounding-residue drop or Bland's rule, and its
///   answer must keep every required constraint; kiwi's answers end there.
/// Values that differ anyway fail, with both objectives (Σ strength × violation) printed.
final class KiwiOracleTests: XCTestCase {
    func test_replaysKiwiOracle() throws {
        try replayAll(compactionPolicy: .standard)
    }

    /// The same answers with symbols reclaimed after every removal (Tableau+Compaction.swift):
    /// the ids of every later symbol change, the pivots must not.
    func test_replaysKiwiOracleCompactingAfterEveryRemoval() throws {
        let compactions = try replayAll(compactionPolicy: .always)
        XCTAssertGreaterThan(compactions, 1000)
    }

    /// Replays every system; returns the number of compactions done.
    @discardableResult
    private func replayAll(compactionPolicy: CompactionPolicy) throws -> Int {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: "kiwi-oracle", withExtension: "txt", subdirectory: "Fixtures"))
        let systems = try OracleSystem.parse(String(contentsOf: url, encoding: .utf8))
        XCTAssertEqual(systems.count, 1200)
        var tally = OracleTally()
        var compactions = 0
        for system in systems {
            compactions += try replay(system, &tally, compactionPolicy)
        }
        // Print the classification (the report quotes it); failures were recorded as they came.
        print("kiwi oracle (compaction \(compactionPolicy), \(compactions) compactions): \(tally)")
        XCTAssertEqual(tally.operations, systems.reduce(0) { $0 + $1.steps.count })
        XCTAssertEqual(
            tally.exact + tally.departures["rounding residue", default: 0]
                + tally.departures["Bland's rule after cycling", default: 0], tally.operations)
        return compactions
    }

    private func replay(
        _ system: OracleSystem, _ tally: inout OracleTally, _ compactionPolicy: CompactionPolicy
    ) throws -> Int {
        let variables = (0..<system.count).map { Variable("v\($0)") }
        let constraints = system.constraints.mapValues { $0.make(variables) }
        let solver = Solver()
        solver.core.compactionPolicy = compactionPolicy
        // Beside a compacting solver, one that never compacts: their tableaux must agree (symbols
        // named by what they are) after every removal.
        let plain = compactionPolicy == .always ? Solver() : nil
        plain?.core.compactionPolicy = .never
        var kiwiValues = [Double](repeating: 0, count: system.count)
        var active = Set<Int>()
        var edits: [Int: (strength: Double, suggestion: Double)] = [:]
        for (index, step) in system.steps.enumerated() {
            tally.operations += 1
            let where_ = "\(system.name) step \(index) `\(step.text)`"
            let bland = solver.tableau.blandFallbacks
            let residues = solver.tableau.droppedResidues
            let ours = perform(step, solver, variables, constraints)
            if let plain {
                _ = perform(step, plain, variables, constraints)
                switch step.kind {
                case .remove, .removeEdit:
                    if tableauStructure(solver) != tableauStructure(plain) {
                        XCTFail("\(where_): the compacted tableau differs from the plain one")
                        return solver.tableau.compactions
                    }
                default:
                    break
                }
            }
            if ours == "ok" { record(step, &active, &edits) }
            solver.updateVariables()
            try solver.checkInvariants()
            for (variable, value) in step.changes { kiwiValues[variable] = value }
            switch step.result {
            case "hang", "abort", "Internal":
                // kiwi loops or throws InternalSolverError; we must finish with an optimum.
                if solver.tableau.blandFallbacks > bland {
                    tally.departures["Bland's rule after cycling", default: 0] += 1
                } else if solver.tableau.droppedResidues > residues {
                    tally.departures["rounding residue", default: 0] += 1
                } else {
                    XCTFail("\(where_): kiwi \(step.result), ours \(ours) with no documented reason")
                }
                assertRequiredHold(constraints, active, where_)
                return solver.tableau.compactions  // kiwi's answers end here
            default:
                break
            }
            if ours != step.result {
                XCTFail("\(where_): kiwi \(step.result), ours \(ours)")
                return solver.tableau.compactions
            }
            if step.kiwiChangedByFailedAdd {
                tally.departures["failed add changed kiwi (oracle rebuilt without it)", default: 0] += 1
            }
            let values = variables.map(\.value)
            if zip(values, kiwiValues).allSatisfy({ $0.bitPattern == $1.bitPattern }) {
                tally.exact += 1
                continue
            }
            let objective = { (values: [Double]) in
                Self.objective(values, constraints, active, edits, variables)
            }
            let (ourObjective, kiwiObjective) = (objective(values), objective(kiwiValues))
            let optimal =
                abs(ourObjective.total - kiwiObjective.total) <= 1e-6 + 1e-9 * abs(kiwiObjective.total)
            assertRequiredHold(constraints, active, where_)
            let close = zip(values, kiwiValues).allSatisfy {
                abs($0 - $1) <= 1e-9 * max(1, abs($1))
            }
            XCTFail(
                "\(where_): values differ (\(close ? "within 1e-9" : "beyond 1e-9"), optimal \(optimal), objective "
                    + "ours \(ourObjective.total) kiwi \(kiwiObjective.total), largest required "
                    + "violation kiwi \(kiwiObjective.requiredViolation))\n ours \(values)\n kiwi \(kiwiValues)"
            )
            return solver.tableau.compactions
        }
        return solver.tableau.compactions
    }

    private func perform(
        _ step: OracleStep, _ solver: Solver, _ variables: [Variable], _ constraints: [Int: Constraint]
    ) -> String {
        do {
            switch step.kind {
            case .add(let id): try solver.addConstraint(constraints[id] ?? (variables[0] == 0))
            case .remove(let id): try solver.removeConstraint(constraints[id] ?? (variables[0] == 0))
            case .addEdit(let variable, let strength):
                try solver.addEditVariable(variables[variable], strength: Strength(strength))
            case .removeEdit(let variable): try solver.removeEditVariable(variables[variable])
            case .suggest(let variable, let value): try solver.suggestValue(variables[variable], value)
            }
            return "ok"
        } catch {
            switch error {
            case .unsatisfiableConstraint: return "Unsatisfiable"
            case .duplicateConstraint: return "Duplicate"
            case .unknownConstraint: return "Unknown"
            case .duplicateEditVariable: return "DuplicateEdit"
            case .unknownEditVariable: return "UnknownEdit"
            case .badRequiredStrength: return "BadRequired"
            case .internalSolverError: return "Internal"
            // kiwi has no bound; the oracle's systems are far below ours.
            case .storageExhausted: return "StorageExhausted"
            }
        }
    }

    /// Mirrors a successful operation in the sets the objective is computed over.
    private func record(
        _ step: OracleStep, _ active: inout Set<Int>,
        _ edits: inout [Int: (strength: Double, suggestion: Double)]
    ) {
        switch step.kind {
        case .add(let id): active.insert(id)
        case .remove(let id): active.remove(id)
        case .addEdit(let variable, let strength): edits[variable] = (strength, 0)
        case .removeEdit(let variable): edits[variable] = nil
        case .suggest(let variable, let value): edits[variable]?.suggestion = value
        }
    }

    /// Σ strength × violation over the non-required constraints present and the edits, and the
    /// largest violation of a required one (kiwi's values may break them after its failed adds).
    private static func objective(
        _ values: [Double], _ constraints: [Int: Constraint], _ active: Set<Int>,
        _ edits: [Int: (strength: Double, suggestion: Double)], _ variables: [Variable]
    ) -> (total: Double, requiredViolation: Double) {
        var index: [ObjectIdentifier: Int] = [:]
        for (position, variable) in variables.enumerated() { index[ObjectIdentifier(variable)] = position }
        var total = 0.0
        var requiredViolation = 0.0
        for id in active.sorted() {
            guard let constraint = constraints[id] else { continue }
            let value = constraint.expression.terms.reduce(constraint.expression.constant) {
                $0 + $1.coefficient * values[index[ObjectIdentifier($1.variable)] ?? 0]
            }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            if constraint.strength.isRequired {
                requiredViolation = max(requiredViolation, violation)
            } else {
                total += constraint.strength.value * violation
            }
        }
        for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
            total += Strength(edit.strength).value * abs(values[variable] - edit.suggestion)
        }
        return (total, requiredViolation)
    }

    private func assertRequiredHold(_ constraints: [Int: Constraint], _ active: Set<Int>, _ where_: String) {
        for id in active.sorted() {
            guard let constraint = constraints[id], constraint.strength.isRequired else { continue }
            let scale = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
                $0 + abs($1.coefficient * $1.variable.value)
            }
            XCTAssertLessThanOrEqual(constraint.violation, 1e-7 * max(1, scale), "\(where_): \(constraint)")
        }
    }
}
