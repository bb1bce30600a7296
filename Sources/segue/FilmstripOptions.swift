import ArgumentParser
import SegueDemos
import SeguePlayground

/// `--count N --columns C`: how many evenly spaced frames a filmstrip shows, in how many
/// columns (all in one row by default).
struct FilmstripOptions: ParsableArguments {
  @Option(help: "Frames, 2…100, evenly spaced from the start to the end (default 5).")
  var count: Int?

  @Option(help: "Frames per row (default: all in one row).")
  var columns: Int?

  static let defaultCount = 5

  func validate() throws {
    do {
      _ = try TransitionPoint.evenlySpaced(frameCount)
    } catch let error as TransitionError {
      throw ValidationError("--count \(frameCount): \(error)")
    }
    if let columns, !(1...frameCount).contains(columns) {
      throw ValidationError("--columns must be 1…\(frameCount) (the frame count), not \(columns)")
    }
  }

  var frameCount: Int { count ?? Self.defaultCount }
  var columnCount: Int { columns ?? frameCount }
}
