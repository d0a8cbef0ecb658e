/// Playing keyboard scenarios on the clock: the keyboard window's animated frame, the root
/// view's keyboard layout guide, the notifications (wills inside the keyboard's block), the
/// text-field callbacks and the interactive-dismissal drag.
extension Simulator {
    /// Runs a scenario: asks the keyboard machine for iOS's events, schedules them from now, and
    /// fires those due at once (the wills of a show are posted before this returns). Call
    /// `run()` or `step(frames:)` to play the rest. Returns the events, times relative to now.
    ///
    /// This is a scenario started from inside app code (a handler that calls
    /// `becomeFirstResponder`): no run loop turns first. A user's action between turns of the
    /// run loop (a command at the prompt, a scenario of `compare`) is `start(_:)`.
    @discardableResult
    public func perform(_ scenario: KeyboardScenario) throws(SimulationError) -> [KeyboardEvent] {
        try perform(scenario, turningRunLoop: false)
    }

    /// A scenario the user starts (a tap, a rotation, a command at the prompt; each scenario of
    /// a comparison): the run loop turns first, laying out what is pending (docs/Simulation.md,
    /// "When layout runs"), then `perform(_:)`. The scenario before it ends before that turn,
    /// so a pass that a change made between the two sets off belongs to neither.
    @discardableResult
    public func start(_ scenario: KeyboardScenario) throws(SimulationError) -> [KeyboardEvent] {
        try perform(scenario, turningRunLoop: true)
    }

    private func perform(_ scenario: KeyboardScenario, turningRunLoop: Bool) throws(SimulationError)
        -> [KeyboardEvent]
    {
        // The keyboard machine is already past a drag's release while its finger is down, and
        // at a rotation's end while its notifications are pending.
        try checkKeyboardChangesAllowed()
        noteAutoLayoutUse()
        let orientationBefore = keyboard.orientation
        // The scenario before this one ends now, measured while the keyboard's state is still
        // its own: the guide's reference for a docked frame read after `undock` changed the
        // mode was the resting guide (an end error of 313 for the guide itself). Taken now,
        // kept only if the scenario is not refused.
        let ends = trackers.map { ($0, $0.snapshot(self)) }
        if turningRunLoop { displayCycleLayout() }
        let events: [KeyboardEvent]
        if case .dragScrollView(let name, let fingerY, let release) = scenario {
            events = try scrollViewDragEvents(scrollView: name, fingerY: fingerY, release: release)
        } else {
            // A refused scenario leaves the keyboard as it was, even one refused after the machine
            // computed its frames (a keyboard above the screen's top).
            let before = keyboard
            do throws(KeyboardScenarioError) {
                events = try scenarioEvents(scenario)
                try keyboard.checkFitsScreen(events, culprit: scenario.frameCulprit)
            } catch {
                keyboard = before
                throw .scenario(error)
            }
        }
        let drags = events.contains { event in
            if case .drag = event.kind { return true }
            return false
        }
        // A scenario ends the one before, unless it moves nothing while the keyboard is still on
        // its way (a repeated willShow with `keyboard-run off`): that motion ends where it would
        // have.
        let endsTheOneBefore =
            !events.motions.isEmpty || drags || scenario.isScrollViewDrag
            || keyboardFrame.presentation == keyboardFrame.model
        if endsTheOneBefore {
            for (tracker, end) in ends { tracker.closeSegment(self, at: end) }
        }
        for recorder in timelines { recorder.mark(scenario.name, frame: engine.frameIndex) }
        for tracker in trackers { tracker.beginScenario(self, opensSegment: endsTheOneBefore) }
        if keyboard.orientation != orientationBefore {
            // The window rotates when the show half starts (after the hide has settled).
            let late = events.last { event in
                if case .motion = event.kind { return event.time > 0 }
                return false
            }
            if let late {
                pending.append(
                    ScheduledItem(time: engine.time + late.time, sequence: -1, kind: .windowUpdate))
            } else {
                updateWindow()
            }
        }
        if events.motions.isEmpty, !drags, !keyboard.isOnScreen, keyboardFrame.model != keyboard.state.frame {
            // A rotation with the keyboard hidden moves its parking place without any motion.
            // (Not a drag to the screen's bottom edge: its samples move the keyboard, on their
            // frames; moving it here first put the drag's end on the show's last frame.)
            engine.removeAnimations(for: keyboardFrame)
            engine.performWithoutAnimation { engine.setModelValue(keyboard.state.frame, for: keyboardFrame) }
        }
        // Before the first finger position fires: its pan targets run with the finger down.
        beginKeyboardDrag(events)
        let firstSequence = nextSequence + 1
        schedule(events)
        // Before its first notification fires: its observers run with the rotation in flight.
        beginRotation(scenario, from: orientationBefore, events: events, firstSequence: firstSequence)
        fireDueItems()
        displayCycleLayout()
        recordSample()
        return events
    }

