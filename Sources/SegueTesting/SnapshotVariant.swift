import Foundation
import Segue

/// One cell of a device × appearance matrix: the device whose screen a window is (nil: the
/// size the assertion was given, no safe area) and the system appearance it shows (nil:
/// light, unnamed). References of a variant are named by it (`push.iphone-15.dark.p050`,
/// saved as `…push-iphone-15-dark-p050.png`) and carry its name in their text, so a
/// reference of another device or appearance is named as such when it fails.
struct SnapshotVariant: Sendable {
  let device: DeviceDescription?
  let appearance: UIUserInterfaceStyle?

  /// Every device with every appearance, devices outermost; one plain variant when both
  /// lists are empty, one per device (or per appearance) when the other is. `.unspecified`
  /// is taken as light, with a warning.
  static func matrix(devices: [DeviceDescription], appearances: [UIUserInterfaceStyle])
    -> [SnapshotVariant]
  {
    if appearances.contains(.unspecified) {
      Diagnostics.warn(
        "appearance .unspecified is not one a window shows; asserted as .light instead")
    }
    let devices = devices.isEmpty ? [nil] : devices.map(Optional.some)
    let appearances =
      appearances.isEmpty
      ? [nil] : appearances.map { Optional.some($0 == .unspecified ? .light : $0) }
    return devices.flatMap { device in
      appearances.map { SnapshotVariant(device: device, appearance: $0) }
    }
  }

  /// The device's and the appearance's names, joined by "."; nil for the plain variant.
  /// An unnamed appearance (`.unspecified`) is left out.
  var name: String? {
    let parts = [device?.name, appearance?.appearanceName].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  /// `base` (a transition's or a snapshot's name, if any) followed by the variant's name.
  func naming(_ base: String?) -> String? {
    let parts = [base, name].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ".")
  }

  /// The appearance a window of this variant shows.
  var style: UIUserInterfaceStyle { appearance ?? .light }

  /// Makes `window` this variant's: the device's screen (its size, safe area and corners,
  /// at `scale`) and the appearance; what the variant leaves out stays as it is.
  @MainActor
  func configure(_ window: UIWindow, scale: CGFloat) {
    if let device {
      window.screen = UIScreen(device: device, scale: scale)
      window.frame = CGRect(origin: .zero, size: device.screenSize)
    }
    if let appearance { window.setSystemAppearance(appearance) }
  }
}
