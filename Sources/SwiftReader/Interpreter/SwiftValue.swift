import KeyboardLab

/// A value while Swift runs in the lab. Numbers keep Swift's three kinds (a `CGFloat` is a
/// `Double` here, as on every 64-bit device); `NSValue`/`NSNumber` from userInfo are the value
/// they box, unboxed by the casts and `cgRectValue`/`doubleValue`… as Foundation's bridging
/// does. Optionals are not wrapped: a value is nil or it is not.
public indirect enum SwiftValue {
    case void
    case nilValue
    case bool(Bool)
    case int(Int)
    case uint(UInt)
    case double(Double)
    case string(String)
    case rect(Rect)
    case point(Point)
    case size(Size)
    case insets(EdgeInsets)
    /// `CGAffineTransform`, as the lab models it: a translation.
    case transform(Point)
    /// `.zero` where the type comes from where it goes (`contentInset = .zero`).
    case zero
    case view(View)
    case constraint(LayoutConstraint)
    case anchor(any LayoutItem, LayoutAttribute)
    case keyboardGuide(View)
    case safeAreaGuide(View)
    /// A `UILayoutGuide` the code made.
    case layoutGuide(LayoutGuide)
    case window
    case screen
    /// `UIApplication.shared`.
    case application
    /// An `NSRange` (a text view's `selectedRange`): location and length.
    case range(Int, Int)
    /// An `IndexPath` of a table: row and section.
    case indexPath(row: Int, section: Int)
    case scrollPosition(TableView.ScrollPosition)
    case notification(KeyboardNotificationPost)
    case userInfo(KeyboardUserInfo)
    case userInfoKey(KeyboardUserInfoKey)
    case notificationName(KeyboardNotificationName)
    case animationOptions(UInt)
    case keyframeOptions(UInt)
    case animationCurve(Int)
    case animatingPosition(AnimatingPosition)
    case priority(Double)
    case keyboardDismissMode(ScrollView.KeyboardDismissMode)
    case timing(TimingParameters)
    case animator(PropertyAnimator)
    case closure(SwiftFunctionValue)
    case object(SwiftObject)
    /// A type named in code (`UIView`, `CGRect`), by its canonical name.
    case type(String)
    /// A qualified name still being spelled (`NSNotification` before `.Name.UIKeyboardWillShow`).
    case namespace(String)
    case notificationCenter
    case mainQueue
    /// `#selector(…)` or a string selector: the method's base name.
    case selector(String)
    case token(KeyboardObserverToken)
    case publisher(SwiftPublisher)
    case cancellable(SwiftCancellable)
    case array([SwiftValue])
    /// A method of a value not yet called (`self.view.layoutIfNeeded` before `()`).
    case method(SwiftBoundMethod)

    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }

    var isMethod: Bool {
        if case .method = self { return true }
        return false
    }

    var isNil: Bool {
        if case .nilValue = self { return true }
        return false
    }

    /// The value as a Double when it is a number (Swift converts literals; the interpreter
    /// converts between its numeric kinds where Swift code would have written the conversion
    /// or a literal).
    var number: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .uint(let v): return Double(v)
        case .double(let v): return v
        case .animationCurve(let v): return Double(v)
        case .priority(let v): return v
        case .zero: return 0  // `CGFloat.zero` spelled `.zero` where a number goes
        default: return nil
        }
    }

    /// How the value reads in `print` and in errors, as Swift would print it.
    public var printed: String {
        switch self {
        case .void: return "()"
        case .nilValue: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let v): return "\(v)"
        case .uint(let v): return "\(v)"
        case .double(let v): return SwiftValue.format(v)
        case .string(let s): return s
        case .rect(let r):
            return "(\(SwiftValue.format(r.origin.x)), \(SwiftValue.format(r.origin.y)), "
                + "\(SwiftValue.format(r.size.width)), \(SwiftValue.format(r.size.height)))"
        case .point(let p): return "(\(SwiftValue.format(p.x)), \(SwiftValue.format(p.y)))"
        case .size(let s): return "(\(SwiftValue.format(s.width)), \(SwiftValue.format(s.height)))"
        case .insets(let i):
            return "UIEdgeInsets(top: \(SwiftValue.format(i.top)), left: \(SwiftValue.format(i.left)), "
                + "bottom: \(SwiftValue.format(i.bottom)), right: \(SwiftValue.format(i.right)))"
        case .transform(let t):
            return "CGAffineTransform(tx: \(SwiftValue.format(t.x)), ty: \(SwiftValue.format(t.y)))"
        case .zero: return "zero"
        case .view(let v): return "<\(v.name)>"
        case .constraint(let c):
            return "<constraint \(c.identifier ?? "") constant \(SwiftValue.format(c.constant))>"
        case .anchor(let item, let attribute): return "<anchor \(item.layoutName).\(attribute)>"
        case .keyboardGuide: return "<UIKeyboardLayoutGuide>"
        case .safeAreaGuide: return "<safeAreaLayoutGuide>"
        case .layoutGuide(let guide): return "<UILayoutGuide \(guide.name)>"
        case .window: return "<UIWindow>"
        case .application: return "<UIApplication>"
        case .range(let location, let length): return "{\(location), \(length)}"
        case .indexPath(let row, let section): return "[\(section), \(row)]"
        case .scrollPosition(let position): return ".\(position.rawValue)"
        case .screen: return "<UIScreen>"
        case .notification(let post): return post.logDescription
        case .userInfo(let info): return info.dictionaryDescription
        case .userInfoKey(let key): return key.rawValue
        case .notificationName(let name): return name.objcName
        case .animationOptions(let bits): return "UIView.AnimationOptions(rawValue: \(bits))"
        case .keyframeOptions(let bits): return "UIView.KeyframeAnimationOptions(rawValue: \(bits))"
        case .animationCurve(let raw): return "UIView.AnimationCurve(rawValue: \(raw))"
        case .animatingPosition(let p): return "\(p)"
        case .priority(let p): return "UILayoutPriority(\(SwiftValue.format(p)))"
        case .keyboardDismissMode(let mode): return ".\(mode)"
        case .timing: return "<timing parameters>"
        case .animator: return "<UIViewPropertyAnimator>"
        case .closure: return "(Function)"
        case .object(let o): return "<\(o.typeName)>"
        case .type(let name), .namespace(let name): return name
        case .notificationCenter: return "<NotificationCenter>"
        case .mainQueue: return "<main queue>"
        case .selector(let name): return name
        case .token(let t): return "<observer \(t)>"
        case .publisher: return "<publisher>"
        case .cancellable: return "<AnyCancellable>"
        case .array(let items): return "[" + items.map(\.printed).joined(separator: ", ") + "]"
        case .method(let m): return "(\(m.name))"
        }
    }

    /// A Double as Swift prints it: `20.0`, `0.25`, `336.0`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value)).0" }
        return "\(value)"
    }

    /// A short name of the value's type, for errors.
    var typeName: String {
        switch self {
        case .void: return "Void"
        case .nilValue: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .uint: return "UInt"
        case .double: return "CGFloat/Double"
        case .string: return "String"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .insets: return "UIEdgeInsets"
        case .transform: return "CGAffineTransform"
        case .zero: return ".zero"
        case .view: return "UIView"
        case .constraint: return "NSLayoutConstraint"
        case .anchor: return "NSLayoutAnchor"
        case .keyboardGuide: return "UIKeyboardLayoutGuide"
        case .safeAreaGuide, .layoutGuide: return "UILayoutGuide"
        case .window: return "UIWindow"
        case .application: return "UIApplication"
        case .range: return "NSRange"
        case .indexPath: return "IndexPath"
        case .scrollPosition: return "UITableView.ScrollPosition"
        case .screen: return "UIScreen"
        case .notification: return "Notification"
        case .userInfo: return "[AnyHashable: Any]"
        case .userInfoKey: return "String (userInfo key)"
        case .notificationName: return "Notification.Name"
        case .animationOptions: return "UIView.AnimationOptions"
        case .keyframeOptions: return "UIView.KeyframeAnimationOptions"
        case .animationCurve: return "UIView.AnimationCurve"
        case .animatingPosition: return "UIViewAnimatingPosition"
        case .priority: return "UILayoutPriority"
        case .keyboardDismissMode: return "UIScrollView.KeyboardDismissMode"
        case .timing: return "UITimingCurveProvider"
        case .animator: return "UIViewPropertyAnimator"
        case .closure: return "closure"
        case .object(let o): return o.typeName
        case .type(let name), .namespace(let name): return "\(name).Type"
        case .notificationCenter: return "NotificationCenter"
        case .mainQueue: return "DispatchQueue"
        case .selector: return "Selector"
        case .token: return "NSObjectProtocol (observer token)"
        case .publisher: return "NotificationCenter.Publisher"
        case .cancellable: return "AnyCancellable"
        case .array: return "Array"
        case .method: return "method"
        }
    }
}

