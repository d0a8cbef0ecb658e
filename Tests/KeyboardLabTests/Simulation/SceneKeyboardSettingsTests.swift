import XCTest

@testable import KeyboardLab

/// A scene's copies are the same device: what a relaunch keeps of the keyboard (facts §10.9)
/// comes with `SceneDescription.keyboardSettings`, the keyboard hidden; a mode the copy's device
/// cannot have is docked (docs/Devices.md: no split keyboard on the iPad Pro 11, floating from
/// iPadOS 13, nothing but docked on an iPhone).
final class SceneKeyboardSettingsTests: XCTestCase {
    func settings(_ mode: KeyboardMode, hardware: Bool = false, quickType: Bool = true) -> KeyboardState {
        var state = KeyboardState()
        state.mode = mode
        state.hardwareKeyboard = hardware
        state.quickType = quickType
        state.focusedField = "field"  // the running app's: never copied
        return state
    }

    func test_theSettingsComeWithTheCopyAndTheKeyboardIsHidden() throws {
        var scene = SceneDescription(device: try DeviceCatalogue.device("ipad-pro-11"))
        scene.keyboardSettings = settings(.floating, hardware: true, quickType: false)
        let sim = try scene.makeSimulator()
        XCTAssertEqual(sim.keyboard.state.mode, .floating)
        XCTAssertTrue(sim.keyboard.state.hardwareKeyboard)
        XCTAssertFalse(sim.keyboard.state.quickType)
        XCTAssertNil(sim.keyboard.state.focusedField)
        XCTAssertFalse(sim.keyboard.isOnScreen)
        // Shown in the copy: 320x260, 150 above the bottom of 1194, centred on 834.
        _ = try sim.perform(.disconnectHardwareKeyboard)
        _ = try sim.perform(.show())
        XCTAssertEqual(sim.keyboard.state.frame, Rect(x: 257, y: 784, width: 320, height: 260))
    }

    func test_aModeTheDeviceCannotHaveIsDocked() throws {
        var scene = SceneDescription(device: try DeviceCatalogue.device("ipad-9-7"))
        scene.keyboardSettings = settings(.split, hardware: true)
        XCTAssertEqual(try scene.makeSimulator().keyboard.state.mode, .split)
        let pro = try scene.on(try DeviceCatalogue.device("ipad-pro-11")).makeSimulator()
        XCTAssertEqual(pro.keyboard.state.mode, .docked)
        XCTAssertTrue(pro.keyboard.state.hardwareKeyboard)
        scene.keyboardSettings = settings(.floating)
        let phone = try scene.on(try DeviceCatalogue.device("iphone-15")).makeSimulator()
        XCTAssertEqual(phone.keyboard.state.mode, .docked)
        scene.device = try DeviceCatalogue.device("ipad-pro-11")
        scene.profile = IOSVersionProfile(majorVersion: 12)
        XCTAssertEqual(try scene.makeSimulator().keyboard.state.mode, .docked)
    }
}
