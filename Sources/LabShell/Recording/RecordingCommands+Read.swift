import Foundation
import KeyboardLab

/// `recording NAME from FILE …`: the clauses as options, the file read defensively, the engine's
/// reading said line by line, its refusals as diagnostics in the data file.
extension RecordingCommands {
    static func readRecording(_ args: Arguments, _ session: Session) throws(Diagnostic) {
        let name = args.name("name")
        let state = session.state(RecordingShellState.self)
        if state.entry(name) == nil, state.entries.count >= RecordingShellState.limit {
            throw Diagnostic(
                .runtime, at: args.range("name"),
                message: "a session holds at most \(RecordingShellState.limit) recordings",
                expected: "an existing recording's name (to replace it)",
                suggestion:
                    "read it again under a name already used: \(state.names.prefix(3).joined(separator: ", "))"
            )
        }
        let options = try readingOptions(args, session)
        let file = args.text("file")
        let path = OutputRedirection.resolve(file, in: session)
        let text: String
        do throws(TextFileError) {
            text = try TextFile.read(path, limit: RecordingReader.maximumBytes, pipes: false)
        } catch {
            // Said with the path as typed: the resolved one is the machine's.
            throw Diagnostic(
                .runtime, at: args.range("file"),
                message: error.description.replacingOccurrences(of: path, with: file),
                expected: "a CSV or JSON file of at most \(RecordingReader.maximumBytes >> 20) MB",
                suggestion: "the path is relative to \(session.workingDirectory)")
        }
        let recording: Recording
        do throws(RecordingReadError) {
            recording = try RecordingReader.read(text, options: options, fileName: path)
        } catch {
            throw diagnostic(error, file: file, text: text, at: args)
        }
        let replaced = state.store(
            RecordingShellState.Entry(name: name, file: file, recording: recording, fit: nil))
        for line in describe(recording, name: name, file: file, session: session) {
            session.printWrapped(line)
        }
        if replaced && state.playing == name {
            session.printWrapped(
                "note: the keyboard still plays the recording \(name) read before; 'keyboard-from \(name)' plays this one"
            )
        }
    }

    /// The clauses as the engine's options, checked where a number must be positive.
    static func readingOptions(_ args: Arguments, _ session: Session) throws(Diagnostic) -> RecordingOptions {
        var options = RecordingOptions()
        options.format = args.choice("format", as: RecordingOptions.Format.self)
        options.timeUnit = args.choice("unit", as: Recording.TimeUnit.self)
        options.quantity = args.choice("quantity", as: Recording.Quantity.self)
        options.timeColumn = try column(args, name: "time", index: "time-index")
        options.valueColumn = try column(args, name: "value", index: "value-index")
        for key in ["rate", "scale"] {
            guard let value = args.number(key) else { continue }
            guard value > 0, value <= 100_000 else {
                throw Diagnostic(
                    .runtime, at: args.range(key),
                    message: "\(key == "rate" ? "a rate" : "a scale") is a number above 0, at most 100000",
                    expected: key == "rate" ? "frames per second, such as 60" : "pixels per point, such as 3",
                    suggestion: AllowedRange(0.001...100_000, example: key == "rate" ? 60 : 3).help(
                        for: value))
            }
            if key == "rate" { options.frameRate = value } else { options.scale = value }
        }
        if let origin = args.choice("origin", as: RecordingOptions.Origin.self) {
            options.origin = origin
        } else if let time = args.number("origin-time") {
            options.origin = .at(time)
        }
        let device = session.state(LabState.self).device
        options.deviceScale = device.scale
        options.deviceName = device.name
        return options
    }

    private static func column(_ args: Arguments, name: String, index: String) throws(Diagnostic)
        -> RecordingOptions.Column?
    {
        if let number = args.integer(index) {
            guard number >= 1, number <= 1000 else {
                throw Diagnostic(
                    .runtime, at: args.range(index), message: "a column number is 1…1000",
                    expected: "the column's place, 1 for the first",
                    suggestion: AllowedRange(1...1000, isWhole: true, example: 1).help(for: Double(number)))
            }
            return .number(Int(number))
        }
        return args.has(name) ? .named(args.text(name)) : nil
    }

