import KeyboardLab

/// The screens case (issue 13): the chat of `runChatRelayoutBenchmark` built the way UIKit screens
/// are built today — `rows` self-sizing labels (intrinsic height 44) arranged in a vertical stack
/// view, above an input bar whose growing text view sizes it, the bar on the keyboard layout
/// guide. The timed step is the user typing: the text view's line count changes (one intrinsic
/// size, two constant suggestions), then the window is laid out; the bar grows or shrinks and
/// every row moves with the stack's bottom. Printed beside the hand-constrained chat of the same
/// size, whose relayout after one constant change is the peer figure.
public func runStackRelayoutBenchmark(rows: Int) -> String {
    let rowCount = max(1, rows)
    let changes = 200
    let clock = ContinuousClock()
    let buildStart = clock.now
    let window = Window(
        screen: Screen(size: Size(width: 393, height: 852)),
        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let root = window.rootView
    let list = StackView(name: "list", axis: .vertical)
    let bar = View(name: "bar")
    let message = TextView(name: "message", lines: 1, lineHeight: 20, isScrollEnabled: false)
    root.addSubview(list)
    root.addSubview(bar)
    bar.addSubview(message)
    for index in 0..<rowCount {
        list.addArrangedSubview(Label(name: "row\(index)", textWidth: 300, lines: 2, lineHeight: 22))
    }
    let constraints = [
        list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        list.bottomAnchor.constraint(equalTo: bar.topAnchor),
        bar.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        message.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
        message.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        message.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 8),
        message.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -8),
    ]
    do {
        try LayoutConstraint.activate(constraints)
    } catch {
        return "{\"case\":\"stack-relayout\",\"error\":\"\(error)\"}"
    }
    window.layoutIfNeeded()
    let buildTime = clock.now - buildStart

    let relayouts = measureRelayouts(window, changes: changes) { step in
        message.lineCount = 1 + (step + 1) % 5  // typing and deleting lines: 2, 3, 4, 5, 1, …
    }
    let barHeight = bar.frame.height  // 8 + 1 line + 8 + 16 after the last change (1 line): 52
    return "{\"case\":\"stack-relayout\",\"rows\":\(rowCount),"
        + relayouts.fields(buildTime: buildTime) + ",\"bar_height\":\(benchmarkFixed(barHeight))}"
}
