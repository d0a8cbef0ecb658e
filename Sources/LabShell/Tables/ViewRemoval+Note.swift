import KeyboardLab

extension ViewRemoval {
    /// The line under a table whose cells for the view are empty: `note: box was removed at
    /// frame 3; its cells are empty while it is gone`, its frames counted from `origin` as the
    /// table's are (`tracking`'s note says the same of a tracked view).
    func note(countingFrom origin: Int = 0) -> String {
        var frames = self.frames.map { String($0 - origin) }
        var when: [String] = []
        if goneAtFirstSample, let first = frames.first {
            when.append("before frame \(first)")
            frames.removeFirst()
        }
        if let last = frames.last {
            let list = frames.count == 1 ? last : frames.dropLast().joined(separator: ", ") + " and " + last
            when.append(
                (when.isEmpty ? "at " : "again at ") + (frames.count == 1 ? "frame " : "frames ") + list)
        }
        return
            "note: \(view) was removed \(when.joined(separator: ", ")); its cells are empty while it is gone"
    }
}

extension Table.Cell {
    /// A sampled number, or no value where the sample is NaN (a removed view's edge).
    static func sample(_ value: Double) -> Table.Cell { value.isNaN ? .none : .number(value) }
}
