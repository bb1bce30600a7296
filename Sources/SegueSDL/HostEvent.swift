import Foundation
import Segue

/// What the window host tells the app, already in the model's terms: points, seconds.
public enum HostEvent: Equatable, Sendable {
  case pointer(PointerInput)
  case key(KeyInput)
  /// The device area changed: size in points, pixels per point.
  case resized(CGSize, scale: CGFloat)
  /// The window's close button, or the system asked the app to quit.
  case quit
}