    private func scenarioEvents(_ scenario: KeyboardScenario) throws(KeyboardScenarioError) -> [KeyboardEvent]
    {
        switch scenario {
        case .show(let field, let kind, let accessory):
            return try keyboard.show(field: field, kind: kind, accessoryHeight: accessory)
        case .showFirstAfterLaunch(let field, let kind, let accessory):
            return try keyboard.showFirstAfterLaunch(field: field, kind: kind, accessoryHeight: accessory)
        case .showBeginWithoutQuickType(let field, let kind, let accessory):
            return try keyboard.showBeginWithoutQuickType(
                field: field, kind: kind, accessoryHeight: accessory)
        case .launch:
            relaunch()
            return []
        case .hide: return keyboard.hide()
        case .navigationPop(let duration): return try keyboard.dismissByNavigationPop(duration: duration)
        case .collapsePredictiveBar(let collapsed): return keyboard.setPredictiveBarCollapsed(collapsed)
        case .textTraits(let field, let traits): return keyboard.setTextInputTraits(traits, forField: field)
        case .instantResize(let height, let duration):
            return try keyboard.instantResize(to: height, reportedDuration: duration)
        case .focus(let field, let kind, let accessory):
            return try keyboard.focus(field: field, kind: kind, accessoryHeight: accessory)
        case .quickType(let on): return keyboard.setQuickType(on)
        case .switchKind(let kind): return keyboard.switchKind(kind)
        case .accessoryHeight(let height): return try keyboard.setAccessoryHeight(height)
        case .connectHardwareKeyboard: return keyboard.connectHardwareKeyboard()
        case .disconnectHardwareKeyboard: return keyboard.disconnectHardwareKeyboard()
        case .rotate(let target): return keyboard.rotate(to: target)
        case .undock: return try keyboard.undock()
        case .split: return try keyboard.split()
        case .undockFromMenu: return try keyboard.undock(fromMenu: true)
        case .splitFromMenu: return try keyboard.split(fromMenu: true)
        case .float: return try keyboard.float()
        case .dock: return try keyboard.dock()
        case .dragKeyboard(let origin): return try keyboard.dragKeyboard(to: origin)
        case .dragKeyboardVertically(let y): return try keyboard.dragKeyboard(toY: y)
        case .interactiveDismiss(let fingerY, let release):
            let padding = rootView.keyboardLayoutGuide.effectiveKeyboardDismissPadding
            let events = try keyboard.interactiveDismiss(
                fingerY: fingerY, release: release, dismissPadding: padding,
                frameInterval: engine.frameRate.frameDuration)
            // UIKit's interactive dismissal is a scroll view's (`keyboardDismissMode =
            // .interactive`): the pan must begin in one (facts §1.10).
            if let first = fingerY.first, interactiveScrollView(under: first) == nil {
                throw .noInteractiveScrollView(fingerY: first)
            }
            return events
        case .showFromOtherApp(let field): return try keyboard.showFromOtherApp(field: field)
        case .hideInOtherApp: return keyboard.hideInOtherApp()
        case .thirdPartyKeyboard(let field, let heights):
            return try keyboard.showThirdPartyKeyboard(field: field, heights: heights)
        case .repeatLastWillNotifications:
            return repeatedWills()
        case .dragScrollView:
            return []  // played by `scrollViewDragEvents`
        }
    }

    /// The last transition's will-notifications once more, with no motion (duplicate willShow).
    private func repeatedWills() -> [KeyboardEvent] {
        guard let last = notificationLog.last(where: { $0.name.isWill }) else { return [] }
        let group = notificationLog.filter { $0.name.isWill && $0.time == last.time }
        let posts = group.suffix(2).map(\.post)
        let duration = posts.first?.userInfo.animationDuration ?? 0
        let curve = posts.first?.userInfo.animationCurve ?? keyboard.profile.keyboardCurve
        // A motion from the current frame to itself opens the keyboard's block without moving.
        let frame = keyboardFrame.model
        let motion = KeyboardMotion(
            from: frame, to: frame, duration: duration, curve: curve,
            settleDuration: duration > 0 ? keyboard.motionSettleDuration(forDuration: duration) : 0,
            postsWillNotificationsInside: posts.contains { $0.isInsideAnimationBlock })
        return [KeyboardEvent(time: 0, kind: .motion(motion))]
            + posts.map { KeyboardEvent(time: 0, kind: .notification($0)) }
    }

