import KeyboardLab

/// The timelines `export` draws: the last keyboard transition, everything since `watch` or
/// `track` began, and the last comparison's runs.
extension LabState {
    /// From the start of the last keyboard scenario to the frame it settled on.
    var transitionTimeline: Timeline { pictures.timeline(.lastTransition) }

    /// Since the watched probes' first sample or the tracking's first frame, whichever came first
    /// (everything recorded when nothing is watched or tracked).
    var watchedTimeline: Timeline {
        let starts =
            [simulator.samples.rows.first?.frame]
            + simulator.trackingRecorders.map { $0.snapshots.first?.frame }
        guard let start = starts.compactMap({ $0 }).min() else { return pictures.timeline(.all) }
        return pictures.timeline(.since(frame: start))
    }

    /// The last comparison's runs rebuilt from the scene copies it played, in the order of
    /// `techniques` (the comparison's own); nil when they are not all there.
    func lastComparisonRuns(_ techniques: [KeyboardTechnique]) -> [TechniqueRun]? {
        guard !techniques.isEmpty, comparisonScenes.count >= techniques.count else { return nil }
        let scenes = comparisonScenes.suffix(techniques.count)
        var runs: [TechniqueRun] = []
        for (technique, scene) in zip(techniques, scenes) {
            guard scene.installedBindings.first?.technique == technique,
                let tracker = scene.trackingRecorders.first, let recorder = scene.timelineRecorders.first
            else { return nil }
            var timeline = recorder.timeline(.all)
            timeline.title = technique.rawValue
            runs.append(
                TechniqueRun(
                    technique: technique, series: tracker.series,
                    notificationCount: scene.notificationLog.count, timeline: timeline))
        }
        return runs
    }

    /// True when a comparison ran after the last keyboard transition of the session itself.
    var comparisonIsLatest: Bool {
        !comparisonScenes.isEmpty && transitionsBeforeComparison == pictures.transitionCount
    }
}
