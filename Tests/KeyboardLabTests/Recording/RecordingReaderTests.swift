import XCTest

@testable import KeyboardLab

/// Reading recordings: the shapes of CSV and JSON loggers write, units and origins stated, named
/// or detected (and said), and every refusal at its line and column.
final class RecordingReaderTests: XCTestCase {
    /// Eight rows of a 60 Hz show in milliseconds; `header` first.
    static func csv(header: String?, separator: String = ",", timeOffset: Double = 0) -> String {
        let rows = (0..<8).map { i in
            "\(Double(i) * 16.667 + timeOffset)\(separator)\(852 - Double(i) * 10)"
        }
        return ([header].compactMap { $0 } + rows).joined(separator: "\n") + "\n"
    }

    func test_csv_headerNamesTheUnitAndQuantity() throws {
        let recording = try RecordingReader.read(Self.csv(header: "t_ms,keyboard_top"))
        XCTAssertEqual(recording.samples.count, 8)
        XCTAssertEqual(recording.samples[1].time, 0.016667, accuracy: 1e-12)
        XCTAssertEqual(recording.samples[1].value, 842)
        XCTAssertEqual(recording.reading.timeUnit, .milliseconds)
        XCTAssertEqual(recording.reading.timeUnitDecision, .fromFile("from the name 't_ms'"))
        XCTAssertEqual(recording.quantity, .top)
        XCTAssertEqual(recording.reading.quantityDecision, .fromFile("from the name 'keyboard_top'"))
    }

    /// No header: milliseconds detected from steps of 16.67; a clock's reading (1234.5 s of
    /// uptime in ms) is moved to the first sample and said.
    func test_csv_noHeader_detectsUnitAndOrigin() throws {
        let recording = try RecordingReader.read(Self.csv(header: nil, separator: ";", timeOffset: 1_234_500))
        XCTAssertEqual(recording.reading.timeUnit, .milliseconds)
        XCTAssertEqual(recording.reading.timeUnitDecision, .detected("samples 16.67 apart"))
        XCTAssertEqual(recording.reading.origin, 1_234_500)
        XCTAssertEqual(recording.samples[0].time, 0)
        XCTAssertEqual(recording.quantity, .position)
    }

    /// A spreadsheet's export: a byte-order mark, CRLF line ends, semicolons and decimal commas,
    /// no header (the mark must not make the first row a header).
    func test_csv_spreadsheetExport() throws {
        let text =
            "\u{FEFF}" + (0..<8).map { "\($0 * 16),5;\(852 - $0 * 10),25" }.joined(separator: "\r\n") + "\r\n"
        let recording = try RecordingReader.read(text)
        XCTAssertEqual(recording.samples.count, 8)
        XCTAssertEqual(recording.samples[1].time, 0.0165, accuracy: 1e-12)
        XCTAssertEqual(recording.samples[1].value, 842.25)
        XCTAssertEqual(recording.reading.timeUnit, .milliseconds)
    }

