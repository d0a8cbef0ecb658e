import Foundation

/// Numbers printed the way iOS prints them in a logged userInfo dictionary (facts §2 and the dumps):
/// geometry through `NSStringFromCGRect`/`NSStringFromCGPoint`, which use 17 significant digits
/// (`%.17g`: 516, 196.5, 366.66666666666669), and NSNumber doubles in their shortest form (0.25, 0).
public enum KeyboardNumberFormat {
    /// A CGFloat as `NSStringFromCGRect` prints it: `%.17g`, with `-0` printed as `0`.
    public static func point(_ value: Double) -> String {
        let text = String(format: "%.17g", value)
        return text == "-0" ? "0" : text
    }

    /// An NSNumber holding a double as its `description` prints it: the shortest round-trip form,
    /// no trailing `.0` (0.25, 0, 0.35).
    public static func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `NSRect: {{x, y}, {w, h}}`, the NSValue description seen in every dump.
    public static func nsRect(_ rect: Rect) -> String {
        "NSRect: {{\(point(rect.origin.x)), \(point(rect.origin.y))}, "
            + "{\(point(rect.size.width)), \(point(rect.size.height))}}"
    }

    /// `NSPoint: {x, y}`.
    public static func nsPoint(_ p: Point) -> String {
        "NSPoint: {\(point(p.x)), \(point(p.y))}"
    }

    /// The compact form used in tables: `(0 852; 393×336)`, at most two decimals.
    public static func compactRect(_ rect: Rect) -> String {
        "(\(compact(rect.origin.x)) \(compact(rect.origin.y)); "
            + "\(compact(rect.size.width))×\(compact(rect.size.height)))"
    }

    /// A table number: integers plain, otherwise two decimals (366.67).
    public static func compact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        return String(format: "%.2f", value)
    }
}
