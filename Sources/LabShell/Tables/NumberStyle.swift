/// Deterministic number formatting: fixed decimals for tables, a short form for messages.
public enum NumberStyle {
    /// `count` and the noun, plural unless the count is one: "1 frame", "2 frames" (`plural`
    /// for a noun that does not just take an s).
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// `value` with exactly `decimals` digits after the point (`-0.00` prints as `0.00`).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let places = min(max(decimals, 0), 12)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9.0e15 else { return compact(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        var text = String(whole)
        if places > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value < 0 && units != 0 ? "-" : "") + text
    }

    /// The shortest faithful form: `50`, `-2.5`, `0.001`, `1e+300`.
    public static func compact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
