import KeyboardLab
import SwiftReader
import XCTest

/// The interpreter on its own, over a bare `Simulator` handed to it (no shell): the world is
/// explicit, so two interpreters on two simulators never see each other, and what `print`
/// writes and the errors a handler raises arrive at the sink as values with their location.
final class SwiftInterpreterTests: XCTestCase {
    private func chat() throws -> Simulator {
        let sim = try Simulator(deviceID: "iphone-15")
        _ = try sim.addView(named: "input", kind: .textField)
        // input.leading == safe.leading, input.trailing == safe.trailing, input.height == 52 and
        // bottom: safe.bottom == input.bottom (the Swift code's constant lifts the bar).
        for spec in [
            ConstraintSpec(
                firstItem: "input", firstAttribute: .leading, relation: .equal, secondItem: "safe",
                secondAttribute: .leading),
            ConstraintSpec(
                firstItem: "input", firstAttribute: .trailing, relation: .equal, secondItem: "safe",
                secondAttribute: .trailing),
            ConstraintSpec(firstItem: "input", firstAttribute: .height, relation: .equal, constant: 52),
            ConstraintSpec(
                identifier: "bottom", firstItem: "safe", firstAttribute: .bottom, relation: .equal,
                secondItem: "input", secondAttribute: .bottom),
        ] {
            _ = try sim.addConstraint(spec)
        }
        sim.layoutIfNeeded()
        return sim
    }

    private func interpreter(_ source: String, on sim: Simulator, log: SwiftRuntimeLog) throws
        -> SwiftInterpreter
    {
        let world = SwiftWorld(
            simulator: sim, boundView: try sim.view(named: "input"),
            boundConstraint: try sim.constraint(named: "bottom"),
            sink: .collecting(into: log))
        return SwiftInterpreter(program: try program(source), world: world)
    }

    static let source = """
        class ViewController: UIViewController {
            @IBOutlet var bottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: nil) { note in
                    let end = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                    print("end", end.minY)
                    self.bottom.constant = end.height
                    let missing: CGFloat? = nil
                    print(missing!)
                }
            }
        }
        """

    /// The show sets the constant to the End height (336) and prints the End frame's top (516);
    /// the `!` on nil is an error at line 11, column 19 (where `missing!` starts) with its handler named; the other
    /// simulator, never shown a keyboard, is untouched.
    func test_aWorldHandedOverExplicitly() throws {
        let sim = try chat()
        let other = try chat()
        let log = SwiftRuntimeLog()
        let otherLog = SwiftRuntimeLog()
        let first = try interpreter(Self.source, on: sim, log: log)
        let second = try interpreter(Self.source, on: other, log: otherLog)
        try first.bind()
        try second.bind()
        _ = try sim.perform(.show())
        _ = sim.run()
        XCTAssertEqual(log.printed, ["end 516.0"])
        XCTAssertEqual(try sim.constraint(named: "bottom").constant, 336)
        XCTAssertEqual(sim.frame(of: try sim.view(named: "input")).maxY, 482)
        XCTAssertEqual(log.errors.count, 1)
        XCTAssertEqual(log.errors.first?.0.location, SwiftLocation(line: 11, column: 19))
        XCTAssertEqual(log.errors.first?.1, "in the keyboardWillShow block registered at 5:9")
        XCTAssertEqual(otherLog.printed, [])
        XCTAssertEqual(try other.constraint(named: "bottom").constant, 0)
        XCTAssertEqual(first.unbind().count, 1, "the block registration nobody removed")
    }

    /// The IR travels as JSON from `kblab-swift` to the shell: it decodes to the same program.
    func test_theProgramRoundTripsThroughJSON() throws {
        let read = try program(Self.source)
        let data = try JSONEncoder().encode(SwiftReading.program(read))
        XCTAssertEqual(try JSONDecoder().decode(SwiftReading.self, from: data), .program(read))
    }
}
