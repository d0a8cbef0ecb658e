// iPad Split View, Slide Over and Stage Manager, and another app's keyboard (facts §1.11, §7).

extension KeyboardStateMachine {
    /// Puts the app full screen, in Split View or in Slide Over. Keyboard frames stay in screen
    /// coordinates, so they no longer match the app's window (facts §7); nothing is posted. The
    /// frame must be possible: inside the screen, and for Split View the screen's full height from
    /// its left or right edge (a landscape frame on a portrait iPad is refused, with a hint).
    public mutating func setPlacement(_ newPlacement: AppPlacement) throws(KeyboardScenarioError) {
        if newPlacement != .fullScreen {
            guard device.pad != nil else { throw .requiresPad(device: device.id, scenario: "multitasking") }
            guard profile.supportsSplitView else {
                // The one asked for is named: "Split View and Slide Over needs" read wrong.
                if case .slideOver = newPlacement {
                    throw .requiresVersion(feature: "Slide Over", minimum: 9, profile: profile.majorVersion)
                }
                throw .requiresVersion(feature: "Split View", minimum: 9, profile: profile.majorVersion)
            }
        }
        switch newPlacement {
        case .fullScreen: break
        case .splitView(let frame):
            try checkInsideScreen(frame)
            guard Self.isSplitViewFrame(frame, on: screen) else {
                let rotated = Rect(origin: .zero, size: Size(width: screen.height, height: screen.width))
                throw .splitViewFrameMismatch(
                    window: frame, screen: screen, fitsRotated: Self.isSplitViewFrame(frame, on: rotated))
            }
        case .slideOver(let frame): try checkInsideScreen(frame)
        }
        placement = newPlacement
        isStageManager = false
    }

    /// Puts the app in a Stage Manager window (iPadOS 16+) at `frame` in screen coordinates: any
    /// size and place inside the screen. The keyboard stays docked at the screen's bottom, so the
    /// reported frames match neither the window nor its bottom (facts §1.11: Flutter; WWDC23: adjust
    /// by the intersection); isLocal stays true for this app.
    public mutating func setStageManagerWindow(_ frame: Rect) throws(KeyboardScenarioError) {
        guard device.pad != nil else { throw .requiresPad(device: device.id, scenario: "Stage Manager") }
        guard profile.supportsStageManager else {
            throw .requiresVersion(feature: "Stage Manager", minimum: 16, profile: profile.majorVersion)
        }
        try checkInsideScreen(frame)
        placement = .splitView(windowFrame: frame)
        isStageManager = true
    }

    private func checkInsideScreen(_ frame: Rect) throws(KeyboardScenarioError) {
        let values = [frame.minX, frame.minY, frame.size.width, frame.size.height]
        let inside =
            values.allSatisfy(\.isFinite) && frame.size.width > 0 && frame.size.height > 0
            && frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= screen.maxX && frame.maxY <= screen.maxY
        guard inside else { throw .windowOutsideScreen(window: frame, screen: screen) }
    }

    /// A Split View window: the screen's full height, from the left or the right edge, narrower
    /// than the screen.
    static func isSplitViewFrame(_ frame: Rect, on screen: Rect) -> Bool {
        frame.minY == screen.minY && frame.maxY == screen.maxY && frame.size.width < screen.size.width
            && (frame.minX == screen.minX || frame.maxX == screen.maxX) && frame.size.width > 0
    }

    /// The window after the screen turns from `old` to the current screen: a Split View window keeps
    /// its share of the width and its side, a Slide Over panel its width and side [UNVERIFIED:
    /// `multitasking-rotation`]; a Stage Manager window its size (shrunk to fit) and as much of
    /// its place as fits, or with `stage-manager-rotation share` its shares of the screen
    /// [UNVERIFIED: `stage-manager-rotation`].
    mutating func placementAfterRotation(from old: Rect) {
        let new = screen
        switch placement {
        case .fullScreen: return
        case .splitView(let frame) where isStageManager && profile.stageManagerRotation == .share:
            let sx = new.size.width / old.size.width
            let sy = new.size.height / old.size.height
            // Rounded to points, then kept on the screen (rounding may push an edge past it).
            let w = Swift.min((frame.size.width * sx).rounded(), new.size.width)
            let h = Swift.min((frame.size.height * sy).rounded(), new.size.height)
            let x = Swift.min(((frame.minX - old.minX) * sx).rounded(), new.maxX - w)
            let y = Swift.min(((frame.minY - old.minY) * sy).rounded(), new.maxY - h)
            placement = .splitView(windowFrame: Rect(x: x, y: y, width: w, height: h))
        case .splitView(let frame) where isStageManager:
            let w = Swift.min(frame.size.width, new.size.width)
            let h = Swift.min(frame.size.height, new.size.height)
            let x = Swift.min(frame.minX, new.maxX - w)
            let y = Swift.min(frame.minY, new.maxY - h)
            placement = .splitView(windowFrame: Rect(x: x, y: y, width: w, height: h))
        case .splitView(let frame):
            let width = (frame.size.width / old.size.width * new.size.width).rounded()
            let x = frame.minX == old.minX ? 0 : new.maxX - width
            placement = .splitView(windowFrame: Rect(x: x, y: 0, width: width, height: new.size.height))
        case .slideOver(let frame):
            let top = frame.minY
            let bottomGap = old.maxY - frame.maxY
            let width = Swift.min(frame.size.width, new.size.width)
            let nearLeft = frame.minX - old.minX < old.maxX - frame.maxX
            let height = Swift.max(new.size.height - top - bottomGap, 1)
            let x = nearLeft ? frame.minX : new.maxX - width - (old.maxX - frame.maxX)
            placement = .slideOver(
                windowFrame: Rect(
                    x: Swift.max(x, 0), y: top, width: width, height: Swift.min(height, new.size.height)))
        }
    }

    /// Another visible app brings up its keyboard: this app receives the same sequence with
    /// isLocal = false (facts §1.11, Apple's UIKeyboardIsLocalUserInfoKey docs). A keyboard this app
    /// holds is dismissed first (its hide sequence comes first in the result). Before iOS 9 only one
    /// app is visible, so it is refused.
    public mutating func showFromOtherApp(field: String = "other-app") throws(KeyboardScenarioError)
        -> [KeyboardEvent]
    {
        guard profile.supportsSplitView else {
            throw .requiresVersion(feature: "another visible app", minimum: 9, profile: profile.majorVersion)
        }
        let dismissed = dismiss(duration: profile.nominalDuration)
        state.isLocal = false
        let shown = try show(field: field).filter { if case .textField = $0.kind { false } else { true } }
        return Self.sequence(dismissed, then: shown)
    }

    /// The other app's keyboard goes away (isLocal = false); a warning when this app owns the
    /// keyboard or none is shown.
    public mutating func hideInOtherApp() -> [KeyboardEvent] {
        // A field here that took the other app's keyboard over made it this app's: not the other
        // app's to resign any more.
        if state.isLocal, let field = state.focusedField {
            return Self.warning(.keyboardOfThisApp(scenario: "other-app hide", field: field))
        }
        guard state.isActive else { return Self.warning(.keyboardNotShown(scenario: "other-app hide")) }
        return dismiss(duration: profile.nominalDuration).filter {
            if case .textField = $0.kind { false } else { true }
        }
    }
}
