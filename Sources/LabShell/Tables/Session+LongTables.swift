import KeyboardLab

/// Tables that can be long (a run's frames: up to `LogLimits.sampleRows` rows) print line by
/// line and stop at Ctrl-C, saying how far they got.
extension Session {
    /// Prints `table` in the output mode until done or until `interruption` is requested;
    /// returns false when it was stopped.
    @discardableResult
    func printStoppable(_ table: Table, interruption: Interruption = .process) -> Bool {
        let renderer = TableRenderer(mode: outputMode, decimals: decimals, headers: headers)
        var lines = 0
        let finished = renderer.render(table) { line in
            // The flag is an atomic load: cheap enough to read on every line.
            if interruption.isRequested { return false }
            output.write(line)
            lines += 1
            return true
        }
        if !finished { print("… output stopped (Ctrl-C) after \(lines) lines") }
        return finished
    }
}
