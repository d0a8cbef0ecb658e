/// Evaluating expressions in the session: names resolve to variables (innermost scope first),
/// then to quantities (`input.maxY`, `keyboard.model.height`), then to structured values with
/// their members (`input.frame.origin.y`, `note.frameEnd.height`), then to lab objects.
extension Session {
    /// The scope statements run in now.
    public var scope: Scope { scopeStack.last ?? globals }

    /// Runs `body` with `scope` as the innermost scope.
    func withScope<T>(_ scope: Scope, _ body: () throws -> T) rethrows -> T {
        scopeStack.append(scope)
        defer { scopeStack.removeLast() }
        return try body()
    }

    /// The value of an expression.
    public func evaluate(_ expr: Expr) throws(Diagnostic) -> Value {
        switch expr {
        case .number(let value, _):
            return .number(value)
        case .string(let text, _):
            return .string(text)
        case .reference(let name, let range):
            return try resolve(name, at: range)
        case .unary(let op, let operand, let range):
            let value = try evaluate(operand)
            switch op {
            case .negate: return .number(-(try number(value, at: operand.range, for: "the operand of '-'")))
            case .not: return .bool(!(try condition(value, at: operand.range.union(range))))
            }
        case .binary(let op, let lhs, let rhs, let opRange, _):
            if op.isComparison || op == .and || op == .or {
                return try binary(op, lhs, rhs, at: opRange, whole: expr.range)
            }
            // A chain of arithmetic folds left to right in a loop (no recursion per term).
            let (base, steps) = expr.leftSpine
            var value = try evaluate(base)
            var covered = base.range
            for step in steps {
                covered = covered.union(step.rhs.range)
                value = try arithmetic(
                    step.op, value, try evaluate(step.rhs), lhs: base.range, rhs: step.rhs.range,
                    at: step.operatorRange,
                    whole: covered)
            }
            return value
        case .call(let name, let arguments, let nameRange, let range):
            return try Builtins.call(name, arguments, nameRange: nameRange, range: range, in: self)
        case .member(let base, let name, let range):
            // `.origin.y` after a call is one token: apply each part in turn.
            var value = try evaluate(base)
            for part in MemberPath(name).parts { value = try value.member(part, at: range) }
            return value
        case .conditional(let test, let then, let otherwise, _):
            // Only the branch chosen is evaluated, as in Swift.
            return try evaluate(try condition(test) ? then : otherwise)
        }
    }

    /// The value of an expression that must be a finite number; `what` names it in the error
    /// (`the 4th argument of rect (height)`), since the error's own field already says a number.
    public func number(_ expr: Expr, for what: @autoclosure () -> String) throws(Diagnostic) -> Double {
        try number(try evaluate(expr), at: expr.range, for: what())
    }

    /// The value of an expression that must be a condition.
    public func condition(_ expr: Expr) throws(Diagnostic) -> Bool {
        try condition(try evaluate(expr), at: expr.range)
    }

    /// `what` names the operand (`the left side of '<'`, `the value for 'bottom.constant'`):
    /// the message says what is wrong where, the expected part what it takes. Made only for the
    /// error.
    func number(_ value: Value, at range: SourceRange, for what: @autoclosure () -> String) throws(Diagnostic)
        -> Double
    {
        guard case .number(let number) = value else {
            throw Diagnostic(
                .runtime, at: range, message: "\(what()) is \(value.typeName)", expected: "a number",
                suggestion: value.memberNames.isEmpty
                    ? nil
                    : "take a member: " + value.memberNames.prefix(6).map { ".\($0)" }.joined(separator: " "))
        }
        guard number.isFinite else {
            throw Diagnostic(
                .runtime, at: range, message: "the value is not finite (\(NumberStyle.compact(number)))",
                expected: "a finite number",
                suggestion:
                    "an empty intersection is CGRect.null, whose origin is infinite; check .isNull first")
        }
        return number
    }

    func condition(_ value: Value, at range: SourceRange) throws(Diagnostic) -> Bool {
        guard case .bool(let flag) = value else {
            let suggestion: String?
            if case .number = value { suggestion = "compare it, e.g. '… != 0'" } else { suggestion = nil }
            throw Diagnostic(
                .runtime, at: range, message: "\(value.typeName) is not a condition",
                expected: "a comparison, 'and', 'or', 'not' or a true/false member", suggestion: suggestion)
        }
        return flag
    }

    /// An integer operand of `<<`, `>>`, `|`, `&` (and raw option values): whole, 0…2⁵³.
    /// `operand` names it when it is no number; `what` is what needs it whole.
    func integer(
        _ value: Value, at range: SourceRange, operand: @autoclosure () -> String,
        for what: @autoclosure () -> String
    ) throws(Diagnostic) -> UInt64 {
        let n = try number(value, at: range, for: operand())
        let allowed = AllowedRange(0...9_007_199_254_740_992, isWhole: true, example: 7)
        guard allowed.contains(n) else {
            throw Diagnostic.outOfRange(
                "\(what()) needs a whole number 0…2^53, found \(NumberStyle.compact(n))", value: n,
                allowed: allowed, at: range, expected: "a whole number such as 7 or 0x70000")
        }
        return UInt64(n)
    }