    /// Schedules events whose times are relative to now (a scenario's own list, or any list a
    /// shell builds); those due now fire on the next `step` unless `perform` fired them.
    public func schedule(_ events: [KeyboardEvent]) {
        let start = engine.time
        for event in events {
            nextSequence += 1
            pending.append(
                ScheduledItem(time: start + event.time, sequence: nextSequence, kind: .event(event)))
        }
        pending.sort { $0.time != $1.time ? $0.time < $1.time : $0.sequence < $1.sequence }
    }

    /// True when nothing is scheduled.
    public var hasPendingEvents: Bool { !pending.isEmpty }

    /// Fires every scheduled item whose time has come, in order.
    func fireDueItems() {
        let now = engine.time + 1e-9
        var batch: [ScheduledItem] = []
        while let first = pending.first, first.time <= now {
            batch.append(pending.removeFirst())
        }
        guard !batch.isEmpty else { return }
        // Work handlers queued with DispatchQueue.main.async runs once this event is done.
        defer { drainMainQueue() }
        // A drag's finger positions go on with the drag's segment; a motion or a window change
        // ends the segment before it.
        let movesSomething = batch.contains { item in
            switch item.kind {
            case .windowUpdate, .scroll: return true
            case .event(let event):
                switch event.kind {
                case .motion: return true
                case .drag: return false
                case .notification, .textField, .warning: return false
                }
            }
        }
        if movesSomething { for tracker in trackers { tracker.closeSegment(self) } }
        var index = 0
        while index < batch.count {
            defer { index += 1 }
            rotationItemFires(sequence: batch[index].sequence)
            let event: KeyboardEvent
            switch batch[index].kind {
            case .event(let due): event = due
            case .windowUpdate:
                updateWindow()
                continue
            case .scroll(let sample):
                applyScrollSample(sample)
                continue
            }
            switch event.kind {
            case .motion(let motion):
                var wills: [KeyboardNotificationPost] = []
                while motion.postsWillNotificationsInside, index + 1 < batch.count,
                    case .event(let next) = batch[index + 1].kind, batch[index + 1].time == batch[index].time,
                    let post = next.notification, post.isInsideAnimationBlock
                {
                    wills.append(post)
                    index += 1
                    rotationItemFires(sequence: batch[index].sequence)
                }
                beginMotion(motion, wills: wills)
            case .notification(let post):
                postNotification(post, inside: false)
            case .textField(let callback):
                textFieldLog.append(
                    TextFieldRecord(time: engine.time, frameIndex: engine.frameIndex, callback: callback))
                textFieldLog.keepNewest(LogLimits.events)
            case .warning(let warning):
                warningLog.append(
                    WarningRecord(time: engine.time, frameIndex: engine.frameIndex, warning: warning))
                warningLog.keepNewest(LogLimits.events)
            case .drag(let sample):
                for tracker in trackers { tracker.continueDrag(self) }
                engine.removeAnimations(for: keyboardFrame)
                engine.performWithoutAnimation {
                    engine.setModelValue(sample.keyboardFrame, for: keyboardFrame)
                    updateKeyboardGuide(keyboardFrame: sample.keyboardFrame)
                    for (_, observer) in panObservers { observer(sample) }
                    displayCycleLayout()
                }
            }
        }
    }

    /// Opens the keyboard's animation block: the keyboard's model frame, the layout guide and a
    /// layout pass (so views on the guide follow on the same spring), then the will-notifications
    /// posted inside it (facts §1.3).
    func beginMotion(_ motion: KeyboardMotion, wills: [KeyboardNotificationPost]) {
        motionLog.append(MotionRecord(time: engine.time, frameIndex: engine.frameIndex, motion: motion))
        assumptions.record(motion.assumptions)
        motionLog.keepNewest(LogLimits.events)
        if keyboardFrame.model != motion.from {
            // Rotation parks the keyboard below the new screen before it comes up.
            engine.removeAnimations(for: keyboardFrame)
            engine.performWithoutAnimation { engine.setModelValue(motion.from, for: keyboardFrame) }
        }
        for tracker in trackers { tracker.openSegment(self) }
        let duration = motion.isInstant ? 0 : motion.duration
        // UIKit launches the keyboard's block with beginFromCurrentState when it starts from
        // where the keyboard is (`UIInputViewAnimationStyle`'s `fromCurrentPosition`, facts §5.1):
        // before iOS 8 a motion that interrupts another starts from the presented frame; from
        // iOS 8 animations add up and the option changes nothing.
        var context = AnimationContext(
            duration: duration,
            options: AnimationOptions(curve: AnimationCurve(rawValue: motion.curve))
                .union(.beginFromCurrentState))
        // A recording replaces the keyboard's own law (not a transition's, such as a pop's).
        if let recorded = keyboardRecording, duration > 0, motion.curve == keyboard.profile.keyboardCurve {
            context.timing = .sampled(recorded.motion)
            assumptions.record([.recordedKeyboardMotion])
        }
        engine.perform(in: context) {
            engine.setModelValue(motion.to, for: keyboardFrame)
            updateKeyboardGuide(keyboardFrame: motion.to)
            // Only a layout someone asked for (the guide in use, a pending constraint change):
            // a frame a handler moved by hand survives until then, as in UIKit.
            displayCycleLayout()
            for post in wills { postNotification(post, inside: true) }
        }
    }

