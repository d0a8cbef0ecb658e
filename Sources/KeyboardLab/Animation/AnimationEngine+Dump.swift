/// A fixed-format text dump of the engine's state for the shell and for debugging: clock,
/// settings, block animations in flight (oldest first), then active or stopped animators.
extension AnimationEngine {
    /// The dump, one line per item.
    public func dump() -> [String] {
        var lines = [
            "clock: frame \(frameIndex) time \(Self.format(time)) s at \(frameRate.rawValue) Hz",
            "settings: blending \(blending.rawValue), animator curve 7 \(animatorKeyboardCurve.rawValue), "
                + "animations \(areAnimationsEnabled ? "enabled" : "disabled")",
        ]
        lines.append("block animations: \(blockAnimations.count)")
        for block in blockAnimations {
            let labels = block.tracks.map(\.propertyLabel).joined(separator: ", ")
            let end = block.endTime.isFinite ? Self.format(block.endTime) : "never (repeat)"
            lines.append(
                "  #\(block.serial) \(block.context.timing) asked \(Self.format(block.context.duration)) s, "
                    + "runs \(Self.format(block.timing.duration)) s, begins \(Self.format(block.beginTime)) "
                    + "ends \(end): \(labels)")
        }
        lines.append("animators: \(animators.count)")
        for animator in animators {
            lines.append(
                "  \(animator.state)\(animator.isRunning ? " running" : " paused") fraction "
                    + "\(Self.format(animator.fractionComplete))\(animator.isReversed ? " reversed" : "") "
                    + "\(animator.timingParameters): "
                    + animator.tracks.map(\.propertyLabel).joined(separator: ", "))
        }
        return lines
    }

    /// Seconds and fractions with four decimals, as tables print them.
    static func format(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded() / 10_000
        var text = String(scaled)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

extension AnimatableProperty: CustomStringConvertible {
    /// `label: model … presentation … (n animations)`.
    public var description: String {
        "\(label): model \(model) presentation \(presentation) (\(animationCount) animation\(animationCount == 1 ? "" : "s"))"
    }
}
