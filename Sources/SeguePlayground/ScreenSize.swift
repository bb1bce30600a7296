import ArgumentParser
import Foundation

/// `--size WIDTHxHEIGHT` in points, each side 1…4096.
struct ScreenSize: ExpressibleByArgument, CustomStringConvertible {
  static let range = 1...4096
  let width: Int
  let height: Int

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      Self.range.contains(width), Self.range.contains(height)
    else { return nil }
    self.width = width
    self.height = height
  }

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  static let phone = ScreenSize(width: 390, height: 844)

  var cgSize: CGSize { CGSize(width: width, height: height) }
  var description: String { "\(width)x\(height)" }
  var defaultValueDescription: String { description }

  static var defaultCompletionKind: CompletionKind { .default }
}