    /// Posts one notification through the centre and records it.
    func postNotification(_ post: KeyboardNotificationPost, inside: Bool) {
        assumptions.record(post.assumptions)
        notificationLog.append(
            NotificationRecord(
                sequence: (notificationLog.last?.sequence ?? 0) + 1, time: engine.time,
                frameIndex: engine.frameIndex, post: post, postedInsideAnimation: inside))
        notificationLog.keepNewest(LogLimits.events)
        notificationCenter.post(post, at: engine.time)
    }

    /// Places the root's keyboard layout guide for a keyboard frame in screen coordinates: the
    /// part of the root view the keyboard covers, down to the view's bottom, while the keyboard
    /// is docked (or undocked with `followsUndockedKeyboard`); otherwise the off-screen rest
    /// position (safe-area bottom, or the view's bottom without `usesBottomSafeArea`), facts §6.
    func updateKeyboardGuide(keyboardFrame frame: Rect) {
        let guide = rootView.keyboardLayoutGuide
        // A guide no constraint uses costs no layout pass (UIKit makes it lazily).
        guard isKeyboardGuideDriven else { return }
        // Tracking constraints switch at an undocumented distance (facts §6).
        if guide.hasTrackedConstraints && guide.followsUndockedKeyboard {
            assumptions.record(.trackingNearEdge)
        }
        guide.setKeyboardFrame(
            keyboardGuidePlacement(
                forKeyboardFrame: frame, followsUndockedKeyboard: guide.followsUndockedKeyboard))
    }

    /// A rect as iOS reports it (the screen's or the window's coordinates: a keyboard frame)
    /// converted into `view`. Before iOS 8 those coordinates were fixed to portrait and the
    /// conversion from the window undid the interface's rotation (facts §7, §1.9); from iOS 8
    /// they follow the interface and only the origin moves.
    public func convert(reported rect: Rect, from space: CoordinateSpace = .screen, to view: View) -> Rect {
        view.convert(keyboard.screenUnfixed(rect), from: space)
    }

    /// A rect in `view` as iOS would report it in the screen's or the window's coordinates:
    /// `convert(reported:to:)` undone (turned back to portrait-fixed before iOS 8).
    public func convert(_ rect: Rect, from view: View, toReported space: CoordinateSpace) -> Rect {
        keyboard.screenFixed(view.convert(rect, to: space))
    }

    /// A point as iOS reports it converted into `view` (turned before iOS 8, as a rect is).
    public func convert(reported point: Point, from space: CoordinateSpace = .screen, to view: View) -> Point
    {
        view.convert(keyboard.screenTurned(point, fixing: false), from: space)
    }

    /// A point in `view` as iOS would report it in the screen's or the window's coordinates.
    public func convert(_ point: Point, from view: View, toReported space: CoordinateSpace) -> Point {
        keyboard.screenTurned(view.convert(point, to: space), fixing: true)
    }

    /// Whether the root's keyboard layout guide follows the keyboard: only once a constraint
    /// uses it or it tracks constraints (UIKit makes it lazily; docs/Deviations.md, Simulation
    /// 3). Until then it keeps its rest frame whatever the keyboard does.
    public var isKeyboardGuideDriven: Bool {
        guard let guide = rootView.existingKeyboardGuide else { return false }
        return !guide.systemConstraints.isEmpty || guide.hasTrackedConstraints
    }