/// An instance of a class or struct the Swift file declares: its type's name, its stored
/// properties, and the view it stands for (a view controller's root view, a `UIView`
/// subclass's bound view).
public final class SwiftObject {
    public enum Host {
        /// A view controller: `view` is the lab's root view.
        case viewController(View)
        /// A `UIView` subclass: `self.frame` is the bound view's.
        case view(View)
        /// An `NSLayoutConstraint` subclass (KeyboardLayoutConstraint and its kin): `constant`,
        /// `firstItem`… are the bound constraint's.
        case constraint(LayoutConstraint)
        case none
    }

    public let typeName: String
    public let host: Host
    var properties: [String: SwiftValue] = [:]
    /// True once unbound: `[weak self]` closures then see nil.
    public internal(set) var isReleased = false

    init(typeName: String, host: Host) {
        self.typeName = typeName
        self.host = host
    }

    /// The view `self.frame`, `self.center`… read (a UIView subclass's).
    var hostView: View? {
        if case .view(let view) = host { return view }
        return nil
    }
}

/// A closure or a method taken as a value: its parameters, body, the scope it closes over and
/// `self` as it was captured.
public final class SwiftFunctionValue {
    let name: String
    let parameters: [String]
    let body: [SwiftStatement]
    let scope: SwiftScope
    let location: SwiftLocation
    /// Names captured weakly: `self` reads nil once its object is released.
    let weakCaptures: [String]
    /// Nesting depth of the closure literal (bounded by the reader, checked again here).
    let usesAnonymousArguments: Bool

