/// The version `kblab --version` prints.
public enum ShellVersion {
    public static let string = "0.1.0"
}
