/// A parsed argument value. Expressions stay unevaluated until their statement runs (a handler
/// body runs many times), then become numbers, values or conditions.
public enum ArgumentValue {
    case name(String)
    /// A word of a `.choice` and its place in the declaration's list of words, from which an
    /// `ArgumentChoice` takes its value.
    case choice(String, index: Int)
    /// An object name as typed, before a technique's `view`/`constraint` are substituted.
    case objectName(String)
    /// An object name written as a variable, once evaluated: the name the variable stands for
    /// (the variable's own when it holds no object's name) and the variable, so that a command
    /// can say what the variable held (`show-keyboard view` on a plain view).
    case variableObject(String, variable: String)
    case names([String])
    /// An expression of the given kind, not evaluated yet.
    case expression(ExpressionKind, Expr)
    case number(Double)
    case value(Value)
    case condition(Bool)
    case text(String)
    case comparison(Comparison)
    case strength(StrengthSpec)
    case flag
    /// The items of a list, each with its own arguments.
    case list([Arguments])
    /// A nested command with its arguments.
    case statement(Invocation)
    case block(Block)
}

/// What an expression argument must evaluate to.
public enum ExpressionKind: Sendable {
    case number, integer, value, condition
    /// Kept as written (a probe).
    case probe
}

/// The typed arguments of one command, looked up by the names in the command's patterns.
public struct Arguments {
    /// The range of the whole command, for errors that concern the command as a whole.
    public var commandRange: SourceRange
    private var values = Entries()
    /// Per-name ranges of a `.names` argument.
    private var nameRanges: [String: [SourceRange]] = [:]

    /// Room for `count` values at once (growing one append at a time reallocated twice for a
    /// command of three arguments).
    mutating func reserveCapacity(_ count: Int) { values.reserveCapacity(count) }

    /// The patterns the position of an expression argument also accepted (`options bogus`:
    /// the flag names), kept with its entry; their words are listed only for an error.
    mutating func setAlternatives(_ key: String, _ patterns: [ArgumentPattern]) {
        values.setAlternatives(key, patterns)
    }

    init(commandRange: SourceRange) {
        self.commandRange = commandRange
    }

    mutating func set(_ key: String, _ value: consuming ArgumentValue, at range: SourceRange) {
        values.set(key, value, at: range)
    }

    mutating func setNames(_ key: String, _ names: [(String, SourceRange)]) {
        let range = names.map(\.1).reduce(names[0].1) { $0.union($1) }
        values.set(key, .names(names.map(\.0)), at: range)
        nameRanges[key] = names.map(\.1)
    }

    /// The raw entry, for the evaluation pass and the interpreter.
    func entry(_ key: String) -> ArgumentValue? { values.value(key) }

    /// Every key given.
    var keys: [String] { values.allKeys }

    /// Every argument given, with its value and range.
    var entries: LazyMapSequence<Range<Int>, Entries.Entry> {
        let values = self.values
        return (0..<values.count).lazy.map { values.item(at: $0) }
    }

    /// Whether the evaluation pass has anything to do (see `Entries.needsEvaluation`).
    var needsEvaluation: Bool { values.needsEvaluation }

    /// Whether an optional argument was given.
    public func has(_ key: String) -> Bool { values.contains(key) }

    /// Where the argument was typed (the command's range if it was not).
    public func range(_ key: String) -> SourceRange { values.range(key) ?? commandRange }

    /// The ranges of each name of a `.names` argument.
    public func ranges(_ key: String) -> [SourceRange] { nameRanges[key] ?? [] }

    /// The name given for `key` ("" when an optional one was left out; see `has`).
    public func name(_ key: String) -> String { values.text(key) ?? "" }

    /// Where the word given for a `.choice` stands in the declaration's list of words.
    func choiceIndex(_ key: String) -> Int? { values.choiceIndex(key) }

    /// The variable an `.object` argument was written as (`view` inside a technique), or nil
    /// when it was typed as a name of its own.
    public func variable(_ key: String) -> String? { values.variable(key) }

    /// The names given for `key`.
    public func names(_ key: String) -> [String] {
        if case .names(let v)? = values.value(key) { return v }
        return []
    }

    /// The number given for `key`, or nil when an optional one was left out.
    public func number(_ key: String) -> Double? { values.number(key) }

    /// The whole number given for `key` (an `.integer` argument), or nil.
    public func integer(_ key: String) -> UInt64? {
        guard let v = number(key), v >= 0, v <= 9_007_199_254_740_992 else { return nil }
        return UInt64(v)
    }

    /// The value given for `key` (an `.expression` argument), or nil.
    public func value(_ key: String) -> Value? {
        switch values.value(key) {
        case .value(let v)?: return v
        case .number(let v)?: return .number(v)
        case .condition(let v)?: return .bool(v)
        default: return nil
        }
    }

    /// The condition given for `key`, or nil.
    public func condition(_ key: String) -> Bool? {
        if case .condition(let v)? = values.value(key) { return v }
        return nil
    }

    /// The text given for `key` ("" when an optional one was left out; see `has`).
    public func text(_ key: String) -> String { values.text(key) ?? "" }

    /// Calls `body` with the text `text(key)` gives, read in place.
    func withText(_ key: String, _ body: (String) -> Void) {
        if !values.withText(key, body) { body("") }
    }

    /// The comparison given for `key`.
    public func comparison(_ key: String) -> Comparison? {
        if case .comparison(let v)? = values.value(key) { return v }
        return nil
    }

