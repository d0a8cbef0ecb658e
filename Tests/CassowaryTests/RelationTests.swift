import Cassowary
import XCTest

final class RelationTests: XCTestCase {
    func test_relationsPrintAsOperators() {
        XCTAssertEqual(Relation.equal.description, "==")
        XCTAssertEqual(Relation.lessThanOrEqual.description, "<=")
        XCTAssertEqual(Relation.greaterThanOrEqual.description, ">=")
    }
}
