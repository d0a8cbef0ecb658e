/// `UIView.animateKeyframes` and `addKeyframe`: model changes made inside keyframes become key
/// values of one keyframe track per property; the whole animation is eased by the curve in
/// the options' bits 16–19 (ease-in-out when 0), then interpolated by the calculation mode.
extension AnimationEngine {
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () throws -> Void, completion: ((Bool) -> Void)? = nil
    ) rethrows {
        let requested = AnimationContext(duration: duration, delay: delay, options: options.animationOptions)
        let mode = options.calculationMode
        guard let effective = resolveNested(requested) else {
            let recorder = KeyframeRecorder(block: nil, mode: mode)
            contextStack.append(.keyframes(recorder))
            defer {
                contextStack.removeLast()
                if let completion { enqueue { completion(true) } }
            }
            try animations()
            return
        }
        let block = BlockAnimation(serial: makeSerial(), context: effective, startTime: time, engine: self)
        block.completion = completion
        let recorder = KeyframeRecorder(block: block, mode: mode)
        contextStack.append(.keyframes(recorder))
        defer {
            contextStack.removeLast()
            recorder.makeTracks(blending: blending)
            close(block)
        }
        try animations()
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: changes made in
    /// `animations` reach their values between `start` and `start + duration` (fractions of
    /// the whole keyframe animation).
    public func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double,
        animations: () throws -> Void
    ) throws {
        guard case .keyframes(let recorder)? = contextStack.last else {
            throw AnimationError.keyframeOutsideKeyframeAnimation
        }
        guard start >= 0, duration >= 0, start + duration <= 1 + 1e-9 else {
            throw AnimationError.invalidKeyframeTiming(start: start, duration: duration)
        }
        let saved = recorder.window
        recorder.window = (start, duration)
        defer { recorder.window = saved }
        try animations()
    }
}

/// Collects the key values set inside one `animateKeyframes` call, per property, in the order
/// the properties were first touched.
final class KeyframeRecorder {
    /// The block animation being recorded; nil when the keyframe animation does not animate.
    let block: BlockAnimation?
    let mode: KeyframeCalculationMode
    /// The relative window of the keyframe being recorded; (0, 1) outside `addKeyframe`.
    var window: (start: Double, duration: Double) = (0, 1)
    private var recordings: [any KeyframeRecordingProtocol] = []
    private var indexByProperty: [ObjectIdentifier: Int] = [:]

    init(block: BlockAnimation?, mode: KeyframeCalculationMode) {
        self.block = block
        self.mode = mode
    }

    func record<Value: Animatable>(property: AnimatableProperty<Value>, from old: Value, to value: Value) {
        let key = ObjectIdentifier(property)
        let keyframe = Keyframe(start: window.start, duration: window.duration, value: value)
        if let index = indexByProperty[key], let recording = recordings[index] as? KeyframeRecording<Value> {
            recording.keys.append(keyframe)
        } else {
            let recording = KeyframeRecording(property: property, initial: old)
            recording.keys.append(keyframe)
            indexByProperty[key] = recordings.count
            recordings.append(recording)
        }
    }

    func makeTracks(blending: AnimationBlending) {
        guard let block else { return }
        for recording in recordings {
            recording.makeTrack(block: block, mode: mode, blending: blending)
        }
    }
}

/// One key value with its relative window.
struct Keyframe<Value: Animatable> {
    let start: Double
    let duration: Double
    let value: Value
}

protocol KeyframeRecordingProtocol: AnyObject {
    func makeTrack(block: BlockAnimation, mode: KeyframeCalculationMode, blending: AnimationBlending)
}

final class KeyframeRecording<Value: Animatable>: KeyframeRecordingProtocol {
    let property: AnimatableProperty<Value>
    let initial: Value
    var keys: [Keyframe<Value>] = []

    init(property: AnimatableProperty<Value>, initial: Value) {
        self.property = property
        self.initial = initial
    }

    func makeTrack(block: BlockAnimation, mode: KeyframeCalculationMode, blending: AnimationBlending) {
        let path = KeyframePath(initial: initial, keys: keys, mode: mode)
        if blending == .replacing {
            for track in property.tracks {
                track.detach()
                track.driver?.trackWasRemoved(track, interrupted: true)
            }
        }
        let track = AnimationTrack(property: property, path: .keyframes(path), driver: block)
        property.tracks.append(track)
        block.tracks.append(track)
    }
}
