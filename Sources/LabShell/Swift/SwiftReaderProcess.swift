import Foundation
import Glibc
import KeyboardLab
import SwiftReader

/// Runs `kblab-swift`, the reader of Swift files, as a subprocess: the shell is one static
/// executable and cannot load swift-syntax's shared libraries (docs/Architecture.md). Bounded:
/// the reader is stopped after `SwiftReaderLimits.readerSeconds` or once it has written
/// `SwiftReaderLimits.readerOutputBytes`; Ctrl-C stops the wait.
enum SwiftReaderProcess {
    /// Why reading failed before any Swift was judged.
    enum Failure: Error, Equatable {
        /// No `kblab-swift` beside the shell and none named by `KBLAB_SWIFT_READER`.
        case unavailable
        case couldNotStart(String)
        case timedOut
        case outputTooLarge
        case crashed(String)
        case badOutput
        case interrupted

        var message: String {
            switch self {
            case .unavailable:
                return "reading Swift is not available in this build: kblab-swift is not beside kblab"
            case .couldNotStart(let why): return "kblab-swift could not start: \(why)"
            case .timedOut:
                return "kblab-swift took more than \(SwiftReaderLimits.readerSeconds) s and was stopped"
            case .outputTooLarge:
                return
                    "kblab-swift wrote more than \(SwiftReaderLimits.readerOutputBytes) bytes and was stopped"
            case .crashed(let why): return "kblab-swift failed: \(why)"
            case .badOutput: return "kblab-swift wrote something that is not a reading"
            case .interrupted: return "reading the Swift file was interrupted"
            }
        }

        var suggestion: String {
            switch self {
            case .unavailable:
                return "build the shell with bash scripts/build-shell (it builds kblab-swift too), "
                    + "or set KBLAB_SWIFT_READER to its path"
            default: return "docs/Swift.md, Limits"
            }
        }
    }

    /// Where `kblab-swift` is: `KBLAB_SWIFT_READER`, else beside the running executable.
    static func executablePath() -> String? {
        if let given = ProcessInfo.processInfo.environment["KBLAB_SWIFT_READER"], !given.isEmpty {
            return access(given, X_OK) == 0 ? given : nil
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let exe = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = exe.lastIndex(of: "/") else { return nil }
        let candidate = exe[..<slash] + "/kblab-swift"
        return access(String(candidate), X_OK) == 0 ? String(candidate) : nil
    }

    /// Reads the Swift file at `path`, naming it `name` in errors.
    static func read(path: String, name: String) -> Result<SwiftReading, Failure> {
        guard let executable = executablePath() else { return .failure(.unavailable) }
        var output: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .failure(.couldNotStart(String(cString: strerror(errno)))) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [executable, path, name]
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, &cArguments, environ)
        close(output[1])
        guard spawned == 0 else {
            close(output[0])
            return .failure(.couldNotStart(String(cString: strerror(spawned))))
        }
        let result = collect(from: output[0], pid: pid)
        close(output[0])
        var status: Int32 = 0
        if case .failure = result { kill(pid, SIGKILL) }
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        switch result {
        case .failure(let failure):
            return .failure(failure)
        case .success(let bytes):
            let exited = (status & 0x7f) == 0
            let code = (status >> 8) & 0xff
            guard exited, code == 0 else {
                return .failure(.crashed(exited ? "exit status \(code)" : "signal \(status & 0x7f)"))
            }
            guard let reading = try? JSONDecoder().decode(SwiftReading.self, from: Data(bytes)) else {
                return .failure(.badOutput)
            }
            return .success(reading)
        }
    }

    private static func collect(from descriptor: Int32, pid: pid_t) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let end =
            Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + Double(SwiftReaderLimits.readerSeconds)
        while true {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let left = end - (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
            guard left > 0 else { return .failure(.timedOut) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left, 0.2) * 1000) + 1)
            if ready < 0 && errno != EINTR { return .failure(.badOutput) }
            if Interruption.process.isRequested { return .failure(.interrupted) }
            guard ready > 0 else { continue }
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.badOutput)
            }
            if got == 0 { return .success(bytes) }
            bytes += chunk[..<got]
            if bytes.count > SwiftReaderLimits.readerOutputBytes { return .failure(.outputTooLarge) }
        }
    }
}
