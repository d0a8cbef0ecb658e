import Foundation

/// The one expansion of a leading `~` in the paths the shell is given (`source`, `save`,
/// `export`, `output`, `once`, `technique … from`, TAB completion).
public enum HomePath {
    /// `~` and `~/…` made `$HOME` and `$HOME/…`. Foundation's own expansion (in
    /// `URL(fileURLWithPath:)`) asks the user database, which ignores `HOME=… kblab`, while the
    /// history file and every other shell follow `$HOME`; so it is left only `~user` and an
    /// unset or empty `HOME`.
    public static func expanding(_ path: String, home: String? = current) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        let rest = path.dropFirst()
        guard !rest.isEmpty else { return home }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + rest
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
