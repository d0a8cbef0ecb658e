import XCTest

@testable import KeyboardLab

/// Whole screens laid out by the solver; every expected frame is worked out by hand in the
/// comments from the constraints and the device's screen and safe area.
final class LayoutFixtureTests: XCTestCase {
    /// Chat on an iPhone 15 Pro, keyboard off screen: the keyboard guide rests at the bottom
    /// with the home-indicator height, so its top is 852 − 34 = 818.
    ///   input: y = 818 − 52 = 766, x = 0, width 393     → (0, 766, 393, 52)
    ///   table: y = 59, height = 766 − 59 = 707          → (0, 59, 393, 707)
    func test_chatScreen_keyboardHidden() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let (table, input) = try LayoutFixtures.chat(in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 766, width: 393, height: 52))
        XCTAssertEqual(table.frame, Rect(x: 0, y: 59, width: 393, height: 707))
        XCTAssertEqual(
            window.rootView.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 818, width: 393, height: 34))
        XCTAssertEqual(
            window.rootView.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertTrue(window.log.isEmpty, "\(window.log)")
    }

    /// The keyboard engine docks a 336-pt keyboard (iPhone 15 Pro, facts §3.1): guide top =
    /// 852 − 336 = 516, input y = 516 − 52 = 464, table height = 464 − 59 = 405. Hiding it again
    /// returns to the resting frames.
    func test_chatScreen_keyboardShownAndHidden() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let (table, input) = try LayoutFixtures.chat(in: window)
        window.layoutIfNeeded()
        window.rootView.keyboardLayoutGuide.setKeyboardHeight(336)
        XCTAssertEqual(input.frame.minY, 766, "frames change only when layout runs")
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 464, width: 393, height: 52))
        XCTAssertEqual(table.frame, Rect(x: 0, y: 59, width: 393, height: 405))
        window.rootView.keyboardLayoutGuide.setKeyboardFrame(nil)
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 766, width: 393, height: 52))
    }

    /// With `usesBottomSafeArea` off, the resting guide has height 0 at the view's bottom:
    /// input y = 852 − 52 = 800.
    func test_chatScreen_guideIgnoringTheSafeArea() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let (_, input) = try LayoutFixtures.chat(in: window)
        window.rootView.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 800, width: 393, height: 52))
    }

    /// Login form on an iPhone SE (375×667, top inset 20), a 300-wide column centred:
    ///   x = (375 − 300) / 2 = 37.5
    ///   username: top = 20 + 100 = 120, height 44          → (37.5, 120, 300, 44)
    ///   password: top = 120 + 44 + 12 = 176                 → (37.5, 176, 300, 44)
    ///   button:   top = 176 + 44 + 24 = 244, height 50      → (37.5, 244, 300, 50)
    func test_loginForm() throws {
        let window = LayoutFixtures.iPhoneSE()
        let root = window.rootView
        let username = View.textField(name: "username")
        let password = View.textField(name: "password")
        let button = View(name: "login")
        for v in [username, password, button] { root.addSubview(v) }
        var constraints = [
            username.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 100),
            password.topAnchor.constraint(equalTo: username.bottomAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
            username.heightAnchor.constraint(equalToConstant: 44),
            password.heightAnchor.constraint(equalTo: username.heightAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
        ]
        for v in [username, password, button] {
            constraints.append(v.centerXAnchor.constraint(equalTo: root.centerXAnchor))
            constraints.append(v.widthAnchor.constraint(equalToConstant: 300))
        }
        try LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        XCTAssertEqual(username.frame, Rect(x: 37.5, y: 120, width: 300, height: 44))
        XCTAssertEqual(password.frame, Rect(x: 37.5, y: 176, width: 300, height: 44))
        XCTAssertEqual(button.frame, Rect(x: 37.5, y: 244, width: 300, height: 50))
        XCTAssertEqual(username.kind, .textField)
    }

    /// A card centred on an iPhone SE, 80 % of the width, 200 high:
    ///   width = 0.8 × 375 = 300, x = (375 − 300) / 2 = 37.5, y = (667 − 200) / 2 = 233.5.
    /// In landscape (667×375): width = 533.6, x = 66.7, y = 87.5.
    func test_centredCard_andRotation() throws {
        let window = LayoutFixtures.iPhoneSE()
        let root = window.rootView
        let card = View(name: "card")
        root.addSubview(card)
        try LayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 37.5, y: 233.5, width: 300, height: 200))
        let added = window.statistics.constraintsAdded
        window.update(
            screen: Screen(size: Size(width: 667, height: 375), scale: 2),
            frame: Rect(x: 0, y: 0, width: 667, height: 375), safeAreaInsets: .zero)
        window.layoutIfNeeded()
        XCTAssertEqual(window.rootView.frame, Rect(x: 0, y: 0, width: 667, height: 375))
        XCTAssertEqual(card.frame.width, 533.6, accuracy: 1e-9)
        XCTAssertEqual(card.frame.minX, 66.7, accuracy: 1e-9)
        XCTAssertEqual(card.frame.minY, 87.5, accuracy: 1e-9)
        XCTAssertEqual(window.statistics.constraintsAdded, added, "rotation only suggests new constants")
    }

    /// Five 44-pt rows stacked in a container that fills the safe area of an iPhone 15 Pro:
    ///   container = (0, 59, 393, 852 − 34 − 59 = 759)
    ///   row i in the container: (0, 44 i, 393, 44); in the window: y = 59 + 44 i.
    func test_stackOfRows() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let root = window.rootView
        let container = View(name: "container")
        root.addSubview(container)
        let safe = root.safeAreaLayoutGuide
        var constraints = [
            container.topAnchor.constraint(equalTo: safe.topAnchor),
            container.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        var rows: [View] = []
        for i in 0..<5 {
            let row = View(name: "row\(i)")
            container.addSubview(row)
            let above = rows.last?.bottomAnchor ?? container.topAnchor
            constraints += [
                row.topAnchor.constraint(equalTo: above),
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ]
            rows.append(row)
        }
        try LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        XCTAssertEqual(container.frame, Rect(x: 0, y: 59, width: 393, height: 759))
        for (i, row) in rows.enumerated() {
            XCTAssertEqual(row.frame, Rect(x: 0, y: Double(44 * i), width: 393, height: 44))
            XCTAssertEqual(row.frame(in: .window), Rect(x: 0, y: Double(59 + 44 * i), width: 393, height: 44))
        }
    }

    /// Two columns across a 400-pt window with a 10-pt gap, so the widths share 390. Both
    /// want 150, the left at 750 and the right at 250: the left gets 150, the right 240.
    /// Lowering the left's priority to 200 swaps them: right 150, left 240.
    /// A required `right.width >= 300` then leaves the left 90.
    func test_twoColumnsWithPriorities() throws {
        let window = Window(screen: Screen(size: Size(width: 400, height: 300)))
        let root = window.rootView
        let left = View(name: "left")
        let right = View(name: "right")
        root.addSubview(left)
        root.addSubview(right)
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 150)
        try leftWidth.setPriority(.defaultHigh)
        let rightWidth = right.widthAnchor.constraint(equalToConstant: 150)
        try rightWidth.setPriority(.defaultLow)
        try LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            left.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            right.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            leftWidth, rightWidth,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(left.frame, Rect(x: 0, y: 0, width: 150, height: 300))
        XCTAssertEqual(right.frame, Rect(x: 160, y: 0, width: 240, height: 300))

        try leftWidth.setPriority(200)
        window.layoutIfNeeded()
        XCTAssertEqual(left.frame, Rect(x: 0, y: 0, width: 240, height: 300))
        XCTAssertEqual(right.frame, Rect(x: 250, y: 0, width: 150, height: 300))

        try right.widthAnchor.constraint(greaterThanOrEqualToConstant: 300).activate()
        window.layoutIfNeeded()
        XCTAssertEqual(left.frame.width, 90)
        XCTAssertEqual(right.frame, Rect(x: 100, y: 0, width: 300, height: 300))
        XCTAssertTrue(window.log.isEmpty, "\(window.log)")
    }

    /// A view without constraints keeps the frame it was given, also when its superview is
    /// moved by constraints: a badge at (8, 8) in a card placed by constraints stays at (8, 8).
    func test_unconstrainedViewsKeepTheirFrames() throws {
        let window = LayoutFixtures.iPhoneSE()
        let root = window.rootView
        let card = View(name: "card")
        let badge = View(name: "badge", frame: Rect(x: 8, y: 8, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 16, y: 36, width: 200, height: 100))
        XCTAssertEqual(badge.frame, Rect(x: 8, y: 8, width: 20, height: 20))
        XCTAssertEqual(badge.frame(in: .window), Rect(x: 24, y: 44, width: 20, height: 20))
        XCTAssertFalse(badge.hasAmbiguousLayout)
    }

    /// A subview's safe-area guide follows where the view ends up: a panel pinned to the
    /// bottom 200 pt of an iPhone 15 Pro (y 652...852) overlaps the 34-pt home-indicator strip,
    /// so a field pinned to the panel's safe bottom ends 200 − 34 = 166 into the panel.
    func test_subviewSafeAreaGuideFollowsLayout() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let root = window.rootView
        let panel = View(name: "panel")
        let field = View.textField(name: "field")
        root.addSubview(panel)
        panel.addSubview(field)
        try LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
            field.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.bottomAnchor),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame, Rect(x: 0, y: 652, width: 393, height: 200))
        XCTAssertEqual(panel.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(field.frame, Rect(x: 0, y: 126, width: 393, height: 40))
        XCTAssertEqual(panel.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 393, height: 166))
    }
    /// The classic technique (facts §7): pin the input to the safe area and set the bottom
    /// constant from the keyboard's end frame, converted from the screen and intersected with
    /// the view. A 336-pt keyboard at y = 516 overlaps the root by 336; minus the 34-pt bottom
    /// inset the constant is −302, so the input's bottom is 818 − 302 = 516, the keyboard's top.
    func test_chatScreen_constantTechniqueFromTheKeyboardFrame() throws {
        let window = LayoutFixtures.iPhone15Pro()
        let root = window.rootView
        let input = View.textField(name: "input")
        root.addSubview(input)
        let bottom = input.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
        try LayoutConstraint.activate([
            input.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            input.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            input.heightAnchor.constraint(equalToConstant: 52), bottom,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame.maxY, 818)
        let endFrame = Rect(x: 0, y: 516, width: 393, height: 336)  // screen coordinates
        let converted = root.convert(endFrame, from: .screen)
        let overlap = try XCTUnwrap(root.bounds.intersection(converted))
        bottom.constant = -(overlap.height - root.safeAreaInsets.bottom)
        XCTAssertEqual(bottom.constant, -302)
        root.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 464, width: 393, height: 52))
    }
}
