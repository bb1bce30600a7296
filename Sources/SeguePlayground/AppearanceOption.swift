import ArgumentParser
import Segue

/// `--appearance light|dark`: the system appearance a scene's window shows (Dark Mode), so
/// the system colors and `UIColor(dynamicProvider:)` colors draw for it; and
/// `--reduce-motion`: Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`). Shared by the
/// commands that show a scene (through `DeviceOptions`) and by `replay`. An unknown name is
/// a usage error naming it.
public struct AppearanceOption: ParsableArguments, Sendable {
  @Option(help: "The system appearance: light or dark (default: light).")
  public var appearance: String?

  @Flag(help: "Turn Reduce Motion on (UIAccessibility.isReduceMotionEnabled); M toggles it.")
  public var reduceMotion = false

  public init() {}

  public func validate() throws {
    if let appearance, UIUserInterfaceStyle(appearanceName: appearance) == nil {
      let names = UIUserInterfaceStyle.appearances.map(\.name)
      throw ValidationError(
        "unknown appearance '\(appearance)'; the appearances: \(names.joined(separator: ", "))")
    }
  }

  /// The `--appearance` style; light without one (`validate` has checked the name).
  public var style: UIUserInterfaceStyle {
    appearance.flatMap(UIUserInterfaceStyle.init(appearanceName:)) ?? .light
  }
}
