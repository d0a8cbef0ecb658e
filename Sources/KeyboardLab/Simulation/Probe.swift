/// A quantity sampled once per frame: a name for the column and a reader.
public struct Probe {
    /// The column name.
    public let name: String
    let read: (Simulator) -> Double

    /// A probe from any closure over the simulator.
    public init(name: String, read: @escaping (Simulator) -> Double) {
        self.name = name
        self.read = read
    }

    static let attributes: [String: @Sendable (Rect) -> Double] = [
        "minX": { $0.minX }, "minY": { $0.minY }, "maxX": { $0.maxX }, "maxY": { $0.maxY },
        "midX": { $0.midX }, "midY": { $0.midY }, "width": { $0.width }, "height": { $0.height },
    ]

    /// Parses a probe name. Views are looked up on every sample, so a removed view reads NaN.
    public static func parse(_ text: String, in simulator: Simulator) throws(SimulationError) -> Probe {
        if text == "t" { return Probe(name: text) { $0.time } }
        for prefix in ["gap(", "model.gap("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
            let viewName = String(text.dropFirst(prefix.count).dropLast())
            _ = try simulator.view(named: viewName)
            let presented = prefix == "gap("
            return Probe(name: text) { sim in
                guard let view = try? sim.view(named: viewName) else { return .nan }
                let keyboard = presented ? sim.keyboardPresentedFrame : sim.keyboardModelFrame
                return keyboard.minY - sim.frame(of: view, in: .screen, presentation: presented).maxY
            }
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || (parts.count == 3 && parts[1] == "model"),
            let attribute = attributes[parts[parts.count - 1]]
        else { throw .unknownProbe(text) }
        let presented = parts.count == 2
        if parts[0] == "keyboard" {
            return Probe(name: text) { sim in
                attribute(presented ? sim.keyboardPresentedFrame : sim.keyboardModelFrame)
            }
        }
        let viewName = parts[0]
        _ = try simulator.view(named: viewName)
        return Probe(name: text) { sim in
            guard let view = try? sim.view(named: viewName) else { return .nan }
            return attribute(sim.frame(of: view, in: .screen, presentation: presented))
        }
    }
}
