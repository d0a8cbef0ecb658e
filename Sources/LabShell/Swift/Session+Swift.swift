import Glibc
import KeyboardLab
import SwiftReader

/// Reading Swift and installing what was read: `technique NAME from FILE.swift`, `bind` and
/// `compare` lanes, pasted blocks.
extension Session {
    /// Reads Swift `text` (from the file `path`, named `name` in errors) into a program, or the
    /// diagnostics that refused it.
    func readSwift(
        text: String, path: String?, name: String, lineOffset: Int = 0, columnOffset: Int = 0,
        at range: SourceRange
    ) throws(Diagnostic) -> SwiftProgram {
        let lineCount = text.utf8.reduce(into: 1) { count, byte in
            if byte == UInt8(ascii: "\n") { count += 1 }
        }
        if text.utf8.count > SwiftReaderLimits.bytes || lineCount > SwiftReaderLimits.lines {
            // Said at once, without starting the reader.
            throw Diagnostic.failure(
                "\(name) has \(lineCount) lines and \(text.utf8.count) bytes; the lab reads at most "
                    + "\(SwiftReaderLimits.lines) lines and \(SwiftReaderLimits.bytes) bytes of Swift",
                at: range,
                suggestion: "keep the view controller's keyboard code in a file of its own")
        }
        let reading: SwiftReading
        if let inProcess = state(SwiftShellState.self).readInProcess {
            reading = inProcess(text, name)
        } else {
            var temporary: String?
            defer { if let temporary { unlink(temporary) } }
            var file = path
            if file == nil {
                temporary = Session.writeTemporary(text)
                file = temporary
            }
            guard let file else {
                throw Diagnostic.failure("could not write the Swift block to a temporary file", at: range)
            }
            switch SwiftReaderProcess.read(path: file, name: name) {
            case .success(let read): reading = read
            case .failure(let failure):
                throw Diagnostic.failure(failure.message, at: range, suggestion: failure.suggestion)
            }
        }
        switch reading {
        case .program(let program):
            return program
        case .refused(let errors):
            let lines = Session.lines(of: text)
            let carrier = SwiftTechnique(
                name: "", program: SwiftProgram(fileName: name), file: name, lines: lines, mapping: [:],
                lineOffset: lineOffset, columnOffset: columnOffset)
            guard let first = errors.first else {
                throw Diagnostic.failure("kblab-swift refused \(name) without saying why", at: range)
            }
            var diagnostic = carrier.diagnostic(first, category: .syntax)
            diagnostic.notes = errors.dropFirst().map { error in
                var shifted = error
                shifted.location = carrier.place(error.location)
                return "\(name):\(shifted.description)"
            }
            throw diagnostic
        }
    }

    /// A file for `kblab-swift` to read a pasted block from (removed once read).
    static func writeTemporary(_ text: String) -> String? {
        var template = Array("/tmp/kblab-swift-XXXXXX.swift".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemps(base, 6)
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            written += n
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `technique NAME from FILE.swift [map SWIFTNAME to LABNAME, …]`.
    func defineSwiftTechnique(_ args: Arguments, name: String) throws(Diagnostic) {
        let file = args.text("file")
        let text = try readScript(file, at: args.range("file"))
        var mapping: [String: String] = [:]
        for item in args.list("map") { mapping[item.name("swift")] = item.name("lab") }
        let program = try readSwift(
            text: text, path: HomePath.url(file, relativeTo: workingDirectory).path, name: file,
            at: args.range("file"))
        let technique = SwiftTechnique(
            name: name, program: program, file: file, lines: Session.lines(of: text), mapping: mapping)
        if let problem = program.techniqueProblem { throw technique.diagnostic(problem) }
        let swift = state(SwiftShellState.self)
        swift.techniques.removeAll { $0.name == name }
        languageState.techniques.removeAll { $0.name == name }
        swift.techniques.append(technique)
    }

    /// Installs a Swift technique on `view` of `simulator` (the session's, or a compare lane's):
    /// makes `self`, binds the code's names and runs `viewDidLoad` and its kin. What its handlers
    /// print and the errors they raise come to this session.
    func bindSwift(
        _ technique: SwiftTechnique, view: String, constraint: String?, on simulator: Simulator,
        at range: SourceRange
    )
        throws(Diagnostic) -> SwiftTechniqueBinding
    {
        let boundView: View
        var boundConstraint: LayoutConstraint?
        do throws(SimulationError) {
            boundView = try simulator.view(named: view)
            boundConstraint = try constraint.map { (name) throws(SimulationError) in
                try simulator.constraint(named: name)
            }
        } catch {
            throw state(LabState.self).failure(error, at: range, session: self)
        }
        let world = SwiftWorld(
            simulator: simulator, boundView: boundView, boundConstraint: boundConstraint,
            mapping: technique.mapping,
            label: "\(view):\(technique.name)", sink: swiftSink(technique))
        let interpreter = SwiftInterpreter(program: technique.program, world: world)
        do throws(SwiftDiagnostic) {
            try interpreter.bind()
        } catch {
            interpreter.unbind()
            var diagnostic = technique.diagnostic(error)
            diagnostic.notes.append("in technique \(technique.name), bound to \(view)")
            throw diagnostic
        }
        return SwiftTechniqueBinding(technique: technique, interpreter: interpreter)
    }

    /// Where a Swift technique's `print` and handler errors go: the session's output, and its
    /// handler errors (reported after the command, as a script handler's are).
    func swiftSink(_ technique: SwiftTechnique) -> SwiftRuntimeSink {
        SwiftRuntimeSink(
            print: { [weak self] text in self?.printFromAppCode(text) },
            error: { [weak self] error, context in
                var diagnostic = technique.diagnostic(error)
                diagnostic.notes.append(context + " (technique \(technique.name))")
                self?.keepHandlerError(diagnostic)
            })
    }
}
