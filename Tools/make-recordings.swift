// Makes the example recordings in Examples/recordings/ (run from the package root):
//     swift Tools/make-recordings.swift
// Each file is synthetic and says so: its trajectory is written here from closed forms (facts
// §4.2's curve 7, a textbook spring), not from the lab's engine, so fitting it tests the engine.
// The noise is a fixed-seed Gaussian (64-bit LCG, Box–Muller): the files are the same on every run.
import Foundation

struct Noise {
    var state: UInt64
    mutating func uniform() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (Double(state >> 11) + 0.5) / Double(1 << 53)
    }
    mutating func gaussian(_ sigma: Double) -> Double {
        sigma * (-2 * log(uniform())).squareRoot() * cos(2 * Double.pi * uniform())
    }
}

/// Facts §4.2: p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3), snapping to 1 at 0.5 s.
func curve7(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 0.5 { return 1 }
    let w = (1000.0 / 3).squareRoot()
    return 1 - exp(-w * t) * (1 + w * t)
}

/// An under-damped unit spring from rest: 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
func spring(_ t: Double, ratio z: Double, response: Double) -> Double {
    if t <= 0 { return 0 }
    let w = 2 * Double.pi / response
    let wd = w * (1 - z * z).squareRoot()
    return 1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
}

/// A cubic Bézier timing function's progress at time fraction x, by bisection on x(s).
func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
        let mid = (low + high) / 2
        if b(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return b((low + high) / 2, y1, y2)
}

func write(_ text: String, _ name: String) {
    let path = "Examples/recordings/" + name
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote", path)
    } catch {
        print("cannot write \(path): \(error) (run from the package root)")
        exit(1)
    }
}

// 1. Curve 7 on an iPhone 15 (852 → 516), 60 Hz, the notification at 50 ms, three decimals.
var csv = "# synthetic: facts §4.2's curve 7 (852 → 516 pt, the notification at t = 50 ms), 60 Hz,\n"
csv += "# values to 3 decimals; made by Tools/make-recordings.swift\n"
csv += "t_ms,keyboard_top\n"
for frame in 0...42 {
    let t = Double(frame) / 60
    csv += String(format: "%.3f,%.3f\n", t * 1000, 852 - 336 * curve7(t - 0.05))
}
write(csv, "curve7-60hz.csv")

// 2. A CADisplayLink log of a bouncier spring (ratio 0.8, response 0.3 s) at 120 Hz with 0.25 pt of
//    noise, timestamps on the host clock (seconds of uptime), the motion starting at 8123.5 s.
var noise = Noise(state: 33)
var items: [String] = []
for frame in 0...96 {
    let timestamp = 8123.46 + Double(frame) / 120
    let y = 852 - 336 * spring(timestamp - 8123.5, ratio: 0.8, response: 0.3) + noise.gaussian(0.25)
    items.append(String(format: "    {\"timestamp\": %.6f, \"keyboardMinY\": %.2f}", timestamp, y))
}
let json = """
    {
      "source": "synthetic: a spring of damping ratio 0.8 and response 0.3 s (852 to 516 pt) starting at 8123.5 s, 120 Hz, 0.25 pt of Gaussian noise (seed 33); made by Tools/make-recordings.swift",
      "samples": [
    \(items.joined(separator: ",\n"))
      ]
    }

    """
write(json, "spring-displaylink.json")

// 3. The Bézier a developer reverse-engineered from the keyboard and posted (Apple Developer Forums
//    thread 48088: CAMediaTimingFunction(controlPoints: 0.380, 0.700, 0.125, 1.000) over twice the
//    notified 0.25 s), sampled at 60 Hz on an iPhone 15's show, the notification at 50 ms: a
//    published curve, not a recording, to hold against curve 7's model.
var forum = "# synthetic: the Bezier (0.380, 0.700), (0.125, 1.000) over 0.5 s posted in\n"
forum += "# https://developer.apple.com/forums/thread/48088 (852 -> 516 pt, from t = 50 ms), 60 Hz;\n"
forum += "# made by Tools/make-recordings.swift\n"
forum += "t_ms,keyboard_top\n"
for frame in 0...42 {
    let t = Double(frame) / 60
    forum += String(format: "%.3f,%.3f\n", t * 1000, 852 - 336 * bezier((t - 0.05) / 0.5, 0.38, 0.7, 0.125, 1))
}
write(forum, "forum-bezier-60hz.csv")
