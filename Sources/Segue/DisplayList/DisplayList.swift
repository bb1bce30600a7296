import Foundation

/// A frame as plain draw commands, back to front: the seam between the model and any
/// renderer. Its `description` is a stable text form, a cheap snapshot in unit tests.
///
///     var list = DisplayList()
///     list.build(from: window)
///     print(list)
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
  public private(set) var commands: [DisplayCommand] = []

  public init() {}

  public mutating func append(_ command: DisplayCommand) {
    commands.append(command)
  }

  /// Empties the list but keeps its storage, so a frame loop that rebuilds into the same
  /// list does not allocate once it has grown to the scene's size.
  public mutating func removeAll() {
    commands.removeAll(keepingCapacity: true)
  }
}