    /// A reading error as a diagnostic in the data file (its line shown with a caret), with a
    /// note naming the command that read it.
    static func diagnostic(_ error: RecordingReadError, file: String, text: String, at args: Arguments)
        -> Diagnostic
    {
        var diagnostic = Diagnostic(
            .runtime, at: SourceRange(line: error.line, column: error.column, length: error.length),
            message: error.description, expected: error.expected, suggestion: suggestion(for: error.problem))
        diagnostic.sourceName = file
        var lineNumber = 1
        var found: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lineNumber == error.line {
                found = line
                break
            }
            lineNumber += 1
        }
        // The excerpt is the file's line (its carriage return dropped), shortened when long.
        let line = found.map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) } ?? ""
        diagnostic.sourceLine = line.count > 2000 ? String(line.prefix(2000)) : line
        diagnostic.notes.append("while reading '\(file)' for 'recording \(args.name("name"))'")
        return diagnostic
    }

    /// What to do about a reading error, in the shell's words (its clauses).
    static func suggestion(for problem: RecordingReadError.Problem) -> String? {
        switch problem {
        case .empty: return "one sample a line, such as: 0.0167, 839.27"
        case .unexpected: return nil
        case .notANumber:
            return "a header is only allowed on the first line; mark other text lines as comments with '#'"
        case .outOfRange: return "the largest allowed is 1e19 (a Unix time in nanoseconds is about 1.8e18)"
        case .missingField: return "leave the row out, or give its value (an empty value skips the row)"
        case .unknownColumn:
            return "name the columns with 'time NAME' and 'value NAME', or by number: 'value column 2'"
        case .timeNotIncreasing: return "sort the samples by time and remove repeated ones"
        case .tooManySamples, .tooLong: return "cut the recording to the motion you want to fit"
        case .tooFewSamples: return "record at a higher rate, or a longer stretch"
        case .frameRateNeeded: return "give the rate: 'rate 60'"
        case .scaleNeeded: return "give the pixels per point: 'scale 3'"
        case .nestedTooDeeply:
            return "at most \(RecordingReader.maximumDepth) arrays or objects may enclose the samples"
        case .noSamples: return "name the keys with 'time NAME' and 'value NAME'"
        }
    }

    /// What the reading says: the samples, then how the time and the value were understood.
    static func describe(_ recording: Recording, name: String, file: String, session: Session) -> [String] {
        let reading = recording.reading
        let f = { (value: Double) in NumberStyle.fixed(value, decimals: session.decimals) }
        let g = { (value: Double) in RecordingFitReport.short(value) }
        var lines = [
            "recording \(name): \(recording.samples.count) samples over \(f(recording.duration * 1000)) ms "
                + "at \(f(recording.sampleRate)) Hz (\(file), \(reading.format))"
        ]
        let unit: String
        switch reading.timeUnit {
        case .frames: unit = "frames at \(g(reading.frameRate ?? 0)) Hz"
        default: unit = reading.timeUnit.rawValue
        }
        let origin: String
        switch reading.originDecision {
        case .stated where reading.origin == 0: origin = "the file's 0"
        case _ where reading.origin == 0: origin = "the file's 0"
        default: origin = "the file's \(g(reading.origin)) (the first sample)"
        }
        lines.append(
            "  time: \(reading.timeColumn) in \(unit) (\(reading.timeUnitDecision.phrase)); "
                + "0 is \(origin) (\(reading.originDecision.phrase))")
        var value =
            "  value: \(reading.valueColumn), \(measure(reading.quantity)) (\(reading.quantityDecision.phrase))"
        if reading.scale != 1 { value += ", divided by \(g(reading.scale)) pixels per point" }
        lines.append(value)
        if reading.skipped > 0 {
            lines.append("  skipped: \(NumberStyle.count(reading.skipped, "sample")) without a value")
        }
        return lines
    }

    static func measure(_ quantity: Recording.Quantity) -> String {
        switch quantity {
        case .top: "the keyboard's top edge in points"
        case .height: "the keyboard's visible height in points"
        case .view: "a view's y in points"
        case .position: "a position in points"
        case .progress: "the motion's progress, 0 to 1"
        }
    }
}