    /// The largest left shift of `x` (0…63) whose result keeps every bit of `x` and stays at
    /// most 2^53, the largest whole number a double holds exactly.
    static func largestLeftShift(of x: UInt64) -> Int {
        guard x != 0 else { return 63 }
        var shift = 0
        while shift < 63 {
            let next = UInt64(shift + 1)
            let shifted = x << next
            guard shifted >> next == x, shifted <= 9_007_199_254_740_992 else { break }
            shift += 1
        }
        return shift
    }

    private func binary(
        _ op: Expr.BinaryOperator, _ lhs: Expr, _ rhs: Expr, at opRange: SourceRange, whole: SourceRange
    ) throws(Diagnostic) -> Value {
        switch op {
        case .and:
            guard try condition(lhs) else { return .bool(false) }
            return .bool(try condition(rhs))
        case .or:
            if try condition(lhs) { return .bool(true) }
            return .bool(try condition(rhs))
        default:
            break
        }
        let a = try evaluate(lhs)
        let b = try evaluate(rhs)
        return try arithmetic(op, a, b, lhs: lhs.range, rhs: rhs.range, at: opRange, whole: whole)
    }

    /// How an error names the operands of an operator: `the left side of '<'`, `the right side …`.
    static func sides(of op: String) -> (left: String, right: String) {
        ("the left side of \(op)", "the right side of \(op)")
    }

    /// `a OP b` for values already evaluated (comparisons, arithmetic, integer operators).
    private func arithmetic(
        _ op: Expr.BinaryOperator, _ a: Value, _ b: Value, lhs: SourceRange, rhs: SourceRange,
        at opRange: SourceRange, whole: SourceRange
    ) throws(Diagnostic) -> Value {
        func what() -> String { "'\(op.rawValue)'" }
        func left() -> String { Self.sides(of: what()).left }
        func right() -> String { Self.sides(of: what()).right }
        switch op {
        case .equal, .notEqual:
            let same: Bool
            if case .number(let x) = a, case .number(let y) = b {
                same = x == y
            } else if case .object(let x) = a, case .object(let y) = b {
                // Two names are of one kind whatever they name (their type names differ).
                same = x == y
            } else if a.typeName == b.typeName {
                same = a == b
            } else {
                throw Diagnostic(
                    .runtime, at: opRange, message: "cannot compare \(a.typeName) with \(b.typeName)",
                    expected: "two values of the same kind")
            }
            return .bool(op == .equal ? same : !same)
        case .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual:
            let x = try number(a, at: lhs, for: left())
            let y = try number(b, at: rhs, for: right())
            switch op {
            case .lessThan: return .bool(x < y)
            case .lessThanOrEqual: return .bool(x <= y)
            case .greaterThan: return .bool(x > y)
            default: return .bool(x >= y)
            }
        case .add:
            let joined: (String, String)? =
                switch (a, b) {
                case (.string(let s), _): (s, b.formatted(decimals: decimals))
                case (_, .string(let s)): (a.formatted(decimals: decimals), s)
                default: nil
                }
            if let (head, tail) = joined {
                // Bounded: `s = s + s` doubled to gigabytes in 30 lines and aborted the shell.
                let bytes = head.utf8.count + tail.utf8.count
                guard bytes <= Session.maximumStringBytes else {
                    throw Diagnostic.failure(
                        "the string would be \(bytes) bytes long; strings are at most "
                            + "\(Session.maximumStringBytes) bytes", at: opRange,
                        suggestion: "does a loop or handler keep appending to it?")
                }
                return .string(head + tail)
            }
            fallthrough
        case .subtract, .multiply, .divide, .remainder:
            let x = try number(a, at: lhs, for: left())
            let y = try number(b, at: rhs, for: right())
            let result: Double
            switch op {
            case .add: result = x + y
            case .subtract: result = x - y
            case .multiply: result = x * y
            case .divide, .remainder:
                guard y != 0 else {
                    throw Diagnostic(
                        .runtime, at: opRange, message: "division by zero",
                        suggestion: "check the divisor first: if D != 0 do …")
                }
                result = op == .divide ? x / y : x.truncatingRemainder(dividingBy: y)
            default: result = 0
            }
            guard result.isFinite else { throw Diagnostic.tooLargeToRepresent(at: whole) }
            return .number(result)
        case .shiftLeft, .shiftRight, .bitOr, .bitAnd:
            let x = try integer(a, at: lhs, operand: left(), for: what())
            let y = try integer(b, at: rhs, operand: right(), for: what())
            let result: UInt64
            switch op {
            case .bitOr: result = x | y
            case .bitAnd: result = x & y
            default:
                // The shifts allowed: any of 0…63 to the right; to the left, those that keep the
                // result whole and at most 2^53 (every bit of x kept).
                let largest = op == .shiftLeft ? Self.largestLeftShift(of: x) : 63
                guard y < 64 else {
                    throw Diagnostic.outOfRange(
                        "a shift of \(y) bits is too large", value: Double(y),
                        allowed: AllowedRange(wholeNumbers: 0...largest),
                        at: rhs, expected: "0…63")
                }
                result = op == .shiftLeft ? x << y : x >> y
                if op == .shiftLeft, result >> y != x || result > 9_007_199_254_740_992 {
                    throw Diagnostic(
                        .runtime, at: whole, message: "the result is too large to represent",
                        suggestion: "the result is at most 2^53; the largest shift of \(x) is \(largest)")
                }
            }
            return .number(Double(result))
        case .and, .or:
            let left = try condition(a, at: lhs)
            let right = try condition(b, at: rhs)
            return .bool(op == .and ? left && right : left || right)
        }
    }

