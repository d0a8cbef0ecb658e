/// One Swift expression of the subset the lab runs, with where it starts.
public struct SwiftExpression: Codable, Sendable, Hashable {
    public var kind: SwiftExpressionKind
    public var location: SwiftLocation

    public init(_ kind: SwiftExpressionKind, at location: SwiftLocation) {
        self.kind = kind
        self.location = location
    }
}

/// An argument of a call or subscript: its label (nil when unlabelled) and value. Trailing
/// closures come as arguments too, with the label the call gives them (nil for the first).
public struct SwiftArgument: Codable, Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpression

    public init(label: String?, value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}

/// A piece of a string literal: text, or an interpolated expression.
public enum SwiftStringPiece: Codable, Sendable, Hashable {
    case text(String)
    case interpolation(SwiftExpression)
}

/// `as`, `as?` and `as!`.
public enum SwiftCastKind: String, Codable, Sendable, Hashable {
    case plain = "as"
    case conditional = "as?"
    case forced = "as!"
}

/// A closure literal: its parameter names (`_` for an ignored one; none when it uses `$0`…), its
/// capture list, and its body.
public struct SwiftClosure: Codable, Sendable, Hashable {
    public var parameters: [String]
    /// Names captured weakly (`[weak self]`) or unowned.
    public var weakCaptures: [String]
    public var body: [SwiftStatement]
    public var location: SwiftLocation

    public init(parameters: [String], weakCaptures: [String], body: [SwiftStatement], location: SwiftLocation)
    {
        self.parameters = parameters
        self.weakCaptures = weakCaptures
        self.body = body
        self.location = location
    }
}

/// The expressions of the subset. Operators come folded by precedence (swift-syntax's
/// `SwiftOperators`), so `binary` and `assign` hold their operands, not a sequence.
public indirect enum SwiftExpressionKind: Codable, Sendable, Hashable {
    case integer(Int)
    case float(Double)
    case string([SwiftStringPiece])
    case boolean(Bool)
    case nilLiteral
    /// A name: a local, a property, a method, a type (`UIView`), a global (`UIKeyboardWillShowNotification`).
    case identifier(String)
    /// `.curveEaseOut`, `.keyboardWillShowNotification`: a member of the type the context expects.
    case implicitMember(String)
    case member(SwiftExpression, String)
    /// `base?`: where an optional chain may stop (the whole chain is then nil).
    case optionalChain(SwiftExpression)
    case forceUnwrap(SwiftExpression)
    case call(SwiftExpression, [SwiftArgument])
    case `subscript`(SwiftExpression, [SwiftArgument])
    case closure(SwiftClosure)
    case array([SwiftExpression])
    /// `(a)`; a tuple of several elements is refused by the reader.
    case parenthesized(SwiftExpression)
    case binary(String, SwiftExpression, SwiftExpression)
    case prefix(String, SwiftExpression)
    /// `=`, `+=`, `-=`, `*=`, `/=`, `|=`, `&=`, `<<=`, `>>=`.
    case assign(String, SwiftExpression, SwiftExpression)
    case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    case cast(SwiftExpression, SwiftCastKind, String)
    case isType(SwiftExpression, String)
    /// `#selector(keyboardWillShow(_:))`: the method's base name and its argument count.
    case selector(String, arguments: Int)
    /// `try`, `try?`, `try!`: nothing in the subset throws, so the value passes through.
    case tryExpression(SwiftExpression)
    /// `_` on the left of `=`.
    case discard
    /// `#available(iOS 11.0, *)`: true when the lab's iOS version is at least this one.
    case available(major: Int, minor: Int)
    /// `super`: only `super.viewDidLoad()` and its kin, which do nothing in the lab.
    case superReference
}
