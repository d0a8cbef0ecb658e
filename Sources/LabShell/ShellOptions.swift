/// What the `kblab` command line asks for; parsed here so it is testable without a process.
public enum ShellOptions: Sendable, Equatable {
    case help
    case version
    /// Run `commands` (from `-c`, in order) or the script `file`, or read lines when both are
    /// empty. `keepGoing` (`--keep-going`): a script reports every error and goes on instead of
    /// stopping at the first. `thenInteractive` (`-i`): after the script, read lines as if no
    /// script had been given (python's `-i`).
    case run(commands: [String], file: String?, keepGoing: Bool = false, thenInteractive: Bool = false)
    /// A usage error, with its message.
    case usageError(String)

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) -> ShellOptions {
        var commands: [String] = []
        var file: String?
        var keepGoing = false
        var thenInteractive = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return .help
            case "-V", "--version":
                return .version
            case "-c":
                guard index + 1 < arguments.count else { return .usageError("-c needs a command") }
                commands.append(arguments[index + 1])
                index += 1
            case "--keep-going":
                keepGoing = true
            case "-i":
                thenInteractive = true
            case "--":
                if index + 1 < arguments.count { file = arguments[index + 1] }
                if index + 2 < arguments.count { return .usageError("only one script file may be given") }
                index = arguments.count
                continue
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let near = Suggestion.didYouMean(
                        argument, in: ["--help", "--version", "--keep-going", "-c", "-i"])
                    return .usageError("unknown option '\(argument)'" + (near.map { "; \($0)" } ?? ""))
                }
                guard file == nil else { return .usageError("only one script file may be given") }
                file = argument
            }
            index += 1
        }
        if !commands.isEmpty && file != nil {
            return .usageError("give either -c COMMAND or a script FILE, not both")
        }
        if file == "-" {
            // `-` is standard input, the lines the shell reads anyway: piped input goes on
            // after errors already, and after it nothing is left for `-i` to read.
            return .run(commands: [], file: nil)
        }
        let script = file
        if keepGoing && commands.isEmpty && script == nil {
            return .usageError("--keep-going needs a script FILE or -c COMMAND (piped input always goes on)")
        }
        if thenInteractive && commands.isEmpty && script == nil {
            return .usageError("-i needs a script FILE or -c COMMAND to run first")
        }
        return .run(commands: commands, file: script, keepGoing: keepGoing, thenInteractive: thenInteractive)
    }

    /// The text of `kblab --help`, at most 78 columns a line (the help width of an
    /// 80-column terminal, which `HelpWidthTests` holds it to).
    public static let usage = """
        usage: kblab [--keep-going] [-i] [-c COMMAND]... [FILE | -]

        The KeyboardLab shell. On a terminal it reads commands with line editing
        (history in ~/.kblab_history, TAB completion, Ctrl-C cancels the line or
        stops a running command, Ctrl-D quits); with piped input it reads plain
        lines, prints no prompt, and goes on after an error.

          kblab                    start the shell (or read standard input)
          kblab FILE               run a script; stop at its first error
          kblab -c COMMAND         run COMMAND (repeatable) and exit; stop at the
                                   first error
          kblab --keep-going FILE  run a script, report every error and go on
          kblab -i FILE            run a script, then go on in the shell (also
                                   with -c)
          kblab -                  read standard input, as kblab alone (also with
                                   --keep-going or -i: piped input goes on after
                                   errors)
          kblab --help             print this help
          kblab --version          print the version

        Type 'help' inside the shell for the commands.
        Exit status: 0 success; 1 a command or an expect failed; 2 a usage error
        (bad arguments, an unreadable file, or a line that is not valid kblab);
        the worst error counts. At the prompt errors are seen as they come: the
        status is 0 unless the input ends inside an open block (2).
        """
}
