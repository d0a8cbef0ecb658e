import Cassowary
import Foundation

/// One system of the kiwi oracle fixture (format: Benchmarks/oracle/generate.py).
struct OracleSystem {
    let name: String
    let count: Int
    var constraints: [Int: OracleConstraint] = [:]
    var steps: [OracleStep] = []

    struct ParseError: Error, CustomStringConvertible {
        let line: String
        var description: String { "bad fixture line: \(line)" }
    }

    static func parse(_ text: String) throws -> [OracleSystem] {
        var systems: [OracleSystem] = []
        for raw in text.split(separator: "\n") {
            let line = String(raw)
            let fields = line.split(separator: " ").map(String.init)
            guard let head = fields.first, head != "#" else { continue }
            if head == "S", fields.count == 3, let count = Int(fields[2]) {
                systems.append(OracleSystem(name: fields[1], count: count))
                continue
            }
            guard var system = systems.popLast() else { throw ParseError(line: line) }
            defer { systems.append(system) }
            switch head {
            case "C":
                guard fields.count >= 6, let id = Int(fields[1]) else { throw ParseError(line: line) }
                system.constraints[id] = try OracleConstraint(fields, line)
            case "D":
                guard !system.steps.isEmpty else { throw ParseError(line: line) }
                system.steps[system.steps.count - 1].kiwiChangedByFailedAdd = true
            default:
                system.steps.append(try OracleStep(line))
            }
        }
        return systems
    }
}

/// `lhs relation rhs` at a strength, with exact coefficients.
struct OracleConstraint {
    let relation: Relation
    let strength: Double
    let lhs: [(variable: Int, coefficient: Double)]
    let lhsConstant: Double
    let rhs: [(variable: Int, coefficient: Double)]
    let rhsConstant: Double

    init(_ fields: [String], _ line: String) throws {
        switch fields[2] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw OracleSystem.ParseError(line: line)
        }
        guard let strength = Double(fields[3]), let slash = fields.firstIndex(of: "/") else {
            throw OracleSystem.ParseError(line: line)
        }
        self.strength = strength
        func side(_ tokens: ArraySlice<String>) throws -> ([(Int, Double)], Double) {
            var terms: [(Int, Double)] = []
            var constant = 0.0
            for token in tokens {
                if token.hasPrefix("#"), let value = Double(token.dropFirst()) {
                    constant = value
                } else if let colon = token.firstIndex(of: ":"), let variable = Int(token[..<colon]),
                    let coefficient = Double(token[token.index(after: colon)...])
                {
                    terms.append((variable, coefficient))
                } else {
                    throw OracleSystem.ParseError(line: line)
                }
            }
            return (terms, constant)
        }
        (lhs, lhsConstant) = try side(fields[4..<slash])
        (rhs, rhsConstant) = try side(fields[(slash + 1)...])
    }

    /// Built as written, through our `L op R` path (`Constraint(lhs, relation, rhs)`).
    func make(_ variables: [Variable]) -> Constraint {
        func expression(_ terms: [(variable: Int, coefficient: Double)], _ constant: Double)
            -> LinearExpression
        {
            LinearExpression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        }
        return Constraint(
            expression(lhs, lhsConstant), relation, expression(rhs, rhsConstant), strength: Strength(strength)
        )
    }
}

/// One operation with kiwi's result and the variables it changed.
struct OracleStep {
    enum Kind {
        case add(Int)
        case remove(Int)
        case addEdit(Int, Double)
        case removeEdit(Int)
        case suggest(Int, Double)
    }

    let text: String
    let kind: Kind
    let result: String
    let changes: [(Int, Double)]
    var kiwiChangedByFailedAdd = false

    init(_ line: String) throws {
        let parts = line.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let fields = parts[0].split(separator: " ").map(String.init)
        guard parts.count >= 2, fields.count >= 2, let first = Int(fields[1]) else {
            throw OracleSystem.ParseError(line: line)
        }
        let second = fields.count > 2 ? Double(fields[2]) : nil
        switch (fields[0], second) {
        case ("a", _): kind = .add(first)
        case ("r", _): kind = .remove(first)
        case ("e", .some(let strength)): kind = .addEdit(first, strength)
        case ("x", _): kind = .removeEdit(first)
        case ("s", .some(let value)): kind = .suggest(first, value)
        default: throw OracleSystem.ParseError(line: line)
        }
        text = parts[0]
        result = parts[1]
        var changes: [(Int, Double)] = []
        if parts.count > 2 {
            for token in parts[2].split(separator: " ") {
                guard let equals = token.firstIndex(of: "="), let variable = Int(token[..<equals]),
                    let value = Double(token[token.index(after: equals)...])
                else { throw OracleSystem.ParseError(line: line) }
                changes.append((variable, value))
            }
        }
        self.changes = changes
    }
}

/// What the replay found.
struct OracleTally: CustomStringConvertible {
    var operations = 0
    var exact = 0
    var departures: [String: Int] = [:]

    var description: String {
        let listed = departures.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(operations) operations, \(exact) exact; departures: [\(listed.joined(separator: ", "))]"
    }
}