    init(
        name: String, parameters: [String], body: [SwiftStatement], scope: SwiftScope,
        location: SwiftLocation,
        weakCaptures: [String], usesAnonymousArguments: Bool
    ) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.location = location
        self.weakCaptures = weakCaptures
        self.usesAnonymousArguments = usesAnonymousArguments
    }
}

/// A method of a receiver, named but not yet called.
public struct SwiftBoundMethod {
    let receiver: SwiftValue
    let name: String
}

/// `NotificationCenter.default.publisher(for:)` and the operators after it: which
/// notifications it delivers and what each stage does to them.
public final class SwiftPublisher {
    enum Stage {
        case map(SwiftFunctionValue)
        case compactMap(SwiftFunctionValue)
        case filter(SwiftFunctionValue)
        /// `receive(on: DispatchQueue.main)`/`RunLoop.main`: later stages run on the next turn.
        case receiveOnMain
        /// `removeDuplicates()`: a value equal to the last one passed is dropped (the last one
        /// is each subscription's own: `sink` gives every subscriber a fresh one).
        case removeDuplicates(SwiftLastValue)
    }

    var names: [KeyboardNotificationName]
    var stages: [Stage]
    /// Publishers merged into this one (`merge(with:)`, `Publishers.Merge`), each with its own
    /// stages before this one's.
    var branches: [SwiftPublisher]

    init(names: [KeyboardNotificationName], stages: [Stage] = [], branches: [SwiftPublisher] = []) {
        self.names = names
        self.stages = stages
        self.branches = branches
    }

    func adding(_ stage: Stage) -> SwiftPublisher {
        SwiftPublisher(names: names, stages: stages + [stage], branches: branches)
    }

    /// What a subscriber registers: each notification with the stages its value goes through.
    var subscriptions: [(name: KeyboardNotificationName, stages: [Stage])] {
        guard !branches.isEmpty else { return names.map { ($0, stages) } }
        return branches.flatMap { branch in branch.subscriptions.map { ($0.name, $0.stages + stages) } }
    }
}

/// The last value a `removeDuplicates()` stage let through.
final class SwiftLastValue {
    var value: SwiftValue?
}

/// A Combine subscription: its block registrations, removed by `cancel()` or when the
/// `AnyCancellable` is dropped (a `sink` whose result is discarded is cancelled at once).
public final class SwiftCancellable {
    var tokens: [KeyboardObserverToken]
    weak var center: KeyboardNotificationCenter?
    var isCancelled = false
    /// Kept (`store(in:)`, a property): it lives as long as the instance.
    var isStored = false

    init(tokens: [KeyboardObserverToken], center: KeyboardNotificationCenter) {
        self.tokens = tokens
        self.center = center
    }

    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        for token in tokens { center?.removeObserver(token) }
    }
}

/// Local names: a chain of scopes, each a function body, closure body or block.
final class SwiftScope {
    let parent: SwiftScope?
    private var values: [String: SwiftValue] = [:]

    init(parent: SwiftScope?) {
        self.parent = parent
    }

    func define(_ name: String, _ value: SwiftValue) {
        values[name] = value
    }

    func lookup(_ name: String) -> SwiftValue? {
        var scope: SwiftScope? = self
        while let current = scope {
            if let found = current.values[name] { return found }
            scope = current.parent
        }
        return nil
    }

    /// Sets an existing local; false when no scope has it.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var scope: SwiftScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
