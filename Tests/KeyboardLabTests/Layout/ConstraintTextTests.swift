import XCTest

@testable import KeyboardLab

/// The constraint text: what descriptions print and what `ConstraintSpec(parsing:)` reads.
/// Printed text must read back to the same text (the shell pastes it back).
final class ConstraintTextTests: XCTestCase {
    private func scene() -> (Window, input: View, card: View) {
        let window = Window(
            screen: Screen(size: Size(width: 393, height: 852)),
            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let input = View.textField(name: "input")
        let card = View(name: "card")
        window.rootView.addSubview(input)
        window.rootView.addSubview(card)
        return (window, input, card)
    }

    func test_descriptionsReadLikeSentences() throws {
        let (window, input, card) = scene()
        let root = window.rootView
        XCTAssertEqual(input.heightAnchor.constraint(equalToConstant: 52).description, "input.height == 52")
        let bottom = input.bottomAnchor.constraint(
            equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -8)
        bottom.identifier = "bottom"
        try bottom.setPriority(.defaultHigh)
        XCTAssertEqual(bottom.description, "bottom: input.bottom == safe.bottom - 8 @750")
        XCTAssertEqual(
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8).description,
            "card.width == root.width * 0.8")
        XCTAssertEqual(
            input.bottomAnchor.constraint(
                lessThanOrEqualTo: root.keyboardLayoutGuide.topAnchor, constant: -8.5
            )
            .description,
            "input.bottom <= keyboard.top - 8.5")
        XCTAssertEqual(
            card.topAnchor.constraint(greaterThanOrEqualTo: card.safeAreaLayoutGuide.topAnchor, constant: 16)
                .description,
            "card.top >= card.safe.top + 16")
    }

    func test_canonicalTextRoundTrips() throws {
        let texts = [
            "input.height == 52",
            "bottom: input.bottom == safe.bottom - 8 @750",
            "card.width == root.width * 0.8 + 10",
            "card.centerY == root.centerY * -0.5 - 2.25 @999.5",
            "input.bottom <= keyboard.top",
            "row_1.top >= row_0.bottom + 1e-05",
            "card.top == card.safe.top",
            "UIView-Encapsulated-Layout-Width: root.width == 393",
            // Below the noise rule's 1e-9 but not 0: printed in full, so read back the same.
            "a.top == root.top * 1e-300 - 1e-300",
            "a.width == 5e-10",
        ]
        for text in texts {
            XCTAssertEqual(try ConstraintSpec(parsing: text).description, text)
        }
    }

    func test_looseSpellingsReadToTheCanonicalForm() throws {
        let cases = [
            ("input.bottom==safe.bottom-8@750", "input.bottom == safe.bottom - 8 @750"),
            ("card.width == 0.5 * root.width + 10", "card.width == root.width * 0.5 + 10"),
            ("card.width == root.width * 1 + 0", "card.width == root.width"),
            ("input.height == 52 @high", "input.height == 52 @750"),
            ("input.height == 52 @required", "input.height == 52"),
            ("input.height >= -3 @fittingSize", "input.height >= -3 @50"),
            ("  name :  a.left  ==  b.left  ", "name: a.left == b.left"),
        ]
        for (loose, canonical) in cases {
            XCTAssertEqual(try ConstraintSpec(parsing: loose).description, canonical, loose)
        }
    }

    func test_parsedFields() throws {
        let spec = try ConstraintSpec(parsing: "bottom: input.bottom == card.safe.bottom * 2 - 8 @250")
        XCTAssertEqual(spec.identifier, "bottom")
        XCTAssertEqual(spec.firstItem, "input")
        XCTAssertEqual(spec.firstAttribute, .bottom)
        XCTAssertEqual(spec.relation, .equal)
        XCTAssertEqual(spec.secondItem, "card.safe")
        XCTAssertEqual(spec.secondAttribute, .bottom)
        XCTAssertEqual(spec.multiplier, 2)
        XCTAssertEqual(spec.constant, -8)
        XCTAssertEqual(spec.priority, .defaultLow)
    }

    /// Syntax errors carry the column (from 1) where the problem starts.
    func test_syntaxErrorsPointAtTheirColumn() {
        let cases: [(String, Int)] = [
            ("input.top = safe.top", 11),  // single '='
            ("input == 3", 1),  // no attribute
            ("input.middle == safe.top", 7),  // unknown attribute, at the attribute
            ("input.top == safe.top @0", 24),  // priority out of range
            ("input.top == safe.top extra", 23),  // trailing text
            ("input.top safe.top", 11),  // missing relation
            ("input.top == safe.top +", 24),  // missing number after '+'
            ("input.top == safe.top # 3", 23),  // unknown character
        ]
        for (text, column) in cases {
            XCTAssertThrowsError(try ConstraintSpec(parsing: text), text) { error in
                XCTAssertEqual((error as? ConstraintTextError)?.column, column, text)
            }
        }
    }

    func test_windowResolvesNamesToItems() throws {
        let (window, input, card) = scene()
        let c = try window.makeConstraint(parsing: "input.bottom == keyboard.top - 8")
        XCTAssertTrue(c.firstItem === input)
        XCTAssertTrue(c.secondItem === window.rootView.keyboardLayoutGuide)
        XCTAssertFalse(c.isActive)
        let s = try window.makeConstraint(parsing: "card.top == card.safe.top")
        XCTAssertTrue(s.secondItem === card.safeAreaLayoutGuide)
        XCTAssertTrue(try window.item(named: "safe") === window.rootView.safeAreaLayoutGuide)
        XCTAssertTrue(try window.item(named: "root") === window.rootView)
    }

    func test_unknownAndAmbiguousNames() {
        let (window, _, _) = scene()
        XCTAssertThrowsError(try window.makeConstraint(parsing: "ghost.top == safe.top")) {
            XCTAssertEqual($0 as? LayoutError, .unknownItem("ghost"))
        }
        XCTAssertThrowsError(try window.makeConstraint(parsing: "input.top == input.margin.top")) {
            XCTAssertEqual($0 as? LayoutError, .unknownItem("input.margin"))
        }
        window.rootView.addSubview(View(name: "card"))
        XCTAssertThrowsError(try window.makeConstraint(parsing: "card.top == safe.top")) {
            XCTAssertEqual($0 as? LayoutError, .ambiguousName("card"))
        }
    }

    func test_viewNameRules() {
        XCTAssertTrue(View.isValidName("input_bar2"))
        XCTAssertFalse(View.isValidName("2rows"))
        XCTAssertFalse(View.isValidName("input-bar"))
        XCTAssertFalse(View.isValidName("safe"))
        XCTAssertFalse(View.isValidName(""))
    }
}
