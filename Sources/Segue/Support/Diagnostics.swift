import Foundation

/// Where Segue's warnings about API misuse go: standard error by default. A test reads
/// them by binding its own sink for the duration of a call, with no global to reset:
///
///     Diagnostics.$sink.withValue({ warnings.append($0) }) { nav.popViewController(animated: true) }
public enum Diagnostics {
  @TaskLocal public static var sink: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("segue: warning: \(message)\n".utf8))
  }

  public static func warn(_ message: String) {
    sink(message)
  }
}
