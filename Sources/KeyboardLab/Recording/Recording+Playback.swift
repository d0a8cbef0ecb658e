extension Recording {
    /// The recording as a motion to play (`keyboard-from`): progress (value − from)/(to − from)
    /// at each sample's time after the fitted start, the start and end values being the fit's.
    /// A recording that begins in motion gets the fitted model's progress before its first
    /// sample (every 1/240 s). The motion ends at the first sample after which every sample stays
    /// within `tolerance` (in the recording's units) of the end, so a still tail does not delay
    /// the did-notifications. Nil when the fit moves nothing or no sample follows its start.
    public func playback(fit: ModelFit, tolerance: Double, name: String) -> SampledProgress? {
        let distance = fit.to - fit.from
        guard abs(distance) > 1e-12, distance.isFinite else { return nil }
        let after = samples.filter { $0.time > fit.start }
        guard let firstAfter = after.first else { return nil }
        // The last sample still away from the end; the motion ends at the one after it.
        let lastAway = after.lastIndex { abs($0.value - fit.to) > tolerance } ?? 0
        let kept = after.prefix(Swift.min(lastAway + 2, after.count))
        var times: [Double] = [0]
        var progress: [Double] = [0]
        let gap = firstAfter.time - fit.start
        let step = 1.0 / 240
        var tau = step
        while tau < gap - step / 2 {
            times.append(tau)
            progress.append(fit.model.progress(tau, fit.shape[...]))
            tau += step
        }
        for sample in kept {
            times.append(sample.time - fit.start)
            progress.append((sample.value - fit.from) / distance)
        }
        return SampledProgress(times: times, progress: progress, name: name)
    }
}
