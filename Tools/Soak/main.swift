// The soak test of `scripts/soak`: a million random commands against one session, then a bounded
// cycle (build a scene, bind, show, hide, compare, tear it all down) repeated; the resident memory
// and the time per command are printed at the start and the end, and must stay flat.
// Built only by scripts/soak (release, against the package's libraries).
import Foundation
import Glibc
import LabShell

/// Output is dropped (but still rendered): only memory and time matter here. It counts lines,
/// so that the size of the session's state can be read through commands.
final class DiscardingSink: OutputSink {
    var lines = 0
    func write(_ line: String) { lines += 1 }
    func writeError(_ line: String) {}
}

/// How many lines a command prints (the size of a table).
func lineCount(_ command: String, in session: Session, sink: DiscardingSink) -> Int {
    let before = sink.lines
    _ = session.run(command, name: "count", mode: .interactive)
    return sink.lines - before
}

/// The state the random commands left: views, constraints, notifications, watched probes.
func describeState(_ session: Session, sink: DiscardingSink) -> String {
    // A random `output FILE` may have sent the output to a file: bring it back to count lines.
    _ = session.run("output", name: "count", mode: .interactive)
    let views = lineCount("table views", in: session, sink: sink)
    let constraints = lineCount("constraints", in: session, sink: sink)
    let notifications = lineCount("notifications", in: session, sink: sink)
    let observers = lineCount("observers", in: session, sink: sink)
    let solver = lineCount("solver list", in: session, sink: sink)
    return
        "state: \(views) view lines, \(constraints) constraint lines, \(notifications) notification lines, "
        + "\(observers) observer lines, \(solver) solver lines"
}

/// SplitMix64: a fixed seed, so every soak runs the same commands.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Commands from the command table: the help examples' lines (valid), those lines mutated
/// (mostly invalid), random bytes, removals of existing views, and lines built word by word from
/// TAB completion, with argument words from a pool where completion has none. `quit` is left
/// out: the session must live on.
struct CommandGenerator {
    var rng: SplitMix64
    let firstWords: [String]
    let exampleLines: [String]
    let examples: [String]
    let banned: Set<String>
    let pool = [
        "v0", "v1", "v2", "v3", "input", "bottom", "c1", "c2", "0", "1", "2", "0.25", "10", "52", "-1", "100",
        "x", "on", "do", "end", "let", "if", "else", "note.frameEnd.minY", "=", "+=", "==", "<=", "+", "(",
        ")", "\"", "#", "show-keyboard,", "hide-keyboard",
        "1e308",
        "all", "off", "box", "within", "0.01", "repeat", "curve", "linear", ";",
    ]

    init(seed: UInt64) {
        rng = SplitMix64(state: seed)
        let table = CommandTable.standard
        // KBLAB_SOAK_SKIP=observe,compare leaves more commands out, to find what grows.
        let skipped = ProcessInfo.processInfo.environment["KBLAB_SOAK_SKIP"]?.split(separator: ",").map(
            String.init)
        let banned = Set(["quit", "exit"] + (skipped ?? []))
        self.banned = banned
        firstWords = table.firstWords.filter { !banned.contains($0) }
        examples = table.commands.flatMap(\.examples).filter { example in
            !example.split(separator: "\n").contains {
                banned.contains($0.split(separator: " ").first.map(String.init) ?? "")
            }
        }
        exampleLines = table.commands.flatMap(\.examples)
            .flatMap { $0.split(separator: "\n").map(String.init) }
            .filter { line in !banned.contains(line.split(separator: " ").first.map(String.init) ?? "") }
    }

    mutating func next(_ session: Session) -> String {
        let roll = Int.random(in: 0..<100, using: &rng)
        // A whole example now and then: the blocks of the language (`on … do`, `if`, `animate …
        // do`, techniques) only run whole; a lone line of one is an unclosed block.
        if roll < 5 { return examples.randomElement(using: &rng) ?? "" }
        if roll < 25 { return exampleLines.randomElement(using: &rng) ?? "" }
        if roll < 40 { return mutate(exampleLines.randomElement(using: &rng) ?? "") }
        if roll < 46 {
            // Teardown is part of the mix, as in a real session: remove a view that exists (its
            // constraints go with it), so the scene stays bounded and time can stay flat.
            let views = session.complete("remove ").candidates.filter { !banned.contains($0) }
            return "remove " + (views.randomElement(using: &rng) ?? "v0")
        }
        if roll < 49 {
            let bytes = (0..<Int.random(in: 0..<40, using: &rng)).map { _ in
                UInt8.random(in: 0...255, using: &rng)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var line = firstWords.randomElement(using: &rng) ?? "help"
        if banned.contains(line) { return "help" }
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let candidates = session.complete(line + " ").candidates
            if !candidates.isEmpty && Int.random(in: 0..<10, using: &rng) < 7 {
                line += " " + (candidates.randomElement(using: &rng) ?? "")
            } else {
                line += " " + (pool.randomElement(using: &rng) ?? "")
            }
        }
        return line
    }

    /// Deletes, duplicates or replaces a few characters.
    private mutating func mutate(_ line: String) -> String {
        var characters = Array(line)
        for _ in 0..<Int.random(in: 1...3, using: &rng) where !characters.isEmpty {
            let index = Int.random(in: 0..<characters.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: characters.remove(at: index)
            case 1: characters.insert(characters[index], at: index)
            default: characters[index] = Array("x.1 (=:\"-#")[Int.random(in: 0..<10, using: &rng)]
            }
        }
        return String(characters)
    }
}

/// Resident memory in MB, from /proc/self/statm.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func report(_ label: String, commands: Int, seconds: Double) {
    let micro = seconds / Double(max(commands, 1)) * 1e6
    print(
        "\(label): \(String(format: "%8.1f", micro)) µs per command, RSS \(String(format: "%6.1f", residentMegabytes())) MB"
    )
}

