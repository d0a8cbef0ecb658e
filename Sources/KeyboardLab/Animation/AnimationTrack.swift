/// What drives a track's progress: a block animation (time-based) or a property animator
/// (fraction-based, so pausing, scrubbing and reversing move every track of the animator).
protocol AnimationDriver: AnyObject {
    /// Eased progress 0…1 of the motion at `time` (0 before a delay ends).
    func progress(at time: Double) -> Double
    /// A track left the driver before its natural end (`interrupted`) or was merged away.
    func trackWasRemoved(_ track: any AnyAnimationTrack, interrupted: Bool)
}

/// Type-erased view of a track, for drivers that hold tracks of different value types.
protocol AnyAnimationTrack: AnyObject {
    /// The label of the animated property, for dumps.
    var propertyLabel: String { get }
    /// Takes the track off its property without telling the driver.
    func detach()
    /// Property animator stop: the model takes the current presentation contribution.
    func stopAtCurrentValue(at time: Double)
    /// Property animator finish after a stop: move the model to the end or start value.
    func applyFinish(at position: AnimatingPosition)
    /// Natural end of the motion; at the start position the model returns to the old value.
    func finish(atStart: Bool)
}

/// The shape of one track's offset over its progress.
enum TrackPath<Value: Animatable> {
    /// A basic animation: offset `delta × (1 − progress)`, delta = from − to.
    case basic(delta: Value)
    /// A keyframe animation: offset `path(progress) − final value`.
    case keyframes(KeyframePath<Value>)
}

/// One animation of one property: the additive offset it contributes to the presentation.
final class AnimationTrack<Value: Animatable>: AnyAnimationTrack {
    let property: AnimatableProperty<Value>
    var path: TrackPath<Value>
    weak var driver: (any AnimationDriver)?
    /// The offset the model absorbed when a property animator stopped.
    private var residual: Value = .zero

    init(property: AnimatableProperty<Value>, path: TrackPath<Value>, driver: any AnimationDriver) {
        self.property = property
        self.path = path
        self.driver = driver
    }

    var propertyLabel: String { property.label }

    /// from − to: the offset at progress 0.
    var startOffset: Value {
        switch path {
        case .basic(let delta): return delta
        case .keyframes(let keyframes): return keyframes.initialValue.subtracting(keyframes.finalValue)
        }
    }

    func offset(at time: Double) -> Value {
        let progress = driver?.progress(at: time) ?? 1
        switch path {
        case .basic(let delta):
            return delta.scaled(by: 1 - progress)
        case .keyframes(let keyframes):
            return keyframes.value(at: progress).subtracting(keyframes.finalValue)
        }
    }

    func detach() {
        property.remove(self)
    }

    func stopAtCurrentValue(at time: Double) {
        residual = offset(at: time)
        property.model = property.model.adding(residual)
        detach()
        property.engineDidMoveModel()
    }

    func applyFinish(at position: AnimatingPosition) {
        switch position {
        case .end: property.model = property.model.subtracting(residual)
        case .start: property.model = property.model.adding(startOffset.subtracting(residual))
        case .current: break
        }
        residual = .zero
        if position != .current { property.engineDidMoveModel() }
    }

    func finish(atStart: Bool) {
        detach()
        if atStart {
            property.model = property.model.adding(startOffset)
            property.engineDidMoveModel()
        }
    }
}