    func test_csv_statedColumnsUnitAndScale() throws {
        let text =
            "# screen recording, pixels at 3x\nframe y_px other\n"
            + (0..<8).map { "\($0) \(2556 - $0 * 30) 1" }.joined(separator: "\n")
        let options = RecordingOptions(
            valueColumn: .named("y_px"), timeUnit: .frames, frameRate: 60, deviceScale: 3)
        let recording = try RecordingReader.read(text, options: options)
        XCTAssertEqual(recording.samples[2].time, 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(recording.samples[2].value, (2556 - 60) / 3.0, accuracy: 1e-12)
        XCTAssertEqual(recording.reading.scale, 3)
    }

    func test_json_shapes() throws {
        let objects =
            "["
            + (0..<8).map { "{\"time\": \($0 * 8), \"progress\": \(Double($0) / 7)}" }.joined(separator: ",")
            + "]"
        let a = try RecordingReader.read(objects)
        XCTAssertEqual(a.quantity, .progress)
        XCTAssertEqual(a.samples[7].value, 1, accuracy: 1e-12)
        XCTAssertEqual(a.reading.timeUnit, .milliseconds)

        let columns =
            "{\"unit\": \"s\", \"t\": [0,0.1,0.2,0.3,0.4,0.5,0.6,0.7], \"minY\": [852,800,700,600,550,530,520,516]}"
        let b = try RecordingReader.read(columns)
        XCTAssertEqual(b.reading.timeUnitDecision, .fromFile("from the key 'unit'"))
        XCTAssertEqual(b.samples[3].value, 600)

        let wrapped = "{\"rate\": 120, \"samples\": [16.6, 46.5, null, 121.7, 154.9, 215.1, 260, 300, 336]}"
        let c = try RecordingReader.read(wrapped)
        XCTAssertEqual(c.samples.count, 8)
        XCTAssertEqual(c.reading.skipped, 1)
        XCTAssertEqual(c.samples[2].time, 3.0 / 120, accuracy: 1e-12, "the null keeps its frame")
        XCTAssertEqual(c.quantity, .position)
    }

    /// react-native-keyboard-controller's `onMove` events carry a height and a progress and no
    /// time: numbered, at the rate the wrapper (or the user) states; the value chosen by name.
    func test_json_eventsWithoutTimes() throws {
        let events = (0..<9).map { "{\"height\": \(Double($0) * 40), \"progress\": \(Double($0) / 8)}" }
        let text = "{\"rate\": 120, \"events\": [" + events.joined(separator: ", ") + "]}"
        let recording = try RecordingReader.read(text)
        XCTAssertEqual(recording.quantity, .height)
        XCTAssertEqual(recording.samples[3].time, 3.0 / 120, accuracy: 1e-12)
        XCTAssertEqual(recording.samples[3].value, 120)
        let progress = try RecordingReader.read(
            text, options: RecordingOptions(valueColumn: .named("progress")))
        XCTAssertEqual(progress.quantity, .progress)
        XCTAssertEqual(progress.samples[8].value, 1)
    }

    // MARK: Refusals, located

    func test_badNumber_isLocated() {
        var text = Self.csv(header: "t,y")
        text = text.replacingOccurrences(of: "33.334,832.0", with: "33.334,8x2.0")
        XCTAssertThrowsError(try RecordingReader.read(text)) { error in
            let e = error as? RecordingReadError
            XCTAssertEqual(e?.problem, .notANumber(found: "8x2.0", column: "y"))
            XCTAssertEqual(e?.line, 4)
            XCTAssertEqual(e?.column, 8)
            XCTAssertEqual(e?.length, 5)
        }
    }

    func test_timeGoingBack_isLocated() {
        let text = "0,1\n10,2\n20,3\n15,4\n30,5\n40,6\n50,7\n60,8\n"
        XCTAssertThrowsError(try RecordingReader.read(text)) { error in
            let e = error as? RecordingReadError
            XCTAssertEqual(e?.problem, .timeNotIncreasing(time: 15, previous: 20))
            XCTAssertEqual(e?.line, 4)
            XCTAssertEqual(e?.column, 1)
        }
    }

    func test_jsonSyntax_isLocated() {
        let text = "[\n  [0, 852],\n  [16 852]\n]"
        XCTAssertThrowsError(try RecordingReader.read(text)) { error in
            let e = error as? RecordingReadError
            XCTAssertEqual(e?.problem, .unexpected(found: "'8'", expected: "',' or ']'"))
            XCTAssertEqual(e?.line, 3)
            XCTAssertEqual(e?.column, 7)
        }
    }

    func test_limits() {
        XCTAssertThrowsError(try RecordingReader.read("")) {
            XCTAssertEqual(($0 as? RecordingReadError)?.problem, .empty)
        }
        XCTAssertThrowsError(try RecordingReader.read("0,1\n1,2\n")) {
            XCTAssertEqual(($0 as? RecordingReadError)?.problem, .tooFewSamples(count: 2, minimum: 8))
        }
        let many = (0...Recording.maximumSamples).map { "\($0),1" }.joined(separator: "\n")
        XCTAssertThrowsError(try RecordingReader.read(many)) {
            XCTAssertEqual(
                ($0 as? RecordingReadError)?.problem, .tooManySamples(limit: Recording.maximumSamples))
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertThrowsError(try RecordingReader.read(deep)) {
            XCTAssertEqual(
                ($0 as? RecordingReadError)?.problem, .nestedTooDeeply(limit: RecordingReader.maximumDepth))
        }
        let long = (0..<8).map { "\(Double($0) * 10),\($0)" }.joined(separator: "\n")
        XCTAssertThrowsError(try RecordingReader.read(long, options: RecordingOptions(timeUnit: .seconds))) {
            XCTAssertEqual(($0 as? RecordingReadError)?.problem, .tooLong(seconds: 70, limit: 60))
        }
        XCTAssertThrowsError(try RecordingReader.read("[1,2,3,4,5,6,7,8]")) {
            XCTAssertEqual(($0 as? RecordingReadError)?.problem, .frameRateNeeded)
        }
    }
}

/// Hostile text: every mutation of a valid CSV and JSON recording (a byte replaced, dropped or
/// doubled, at fixed-seed places) is read or refused with the typed error, never a crash, and a
/// refusal points at a line of the text and a column on it.
final class RecordingReaderHostileTests: XCTestCase {
    func test_mutatedFiles_areReadOrRefusedAtARealPlace() {
        let csv = RecordingReaderTests.csv(header: "t_ms,keyboard_top")
        let json =
            "{\"unit\": \"ms\", \"samples\": ["
            + (0..<8).map { "{\"t\": \($0 * 16), \"y\": \(852 - $0 * 10)}" }.joined(separator: ", ") + "]}"
        var state: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("0123456789.,;-+eE\"[]{}:\n\r\t xnul\u{00e9}".utf8)
        for original in [csv, json] {
            for _ in 0..<400 {
                var bytes = Array(original.utf8)
                for _ in 0..<(1 + next(3)) {
                    let at = next(bytes.count)
                    switch next(3) {
                    case 0: bytes[at] = alphabet[next(alphabet.count)]
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(bytes[at], at: at)
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                do throws(RecordingReadError) {
                    let recording = try RecordingReader.read(text)
                    XCTAssertGreaterThanOrEqual(recording.samples.count, Recording.minimumSamples)
                    XCTAssertTrue(recording.samples.allSatisfy { $0.time.isFinite && $0.value.isFinite })
                } catch {
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    XCTAssertTrue(
                        (1...lines.count).contains(error.line), "\(error) in \(text.debugDescription)")
                    if (1...lines.count).contains(error.line) {
                        XCTAssertTrue(
                            (1...(lines[error.line - 1].count + 2)).contains(error.column),
                            "\(error) in \(text.debugDescription)")
                    }
                }
            }
        }
    }
}
