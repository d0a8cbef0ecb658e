/// What `devices` narrows the catalogue to: a screen class given as a diagonal (`4.7`, `4.7-inch`,
/// `12.9"`), as portrait points (`375x667`) or as a width (`375`).
public enum DeviceSizeFilter: Hashable, Sendable {
    case diagonal(Double)
    case points(width: Double, height: Double)
    case width(Double)
    /// The portrait height in points.
    case height(Double)

    /// Parses the forms above; `nil` for anything else (or a value that is not finite and positive).
    public init?(_ text: String) {
        var t = text.lowercased().filter { $0 != " " }
        for suffix in ["-inch", "inch", "in", "\"", "”", "pt"] where t.hasSuffix(suffix) {
            t.removeLast(suffix.count)
        }
        let parts = t.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
            w.isFinite, h.isFinite
        {
            self = .points(width: Swift.min(w, h), height: Swift.max(w, h))
            return
        }
        guard let value = Double(t), value.isFinite, value > 0 else { return nil }
        // Diagonals are under 14 inches; screen widths in points are 320 and up.
        self = value < 100 ? .diagonal(value) : .width(value)
    }

    /// Whether `device` belongs to this screen class.
    public func matches(_ device: Device) -> Bool {
        let size = device.portraitSize.value
        switch self {
        case .diagonal(let inches): return device.diagonals.contains { abs($0 - inches) < 0.05 }
        case .points(let width, let height): return size.width == width && size.height == height
        case .width(let width): return size.width == width
        case .height(let height): return size.height == height
        }
    }
}

extension DeviceCatalogue {
    /// The devices of a family and screen class, in catalogue order (`nil` leaves that filter out).
    public static func devices(family: DeviceFamily? = nil, size: DeviceSizeFilter? = nil) -> [Device] {
        all.filter { device in
            (family.map { $0 == device.family } ?? true) && (size.map { $0.matches(device) } ?? true)
        }
    }

    /// The devices that ran an iOS major version.
    public static func devices(running version: Int) -> [Device] {
        all.filter { $0.ran(iOSMajorVersion: version) }
    }
}

extension DeviceFamily {
    /// Parses `phone`, `iphone`, `pad`, `ipad` (any case).
    public init?(name: String) {
        switch name.lowercased() {
        case "phone", "iphone", "iphones": self = .phone
        case "pad", "ipad", "ipads", "tablet": self = .pad
        default: return nil
        }
    }
}
