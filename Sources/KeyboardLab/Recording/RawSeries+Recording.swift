/// From the file's numbers to a recording: the time unit, the origin, what the values measure and
/// their scale, each stated, read from the file or detected (and said), then the checks every
/// recording must pass (enough samples, increasing times, a bounded span).
extension RawSeries {
    func recording(format: RecordingOptions.Format, options: RecordingOptions, source: SourceBytes)
        throws(RecordingReadError) -> Recording
    {
        guard values.count >= Recording.minimumSamples else {
            throw source.error(
                .tooFewSamples(count: values.count, minimum: Recording.minimumSamples), at: span)
        }
        // 1. The time unit, and the times in seconds.
        let rate = options.frameRate ?? fileRate
        var unit: Recording.TimeUnit
        var unitDecision: Recording.Decision
        let fileTimes = times
        if !timesAreItemNumbers {
            if let stated = options.timeUnit {
                (unit, unitDecision) = (stated, .stated)
            } else if let (fromFile, why) = fileTimeUnit {
                (unit, unitDecision) = (fromFile, .fromFile("from " + why))
            } else if namedByFile, let named = ColumnNames.timeUnit(timeName) {
                (unit, unitDecision) = (named, .fromFile("from the name '\(timeName)'"))
            } else {
                (unit, unitDecision) = Self.detectUnit(times)
            }
        } else {
            // Values only: the n-th is at n / rate.
            guard rate != nil else { throw source.error(.frameRateNeeded, at: span) }
            unit = .frames
            unitDecision = .detected("no times in the file: item n is frame n")
        }
        let secondsPerUnit: Double
        if let seconds = unit.seconds {
            secondsPerUnit = seconds
        } else {
            guard let rate, rate > 0 else {
                throw source.error(.frameRateNeeded, at: timeSpans.first ?? span)
            }
            secondsPerUnit = 1 / rate
        }
        // 2. Increasing times.
        for i in 1..<fileTimes.count where !(fileTimes[i] > fileTimes[i - 1]) {
            throw source.error(
                .timeNotIncreasing(time: fileTimes[i], previous: fileTimes[i - 1]), at: timeSpans[i])
        }
        // 3. The origin.
        let first = fileTimes[0]
        let last = fileTimes[fileTimes.count - 1]
        let origin: Double
        let originDecision: Recording.Decision
        switch options.origin {
        case .firstSample?: (origin, originDecision) = (first, .stated)
        case .fileZero?: (origin, originDecision) = (0, .stated)
        case .at(let time)?: (origin, originDecision) = (time, .stated)
        case nil:
            // A clock's reading (CACurrentMediaTime, a Unix time) is far from 0 compared with the
            // span recorded; a time from the motion's start is not.
            if abs(first) * secondsPerUnit > 1 && abs(first) > 2 * (last - first) {
                (origin, originDecision) = (first, .detected("the first time is far from 0"))
            } else {
                (origin, originDecision) = (0, .detected("the first time is near 0"))
            }
        }
        let span = (last - first) * secondsPerUnit
        guard span <= Recording.maximumDuration else {
            throw source.error(
                .tooLong(seconds: span, limit: Recording.maximumDuration), at: timeSpans[timeSpans.count - 1])
        }
        // 4. What the values are, and their scale.
        var quantity: Recording.Quantity
        var quantityDecision: Recording.Decision
        if let stated = options.quantity {
            (quantity, quantityDecision) = (stated, .stated)
        } else if let (fromFile, why) = fileQuantity {
            (quantity, quantityDecision) = (fromFile, .fromFile("from " + why))
        } else if namedByFile, let named = ColumnNames.quantity(valueName) {
            (quantity, quantityDecision) = (named, .fromFile("from the name '\(valueName)'"))
        } else {
            (quantity, quantityDecision) = Self.detectQuantity(values)
        }
        var scale = 1.0
        if let stated = options.scale {
            scale = stated
        } else if namedByFile, quantity.isPosition, ColumnNames.isPixels(valueName) {
            guard let device = options.deviceScale, device > 0 else {
                throw source.error(.scaleNeeded(column: valueName), at: valueSpans.first ?? self.span)
            }
            scale = device
        }
        let samples = zip(fileTimes, values).map { time, value in
            Recording.Sample(
                time: (time - origin) * secondsPerUnit, value: quantity.isPosition ? value / scale : value)
        }
        let reading = Recording.Reading(
            format: format.rawValue, timeColumn: timeName, valueColumn: valueName, timeUnit: unit,
            timeUnitDecision: unitDecision, origin: origin, originDecision: originDecision,
            quantity: quantity,
            quantityDecision: quantityDecision, scale: scale, skipped: skipped,
            frameRate: unit == .frames ? rate : nil)
        return Recording(samples: samples, reading: reading)
    }

    /// The unit the spacing of the times suggests: a keyboard recording samples at 30–240 Hz,
    /// so 4–33 ms apart; times that far apart in seconds would have missed the motion.
    static func detectUnit(_ times: [Double]) -> (Recording.TimeUnit, Recording.Decision) {
        var steps = (1..<times.count).map { times[$0] - times[$0 - 1] }
        steps.sort()
        let step = steps[steps.count / 2]
        let shown = RecordingReadError.significant(step)
        let unit: Recording.TimeUnit =
            switch step {
            case ..<0.5: .seconds
            case ..<500: .milliseconds
            case ..<500_000: .microseconds
            default: .nanoseconds
            }
        return (unit, .detected("samples \(shown) apart"))
    }

    /// A progress when every value lies in 0…1 (within 5 % for an overshoot) and they span at
    /// least half of it; otherwise a position in points.
    static func detectQuantity(_ values: [Double]) -> (Recording.Quantity, Recording.Decision) {
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        if low >= -0.05 && high <= 1.05 && high - low >= 0.5 {
            return (.progress, .detected("every value is within 0…1"))
        }
        return (.position, .detected("values beyond 0…1 are points"))
    }
}
