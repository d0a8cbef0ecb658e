/// A measured keyboard motion played instead of the model (`keyboard-from NAME`): its progress
/// over time drives the keyboard's own animation block (so what a will-notification handler
/// animates inside it follows the recording too, facts §1.3), and, unless told otherwise, curve 7
/// in the app's own animations.
public struct KeyboardRecordingPlayback: Hashable, Sendable {
    /// The motion, as progress from the will-notification on.
    public var motion: SampledProgress
    /// Whether `UIView.animate` with curve 7 in the app runs the recording too (the lab's
    /// premise, facts §4.1: the keyboard moves on curve 7) or keeps the model's spring.
    public var appCurve7Follows: Bool

    public init(motion: SampledProgress, appCurve7Follows: Bool = true) {
        self.motion = motion
        self.appCurve7Follows = appCurve7Follows
    }
}

extension Simulator {
    /// Plays `playback` for every later keyboard motion on the keyboard's own curve (nil: back
    /// to the profile's spring). The did-notifications come when the recording ends. Motions in
    /// flight keep the law they started with.
    public func playKeyboardRecording(_ playback: KeyboardRecordingPlayback?) {
        keyboardRecording = playback
        keyboard.recordedMotionDuration = playback?.motion.duration
        engine.recordedKeyboardCurve = playback.flatMap { $0.appCurve7Follows ? $0.motion : nil }
    }
}
