import Foundation
import Segue

extension InputRecording {
  /// The committed recording `Assets/Recordings/<name>.json`.
  static func asset(_ name: String) throws -> InputRecording {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/Recordings/\(name).json")
    return try InputRecording(jsonData: try Data(contentsOf: url), source: url.path)
  }
}
