import Foundation
import SystemInterface

/// A file as the kernel knows it (device and inode), whatever path names it: `/dev/stdout`,
/// `/proc/self/fd/1` and the log standard output was redirected to are one file.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The file `path` names, links followed (the kernel's own links under /proc included), or
    /// nil when nothing is there.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open on `descriptor`, or nil when it is not open.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        // Never trapping: dev_t is signed on macOS.
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}

/// What `save`, `export` and `output` must never write over: the shell's own open files and
/// the scripts it is running. Renaming a new file over the file standard output was redirected
/// to left everything printed afterwards going to a deleted file; emptying it (`output`) lost
/// what was printed before.
public struct ProtectedFiles: Sendable {
    /// Files named by what they are to the shell (`the script being run`), beside its descriptors.
    public var named: [FileIdentity: String] = [:]
    /// Whether every descriptor the process holds counts, or only its standard streams (for
    /// `output`, whose own earlier file is emptied on purpose when named again).
    public var everyDescriptor = true

    public init(named: [FileIdentity: String] = [:], everyDescriptor: Bool = true) {
        self.named = named
        self.everyDescriptor = everyDescriptor
    }

    /// What the shell holds `identity` as (`the file the shell's standard output goes to`, `the
    /// script being run`, `a file the shell has open (descriptor 5)`), or nil when it is free.
    func holder(of identity: FileIdentity) -> String? {
        if let name = named[identity] { return name }
        let streams: [(Int32, String)] = [
            (STDIN_FILENO, "standard input comes from"), (STDOUT_FILENO, "standard output goes to"),
            (STDERR_FILENO, "standard error goes to"),
        ]
        for (descriptor, name) in streams where FileIdentity(descriptor: descriptor) == identity {
            return "the file the shell's \(name)"
        }
        guard everyDescriptor else { return nil }
        for descriptor in Self.openDescriptors() where descriptor > STDERR_FILENO {
            if FileIdentity(descriptor: descriptor) == identity {
                return "a file the shell has open (descriptor \(descriptor))"
            }
        }
        return nil
    }

    /// The process's open descriptors, as the kernel lists them (`/proc/self/fd`, or `/dev/fd`
    /// where there is no /proc). The listing's own descriptor is among them, closed by then.
    static func openDescriptors() -> [Int32] {
        let folder = FileManager.default.fileExists(atPath: "/proc/self/fd") ? "/proc/self/fd" : "/dev/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { Int32($0) }.sorted()
    }
}

extension TextFile {
    /// Why the file at `path`, described by `info`, may not be written by this process: a file
    /// of ours whose mode has no write bit for us (read-only on purpose, and refused to root
    /// too, whom `access` would let through), or another user's. `replacing`: the file would be
    /// replaced by a rename (`save`, `export`), which makes the new file this process's, so
    /// another user's is refused even when its mode lets everyone write; written in place
    /// (`output`), it is refused only when we may not write it.
    static func permissionProblem(_ info: stat, replacing: Bool, path: String) -> String? {
        let mode = info.st_mode & 0o7777
        let octal = "0" + String(mode, radix: 8)
        if info.st_uid == geteuid() {
            return mode & S_IWUSR == 0
                ? "it is read-only (mode \(octal)); make it writable first (chmod u+w)" : nil
        }
        if replacing {
            return "it belongs to another user (uid \(info.st_uid)); a new file would not be theirs"
        }
        // Written in place, another user's file is fine when we may write it: the kernel says
        // so for an ordinary user (its groups included); for root, who may write anything, the
        // mode bits for the group and the others do.
        let writable =
            geteuid() != 0
            ? access(path, W_OK) == 0 : mode & (info.st_gid == getegid() ? S_IWGRP : S_IWOTH) != 0
        return writable
            ? nil : "it belongs to another user (uid \(info.st_uid)) and is not writable by others"
    }

    /// Checks a path before anything is written to it: it holds no NUL byte (the system would
    /// cut it there and write another file), and the file it leads to, links followed (the
    /// kernel's under /proc and /dev/fd included), is no file the shell holds or runs.
    /// Returns the status of that file, or nil when none exists yet.
    static func checkTarget(_ path: String, protecting protected: ProtectedFiles) throws(TextFileError)
        -> stat?
    {
        guard !path.isEmpty else { throw .emptyPath }
        guard !path.utf8.contains(0) else { throw .nulInPath(path: path) }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFREG, let holder = protected.holder(of: FileIdentity(info)) {
            throw .inUse(path: path, holder: holder)
        }
        return info
    }

    /// The temporary file's template beside `target`: its name, shortened if need be so that
    /// with `.tmp-XXXXXX` it fits the 255 bytes a name may have (NAME_MAX): a legal 250-byte
    /// name made a 261-byte temporary one, and the save failed.
    static func temporaryTemplate(for target: String) -> String {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        var name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let suffix = ".tmp-XXXXXX"
        let room = Int(NAME_MAX) - suffix.utf8.count
        while name.utf8.count > room { name.removeLast() }
        return folder + name + suffix
    }
}
