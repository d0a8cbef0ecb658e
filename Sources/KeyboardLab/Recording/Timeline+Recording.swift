extension Timeline {
    /// The frame a recording is laid from: the first on which the keyboard's target differs
    /// from the frame before (a will-notification moved its model), or the first frame when
    /// the keyboard is already on its way there; nil when the keyboard never moves.
    public var firstMotionFrameIndex: Int? {
        guard let first = frames.first else { return nil }
        if first.keyboard != first.keyboardTarget { return 0 }
        for index in frames.indices.dropFirst()
        where frames[index].keyboardTarget != frames[index - 1].keyboardTarget {
            return index
        }
        return nil
    }

    /// The timeline with a recorded motion laid beside the keyboard as the quantity
    /// `recording.NAME` (a screen y): its progress, (value − from)/(to − from) with the fit's
    /// from and to, carried onto the keyboard's own motion (the top edge from where it began to
    /// where it goes on the first motion frame), the fit's start at that frame, each frame the
    /// samples interpolated at its time; NaN before the first sample and after the last, and on
    /// every frame when the keyboard does not move or the fit moves nothing.
    public func addingRecording(_ recording: Recording, fit: ModelFit, name: String) -> Timeline {
        var copy = self
        var values = [Double](repeating: .nan, count: frames.count)
        let distance = fit.to - fit.from
        if let anchor = firstMotionFrameIndex, abs(distance) > 1e-12, let first = recording.samples.first,
            let last = recording.samples.last
        {
            let begin = frames[anchor].keyboard.minY
            let end = frames[anchor].keyboardTarget.minY
            let origin = frames[anchor].time
            var cursor = 0
            for index in frames.indices {
                let t = fit.start + (frames[index].time - origin)
                guard t >= first.time, t <= last.time else { continue }
                while cursor + 1 < recording.samples.count, recording.samples[cursor + 1].time < t {
                    cursor += 1
                }
                if cursor > 0, recording.samples[cursor].time > t { cursor = 0 }
                let a = recording.samples[cursor]
                let b = recording.samples[Swift.min(cursor + 1, recording.samples.count - 1)]
                let u = b.time > a.time ? Swift.min(Swift.max((t - a.time) / (b.time - a.time), 0), 1) : 0
                let value = a.value + (b.value - a.value) * u
                values[index] = begin + (end - begin) * (value - fit.from) / distance
            }
        }
        copy.quantities.append(Quantity(name: "recording.\(name)", values: values, isScreenY: true))
        copy.provenance.append(
            "recording.\(name): a measured motion (\(recording.samples.count) samples), its progress laid on the "
                + "keyboard's motion from its fitted start (facts §4.5)")
        return copy
    }
}
