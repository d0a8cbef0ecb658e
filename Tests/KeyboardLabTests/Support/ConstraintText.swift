@testable import KeyboardLab

/// The constraint text of the engine's tests: the form `LayoutConstraint.description` prints
/// (`bottom: input.bottom == safe.bottom - 8 @750`), read back into a `ConstraintSpec` so that a
/// test writes its scene as a sentence. A fixture of the tests only: the engine takes constraint
/// values (`Simulator.addConstraint(_: ConstraintSpec)`), and the shell reads what a user types
/// with its own one grammar (`constraint …`). Until December 2026 this reader was in the engine,
/// and the engine built its own input bar through it (a 52.125 bar came back 52.12).
struct ConstraintTextError: Error, Equatable {
    var message: String
    /// Counts from 1.
    var column: Int
}

extension ConstraintSpec {
    /// Reads constraint text, e.g. `bottom: input.bottom == safe.bottom - 8 @750`,
    /// `card.width == root.width * 0.8`, `input.height == 52`. Spaces are optional between tokens.
    init(parsing text: String) throws {
        var parser = ConstraintTextParser(tokens: try ConstraintTextLexer.tokens(of: text))
        self = try parser.parseConstraint()
    }
}

/// A token of constraint text and the column (from 1) where it starts.
struct ConstraintToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case dot, colon, plus, minus, star, at
        case relation(LayoutRelation)
        case end
    }

    /// `==`, `<=`, `>=` by their first character.
    static let relations: [Unicode.Scalar: LayoutRelation] = [
        "=": .equal, "<": .lessThanOrEqual, ">": .greaterThanOrEqual,
    ]
    /// The one-character tokens.
    static let punctuation: [Unicode.Scalar: Kind] = [
        ".": .dot, ":": .colon, "+": .plus, "-": .minus, "*": .star, "@": .at,
    ]

    let kind: Kind
    let column: Int
}

enum ConstraintTextLexer {
    static func tokens(of text: String) throws -> [ConstraintToken] {
        let chars = Array(text.unicodeScalars)
        var tokens: [ConstraintToken] = []
        var i = 0
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < chars.count {
            let c = chars[i]
            let column = i + 1
            if c == " " || c == "\t" {
                i += 1
            } else if isLetter(c) {
                // A hyphen joins words only when a letter follows (`UIView-Encapsulated-Layout-Width`);
                // `a.bottom-8` is still a subtraction.
                var j = i
                while j < chars.count,
                    isLetter(chars[j]) || isDigit(chars[j])
                        || (chars[j] == "-" && j + 1 < chars.count && isLetter(chars[j + 1]))
                {
                    j += 1
                }
                tokens.append(
                    ConstraintToken(
                        kind: .identifier(String(String.UnicodeScalarView(chars[i..<j]))), column: column))
                i = j
            } else if isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1])) {
                var j = i
                while j < chars.count, isDigit(chars[j]) || chars[j] == "." { j += 1 }
                if j < chars.count, chars[j] == "e" || chars[j] == "E" {
                    var k = j + 1
                    if k < chars.count, chars[k] == "-" || chars[k] == "+" { k += 1 }
                    if k < chars.count, isDigit(chars[k]) {
                        j = k
                        while j < chars.count, isDigit(chars[j]) { j += 1 }
                    }
                }
                let literal = String(String.UnicodeScalarView(chars[i..<j]))
                guard let value = Double(literal), value.isFinite else {
                    throw ConstraintTextError(message: "'\(literal)' is not a number", column: column)
                }
                tokens.append(ConstraintToken(kind: .number(value), column: column))
                i = j
            } else {
                let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
                if next == "=", let relation = ConstraintToken.relations[c] {
                    tokens.append(ConstraintToken(kind: .relation(relation), column: column))
                    i += 2
                } else if let kind = ConstraintToken.punctuation[c] {
                    tokens.append(ConstraintToken(kind: kind, column: column))
                    i += 1
                } else if c == "=" {
                    throw ConstraintTextError(message: "write '==' for equality", column: column)
                } else {
                    throw ConstraintTextError(message: "unexpected character '\(c)'", column: column)
                }
            }
        }
        tokens.append(ConstraintToken(kind: .end, column: chars.count + 1))
        return tokens
    }
}

struct ConstraintTextParser {
    let tokens: [ConstraintToken]
    var index = 0

    init(tokens: [ConstraintToken]) {
        self.tokens = tokens
    }

    var current: ConstraintToken { tokens[min(index, tokens.count - 1)] }
    var next: ConstraintToken { tokens[min(index + 1, tokens.count - 1)] }

