/// A trajectory somebody measured: the keyboard's top edge, a view's y or a progress 0…1 at a
/// series of times, read from a CSV or JSON file (`RecordingReader`). Times are seconds from the
/// recording's origin, values points (or progress), increasing in time; how the file's columns,
/// units and origin were understood is kept beside them (`reading`), so that it can be said.
public struct Recording: Hashable, Sendable {
    /// One measured point.
    public struct Sample: Hashable, Sendable {
        /// Seconds from the recording's origin.
        public var time: Double
        /// Points (a position) or a fraction (progress).
        public var value: Double

        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// What the values measure.
    public enum Quantity: String, Hashable, Sendable, CaseIterable {
        /// The keyboard's top edge in screen points (decreasing while it shows).
        case top
        /// The keyboard's visible height in points (increasing while it shows), as
        /// react-native-keyboard-controller's `onMove` or Android's insets report it.
        case height
        /// A view's y in points.
        case view
        /// A position whose meaning the file did not say (points).
        case position
        /// The motion's progress, 0 at the start and 1 at the end.
        case progress

        /// Whether values are points (a progress is a fraction of the distance).
        public var isPosition: Bool { self != .progress }
    }

    /// The unit of the file's time column.
    public enum TimeUnit: String, Hashable, Sendable, CaseIterable {
        case seconds = "s"
        case milliseconds = "ms"
        case microseconds = "us"
        case nanoseconds = "ns"
        /// A frame index, at a rate the user states.
        case frames

        /// Seconds per unit (frames: nil, the rate decides).
        public var seconds: Double? {
            switch self {
            case .seconds: 1
            case .milliseconds: 1e-3
            case .microseconds: 1e-6
            case .nanoseconds: 1e-9
            case .frames: nil
            }
        }
    }

    /// How one setting of the reading was decided: stated by the user, read from the file (a
    /// header's name, a JSON key) or detected from the numbers, with the reason.
    public enum Decision: Hashable, Sendable {
        case stated
        case fromFile(String)
        case detected(String)

        /// "stated", "from the header 't_ms'", "detected: samples 16.67 apart".
        public var phrase: String {
            switch self {
            case .stated: "stated"
            case .fromFile(let why): why
            case .detected(let why): "detected: " + why
            }
        }
    }

    /// How the file was understood, to be said when it is read.
    public struct Reading: Hashable, Sendable {
        /// `csv` or `json`.
        public var format: String
        /// The time and value columns (names, or `column 1`).
        public var timeColumn: String
        public var valueColumn: String
        public var timeUnit: TimeUnit
        public var timeUnitDecision: Decision
        /// The file's time (in its unit) that became 0.
        public var origin: Double
        public var originDecision: Decision
        public var quantity: Quantity
        public var quantityDecision: Decision
        /// Pixels per point the values were divided by (1: points).
        public var scale: Double
        /// Rows or items without a value (a dropped frame), skipped.
        public var skipped: Int
        /// The frame rate for a frame-index time column.
        public var frameRate: Double?

        public init(
            format: String, timeColumn: String, valueColumn: String, timeUnit: TimeUnit,
            timeUnitDecision: Decision, origin: Double, originDecision: Decision, quantity: Quantity,
            quantityDecision: Decision, scale: Double = 1, skipped: Int = 0, frameRate: Double? = nil
        ) {
            self.format = format
            self.timeColumn = timeColumn
            self.valueColumn = valueColumn
            self.timeUnit = timeUnit
            self.timeUnitDecision = timeUnitDecision
            self.origin = origin
            self.originDecision = originDecision
            self.quantity = quantity
            self.quantityDecision = quantityDecision
            self.scale = scale
            self.skipped = skipped
            self.frameRate = frameRate
        }
    }

    /// The samples, strictly increasing in time.
    public var samples: [Sample]
    public var reading: Reading

    /// A recording of samples already in seconds and points (tests, generated trajectories).
    public init(samples: [Sample], reading: Reading) {
        self.samples = samples
        self.reading = reading
    }

    /// A recording made in code: seconds from 0, values of `quantity`.
    public init(times: [Double], values: [Double], quantity: Quantity = .top) {
        samples = zip(times, values).map { Sample(time: $0, value: $1) }
        reading = Reading(
            format: "values", timeColumn: "time", valueColumn: "value", timeUnit: .seconds,
            timeUnitDecision: .stated, origin: 0, originDecision: .stated, quantity: quantity,
            quantityDecision: .stated)
    }

    public var quantity: Quantity { reading.quantity }

    /// Seconds from the first sample to the last.
    public var duration: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return last.time - first.time
    }

    /// The median interval between samples, in seconds (0 with fewer than two).
    public var medianInterval: Double {
        guard samples.count > 1 else { return 0 }
        var steps = (1..<samples.count).map { samples[$0].time - samples[$0 - 1].time }
        steps.sort()
        return steps[steps.count / 2]
    }

    /// The sampling rate the median interval gives, in Hz (0 when unknown).
    public var sampleRate: Double {
        let step = medianInterval
        return step > 0 ? 1 / step : 0
    }

    /// The smallest and largest value.
    public var valueRange: ClosedRange<Double> {
        let values = samples.map(\.value)
        guard let low = values.min(), let high = values.max() else { return 0...0 }
        return low...high
    }

    /// The fewest samples a recording may have: every model fits at most 8 parameters, and a fit
    /// with as many samples as parameters says nothing about the noise.
    public static let minimumSamples = 8
    /// The most samples a recording may have (a minute at 120 Hz is 7200); bounds the fit's work.
    public static let maximumSamples = 20_000
    /// The longest span a recording may have, in seconds (a keyboard motion lasts about half a
    /// second; a minute leaves room for what was recorded around it).
    public static let maximumDuration = 60.0
}