setvbuf(stdout, nil, _IOLBF, 0)  // each report as it comes, even into a pipe or a file
let arguments = CommandLine.arguments
let randomCount = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let cycleCount = arguments.count > 2 ? Int(arguments[2]) ?? 2_000 : 2_000
let window = max(1, min(10_000, randomCount / 10))
let directory = NSTemporaryDirectory() + "kblab-soak-cwd"
try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)

// Phase 1: random commands, one session.
let sink = DiscardingSink()
let session = Session(output: sink, workingDirectory: directory)
var generator = CommandGenerator(seed: 2026)
var start = now()
var slowest = (seconds: 0.0, line: "")
print("soak: \(randomCount) random commands against one session (windows of \(window))")
for index in 0..<randomCount {
    let line = generator.next(session)
    let before = now()
    _ = session.run(line, name: "soak", mode: .interactive)
    let spent = now() - before
    if spent > slowest.seconds { slowest = (spent, line) }
    if (index + 1) % window == 0 {
        if index + 1 == window || index + 1 == randomCount || (index + 1) % max(1, randomCount / 10) == 0 {
            report(
                "  commands \(index + 1 - window + 1)–\(index + 1)", commands: window, seconds: now() - start)
            print("    " + describeState(session, sink: sink))
        }
        start = now()
    }
}
print(
    "  slowest: \(String(format: "%.3f", slowest.seconds)) s for \(String(reflecting: String(slowest.line.prefix(80))))"
)

// Phase 2: the bounded cycle, repeated, on a fresh session.
let cycle = """
    text-field input
    constraint input.leading == safe.leading
    constraint input.trailing == safe.trailing
    constraint input.height == 52
    constraint bottom: input.bottom == safe.bottom
    view badge in input frame 0 0 10 10
    bind input with animate-with-keyboard bottom
    watch gap(input) keyboard.minY
    show-keyboard
    hide-keyboard
    compare all on show-keyboard, hide-keyboard
    observe all as vc
    unobserve vc
    unwatch
    unbind input
    remove input
    """
let cycleSession = Session(output: DiscardingSink(), workingDirectory: directory)
let cycleLines = cycle.split(separator: "\n").count
let cycleWindow = max(1, cycleCount / 10)
print("soak: the scene cycle (\(cycleLines) commands) \(cycleCount) times on one session")
start = now()
var failures = 0
for index in 0..<cycleCount {
    failures += cycleSession.run(cycle, name: "cycle", mode: .script).diagnostics.count
    // Every tenth, not only the first and the last: a growth that levels off (a bounded
    // recorder filling up) and one that goes on (a leak) look alike at two points.
    if (index + 1) % cycleWindow == 0 {
        report(
            "  cycles \(index + 1 - cycleWindow + 1)–\(index + 1)", commands: cycleWindow * cycleLines,
            seconds: now() - start)
        start = now()
    }
}
print("  errors in the cycle: \(failures)")

// Phases 3 and 4: issue 34's cycle, define a technique, bind, show, hide, compare, export: with
// `reset` at its end (everything a cycle makes must go with it), then without (the scene built
// once, the technique defined again and the binding undone each cycle: what a session keeps by
// design, its history for `save` and the timeline for `export`, must stay within its bounds).
// Resident memory and the time per command must stay flat however many cycles run.
let exportPath = directory + "/soak-export"
let scene = """
    device iphone-15
    text-field input
    constraint input.leading == safe.leading
    constraint input.trailing == safe.trailing
    constraint input.height == 52
    constraint bottom: input.bottom == safe.bottom
    """
let techniqueCycle = """
    technique lift do
      on willChangeFrame do
        let kb = convert(note.frameEnd, from: screen, to: root)
        constraint.constant = -max(0, intersection(root.bounds, kb).height - safe.bottom)
        layout
      end
    end
    bind input with lift bottom
    show-keyboard
    hide-keyboard
    compare lift, layout-guide on show-keyboard, hide-keyboard
    export json "\(exportPath).json" transition
    export html "\(exportPath).html" compare
    """
let techniqueCount = arguments.count > 3 ? Int(arguments[3]) ?? cycleCount : cycleCount

/// Runs `cycle` `count` times on a new session (after `setup`), reporting every tenth; returns
/// the errors.
func soakCycle(_ label: String, setup: String, cycle: String, count: Int) -> Int {
    var failures = 0
    let session = Session(output: DiscardingSink(), workingDirectory: directory)
    failures += session.run(setup, name: "setup", mode: .script).diagnostics.count
    let lines = cycle.split(separator: "\n").count
    let window = max(1, count / 10)
    print("soak: \(label) (\(lines) lines) \(count) times on one session")
    var start = now()
    for index in 0..<count {
        failures += session.run(cycle, name: "technique", mode: .script).diagnostics.count
        if (index + 1) % window == 0 {
            report(
                "  cycles \(index + 1 - window + 1)–\(index + 1)", commands: window * lines,
                seconds: now() - start)
            start = now()
        }
    }
    return failures
}
let techniqueFailures =
    soakCycle(
        "the technique cycle, scene and reset included", setup: "",
        cycle: scene + "\n" + techniqueCycle + "\nreset", count: techniqueCount)
    + soakCycle(
        "the technique cycle without reset", setup: scene, cycle: techniqueCycle + "\nunbind input",
        count: techniqueCount)
print("  errors in the technique cycles: \(techniqueFailures)")
exit(failures == 0 && techniqueFailures == 0 ? 0 : 1)
