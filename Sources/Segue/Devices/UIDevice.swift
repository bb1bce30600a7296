import Foundation

/// The device the app runs on: the key window's screen's device (`UIScreen.main.device`),
/// so `--device ipad` reads as an iPad. Built on each read, so there is nothing to reset.
///
///     if UIDevice.current.userInterfaceIdiom == .pad { presentAsPopover() }
@preconcurrency @MainActor
public final class UIDevice {
  public static var current: UIDevice { UIDevice(UIScreen.main.device) }

  /// `.pad` for the `ipad` preset, `.phone` otherwise.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  private init(_ device: DeviceDescription) {
    userInterfaceIdiom = device.userInterfaceIdiom
  }

  /// "iPad" or "iPhone", as UIKit reports the model.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  public var localizedModel: String { model }
  /// The user-assigned name on iOS; the model here (as iOS 16 and later report it to apps
  /// without the entitlement).
  public var name: String { model }
  public var systemName: String { "iOS" }
}
