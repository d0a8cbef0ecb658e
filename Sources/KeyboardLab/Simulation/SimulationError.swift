/// What the simulator refuses, as data (a session must never crash).
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device id is not in the catalogue.
    case unknownDevice(id: String, suggestions: [String])
    /// No view has this name (or several have).
    case unknownView(String)
    /// No active user constraint has this identifier.
    case unknownConstraint(String)
    /// A view name the constraint text cannot spell, or one already taken.
    case invalidViewName(String)
    /// The keyboard scenario was refused.
    case scenario(KeyboardScenarioError)
    /// The layout engine refused a constraint (or a view): the refusal itself, with its culprit.
    case layout(LayoutError)
    /// A technique the caller installs (`TechniqueInstaller.custom`) could not be installed;
    /// the caller knows why.
    case techniqueNotInstalled(String)
    /// A binding that needs a constraint was given none.
    case missingConstraint(technique: String)
    /// A binding was given a constraint that does not pin the bound view's bottom edge: moving
    /// or replacing it would move something else (and the guide's replacement would conflict).
    case notABottomConstraint(constraint: String, view: String)
    /// The view is not a scroll view (nor a table or text view).
    case notAScrollView(String)
    /// The view is not a table view.
    case notATableView(String)
    /// A table view refused (a row out of range).
    case tableView(TableViewError)
    /// A run stopped at an interruption (Ctrl-C); the clock is at `frame`, `time` seconds.
    case interrupted(frame: Int, time: Double)
    /// A scenario, or a device, orientation, placement or profile change, while the finger of an
    /// interactive dismissal is down (`Simulator.keyboardDrag`): refused until the release.
    case keyboardBeingDragged(KeyboardDragProgress)
    /// The same changes while a rotation with the keyboard on screen has notifications pending
    /// (`Simulator.rotationInFlight`): refused until its last one has posted.
    case rotationInProgress(RotationProgress)
    /// A comparison would play past its budget (`ComparisonBudget`); refused before that frame.
    case comparisonOverBudget(ComparisonOverrun)

    public var description: String {
        switch self {
        case .unknownDevice(let id, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
            return "unknown device '\(id)'\(hint)"
        case .unknownView(let name): return "no single view named '\(name)'"
        case .unknownConstraint(let name): return "no active constraint named '\(name)'"
        case .invalidViewName(let name): return "'\(name)' cannot name a view (or is taken)"
        case .scenario(let error): return error.description
        case .layout(let error): return error.description
        case .techniqueNotInstalled(let name): return "technique \(name) could not be installed"
        case .missingConstraint(let technique): return "\(technique) needs the bottom constraint's name"
        case .notABottomConstraint(let constraint, let view):
            return "constraint '\(constraint)' does not pin \(view)'s bottom"
        case .notAScrollView(let name): return "'\(name)' is not a scroll view (nor a table or text view)"
        case .notATableView(let name): return "'\(name)' is not a table view"
        case .tableView(let error): return error.description
        case .interrupted(let frame, let time):
            return "interrupted at frame \(frame), t = \(KeyboardNumberFormat.compact(time)) s"
        case .keyboardBeingDragged(let drag):
            return "the keyboard is being dragged (interactive dismissal, finger position \(drag.position) "
                + "of \(drag.positions)): nothing may change the keyboard, the device, the screen or the "
                + "profile until the finger lifts"
        case .rotationInProgress(let rotation):
            let turn = "\(rotation.from.rawValue) to \(rotation.to.rawValue)"
            return "the interface is rotating (\(turn), keyboard "
                + "\(rotation.isShowing ? "showing" : "hiding")): nothing may change the keyboard, the "
                + "device, the screen or the profile until \(rotation.endDescription)"
        case .comparisonOverBudget(let overrun): return overrun.description
        }
    }
}

extension RotationProgress {
    /// `its keyboardDidShow, in 45 frames (750 ms)`: the last notification and when it posts.
    var endDescription: String {
        let last = lastNotification.map { "its \($0.rawValue)" } ?? "it ends"
        guard framesToEnd > 0 else { return last + ", on this frame" }
        let ms = KeyboardNumberFormat.compact((secondsToEnd * 1000).rounded())
        return last + ", in \(framesToEnd) frame\(framesToEnd == 1 ? "" : "s") (\(ms) ms)"
    }
}
