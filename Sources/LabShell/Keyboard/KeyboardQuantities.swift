import KeyboardLab

/// The keyboard quantities `expect` reads: the keyboard's frame (presented and model, screen
/// coordinates), the gap under a view, the tracking summary and the notification counts.
enum KeyboardQuantities {
    static let keyboard = QuantityProvider(
        prefix: "keyboard",
        summary: "keyboard.minY/maxY/height/minX/width: the keyboard's presented frame (screen); "
            + "keyboard.overlap: its intersection height with the app's window; keyboard.model.…: model",
        names: { _ in
            ["minY", "maxY", "height", "minX", "width", "overlap"].flatMap {
                ["keyboard.\($0)", "keyboard.model.\($0)"]
            }
        },
        value: { name, session in
            let sim = session.state(LabState.self).simulator
            let parts = name.parts
            if parts.last == "overlap" {
                // The intersection recipe (facts §7): the part of the app's window it covers.
                let frame = parts.count == 3 ? sim.keyboardModelFrame : sim.keyboardPresentedFrame
                return KeyboardCoordinates.overlapHeight(
                    keyboardFrame: frame, viewFrameInScreen: sim.window.frame)
            }
            let model = parts.count == 3 && parts[1] == "model"
            guard parts.count == 2 || model, let edge = parts.last else { return nil }
            let frame = model ? sim.keyboardModelFrame : sim.keyboardPresentedFrame
            switch edge {
            case "minY": return frame.minY
            case "maxY": return frame.maxY
            case "height": return frame.height
            case "minX": return frame.minX
            case "width": return frame.width
            default: return nil
            }
        })

    static let gap = QuantityProvider(
        prefix: "gap",
        summary: "gap.VIEW: keyboard.minY − VIEW.maxY, both presented, in screen coordinates",
        names: { session in
            session.state(LabState.self).viewNames.filter { $0 != "root" }.map { "gap.\($0)" }
        },
        value: { name, session in
            let sim = session.state(LabState.self).simulator
            let parts = name.parts
            guard parts.count == 2, let view = try? sim.view(named: parts[1]) else { return nil }
            return sim.keyboardPresentedFrame.minY - sim.frame(of: view, in: .screen, presentation: true).maxY
        })

    static let tracking = QuantityProvider(
        prefix: "tracking",
        summary:
            "tracking.maxError/finalGap/endError/framesUntilSettled: the tracked view's summary (how it moves, "
            + "where it ends); tracking.gap/ideal/error: on the last frame, the gap, the ideal follower's gap "
            + "and their difference (every frame's: export csv tracking)",
        names: { _ in
            [
                "tracking.maxError", "tracking.finalGap", "tracking.endError", "tracking.framesUntilSettled",
                "tracking.gap", "tracking.ideal", "tracking.error",
            ]
        },
        value: { name, session in
            guard let recorder = session.state(KeyboardShellState.self).recorder else {
                throw NothingTracked()
            }
            let series = recorder.series
            switch name {
            case "tracking.gap": return series.rows.last?.gap
            case "tracking.ideal": return series.rows.last?.idealGap
            case "tracking.error": return series.rows.last?.error
            default: break
            }
            let s = series.summary
            switch name {
            case "tracking.maxError": return s.maxAbsError
            case "tracking.finalGap": return s.finalGap
            case "tracking.endError": return s.endError
            case "tracking.framesUntilSettled": return Double(s.framesUntilSettled)
            default: return nil
            }
        })

    static let comparison = QuantityProvider(
        prefix: "compare",
        summary:
            "compare.TECHNIQUE.maxError/finalGap/endError/framesUntilSettled: the last compare's rows "
            + "(none after a matrix)",
        names: { session in
            session.state(KeyboardShellState.self).lastComparison.flatMap { run in
                ["maxError", "finalGap", "endError", "framesUntilSettled"].map {
                    "compare.\(run.technique).\($0)"
                }
            }
        },
        value: { name, session in
            let parts = name.parts
            guard parts.count == 3 else { return nil }
            let shell = session.state(KeyboardShellState.self)
            if shell.lastCompareWasMatrix {
                throw Session.QuantityUnavailable(
                    KeyboardShellState.matrixHasNoRows, suggestion: KeyboardShellState.matrixSuggestion)
            }
            let runs = shell.lastComparison
            let name = KeyboardTechnique.parseBuiltIn(parts[1])?.rawValue ?? parts[1]
            guard let run = runs.first(where: { $0.technique == name }) else { return nil }
            switch parts[2] {
            case "maxError": return run.summary.maxAbsError
            case "finalGap": return run.summary.finalGap
            case "endError": return run.summary.endError
            case "framesUntilSettled": return Double(run.summary.framesUntilSettled)
            default: return nil
            }
        })

    static let notifications = QuantityProvider(
        prefix: "notifications",
        summary: "notifications.count; notifications.NAME.count (NAME keyboardWillShow, …)",
        names: { _ in
            ["notifications.count"]
                + KeyboardNotificationName.allCases.map { "notifications.\($0.rawValue).count" }
        },
        value: { name, session in
            let log = session.state(LabState.self).simulator.notificationLog
            if name == "notifications.count" { return Double(log.count) }
            let parts = name.parts
            guard parts.count == 3, parts[2] == "count", let kind = KeyboardNotificationName(name: parts[1])
            else { return nil }
            return Double(log.filter { $0.name == kind }.count)
        })
}

extension KeyboardQuantities {
    static let observers = QuantityProvider(
        prefix: "observer",
        summary: "observer.LABEL.count; observer.LABEL.NAME.count: what an observer received",
        names: { session in
            session.state(KeyboardObservers.self).entries.flatMap { entry in
                ["observer.\(entry.label).count"]
                    + KeyboardNotificationName.allCases.map { "observer.\(entry.label).\($0.rawValue).count" }
            }
        },
        value: { name, session in
            let parts = name.parts
            guard parts.count == 3 || parts.count == 4, parts.last == "count",
                let entry = session.state(KeyboardObservers.self).entry(parts[1])
            else { return nil }
            guard parts.count == 4 else { return Double(entry.receivedCount) }
            guard let kind = KeyboardNotificationName(name: parts[2]) else { return nil }
            return Double(entry.counts[kind] ?? 0)
        })
}

/// Reading `tracking.…` with no tracked view (the session reports it at the name).
struct NothingTracked: Error, CustomStringConvertible {
    var description: String { "nothing is tracked (track VIEW or bind VIEW with …)" }
}
