import ArgumentParser
import Foundation
import ViewTrace
import ViewTraceCompare
import ViewTraceModel
import ViewTraceRender
import ViewTraceReport

extension ViewTraceCLI {
  /// How a command ends when its `run()` throws: the CLI's one table from an
  /// error to the exit status (``Status``, docs/output.md "Exit status").
  /// Errors are told apart by their type, never by their text or the name of
  /// their type.
  enum Ending: Equatable {
    /// ArgumentParser's own message and status: help, version and
    /// completions on standard output (0), a usage error with the usage on
    /// standard error (2).
    case argumentParser
    /// The status the command chose (`ExitCode`): ``Status/problemFound``
    /// when a check found a problem, which the command has already reported.
    case status(Int32)
    /// One `Error:` line on standard error and ``Status/badInput``: bad
    /// input, or anything else that stops the command from answering.
    case badInput(line: String)

    /// How `error`, thrown by `command`'s `run()`, ends the command.
    static func of(_ error: any Error, thrownBy command: any ParsableCommand) -> Ending {
      // ArgumentParser's own `help` command (`viewtrace help check`) ends
      // with an error of ArgumentParser's that only ArgumentParser can word.
      guard isOwn(command) else { return .argumentParser }
      switch error {
      case let code as ExitCode:
        return .status(code.rawValue)
      case is CleanExit:
        // `viewtrace` alone: the root command's run asks for its help.
        return .argumentParser
      case is ValidationError,  // a check of the arguments in `run()` (two inputs, one file name)
        is CLIError,  // the CLI's own: an input that cannot be read, standard output that cannot be written
        is OutputError,  // an output that cannot be written (docs/output.md)
        is TraceModelError,  // a file that is not a trace or breaks a rule (docs/trace-format.md)
        is CompareError,  // a budget or a log that cannot be used
        is EngineError,  // a scenario step that cannot run
        is RenderError, is GraphvizError,  // a drawing that cannot be made
        is ReportError,  // a report that cannot be made
        is CocoaError:  // the file system's, named by path
        return .badInput(line: oneLine(error))
      default:
        // Any other error also stops the command from answering: never 1.
        return .badInput(line: oneLine(error))
      }
    }

    /// Whether `command` is one of this tool's commands, not one that
    /// ArgumentParser adds (`help`).
    static func isOwn(_ command: any ParsableCommand) -> Bool {
      let type = ObjectIdentifier(Swift.type(of: command))
      return type == ObjectIdentifier(ViewTraceCommand.self)
        || ViewTraceCommand.configuration.subcommands.contains { ObjectIdentifier($0) == type }
    }
  }
}
