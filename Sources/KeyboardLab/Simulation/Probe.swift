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

    /// A probe of `quantity`, its column called `name` (the column's name is the caller's: the
    /// shell shows the name as typed). The view it reads must exist now; one that leaves the
    /// window later is looked up again on the next sample, so a removed view reads NaN.
    public init(_ quantity: FrameQuantity, named name: String, in simulator: Simulator)
        throws(SimulationError)
    {
        guard let viewName = quantity.viewName else {
            self.init(name: name) { quantity.value(in: $0, view: nil) }
            return
        }
        _ = try simulator.view(named: viewName)
        let lookup = ViewLookup(viewName)
        self.init(name: name, viewName: viewName) { sim in
            guard let view = lookup.resolve(in: sim) else { return .nan }
            return quantity.value(in: sim, view: view)
        }
    }
}

/// What a probe reads on each frame, as a value: the shell resolves the name a user typed
/// into one of these once, and the engine reads no probe text.
public enum FrameQuantity: Hashable, Sendable {
    /// Core Animation's two layers: the model (what was set) and the presentation (what is on
    /// screen mid-animation).
    public enum Layer: Hashable, Sendable {
        case model, presentation
    }

    /// An edge or a size of a frame, as CGRect names them.
    public enum Edge: String, CaseIterable, Hashable, Sendable {
        case minX, minY, maxX, maxY, midX, midY, width, height

        /// The edge of `rect`.
        public func of(_ rect: Rect) -> Double {
            switch self {
            case .minX: return rect.minX
            case .minY: return rect.minY
            case .maxX: return rect.maxX
            case .maxY: return rect.maxY
            case .midX: return rect.midX
            case .midY: return rect.midY
            case .width: return rect.width
            case .height: return rect.height
            }
        }
    }

    /// An axis of a translation.
    public enum Axis: String, Hashable, Sendable {
        case x, y
    }

    /// The clock, in seconds.
    case time
    /// The keyboard's frame, in screen coordinates.
    case keyboard(Edge, Layer)
    /// The root view's keyboard layout guide as laid out, in screen coordinates: a layout guide
    /// has no presentation layer.
    case keyboardGuide(Edge)
    /// A view's frame, in screen coordinates.
    case view(String, Edge, Layer)
    /// The keyboard's top minus the view's bottom, both in screen coordinates.
    case gap(view: String, Layer)
    /// A view's alpha.
    case alpha(view: String, Layer)
    /// A view's transform translation.
    case translation(view: String, Axis, Layer)

    /// The edges of the keyboard layout guide a probe reads.
    public static let guideEdges: [Edge] = [.minY, .maxY, .height]

    /// The view the quantity reads, if any.
    public var viewName: String? {
        switch self {
        case .time, .keyboard, .keyboardGuide: return nil
        case .view(let name, _, _), .gap(let name, _), .alpha(let name, _), .translation(let name, _, _):
            return name
        }
    }

    /// The value now; `view` is the view `viewName` names.
    func value(in sim: Simulator, view: View?) -> Double {
        switch self {
        case .time:
            return sim.time
        case .keyboard(let edge, let layer):
            return edge.of(layer == .presentation ? sim.keyboardPresentedFrame : sim.keyboardModelFrame)
        case .keyboardGuide(let edge):
            return edge.of(sim.rootView.convert(sim.rootView.keyboardLayoutGuide.layoutFrame, to: .screen))
        case .view(_, let edge, let layer):
            guard let view else { return .nan }
            return edge.of(sim.frame(of: view, in: .screen, presentation: layer == .presentation))
        case .gap(_, let layer):
            guard let view else { return .nan }
            let presented = layer == .presentation
            let keyboard = presented ? sim.keyboardPresentedFrame : sim.keyboardModelFrame
            return keyboard.minY - sim.frame(of: view, in: .screen, presentation: presented).maxY
        case .alpha(_, let layer):
            guard let view else { return .nan }
            return sim.alpha(of: view, presentation: layer == .presentation)
        case .translation(_, let axis, let layer):
            guard let view else { return .nan }
            let translation = sim.translation(of: view, presentation: layer == .presentation)
            return axis == .x ? translation.x : translation.y
        }
    }
}
