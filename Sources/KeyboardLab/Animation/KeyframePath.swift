/// The values one property passes through in a keyframe animation, as a function of the eased
/// progress u ∈ 0…1 of the whole animation.
///
/// Key points: (0, initial value), then for each keyframe (sorted by start) a hold point
/// (start, previous value) and an end point (start + duration, its value); after the last
/// point the final value holds.
struct KeyframePath<Value: Animatable> {
    let initialValue: Value
    let finalValue: Value
    let mode: KeyframeCalculationMode
    let times: [Double]
    let values: [Value]

    init(initial: Value, keys: [Keyframe<Value>], mode: KeyframeCalculationMode) {
        let sorted = keys.enumerated().sorted { lhs, rhs in
            lhs.element.start != rhs.element.start
                ? lhs.element.start < rhs.element.start : lhs.offset < rhs.offset
        }.map(\.element)
        var times = [0.0]
        var values = [initial]
        var current = initial
        var last = 0.0
        for key in sorted {
            let start = Swift.max(key.start, last)
            if start > last {
                times.append(start)
                values.append(current)
            }
            let end = Swift.max(start + key.duration, start)
            times.append(end)
            values.append(key.value)
            current = key.value
            last = end
        }
        self.initialValue = initial
        self.finalValue = current
        self.mode = mode
        self.times = times
        self.values = values
    }

    func value(at u: Double) -> Value {
        guard let lastTime = times.last, u < lastTime else { return finalValue }
        if u <= 0 { return initialValue }
        switch mode {
        case .linear, .cubic, .discrete:
            // Segment i: the last point at or before u.
            var i = 0
            while i + 1 < times.count && times[i + 1] <= u { i += 1 }
            guard i + 1 < times.count else { return finalValue }
            let span = times[i + 1] - times[i]
            let s = span > 0 ? (u - times[i]) / span : 1
            switch mode {
            case .discrete: return values[i]
            case .cubic: return catmullRom(values, segment: i, s)
            default: return values[i].interpolated(to: values[i + 1], fraction: s)
            }
        case .paced, .cubicPaced:
            return paced(u, cubic: mode == .cubicPaced)
        }
    }

    /// Constant speed along the distinct values (chord lengths), ignoring key times.
    private func paced(_ u: Double, cubic: Bool) -> Value {
        var distinct = [values[0]]
        for value in values.dropFirst() where value != distinct[distinct.count - 1] {
            distinct.append(value)
        }
        var lengths: [Double] = []
        for i in 0..<(distinct.count - 1) {
            lengths.append(distinct[i].distance(to: distinct[i + 1]))
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return finalValue }
        var target = u * total
        for (i, length) in lengths.enumerated() {
            if target <= length || i == lengths.count - 1 {
                let s = length > 0 ? Swift.min(target / length, 1) : 1
                return cubic
                    ? catmullRom(distinct, segment: i, s)
                    : distinct[i].interpolated(to: distinct[i + 1], fraction: s)
            }
            target -= length
        }
        return finalValue
    }

    /// Uniform Catmull-Rom between points[i] and points[i + 1]; a held segment stays flat and
    /// a missing or held neighbour is replaced by the segment's own end point.
    private func catmullRom(_ points: [Value], segment i: Int, _ s: Double) -> Value {
        let p1 = points[i]
        let p2 = points[i + 1]
        if p1 == p2 { return p1 }
        let p0 = i > 0 && points[i - 1] != p1 ? points[i - 1] : p1
        let p3 = i + 2 < points.count && points[i + 2] != p2 ? points[i + 2] : p2
        let s2 = s * s
        let s3 = s2 * s
        // 0.5 · (2p1 + (−p0 + p2)s + (2p0 − 5p1 + 4p2 − p3)s² + (−p0 + 3p1 − 3p2 + p3)s³)
        let a = p1.scaled(by: 2)
        let b = p2.subtracting(p0).scaled(by: s)
        let c = p0.scaled(by: 2).subtracting(p1.scaled(by: 5)).adding(p2.scaled(by: 4)).subtracting(p3)
            .scaled(by: s2)
        let d = p1.scaled(by: 3).subtracting(p0).subtracting(p2.scaled(by: 3)).adding(p3).scaled(by: s3)
        return a.adding(b).adding(c).adding(d).scaled(by: 0.5)
    }
}
