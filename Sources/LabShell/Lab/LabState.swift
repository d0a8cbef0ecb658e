import KeyboardLab

/// The lab's world as one session sees it: the device, its orientation and placement, and the
/// window with its views and constraints. Every area's commands (layout, animation, keyboard)
/// share this one object through `session.state(LabState.self)`, so they act on the same scene.
///
/// It starts on the catalogue's default device, an iPhone 15 in portrait, full screen, made when
/// a command first asks for it. Today it owns a `Window` built from the catalogue; when the
/// `Simulator` arrives it will own that instead, behind the same members (`window`, `device`,
/// `orientation`, `placement`, `setDevice`, `setOrientation`, `setPlacement`).
final class LabState: SessionState {
    /// The window: screen, frame in screen coordinates, safe area, root view, constraints.
    let window: Window
    /// The device now (catalogue values with their confidence tags).
    private(set) var device: Device
    /// The interface orientation now.
    private(set) var orientation: Orientation
    /// Full screen, or an iPad's Split View / Slide Over window.
    private(set) var placement: AppPlacement = .fullScreen
    /// Constraints made with `constraint`, by name, in the order they were made (active or not).
    var namedConstraints: [(name: String, constraint: LayoutConstraint)] = []
    /// How many of the window's log entries the shell has already printed.
    var reportedIssueCount = 0
    /// The number given to the next constraint made without a name (`c1`, `c2`, …).
    var nextConstraintNumber = 1

    required init() {
        let device = DeviceCatalogue.defaultDevice
        self.device = device
        self.orientation = .portrait
        window = Window(
            screen: Screen(size: device.screenSize(.portrait), scale: device.scale),
            frame: nil, safeAreaInsets: device.safeAreaInsets(.portrait))
        window.layoutIfNeeded()
    }

    /// The root view controller's view.
    var rootView: View { window.rootView }

    // MARK: Device, orientation, placement

    /// Switches device (and orientation when given); views and constraints stay, and the window
    /// is laid out at once (rotation and resize animations are not modelled). A phone goes back
    /// to full screen.
    func setDevice(_ newDevice: Device, orientation newOrientation: Orientation? = nil) {
        device = newDevice
        if let newOrientation { orientation = newOrientation }
        if newDevice.pad == nil { placement = .fullScreen }
        updateWindow()
    }

    /// Rotates to an orientation; the window is laid out at once.
    func setOrientation(_ newOrientation: Orientation) {
        orientation = newOrientation
        updateWindow()
    }

    /// Puts the app full screen or, on an iPad, in a Split View / Slide Over window (its frame
    /// in screen coordinates). Throws a message when the device is not an iPad.
    func setPlacement(_ newPlacement: AppPlacement) throws(LabStateError) {
        if newPlacement != .fullScreen && device.pad == nil {
            throw .requiresPad(device.id)
        }
        placement = newPlacement
        updateWindow()
    }

    /// The screen in screen coordinates for the current device and orientation.
    var screenBounds: Rect { device.screenBounds(orientation) }

    private func updateWindow() {
        window.update(
            screen: Screen(size: device.screenSize(orientation), scale: device.scale),
            frame: placement.windowFrame(screen: screenBounds),
            safeAreaInsets: device.safeAreaInsets(orientation))
        window.layoutIfNeeded()
    }
}

/// What the lab's world refuses, before it becomes a diagnostic.
enum LabStateError: Error, Equatable {
    /// Split View and Slide Over exist on iPads only.
    case requiresPad(String)
}
