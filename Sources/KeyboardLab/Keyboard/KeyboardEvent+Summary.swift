extension KeyboardEvent {
    /// One printable line for the shell's event list, e.g.
    /// `0 ms  motion (0 852; 393×336) -> (0 516; 393×336)  0.25 s  curve 7  settles 500 ms`.
    public var summary: String {
        let time = KeyboardNumberFormat.compact(self.time * 1000) + " ms"
        let rect = KeyboardNumberFormat.compactRect
        let body: String
        switch kind {
        case .notification(let post):
            body = post.summary
        case .motion(let m):
            let settle =
                m.isInstant
                ? "instant" : "settles \(KeyboardNumberFormat.compact(m.settleDuration * 1000)) ms"
            body =
                "motion \(rect(m.from)) -> \(rect(m.to))  \(KeyboardNumberFormat.number(m.duration)) s  "
                + "curve \(m.curve)  \(settle)"
        case .textField(.didBeginEditing(let field)):
            body = "textFieldDidBeginEditing \(field)"
        case .textField(.didEndEditing(let field)):
            body = "textFieldDidEndEditing \(field)"
        case .drag(let sample):
            body =
                "drag finger y \(KeyboardNumberFormat.compact(sample.fingerY))  keyboard \(rect(sample.keyboardFrame))"
        case .warning(let warning):
            body = "warning: \(warning)"
        }
        return "\(time)  \(body)"
    }
}
