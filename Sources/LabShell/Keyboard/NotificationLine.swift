import KeyboardLab

/// One posted notification as a scenario prints it, in one of two layouts chosen for the whole
/// output of a command (`ScenarioOutput.replay`):
///
/// - wide, one line, when every notification of the output fits the terminal:
///   `keyboardDidShow          begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7  at 500 ms`
/// - compact, two lines, otherwise (an 80-column terminal, a pipe): the name and the frames,
///   then under the frames the animation and when it came:
///   ```
///   keyboardDidShow          (0 852; 393×336) → (0 516; 393×336)
///                            0.25 s  curve 7  at 500 ms
///   ```
///
/// Both carry the same fields, in the same order. The full names stay (they are what `on`,
/// `observe` and `notifications` print), so the compact layout cannot fit on one line: the
/// longest name and two iPhone frames already take 68 of 80 columns.
struct NotificationLine {
    var name: String
    var begin: String
    var end: String
    /// Duration, curve, `not local`, `at N ms`: the ones the post has, in this order.
    var animation: [String]
    /// ` [1][2]`, or "".
    var markers: String

    /// The column where the frames (and in the compact layout the animation) start: the
    /// longest name, `keyboardWillChangeFrame`, and two spaces.
    static let valueColumn = 25

    /// `time`: seconds after the command's start when the post came after its first frame, or nil.
    init(_ post: KeyboardNotificationPost, after time: Double?, markers: String) {
        name = post.name.rawValue
        let info = post.userInfo
        begin = KeyboardNumberFormat.compactRect(info.frameBegin)
        end = KeyboardNumberFormat.compactRect(info.frameEnd)
        animation = info.tableColumns.filter { $0.header == "duration" || $0.header == "curve" }
            .map(\.value).filter { $0 != "-" }
        if info.includesIsLocalKey && !info.isLocal { animation.append("not local") }
        if let time { animation.append("at " + NumberStyle.compact((time * 1000).rounded()) + " ms") }
        self.markers = markers
    }

    /// The one-line layout.
    var wide: String {
        let fields = ["begin " + begin, "end " + end] + animation
        return Self.padded(name) + fields.joined(separator: "  ") + markers
    }

    /// The two-line layout, each line at most `width` characters: a line that would be wider
    /// goes on under the value column (or 4 columns in, on a terminal too narrow for that),
    /// broken between fields, never inside one (unless a single field is wider than the line).
    func compact(width: Int) -> [String] {
        let indent = String(repeating: " ", count: width >= 60 ? Self.valueColumn : 4)
        var lines = [Self.padded(name)]
        // Adds `field` to the last line after `separator`, or starts a line with it under the
        // value column (when asked, or when the last line is full).
        func add(_ field: String, after separator: String, newLine: Bool = false) {
            let last = lines[lines.count - 1]
            if !newLine && last.count + separator.count + field.count <= width {
                lines[lines.count - 1] = last + separator + field
            } else {
                lines.append(indent + field)
            }
        }
        add(begin, after: "")
        add("→ " + end, after: " ")
        for (index, field) in animation.enumerated() {
            add(index == animation.count - 1 ? field + markers : field, after: "  ", newLine: index == 0)
        }
        if animation.isEmpty && !markers.isEmpty { add(String(markers.drop { $0 == " " }), after: " ") }
        return lines.flatMap { Session.fitted($0, width: width) }
    }

    private static func padded(_ name: String) -> String {
        name + String(repeating: " ", count: max(valueColumn - name.count, 2))
    }
}
