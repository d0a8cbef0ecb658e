import KeyboardLab

/// The timelines `export` draws: the last keyboard transition, everything since `watch` or
/// `track` began, and the last comparison's runs.
extension LabState {
    /// From the start of the last keyboard scenario to the frame it settled on.
    var transitionTimeline: Timeline { overlaid(pictures.timeline(.lastTransition)) }

    /// Since the watched probes' first sample or the tracking's first frame, whichever came first
    /// (everything recorded when nothing is watched or tracked).
    var watchedTimeline: Timeline {
        let starts =
            [simulator.samples.rows.first?.frame]
            + simulator.trackingRecorders.map { $0.snapshots.first?.frame }
        guard let start = starts.compactMap({ $0 }).min() else { return overlaid(pictures.timeline(.all)) }
        return overlaid(pictures.timeline(.since(frame: start)))
    }

    /// The timeline with the `overlay` recording beside its keyboard, if one is laid.
    func overlaid(_ timeline: Timeline) -> Timeline {
        guard let overlay else { return timeline }
        return timeline.addingRecording(overlay.recording, fit: overlay.fit, name: overlay.name)
    }
}
