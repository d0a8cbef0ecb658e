import Foundation

/// The one expansion of a leading `~` in the paths the shell is given (`source`, `save`,
/// `export`, `output`, `once`, `technique … from`, TAB completion).
public enum HomePath {
    /// `~` and `~/…` made `$HOME` and `$HOME/…`, as in other shells and as the history file
    /// does (Foundation's own expansion, in `URL(fileURLWithPath:)`, asks the user database,
    /// which ignores `HOME=… kblab`). `~user` and `~user/…` are that user's home, read from
    /// `/etc/passwd` here, as is the caller's own when `HOME` is unset or empty. A `~` no home
    /// is found for stays a literal file name (`./~nouser/x`), as a POSIX shell leaves it:
    /// handed to Foundation it asked glibc's user database, which in the static `kblab`
    /// (no NSS modules to load) crashed the shell.
    public static func expanding(
        _ path: String, home: String? = current, passwd: String? = nil
    ) -> String {
        guard path.hasPrefix("~") else { return path }
        let user = path.dropFirst().prefix { $0 != "/" }
        let rest = path.dropFirst(1 + user.count)  // "" or "/…"
        let found: String?
        if user.isEmpty {
            if let home, !home.isEmpty {
                found = home
            } else {
                found = homeDirectory(uid: getuid(), in: passwd ?? readPasswd())
            }
        } else {
            found = homeDirectory(user: String(user), in: passwd ?? readPasswd())
        }
        guard let found, !found.isEmpty else { return "./" + path }
        guard !rest.isEmpty else { return found }
        return (found.hasSuffix("/") ? String(found.dropLast()) : found) + rest
    }

    /// The home directory field of `user`'s entry in a passwd file's text
    /// (`name:password:uid:gid:gecos:home:shell`).
    static func homeDirectory(user: String, in passwd: String) -> String? {
        entry(in: passwd) { $0[0] == user }
    }

    /// The home directory of the entry whose uid is `uid`.
    static func homeDirectory(uid: uid_t, in passwd: String) -> String? {
        entry(in: passwd) { UInt32($0[2]) == UInt32(uid) }
    }

    private static func entry(in passwd: String, where matches: ([Substring]) -> Bool) -> String? {
        for line in passwd.split(separator: "\n") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            if fields.count >= 6, matches(fields) { return String(fields[5]) }
        }
        return nil
    }

    /// `/etc/passwd`, at most 1 MiB of it ("" when it cannot be read).
    private static func readPasswd() -> String {
        guard let handle = FileHandle(forReadingAtPath: "/etc/passwd") else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 1 << 20)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `$HOME` now (read each time: a test or `setenv` may change it).
    public static var current: String? {
        guard let value = getenv("HOME") else { return nil }
        return String(cString: value)
    }

    /// `path` with its `~` expanded, made absolute from `directory`.
    static func url(_ path: String, relativeTo directory: String, isDirectory: Bool = false) -> URL {
        let expanded = expanding(path)
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded, isDirectory: isDirectory) }
        return URL(
            fileURLWithPath: expanded, isDirectory: isDirectory,
            relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
    }
}