    /// The value a name stands for, or a diagnostic naming what exists.
    public func resolve(_ name: String, at range: SourceRange) throws(Diagnostic) -> Value {
        // Split into its parts here, once: every provider is handed the parts.
        let path = MemberPath(name)
        if let variable = scope.lookup(path.head) {
            if case .object(let target) = variable, path.count > 1 {
                return try resolveLab(path.replacingHead(with: target), typed: name, at: range)
            }
            var value = variable
            for member in path.parts.dropFirst() { value = try value.member(member, at: range) }
            return value
        }
        return try resolveLab(path, typed: name, at: range)
    }

    /// Quantities, structured values, then lab objects.
    private func resolveLab(_ path: MemberPath, typed: String, at range: SourceRange) throws(Diagnostic)
        -> Value
    {
        let name = path.description
        let parts = path.parts
        if let number = try lookupQuantity(path, at: range) { return .number(number) }
        var count = parts.count
        while count >= 1 {
            let prefix = count == parts.count ? path : MemberPath(parts: Array(parts[0..<count]))
            for provider in table.values {
                if var value = try provider.value(prefix, self) {
                    for member in parts[count...] { value = try value.member(member, at: range) }
                    return value
                }
            }
            count -= 1
        }
        if parts.count == 1, name == "true" || name == "false" { return .bool(name == "true") }
        if parts.count == 1, objectNames.contains(name) { return .object(name) }
        if let unknown = unknownObject(path, typed: typed, at: range) { throw unknown }
        // Only counted (a handler's past the cap): no names gathered for a hint nobody reads.
        let known =
            activity.errorsAreOnlyCounted
            ? [] : scope.visibleNames + quantityNames + table.values.flatMap { $0.names(self) }
        // The examples never include what was refused (`input.maxY` is one only while a view
        // `input` exists).
        let quantity = ["input.maxY", "keyboard.minY"].first { $0 != name && $0 != typed } ?? ""
        let value = ["input.frame", "screen.bounds"].first { $0 != name && $0 != typed } ?? ""
        var unknown = Diagnostic(
            .runtime, at: range, message: "unknown name '\(SourceText.abbreviated(typed))'",
            expected: "a variable (let NAME = …), a quantity such as \(quantity) or a value such as \(value)",
            suggestion: spacingHint(typed, known: known) ?? didYouMean(typed, in: known)
                ?? Session.spacingHint(typed))
        unknown.identity = .unknownName
        throw unknown
    }

    /// `a.maxY-10` and `a-b` read as one name (names may hold '-'): say so when what the dashes
    /// separate are names and numbers.
    func spacingHint(_ typed: String, known: [String]) -> String? {
        guard SourceText.contains(UInt8(ascii: "-"), in: typed) else { return nil }
        let parts = typed.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        func isName(_ part: String) -> Bool {
            let first = MemberPath(part).head
            return known.contains(part) || scope.lookup(first) != nil
        }
        func isNumber(_ part: String) -> Bool {
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                && Double(part) != nil
        }
        guard parts.count >= 2, let head = parts.first, isName(head),
            parts.dropFirst().allSatisfy({ isName($0) || isNumber($0) })
        else { return nil }
        return "put spaces around '-' to subtract: " + parts.joined(separator: " - ")
    }

    /// "put spaces around '-'" for a name that ends in `-DIGITS` (`a.maxY-10`, `x-5`).
    static func spacingHint(_ typed: String) -> String? {
        guard SourceText.contains(UInt8(ascii: "-"), in: typed), let dash = typed.lastIndex(of: "-"),
            typed.index(after: dash) < typed.endIndex,
            typed[typed.index(after: dash)...].allSatisfy(\.isNumber)
        else { return nil }
        return "put spaces around '-' to subtract: \(typed[..<dash]) - \(typed[typed.index(after: dash)...])"
    }

    /// Names that stand for lab objects by themselves: coordinate spaces, views, constraints.
    var objectNames: [String] {
        ["screen", "window", "nil", "safe"] + table.objectNames.flatMap { $0(self) }
    }

    /// The name an argument written as `word` stands for: a variable holding an object name
    /// (`view`, `constraint` inside a technique) gives that name; anything else is itself.
    public func objectName(_ word: String) -> String {
        if case .object(let target)? = scope.lookup(word) { return target }
        return word
    }
}
