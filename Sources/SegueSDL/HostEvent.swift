import Foundation
import Segue

/// What the window host tells the app, already in the model's terms: points, and seconds
/// since the host's loop started.
public enum HostEvent: Equatable, Sendable {
  case pointer(PointerInput)
  case key(KeyInput)
  /// The mouse wheel turned (or a touchpad scrolled) over the window.
  case wheel(ScrollWheelInput)
  /// The device area changed: size in points, pixels per point, when (seconds).
  case resized(CGSize, scale: CGFloat, time: TimeInterval)
  /// The window's close button, or the system asked the app to quit.
  case quit
}
