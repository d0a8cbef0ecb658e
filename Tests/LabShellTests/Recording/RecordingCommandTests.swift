import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// The recording workflow through the shell: reading says how it understood the file, `fit`
/// ranks the models and `expect` reads their figures, `keyboard-from` makes the keyboard move as
/// the file says (checked against the file's own numbers, read here with Foundation's JSON), and
/// `compare` plays it in every lane.
final class RecordingCommandTests: XCTestCase {
    static let curve7 = RecordingCommands.curve7File
    static let spring = RecordingCommands.springFile

    func test_recording_saysHowItReadTheFile() {
        // The lines as one text, the wrapping's indentation undone.
        let output = SessionHarness().output("recording r from \(Self.spring)").joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        XCTAssertTrue(output.contains("recording r: 97 samples over 800.00 ms at 120.00 Hz"), output)
        // The uptime clock (8123.46 s) is moved to the first sample and said so.
        XCTAssertTrue(output.contains("0 is the file's 8123.46 (the first sample)"), output)
        XCTAssertTrue(output.contains("(detected: the first time is far from 0)"), output)
        XCTAssertTrue(output.contains("keyboardMinY, the keyboard's top edge in points"), output)
    }

    /// The file's spring (ratio 0.8, response 0.3 s, Tools/make-recordings.swift) fits best, its
    /// parameters within 5 %; curve 7 is refused, with 0.25 pt of noise.
    func test_fit_ranksTheModels_andExpectReadsThem() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            fit r
            expect recording.r.spring.ratio == 0.8 within 0.04
            expect recording.r.spring.response == 0.3 within 0.015
            expect recording.r.noise == 0.25 within 0.05
            expect recording.r.rms == recording.r.spring.rms
            expect recording.r.curve7.withinNoise == 0
            recording c from \(Self.curve7)
            expect recording.c.curve7.rms < 0.01
            expect recording.c.curve7.withinNoise == 1
            expect recording.c.curve7.start == 0.05 within 0.0005
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let table = harness.sink.transcript
        XCTAssertTrue(table.contains { $0.hasPrefix("spring ") }, "\(table)")
        XCTAssertTrue(
            table.contains { $0.contains("curve 7's model is not within the recording's noise") }, "\(table)")
    }

    /// The keyboard plays the file: at each frame of a show its top is the file's samples
    /// interpolated at the same time after the motion's start (pinned at 40 ms, where the file's
    /// spring starts), mapped onto the fit's from and to (within half a point of 852 and 516); it
    /// overshoots to where the file does, which curve 7 never does; the dids come when the
    /// recording ends; the footnote says the motion is the recording's.
    func test_keyboardFrom_playsTheFile() throws {
        let (times, values) = try Self.springSamples()
        func recorded(_ t: Double) -> Double { Self.interpolated(times, values, t) }
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            fit r start 0.04
            keyboard-from r
            \(KeyboardCommands.chatBar)
            bind input with animate-with-keyboard bottom
            show-keyboard
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let lines = harness.sink.transcript
        var checked = 0
        var lowest = Double.infinity
        for line in lines {
            let cells = line.split(separator: " ").compactMap { Double($0) }
            guard cells.count == 5, let frame = Int(line.split(separator: " ")[0]) else { continue }
            let t = cells[1] / 1000
            let minY = cells[2]
            lowest = min(lowest, minY)
            // The motion ends at the recording's settled sample; before it, the file's value.
            if t > 0, t < 0.3 {
                XCTAssertEqual(minY, recorded(0.04 + t), accuracy: 0.5, "frame \(frame)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
        XCTAssertLessThan(lowest, 513, "the file's spring overshoots 516 by about 5 pt")
        XCTAssertTrue(lines.contains { $0.hasPrefix("[1] keyboard-recording:") }, "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.contains("curve 7  at ") && $0.hasSuffix(" ms [1]") }
                && !lines.contains { $0.contains("at 500 ms") },
            "the dids come when the recording ends, marked with its footnote: \(lines)")
    }

    /// `overlay` lays the file beside the model's keyboard in an export: the column
    /// `recording.r` holds, at each frame of the show, the file's samples interpolated at the
    /// same time after the fitted start (pinned at 40 ms), on the keyboard's 852 → 516; the
    /// model's own column keeps curve 7 (facts §4.2's 839.27 at frame 1).
    func test_overlay_laysTheFileBesideTheModel() throws {
        let (times, values) = try Self.springSamples()
        let csv = "/tmp/kblab-recording-overlay-test.csv"
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            fit r start 0.04
            overlay r
            show-keyboard
            export csv "\(csv)" transition
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try XCTUnwrap(rows.first)
        let column = try XCTUnwrap(header.firstIndex(of: "recording.r"))
        let keyboardY = try XCTUnwrap(header.firstIndex(of: "keyboard.y"))
        XCTAssertEqual(Double(rows[2][keyboardY]) ?? 0, 839.27, accuracy: 0.005)
        for row in rows.dropFirst().prefix(18) {
            let t = (Double(row[2]) ?? 0) / 1000
            XCTAssertEqual(
                Double(row[column]) ?? 0, Self.interpolated(times, values, 0.04 + t), accuracy: 0.5, "t \(t)")
        }
    }

    /// The spring file's samples, read here with Foundation: seconds from its first, points.
    static func springSamples() throws -> ([Double], [Double]) {
        let url = URL(fileURLWithPath: SessionHarness.packageRoot).appendingPathComponent(spring)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let samples = try XCTUnwrap(json["samples"] as? [[String: Double]])
        return (
            samples.compactMap { $0["timestamp"] }.map { $0 - 8123.46 },
            samples.compactMap { $0["keyboardMinY"] }
        )
    }

    /// Linear interpolation of samples at `t` (the last value past the end).
    static func interpolated(_ times: [Double], _ values: [Double], _ t: Double) -> Double {
        guard let i = times.lastIndex(where: { $0 <= t }), i + 1 < times.count else {
            return values.last ?? 0
        }
        let u = (t - times[i]) / (times[i + 1] - times[i])
        return values[i] + (values[i + 1] - values[i]) * u
    }

    /// Every lane of a compare plays the recording: the layout guide follows it exactly, and the
    /// output carries the footnote; `keyboard-from off` goes back to the model.
    func test_compare_playsTheRecordingInEveryLane() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            keyboard-from r
            \(KeyboardCommands.chatBar)
            compare keyboard-layout-guide animate-with-keyboard on show-keyboard
            expect compare.keyboard-layout-guide.maxError == 0
            keyboard-from off
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let lines = harness.sink.transcript
        XCTAssertTrue(lines.contains { $0.contains("keyboard-recording:") }, "\(lines)")
        XCTAssertEqual(lines.last, "the keyboard moves on its model again (it played the recording r)")
    }

    /// A search stopped by its bound is said to be one, not passed off as a fit.
    func test_fit_saysASearchDidNotConverge() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            fit r models spring iterations 1
            expect recording.r.spring.converged == 0
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let text = harness.sink.transcript.joined(separator: " ").split(separator: " ").joined(separator: " ")
        XCTAssertTrue(
            text.contains("spring: the search did not converge (iteration limit after 1 iterations)"), text)
    }

    /// A compare's page carries the overlay in every lane.
    func test_overlay_reachesEveryLaneOfAComparePage() throws {
        let page = "/tmp/kblab-recording-overlay-test.html"
        let harness = SessionHarness()
        let result = harness.run(
            """
            recording r from \(Self.spring)
            overlay r
            \(KeyboardCommands.chatBar)
            compare keyboard-layout-guide animate-with-keyboard on show-keyboard
            export html "\(page)"
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertGreaterThanOrEqual(html.components(separatedBy: "recording.r").count - 1, 2)
    }

    func test_completion_namesRecordingsAndModels() {
        let session = Session()
        _ = session.run("recording show from \(Self.curve7)", name: "test.kbl", mode: .script)
        XCTAssertEqual(session.complete("fit s").candidates, ["show"])
        XCTAssertEqual(session.complete("keyboard-from ").candidates, ["off", "show"])
        XCTAssertEqual(session.complete("fit show models sp").candidates, ["spring"])
    }
}
