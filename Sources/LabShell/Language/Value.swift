import KeyboardLab

/// A value of the language: what an expression evaluates to. Numbers are `Double` (integers are
/// numbers with no fraction, as `note.curve` is), geometry uses the engine's types, a keyboard
/// notification is a value whose members are its userInfo, and `object` is a name standing for
/// a lab object (a view, a constraint, a coordinate space) that a variable can hold — inside a
/// technique, `view` and `constraint` are such names.
public enum Value: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    // Boxed: the post is 150 bytes, and every value (an argument, a variable, each step of an
    // expression) was as large as it; a value is now the size of a rect.
    indirect case notification(KeyboardNotificationPost)
    case object(String)

    /// The kind of value, for "expected a number, found a rect" messages.
    public var typeName: String {
        switch self {
        case .number: return "a number"
        case .bool: return "a condition (true or false)"
        case .string: return "a string"
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .insets: return "edge insets"
        case .notification: return "a notification"
        case .object(let name): return "the name '\(name)'"
        }
    }

    /// How `print` and messages show it, numbers with `decimals` digits where they have a fraction.
    public func formatted(decimals: Int) -> String {
        func n(_ v: Double) -> String {
            v == v.rounded() || !v.isFinite
                ? NumberStyle.compact(v) : NumberStyle.fixed(v, decimals: decimals)
        }
        switch self {
        case .number(let v): return n(v)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .point(let p): return "(\(n(p.x)) \(n(p.y)))"
        case .size(let s): return "\(n(s.width))×\(n(s.height))"
        case .rect(let r) where r.isNull:
            return "CGRect.null"
        case .rect(let r):
            return "(\(n(r.origin.x)) \(n(r.origin.y)); \(n(r.size.width))×\(n(r.size.height)))"
        case .insets(let i):
            return "(top \(n(i.top)), left \(n(i.left)), bottom \(n(i.bottom)), right \(n(i.right)))"
        case .notification(let post): return post.name.rawValue
        case .object(let name): return name
        }
    }
}

/// `CGRect.null`: what `intersection` returns for rects that do not meet — an infinite origin
/// and a zero size, as in UIKit. It is a value of its own: it prints `CGRect.null`, its `.width`,
/// `.height` and `.size` read 0, `.isNull` and `.isEmpty` true, and its edges and origin (infinite
/// in UIKit) are an error rather than a number no other number can be compared with.
extension Rect {
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// True for `CGRect.null`.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    /// True when every edge is a number (not infinite, not nan): a rect that is not null and
    /// whose members can all be read.
    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
}
