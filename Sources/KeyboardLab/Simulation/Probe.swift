/// A quantity sampled once per frame: a name for the column and a reader.
public struct Probe {
    /// The column name.
    public let name: String
    /// The view the probe reads, if any: while it is out of the window the probe reads NaN.
    public let viewName: String?
    let read: (Simulator) -> Double

    /// A probe from any closure over the simulator; `viewName` names the view it reads.
    public init(name: String, viewName: String? = nil, read: @escaping (Simulator) -> Double) {
        self.name = name
        self.viewName = viewName
        self.read = read
    }

    static let attributes: [String: @Sendable (Rect) -> Double] = [
        "minX": { $0.minX }, "minY": { $0.minY }, "maxX": { $0.maxX }, "maxY": { $0.maxY },
        "midX": { $0.midX }, "midY": { $0.midY }, "width": { $0.width }, "height": { $0.height },
    ]

    /// The attributes of `keyboard-guide.…`, as the shell's quantities name them.
    public static let guideAttributes = ["minY", "maxY", "height"]

    /// `gap(VIEW)` for `gap.VIEW` and `error(VIEW)` for `error.VIEW`: the call spelling of a
    /// per-view quantity typed as a member (nil for any other name).
    public static func functionSpelling(of name: String) -> String? {
        for function in ["gap", "error"] where name.hasPrefix("\(function).") {
            let view = name.dropFirst(function.count + 1)
            guard !view.isEmpty, !view.contains(".") else { return nil }
            return "\(function)(\(view))"
        }
        return nil
    }

    /// Parses a probe name. A view that leaves the window is looked up again on the next sample,
    /// so a removed view reads NaN.
    public static func parse(_ text: String, in simulator: Simulator) throws(SimulationError) -> Probe {
        if text == "t" { return Probe(name: text) { $0.time } }
        // `gap.VIEW`, the quantity's name in expressions, is `gap(VIEW)` (the column's name),
        // unless a view is named `gap`.
        if let call = functionSpelling(of: text), call.hasPrefix("gap("),
            (try? simulator.view(named: "gap")) == nil
        {
            return try parse(call, in: simulator)
        }
        for prefix in ["gap(", "model.gap("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
            let viewName = String(text.dropFirst(prefix.count).dropLast())
            _ = try simulator.view(named: viewName)
            let presented = prefix == "gap("
            let lookup = ViewLookup(viewName)
            return Probe(name: text, viewName: viewName) { sim in
                guard let view = lookup.resolve(in: sim) else { return .nan }
                let keyboard = presented ? sim.keyboardPresentedFrame : sim.keyboardModelFrame
                return keyboard.minY - sim.frame(of: view, in: .screen, presentation: presented).maxY
            }
        }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, parts[1] == "presentation" { parts.remove(at: 1) }  // the default layer
        if let probe = try appearance(text, parts, in: simulator) { return probe }
        guard parts.count == 2 || (parts.count == 3 && parts[1] == "model"),
            let attribute = attributes[parts[parts.count - 1]]
        else { throw .unknownProbe(text) }
        let presented = parts.count == 2
        if parts[0] == "keyboard-guide" {
            // The guide's layout frame, as `expect keyboard-guide.minY` reads it: a layout guide
            // has no presentation layer, so its frame is the one laid out.
            guard presented, guideAttributes.contains(parts[1]) else { throw .unknownProbe(text) }
            return Probe(name: text) { sim in
                attribute(sim.rootView.convert(sim.rootView.keyboardLayoutGuide.layoutFrame, to: .screen))
            }
        }
        if parts[0] == "keyboard" {
            return Probe(name: text) { sim in
                attribute(presented ? sim.keyboardPresentedFrame : sim.keyboardModelFrame)
            }
        }
        let viewName = parts[0]
        _ = try simulator.view(named: viewName)
        let lookup = ViewLookup(viewName)
        return Probe(name: text, viewName: viewName) { sim in
            guard let view = lookup.resolve(in: sim) else { return .nan }
            return attribute(sim.frame(of: view, in: .screen, presentation: presented))
        }
    }

    /// `VIEW.alpha`, `VIEW.translation.x` / `.y`, each with `model.` after the view for the
    /// model layer (the presentation is the default); nil for any other name.
    private static func appearance(
        _ text: String, _ parts: [String], in simulator: Simulator
    ) throws(SimulationError) -> Probe? {
        var rest = Array(parts.dropFirst())
        let model = rest.first == "model"
        if model { rest.removeFirst() }
        let read: ((Simulator, View) -> Double)?
        switch rest {
        case ["alpha"]: read = { $0.alpha(of: $1, presentation: !model) }
        case ["translation", "x"]: read = { $0.translation(of: $1, presentation: !model).x }
        case ["translation", "y"]: read = { $0.translation(of: $1, presentation: !model).y }
        default: read = nil
        }
        guard let read, parts[0] != "keyboard" else { return nil }
        let viewName = parts[0]
        _ = try simulator.view(named: viewName)
        let lookup = ViewLookup(viewName)
        return Probe(name: text, viewName: viewName) { sim in
            guard let view = lookup.resolve(in: sim) else { return .nan }
            return read(sim, view)
        }
    }
}
