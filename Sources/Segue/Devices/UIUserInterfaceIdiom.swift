import Foundation

/// The kind of device an interface is laid out for (`UIDevice.current.userInterfaceIdiom`).
/// Segue's devices are phones and pads; the other cases exist (with UIKit's raw values) so
/// switches over the idiom written for iOS compile.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5, vision
}
