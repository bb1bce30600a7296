import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where Xvfb, xdotool and ImageMagick are installed (`Scripts/test`
  /// installs them); in CI it always runs, so their absence is a failure.
  static var needsXvfb: Self {
    .enabled(
      if: XvfbSession.toolsAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
      "needs \(XvfbSession.tools.joined(separator: ", ")) (installed by Scripts/test)")
  }
}
