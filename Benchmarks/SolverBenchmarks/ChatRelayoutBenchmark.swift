import KeyboardLab

/// The layout engine's benchmark case (issue 3): a chat screen with `rows` message rows stacked
/// bottom-up in a container above an input bar, on an iPhone 15 Pro (393×852, safe area
/// 59/34). The timed step is what a keyboard animation does every frame: change the input
/// bar's bottom constant once, then lay out the window. Every row moves with the container's
/// bottom, so each relayout reads back every frame.
///
/// Returns one JSON line: the scene's size, the time to build and first lay out the scene, and
/// the median and 90th percentile of one relayout over `changes` constant edits (monotonic
/// clock), plus the solver calls per relayout, which show it stays incremental.
public func runChatRelayoutBenchmark(rows: Int) -> String {
    let rowCount = max(1, rows)
    let changes = 200
    let clock = ContinuousClock()
    let buildStart = clock.now
    let window = Window(
        screen: Screen(size: Size(width: 393, height: 852)),
        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let root = window.rootView
    let container = View(name: "container")
    let input = View.textField(name: "input")
    root.addSubview(container)
    root.addSubview(input)
    let bottom = input.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
    var constraints = [
        container.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        container.bottomAnchor.constraint(equalTo: input.topAnchor),
        input.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
        input.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        input.heightAnchor.constraint(equalToConstant: 52),
        bottom,
    ]
    var below: View?
    for index in (0..<rowCount).reversed() {
        let row = View(name: "row\(index)")
        container.addSubview(row)
        constraints += [
            row.bottomAnchor.constraint(equalTo: below?.topAnchor ?? container.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            row.heightAnchor.constraint(equalToConstant: 44),
        ]
        below = row
    }
    do {
        try LayoutConstraint.activate(constraints)
    } catch {
        return "{\"case\":\"chat-relayout\",\"error\":\"\(error)\"}"
    }
    window.layoutIfNeeded()
    let buildTime = clock.now - buildStart

    let relayouts = measureRelayouts(window, changes: changes) { step in
        // A keyboard-like sweep over 0…−300, a different value every time.
        bottom.constant = -(Double(step) * 1.5).truncatingRemainder(dividingBy: 300) - 0.25
    }
    return "{\"case\":\"chat-relayout\",\"rows\":\(rowCount),"
        + relayouts.fields(buildTime: buildTime) + "}"
}

/// A window's relayouts after `change(step)`, timed one by one, with the solver work they did.
struct RelayoutMeasure {
    var samples: [Double]  // µs, sorted
    var views: Int
    var constraints: Int
    var changes: Int
    var addsPerChange: Double
    var suggestionsPerChange: Double

    /// The JSON fields both relayout cases print (without braces).
    func fields(buildTime: Swift.Duration) -> String {
        "\"views\":\(views),\"constraints\":\(constraints),\"changes\":\(changes),"
            + "\"build_ms\":\(benchmarkFixed(benchmarkMicroseconds(buildTime) / 1000)),"
            + "\"relayout_median_us\":\(benchmarkFixed(samples[samples.count / 2])),"
            + "\"relayout_p90_us\":\(benchmarkFixed(samples[samples.count * 9 / 10])),"
            + "\"adds_per_change\":\(benchmarkFixed(addsPerChange)),"
            + "\"suggestions_per_change\":\(benchmarkFixed(suggestionsPerChange))"
    }
}

func measureRelayouts(_ window: Window, changes: Int, change: (Int) -> Void) -> RelayoutMeasure {
    let clock = ContinuousClock()
    let before = window.statistics
    var samples: [Double] = []
    samples.reserveCapacity(changes)
    for step in 0..<changes {
        change(step)
        let start = clock.now
        window.layoutIfNeeded()
        samples.append(benchmarkMicroseconds(clock.now - start))
    }
    let after = window.statistics
    return RelayoutMeasure(
        samples: samples.sorted(), views: window.allViews.count,
        constraints: window.constraints(includingSystem: true).count, changes: changes,
        addsPerChange: Double(after.constraintsAdded - before.constraintsAdded) / Double(changes),
        suggestionsPerChange: Double(after.suggestions - before.suggestions) / Double(changes))
}

/// A duration in microseconds.
func benchmarkMicroseconds(_ duration: Swift.Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
}

/// Two decimals, no locale, no exponent.
func benchmarkFixed(_ value: Double) -> String {
    let hundredths = Int64((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
