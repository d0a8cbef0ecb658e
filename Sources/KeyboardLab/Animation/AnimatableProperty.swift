/// One animatable property of one view (e.g. "input.frame"): the model value the app set and
/// the presentation value on screen at the engine's current time.
///
/// The presentation is the model plus the sum of the offsets of the animations in flight on
/// the property (iOS 8+ additive animations: each one animates its `old − new` towards zero).
/// Change the model only through `AnimationEngine.setModelValue(_:for:)`, which decides
/// whether the change animates.
public final class AnimatableProperty<Value: Animatable> {
    /// Identity, unique within its engine.
    public let id: Int
    /// Human-readable name used in tables and dumps, e.g. "input.frame".
    public let label: String
    /// The value the app set (UIKit's model layer).
    public internal(set) var model: Value
    /// Called when the engine moves the model by itself (a property animator stopped, or finished
    /// at its start), so that whoever mirrors the model (a view's `frame`) stays in agreement.
    /// Not called for `setModelValue(_:for:)`, whose caller already knows the value.
    public var modelDidChange: ((Value) -> Void)?
    /// The animations in flight, oldest first.
    var tracks: [AnimationTrack<Value>] = []
    weak var engine: AnimationEngine?

    init(id: Int, label: String, value: Value, engine: AnimationEngine) {
        self.id = id
        self.label = label
        self.model = value
        self.engine = engine
    }

    /// The value on screen now (UIKit's presentation layer).
    public var presentation: Value {
        guard !tracks.isEmpty, let engine else { return model }
        return presentation(at: engine.time)
    }

    /// Model plus the offsets of every animation in flight, evaluated at `time`. A sum that
    /// overflows (several huge offsets on a huge model) shows the model instead: an infinite or
    /// NaN frame would poison every conversion after it (docs/Deviations.md).
    func presentation(at time: Double) -> Value {
        var value = model
        for track in tracks {
            value = value.adding(track.offset(at: time))
        }
        return value.isFinite ? value : model
    }

    /// True while at least one animation is in flight on the property.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// Number of animations in flight on the property.
    public var animationCount: Int { tracks.count }

    /// The engine moved the model by itself: tell the mirror.
    func engineDidMoveModel() {
        modelDidChange?(model)
    }

    func remove(_ track: AnimationTrack<Value>) {
        if let index = tracks.firstIndex(where: { $0 === track }) {
            tracks.remove(at: index)
        }
    }
}