    /// Where the root's keyboard layout guide goes for a keyboard frame in screen coordinates,
    /// in the root view's coordinates; nil for its off-screen rest position (facts §6).
    func keyboardGuidePlacement(forKeyboardFrame frame: Rect, followsUndockedKeyboard: Bool) -> Rect? {
        let docked = keyboard.state.mode == .docked
        let bounds = Rect(origin: .zero, size: rootView.bounds.size)
        let inRoot = rootView.convert(frame, from: .screen)
        guard docked || followsUndockedKeyboard, let overlap = bounds.intersection(inRoot),
            overlap.height > 0, overlap.width > 0
        else { return nil }
        // Docked: down to the view's bottom; undocked: the keyboard's own rectangle, so a
        // floating keyboard's guide can be near the top edge (tracking constraints, §6).
        return Rect(
            x: overlap.minX, y: overlap.minY, width: overlap.width,
            height: docked ? bounds.maxY - overlap.minY : overlap.height)
    }

    /// The top edge (screen y) the root's keyboard layout guide has for a keyboard frame: the
    /// keyboard's top where it covers the root view, else the guide's rest position, the safe
    /// area's bottom (facts §6). Computed without creating or moving the guide, so it is the
    /// reference the tracking measure compares every technique with.
    public func keyboardGuideTop(forKeyboardFrame frame: Rect) -> Double {
        keyboardCoverTop(forKeyboardFrame: frame) ?? keyboardGuideRestingTop()
    }

    /// The guide's top (screen y) where it rests: the safe area's bottom, or the root's bottom
    /// when it does not use the bottom safe area.
    func keyboardGuideRestingTop() -> Double {
        let guide = rootView.existingKeyboardGuide
        let restingTop =
            rootView.bounds.height
            - ((guide?.usesBottomSafeArea ?? true) ? rootView.safeAreaInsets.bottom : 0)
        return rootView.convert(Point(x: 0, y: restingTop), to: .screen).y
    }

    /// The keyboard's top (screen y) where the keyboard layout guide follows it over the root
    /// view; nil where the guide rests (keyboard hidden, or undocked and not followed).
    func keyboardCoverTop(forKeyboardFrame frame: Rect) -> Double? {
        let guide = rootView.existingKeyboardGuide
        guard
            let placed = keyboardGuidePlacement(
                forKeyboardFrame: frame, followsUndockedKeyboard: guide?.followsUndockedKeyboard ?? false)
        else { return nil }
        return rootView.convert(Point(x: 0, y: placed.minY), to: .screen).y
    }

    /// Places the guide for the keyboard's model frame now and lays out if that moved anything:
    /// what UIKit does when a guide property (followsUndockedKeyboard, …) changes.
    public func refreshKeyboardGuide() {
        updateKeyboardGuide(keyboardFrame: keyboardFrame.model)
        displayCycleLayout()
    }

    /// The notification names posted so far, in order.
    public var postedNotificationNames: [KeyboardNotificationName] { notificationLog.map(\.name) }

    /// The notification log as JSON (an array of records with UIKit's userInfo keys).
    public var notificationLogJSON: String {
        let items = notificationLog.map { record in
            "  "
                + record.json.split(separator: "\n", omittingEmptySubsequences: false).joined(
                    separator: "\n  ")
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    /// The app is killed and launched again: what was scheduled is dropped, the keyboard is gone at
    /// once (no notification reaches the new process) and the machine starts as freshly launched.
    /// Views, constraints, bindings and logs stay: the relaunched app builds the same screen.
    func relaunch() {
        pending.removeAll()
        activeRotation = nil
        keyboard.launch()
        engine.removeAnimations(for: keyboardFrame)
        engine.performWithoutAnimation {
            engine.setModelValue(keyboard.state.frame, for: keyboardFrame)
            updateKeyboardGuide(keyboardFrame: keyboard.state.frame)
            window.layoutIfNeeded()
        }
    }

    /// Takes another session's keyboard settings (`KeyboardStateMachine.adoptSettings(of:)`): the
    /// keyboard hidden, nothing posted, as a freshly built scene that belongs to the same device.
    public func adoptKeyboardSettings(of settings: KeyboardState) {
        keyboard.adoptSettings(of: settings)
        engine.removeAnimations(for: keyboardFrame)
        engine.performWithoutAnimation {
            engine.setModelValue(keyboard.state.frame, for: keyboardFrame)
            updateKeyboardGuide(keyboardFrame: keyboard.state.frame)
            window.layoutIfNeeded()
        }
    }

    /// Forgets the notification, text-field and motion logs (the centre's own log too).
    public func clearLogs() {
        notificationLog.removeAll()
        textFieldLog.removeAll()
        motionLog.removeAll()
        notificationCenter.clearLog()
    }
}

extension KeyboardScenario {
    /// A drag of a scroll view (its samples move the content, not the keyboard).
    var isScrollViewDrag: Bool {
        if case .dragScrollView = self { return true }
        return false
    }
}
