import XCTest

@testable import KeyboardLab

/// Observer registration, removal and delivery order (facts §8 pitfall 8 for the token rules).
final class KeyboardNotificationCenterTests: XCTestCase {
    private final class Observer {}

    private func post(_ name: KeyboardNotificationName) -> KeyboardNotificationPost {
        KeyboardNotificationPost(
            name: name, object: .none,
            userInfo: KeyboardUserInfo(
                frameBegin: .zero, frameEnd: .zero, animationDuration: 0.25, animationCurve: 7),
            isInsideAnimationBlock: name.isWill)
    }

    func test_deliveryInRegistrationOrder() {
        let center = KeyboardNotificationCenter()
        let a = Observer()
        var received: [String] = []
        center.addObserver(a, selector: "keyboardWillShow:", name: .keyboardWillShow, label: "a") { _ in
            received.append("a")
        }
        let token = center.addObserver(forName: nil) { _ in received.append("block") }
        center.addObserver(a, selector: "any:", name: nil, label: "a2") { _ in received.append("a2") }
        center.post(post(.keyboardWillShow), at: 0)
        center.post(post(.keyboardDidShow), at: 0.5)
        XCTAssertEqual(received, ["a", "block", "a2", "block", "a2"])
        XCTAssertEqual(center.log.map(\.deliveredTo.count), [3, 2])
        XCTAssertEqual(
            center.log[0].deliveredTo,
            ["selector keyboardWillShow: on a", "block #\(token.id)", "selector any: on a2"])
        XCTAssertEqual(center.logLines.count, 2)
        XCTAssertTrue(center.logLines[1].hasPrefix("#2  500 ms  keyboardDidShow"))
    }

    /// `removeObserver(self)` removes selector observers only; a block observer needs its token.
    func test_removeObserver_leavesBlockObservers_pitfall8() {
        let center = KeyboardNotificationCenter()
        let owner = Observer()
        var count = 0
        center.addObserver(owner, selector: "willShow:", name: .keyboardWillShow) { _ in count += 1 }
        let token = center.addObserver(forName: .keyboardWillShow) { _ in count += 10 }
        center.removeObserver(owner)
        center.post(post(.keyboardWillShow))
        XCTAssertEqual(count, 10)
        center.removeObserver(token)
        center.post(post(.keyboardWillShow))
        XCTAssertEqual(count, 10)
        XCTAssertEqual(center.observerCount, 0)
    }

    func test_removeObserver_perName() {
        let center = KeyboardNotificationCenter()
        let owner = Observer()
        var names: [KeyboardNotificationName] = []
        center.addObserver(owner, selector: "show:", name: .keyboardWillShow) { names.append($0.name) }
        center.addObserver(owner, selector: "hide:", name: .keyboardWillHide) { names.append($0.name) }
        center.removeObserver(owner, name: .keyboardWillShow)
        center.post(post(.keyboardWillShow))
        center.post(post(.keyboardWillHide))
        XCTAssertEqual(names, [.keyboardWillHide])
    }

    /// iOS 9+ no longer delivers to a deallocated selector observer.
    func test_deallocatedSelectorObserver_isSkipped() {
        let center = KeyboardNotificationCenter()
        var count = 0
        do {
            let temporary = Observer()
            center.addObserver(temporary, selector: "s:", name: nil) { _ in count += 1 }
        }
        center.post(post(.keyboardWillShow))
        XCTAssertEqual(count, 0)
        XCTAssertEqual(center.log[0].deliveredTo, [])
    }

    /// A handler that adds an observer affects the next post only.
    func test_observerAddedDuringDelivery_getsNextPostOnly() {
        let center = KeyboardNotificationCenter()
        var late = 0
        var tokens: [KeyboardObserverToken] = []
        center.addObserver(forName: .keyboardWillShow) { _ in
            if tokens.isEmpty {
                tokens.append(center.addObserver(forName: .keyboardWillShow) { _ in late += 1 })
            }
        }
        center.post(post(.keyboardWillShow))
        XCTAssertEqual(late, 0)
        center.post(post(.keyboardWillShow))
        XCTAssertEqual(late, 1)
    }

    /// Posting a scenario's events delivers its notifications in order (facts §1.2 show order).
    func test_postScenarioEvents() throws {
        var machine = KeyboardStateMachine()
        let center = KeyboardNotificationCenter()
        var names: [KeyboardNotificationName] = []
        center.addObserver(forName: nil) { names.append($0.name) }
        center.post(try machine.show())
        XCTAssertEqual(
            names, [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(center.log.map(\.time), [0, 0, 0.5, 0.5])
    }
}

extension KeyboardNotificationCenterTests {
    /// A post's log entry names its first 64 receivers and counts the rest (a log of 10,000 posts
    /// to thousands of observers kept every name).
    func test_theLogNamesTheFirst64Receivers() {
        let center = KeyboardNotificationCenter()
        let tokens = (0..<70).map { _ in center.addObserver(forName: nil) { _ in } }
        center.post(
            KeyboardNotificationPost(
                name: .keyboardWillShow, object: .none,
                userInfo: KeyboardUserInfo(
                    frameBegin: .zero, frameEnd: .zero, animationDuration: 0.25, animationCurve: 7),
                isInsideAnimationBlock: true), at: 0)
        XCTAssertEqual(center.registrationCount, 70)
        XCTAssertEqual(center.log[0].deliveredTo.count, 64)
        XCTAssertEqual(center.log[0].deliveredTo.last, "block #\(tokens[63].id)")
        XCTAssertEqual(center.log[0].unnamedReceivers, 6)
        XCTAssertEqual(center.log[0].receiverCount, 70)
        XCTAssertTrue(center.logLines[0].hasSuffix("block #\(tokens[63].id) and 6 more"))
    }
}
