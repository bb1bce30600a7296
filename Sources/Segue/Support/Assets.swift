import Foundation

/// Finds the repository's `Assets/` folder: `SEGUE_ASSETS` when set, else the folder beside
/// `Sources/` of the checkout this module was built from. Segue runs from its checkout
/// (`swift run`), so the build-time source path is where the assets are.
public enum Assets {
  public static var directory: URL {
    if let override = ProcessInfo.processInfo.environment["SEGUE_ASSETS"], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // Segue
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("Assets", isDirectory: true)
  }

  public static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }
}
