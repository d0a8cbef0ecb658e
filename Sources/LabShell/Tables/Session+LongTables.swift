import KeyboardLab

/// Tables that can be long (a run's frames: up to `LogLimits.sampleRows` rows) print line by
/// line and stop at Ctrl-C, saying how far they got.
extension Session {
    /// Prints `table` in the output mode until done or until `interruption` is requested;
    /// returns false when it was stopped.
    @discardableResult
    func printStoppable(_ table: Table, interruption: Interruption = .process) -> Bool {
        // Rendered in linear time (fitted to the terminal like any table), then written line by
        // line; the flag is an atomic load, cheap enough to read on every line.
        var lines = 0
        for line in tableRenderer.render(table) {
            if interruption.isRequested {
                print("… output stopped (Ctrl-C) after \(NumberStyle.count(lines, "line"))")
                return false
            }
            write(line)
            lines += 1
        }
        return true
    }
}