    func fail(_ message: String) -> ConstraintTextError {
        ConstraintTextError(message: message, column: current.column)
    }

    mutating func parseConstraint() throws -> ConstraintSpec {
        var identifier: String?
        if case .identifier(let name) = current.kind, next.kind == .colon {
            identifier = name
            index += 2
        }
        let (firstItem, firstAttribute) = try parseAnchor()
        guard case .relation(let relation) = current.kind else { throw fail("expected '==', '<=' or '>='") }
        index += 1
        var spec = ConstraintSpec(
            identifier: identifier, firstItem: firstItem, firstAttribute: firstAttribute, relation: relation)
        if let leading = try parseSignedNumberIfPresent() {
            if current.kind == .star {
                index += 1
                let (item, attribute) = try parseAnchor()
                spec.secondItem = item
                spec.secondAttribute = attribute
                spec.multiplier = leading
                spec.constant = try parseOffset()
            } else {
                spec.constant = leading
            }
        } else {
            let (item, attribute) = try parseAnchor()
            spec.secondItem = item
            spec.secondAttribute = attribute
            if current.kind == .star {
                index += 1
                guard let m = try parseSignedNumberIfPresent() else { throw fail("expected a multiplier") }
                spec.multiplier = m
            }
            spec.constant = try parseOffset()
        }
        if current.kind == .at {
            index += 1
            spec.priority = try parsePriority()
        }
        guard current.kind == .end else { throw fail("unexpected text after the constraint") }
        return spec
    }

    /// `item(.part)*.attribute`: the last word is the attribute.
    mutating func parseAnchor() throws -> (String, LayoutAttribute) {
        var words: [String] = []
        guard case .identifier(let first) = current.kind else {
            throw fail("expected an item such as 'input.top'")
        }
        words.append(first)
        index += 1
        while current.kind == .dot {
            index += 1
            guard case .identifier(let word) = current.kind else { throw fail("expected a name after '.'") }
            words.append(word)
            index += 1
        }
        let attributeColumn = tokens[index - 1].column
        guard words.count >= 2 else {
            throw ConstraintTextError(
                message: "'\(first)' needs an attribute, e.g. '\(first).top'", column: attributeColumn)
        }
        guard let attribute = LayoutAttribute(rawValue: words[words.count - 1]) else {
            let names = LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConstraintTextError(
                message: "unknown attribute '\(words[words.count - 1])' (one of \(names))",
                column: attributeColumn)
        }
        return (words.dropLast().joined(separator: "."), attribute)
    }

    mutating func parseSignedNumberIfPresent() throws -> Double? {
        if case .number(let value) = current.kind {
            index += 1
            return value
        }
        if current.kind == .minus, case .number(let value) = next.kind {
            index += 2
            return -value
        }
        return nil
    }

    /// `+ number` or `- number`, or nothing (0).
    mutating func parseOffset() throws -> Double {
        let sign: Double
        switch current.kind {
        case .plus: sign = 1
        case .minus: sign = -1
        default: return 0
        }
        index += 1
        guard case .number(let value) = current.kind else { throw fail("expected a number") }
        index += 1
        return sign * value
    }

    mutating func parsePriority() throws -> LayoutPriority {
        switch current.kind {
        case .number(let value):
            let priority = LayoutPriority(rawValue: Float(value))
            guard priority.isValid else {
                throw fail("priority \(LayoutNumber.format(value)) is outside 1...1000")
            }
            index += 1
            return priority
        case .identifier(let name):
            guard let found = ConstraintSpec.priorityNames.first(where: { $0.0 == name }) else {
                throw fail(
                    "unknown priority '\(name)' (a number 1...1000, required, high, low or fittingSize)")
            }
            index += 1
            return found.1
        default:
            throw fail("expected a priority after '@'")
        }
    }
}

extension Window {
    /// Parses constraint text and makes the constraint (inactive).
    func makeConstraint(parsing text: String) throws -> LayoutConstraint {
        try makeConstraint(ConstraintSpec(parsing: text))
    }
}

extension Simulator {
    /// Activates a constraint written as text, then lays out. The text is the test's own: one
    /// that does not read stops the test there (a typo in a fixture, not a case under test).
    @discardableResult
    func addConstraint(_ text: String) throws(SimulationError) -> LayoutConstraint {
        let spec: ConstraintSpec
        do {
            spec = try ConstraintSpec(parsing: text)
        } catch {
            preconditionFailure("the test's constraint '\(text)' does not read: \(error)")
        }
        return try addConstraint(spec)
    }
}
