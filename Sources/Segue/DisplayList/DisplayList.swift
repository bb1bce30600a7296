import Foundation

/// A frame as plain draw commands, back to front: the seam between the model and any
/// renderer. Its `description` is a stable text form, a cheap snapshot in unit tests.
///
///     var list = DisplayList()
///     list.build(from: window)
///     print(list)
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
  public internal(set) var commands: [DisplayCommand] = []
  /// Scratch storage for `cull(to:scale:)`, kept between frames so culling does not allocate.
  var covers: [CGRect] = []
  var keep: [Bool] = []
  var clips: [(outer: CGRect, inner: CGRect)] = []
  var clipOpenings: [Int] = []
  var openClips: [Int] = []
  var holes: [(index: Int, hole: CGRect)] = []
  var spare: [DisplayCommand] = []
  /// False while capturing a tree as last shown (a snapshot before screen updates): layers
  /// marked for display are drawn as they were, not displayed again.
  var displaysLayers = true

  public init() {}

  /// Two lists are equal when they draw the same commands; scratch storage does not count.
  public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
    lhs.commands == rhs.commands
  }

  public mutating func append(_ command: DisplayCommand) {
    commands.append(command)
  }

  /// Empties the list but keeps its storage, so a frame loop that rebuilds into the same
  /// list does not allocate once it has grown to the scene's size.
  public mutating func removeAll() {
    commands.removeAll(keepingCapacity: true)
  }
}
