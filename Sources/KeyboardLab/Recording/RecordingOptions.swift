/// What the user states about a recording's file; everything left nil is read from the file (a
/// header, JSON keys) or detected from the numbers, and the reading says which.
public struct RecordingOptions: Hashable, Sendable {
    /// The file's syntax.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case csv, json
    }

    /// A column (CSV) or key (JSON) by name, or by number from 1.
    public enum Column: Hashable, Sendable, CustomStringConvertible {
        case named(String)
        case number(Int)

        public var description: String {
            switch self {
            case .named(let name): "'\(name)'"
            case .number(let n): "column \(n)"
            }
        }
    }

    /// Which of the file's times becomes 0.
    public enum Origin: Hashable, Sendable {
        /// The first sample's time.
        case firstSample
        /// The file's own 0.
        case fileZero
        /// This time, in the file's unit.
        case at(Double)
    }

    public var format: Format?
    public var timeColumn: Column?
    public var valueColumn: Column?
    public var timeUnit: Recording.TimeUnit?
    /// Frames per second, for a frame-number time column or values without times.
    public var frameRate: Double?
    public var origin: Origin?
    public var quantity: Recording.Quantity?
    /// Pixels per point the values are divided by, stated.
    public var scale: Double?
    /// The session's device's pixels per point: used, and said, for a column named in pixels when
    /// no scale is stated.
    public var deviceScale: Double?
    /// The device's name, to say where `deviceScale` came from.
    public var deviceName: String?

    public init(
        format: Format? = nil, timeColumn: Column? = nil, valueColumn: Column? = nil,
        timeUnit: Recording.TimeUnit? = nil, frameRate: Double? = nil, origin: Origin? = nil,
        quantity: Recording.Quantity? = nil, scale: Double? = nil, deviceScale: Double? = nil,
        deviceName: String? = nil
    ) {
        self.format = format
        self.timeColumn = timeColumn
        self.valueColumn = valueColumn
        self.timeUnit = timeUnit
        self.frameRate = frameRate
        self.origin = origin
        self.quantity = quantity
        self.scale = scale
        self.deviceScale = deviceScale
        self.deviceName = deviceName
    }
}
