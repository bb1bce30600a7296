import ArgumentParser
import Foundation

/// `--size WIDTHxHEIGHT` in points, each side 1…4096.
public struct ScreenSize: ExpressibleByArgument, CustomStringConvertible, Sendable {
  public static let range = 1...4096
  public let width: Int
  public let height: Int

  public init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      Self.range.contains(width), Self.range.contains(height)
    else { return nil }
    self.width = width
    self.height = height
  }

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let phone = ScreenSize(width: 390, height: 844)

  public var cgSize: CGSize { CGSize(width: width, height: height) }
  public var description: String { "\(width)x\(height)" }
  public var defaultValueDescription: String { description }

  public static var defaultCompletionKind: CompletionKind { .default }
}
