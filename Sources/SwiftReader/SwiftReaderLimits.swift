/// Every bound the reader and the interpreter keep, in one place (docs/Swift.md, Limits): each
/// crossed is a clear located error, never a hang or a crash.
public enum SwiftReaderLimits {
    /// Lines of one file: a view controller of thousands of lines reads in well under a second;
    /// past this the file is refused before it is parsed.
    public static let lines = 20_000
    /// Bytes of one file (a line of 100 characters on average at the line limit).
    public static let bytes = 2_000_000
    /// Closures inside closures (and functions inside them): the interpreter recurses once per
    /// level, the reader too.
    public static let closureNesting = 32
    /// Expressions inside expressions (parentheses, operands, arguments).
    public static let expressionDepth = 200
    /// Statements one run of a handler (or of `viewDidLoad`, or a pasted block) may execute: a
    /// loop that never ends stops here.
    public static let statementsPerRun = 200_000
    /// Calls inside calls (a method calling itself).
    public static let callDepth = 64
    /// A handler posting, directly or not, a notification its own observers receive.
    public static let handlerDepth = 8
    /// Errors listed when a file is refused (the rest are counted).
    public static let errorsReported = 20
    /// Seconds `kblab-swift` may take, and bytes it may write, before the shell stops it.
    public static let readerSeconds = 30
    public static let readerOutputBytes = 64 << 20
}
