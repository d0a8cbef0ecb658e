import Foundation
import XCTest

/// Runs `kblab` on a pseudo-terminal, as a person at a terminal would: python3's `pty` module
/// forks the child as a session leader with the pty as its controlling terminal, so a `\u{3}`
/// written to it is turned into SIGINT by the terminal driver, exactly like Ctrl-C on a keyboard.
/// A step list drives it: send text, wait for a regular expression in the output, or sleep.
enum PseudoTerminal {
    enum Step: Encodable {
        /// Type these characters (`\r` is Enter, `\u{3}` Ctrl-C, `\u{4}` Ctrl-D), after a pause
        /// of 0.1 s as a person would make.
        case send(String)
        /// Wait until the output since the last match contains this regular expression.
        case expect(String)
        /// Wait this many seconds.
        case sleep(Double)

        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            switch self {
            case .send(let text):
                try container.encode("send")
                try container.encode(text)
            case .expect(let pattern):
                try container.encode("expect")
                try container.encode(pattern)
            case .sleep(let seconds):
                try container.encode("sleep")
                try container.encode(seconds)
            }
        }
    }

    struct Session: Decodable {
        /// Everything the terminal showed (prompts and escape codes included).
        var transcript: String
        /// The exit status, or nil if it had to be killed.
        var status: Int32?
        /// The first step that timed out, if any.
        var failedStep: Int?
    }

    private struct Request: Encodable {
        var argv: [String]
        var env: [String: String]
        var steps: [Step]
        var timeout: Double
    }

    /// Runs kblab with `arguments` under a 120×40 pty; each `expect` waits at most `timeout` s.
    static func run(
        _ arguments: [String] = [], environment: [String: String] = [:], steps: [Step], timeout: Double = 30
    ) throws -> Session {
        guard
            FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
                || ProcessInfo.processInfo.environment["PATH"]?.contains("python") == true
        else { throw XCTSkip("python3 is needed for the pseudo-terminal tests") }
        let request = Request(
            argv: [try KblabProcess.binary().path] + arguments,
            env: ["TERM": "xterm", "HOME": NSTemporaryDirectory()].merging(environment) { $1 }, steps: steps,
            timeout: timeout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", driver, String(decoding: try JSONEncoder().encode(request), as: UTF8.self),
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Session.self, from: data)
    }

    /// The driver: fork on a pty, play the steps, collect the output, report as JSON.
    private static let driver = #"""
        import fcntl, json, os, pty, re, select, signal, struct, sys, termios, time
        request = json.loads(sys.argv[1])
        pid, fd = pty.fork()
        if pid == 0:
            env = dict(os.environ)
            env.update(request["env"])
            os.execve(request["argv"][0], request["argv"], env)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        out = b""
        mark = 0
        def pump(seconds):
            global out
            ready, _, _ = select.select([fd], [], [], seconds)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return False
                if not chunk:
                    return False
                out += chunk
            return True
        failed = None
        for index, (kind, value) in enumerate(request["steps"]):
            if kind == "send":
                # A prompt is printed a moment before libedit has the terminal in raw mode: a
                # key sent in between (a Ctrl-D) would be read in cooked mode. People are slower.
                pump(0.1)
                os.write(fd, value.encode())
            elif kind == "sleep":
                end = time.time() + value
                while time.time() < end and pump(max(0, end - time.time())):
                    pass
            else:
                pattern = re.compile(value.encode())
                end = time.time() + request["timeout"]
                while True:
                    found = pattern.search(out, mark)
                    if found:
                        mark = found.end()
                        break
                    if time.time() > end or not pump(0.05):
                        failed = index
                        break
                if failed is not None:
                    break
        end = time.time() + (5 if failed is None else 0)
        status = None
        while True:
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(code)
                break
            if time.time() > end:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                break
            pump(0.05)
        while pump(0.01):
            pass
        print(json.dumps({"transcript": out.decode("utf-8", "replace"), "status": status, "failedStep": failed}))
        """#
}