    /// The strength given for `key`, or nil when it was left out.
    public func strength(_ key: String) -> StrengthSpec? {
        if case .strength(let v)? = values.value(key) { return v }
        return nil
    }

    /// The items of a list argument (empty when left out).
    public func list(_ key: String) -> [Arguments] {
        if case .list(let v)? = values.value(key) { return v }
        return []
    }

    /// The nested command of a `.statement` argument.
    public func statement(_ key: String) -> Invocation? {
        if case .statement(let v)? = values.value(key) { return v }
        return nil
    }

    /// The block of a `.block` argument.
    public func block(_ key: String) -> Block? {
        if case .block(let v)? = values.value(key) { return v }
        return nil
    }

    /// Where the arguments taken as raw text are (`echo`'s words, a file name), nested ones
    /// included: they hold no names.
    var rawTextRanges: [SourceRange] {
        (0..<values.count).flatMap { index -> [SourceRange] in
            let item = values.item(at: index)
            switch item.value {
            case .text: return [item.range]
            case .list(let items): return items.flatMap(\.rawTextRanges)
            case .statement(let invocation): return invocation.arguments.rawTextRanges
            default: return []
            }
        }
    }

    /// Every block among the arguments, those of list items and nested commands included.
    var blocks: [Block] {
        (0..<values.count).flatMap { index -> [Block] in
            switch values.item(at: index).value {
            case .block(let block): return [block]
            case .list(let items): return items.flatMap(\.blocks)
            case .statement(let invocation): return invocation.arguments.blocks
            default: return []
            }
        }
    }
}

extension Arguments {
    /// The arguments by key: a short list searched in order. A command has a handful, named by
    /// its declared patterns; hashing them into a table made for every statement cost more.
    struct Entries {
        /// A struct, not a tuple: a tuple of a string, an enum and a range was copied through
        /// the runtime's generic tuple copy.
        struct Entry {
            var key: String
            var value: ArgumentValue
            var range: SourceRange
            /// What else its position accepted (see `Arguments.setAlternatives`).
            var alternatives: [ArgumentPattern] = []

            /// The alternatives' words, nil when there are none.
            var alternativeWords: [String]? {
                let words = alternatives.flatMap(\.firstWords)
                return words.isEmpty ? nil : words
            }
        }

        private var items: [Entry] = []
        /// Whether any value is one the evaluation pass changes (an expression, an object name, a
        /// list or a nested statement): a command of words and text skips that pass.
        private(set) var needsEvaluation = false

        var count: Int { items.count }

        mutating func reserveCapacity(_ count: Int) { items.reserveCapacity(count) }

        var allKeys: [String] { items.map(\.key) }

        func item(at index: Int) -> Entry { items[index] }

        /// Where `key` is.
        private func index(of key: String) -> Int? {
            var index = 0
            while index < items.count {
                if items[index].key == key { return index }
                index += 1
            }
            return nil
        }

        /// The value of `key` alone.
        func value(_ key: String) -> ArgumentValue? {
            guard let index = index(of: key) else { return nil }
            return items[index].value
        }

        /// The text of a name or text value, read in place.
        func text(_ key: String) -> String? {
            read(key) { value in
                switch value {
                case .name(let v), .text(let v), .variableObject(let v, _), .choice(let v, _): return v
                default: return nil
                }
            }
        }

        /// Calls `body` with the text `text(key)` gives, borrowed from the entry; false when
        /// `key` has no text.
        func withText(_ key: String, _ body: (String) -> Void) -> Bool {
            let found: Void? = read(key) { value in
                switch value {
                case .name(let v), .text(let v), .variableObject(let v, _), .choice(let v, _):
                    body(v)
                    return ()
                default: return nil
                }
            }
            return found != nil
        }

        /// Where the word of a `.choice` stands in its declaration's list.
        func choiceIndex(_ key: String) -> Int? {
            read(key) { value in
                if case .choice(_, let index) = value { return index }
                return nil
            }
        }

        /// The variable an object name was written as, read in place.
        func variable(_ key: String) -> String? {
            read(key) { value in
                if case .variableObject(_, let variable) = value { return variable }
                return nil
            }
        }

        /// The number of a number value, read in place.
        func number(_ key: String) -> Double? {
            read(key) { value in
                if case .number(let v) = value { return v }
                return nil
            }
        }

        /// What `body` takes from the value of `key`, the value read through the buffer
        /// (switching over the array's element copied the whole value).
        private func read<T>(_ key: String, _ body: (ArgumentValue) -> T?) -> T? {
            guard let index = index(of: key) else { return nil }
            return items.withUnsafeBufferPointer { body($0[index].value) }
        }

        func range(_ key: String) -> SourceRange? {
            guard let index = index(of: key) else { return nil }
            return items[index].range
        }

        func contains(_ key: String) -> Bool { index(of: key) != nil }

        /// Keeps with `key`'s entry what else its position accepted.
        mutating func setAlternatives(_ key: String, _ patterns: [ArgumentPattern]) {
            guard let index = index(of: key) else { return }
            items[index].alternatives = patterns
        }

        /// Gives `key` its value, in place of any it had.
        /// The value is taken, not copied (an argument's value was copied into its entry
        /// through the enum's outlined copy, then the caller's destroyed).
        mutating func set(_ key: String, _ value: consuming ArgumentValue, at range: SourceRange) {
            switch value {
            case .expression, .objectName, .list, .statement: needsEvaluation = true
            default: break
            }
            if let index = index(of: key) {
                items[index].value = value
                items[index].range = range
            } else {
                items.append(Entry(key: key, value: value, range: range))
            }
        }
    }
}
