import Foundation

/// Why a recording file cannot be used: where (the file, and the line or the event and
/// field) and what was expected.
public struct RecordingError: Error, Equatable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
