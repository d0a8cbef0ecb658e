/// A Swift file as the lab runs it: the types and extensions with their stored properties and
/// methods, the free functions, the top-level statements (a block pasted at the prompt), and
/// what was skipped as unreachable from the keyboard observers.
public struct SwiftProgram: Codable, Sendable, Hashable {
    /// The file's name as the user gave it (for `File.swift:42:17` in errors).
    public var fileName: String
    public var types: [SwiftTypeDeclaration]
    public var functions: [SwiftFunction]
    public var statements: [SwiftStatement]
    /// Declarations left out because nothing the observers reach uses them (said in `explain`).
    public var skipped: [SwiftSkippedDeclaration]

    public init(
        fileName: String, types: [SwiftTypeDeclaration] = [], functions: [SwiftFunction] = [],
        statements: [SwiftStatement] = [], skipped: [SwiftSkippedDeclaration] = []
    ) {
        self.fileName = fileName
        self.types = types
        self.functions = functions
        self.statements = statements
        self.skipped = skipped
    }
}

/// A class, struct, enum or extension: its name (the extended type's for an extension), what it
/// inherits or conforms to, its stored properties and its methods.
public struct SwiftTypeDeclaration: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case `class`, `struct`, `extension`
    }

    public var name: String
    public var kind: Kind
    public var inherits: [String]
    public var properties: [SwiftProperty]
    public var methods: [SwiftFunction]
    public var location: SwiftLocation

    public init(
        name: String, kind: Kind, inherits: [String], properties: [SwiftProperty], methods: [SwiftFunction],
        location: SwiftLocation
    ) {
        self.name = name
        self.kind = kind
        self.inherits = inherits
        self.properties = properties
        self.methods = methods
        self.location = location
    }
}

/// A stored property (`@IBOutlet var bottomConstraint: NSLayoutConstraint!`, `var observers = [Any]()`)
/// or a computed one (its getter as `getter`).
public struct SwiftProperty: Codable, Sendable, Hashable {
    public var name: String
    public var isVar: Bool
    public var type: String?
    public var value: SwiftExpression?
    /// A computed property's getter.
    public var getter: [SwiftStatement]?
    /// A stored property's observers (`oldValue`, `newValue` in them).
    public var didSet: [SwiftStatement]?
    public var willSet: [SwiftStatement]?
    public var isStatic: Bool
    public var location: SwiftLocation

    public init(
        name: String, isVar: Bool, type: String?, value: SwiftExpression?, getter: [SwiftStatement]? = nil,
        isStatic: Bool = false, location: SwiftLocation
    ) {
        self.name = name
        self.isVar = isVar
        self.type = type
        self.value = value
        self.getter = getter
        self.isStatic = isStatic
        self.location = location
    }

    /// True for a stored property with no initial value: an outlet, or one `init` would set;
    /// the lab binds it by name to the scene.
    public var isUnset: Bool { value == nil && getter == nil }
}

/// A parameter: its argument label (nil for `_`), its name inside the body, its type as written
/// and its default value.
public struct SwiftParameter: Codable, Sendable, Hashable {
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: SwiftExpression?

    public init(label: String?, name: String, type: String, defaultValue: SwiftExpression?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A method or free function.
public struct SwiftFunction: Codable, Sendable, Hashable {
    public var name: String
    public var parameters: [SwiftParameter]
    public var body: [SwiftStatement]
    public var isStatic: Bool
    public var location: SwiftLocation
    /// Where the body's closing brace is: the last line `explain` prints for it.
    public var endLine: Int

    public init(
        name: String, parameters: [SwiftParameter], body: [SwiftStatement], isStatic: Bool = false,
        location: SwiftLocation, endLine: Int
    ) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isStatic = isStatic
        self.location = location
        self.endLine = endLine
    }

    /// `keyboardWillShow(_:)`, `animateWithKeyboard(notification:animations:)`.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A declaration the reader left out: nothing the keyboard observers reach uses it.
public struct SwiftSkippedDeclaration: Codable, Sendable, Hashable {
    public var name: String
    public var location: SwiftLocation
    public var endLine: Int

    public init(name: String, location: SwiftLocation, endLine: Int) {
        self.name = name
        self.location = location
        self.endLine = endLine
    }
}

/// What `kblab-swift` writes: the program, or the errors that refused it (every one found, in
/// file order, at most `SwiftReaderLimits.errorsReported`).
public enum SwiftReading: Codable, Sendable, Hashable {
    case program(SwiftProgram)
    case refused([SwiftDiagnostic])
}
