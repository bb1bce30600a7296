import Foundation

/// The display. `UIScreen.main.bounds` is the size of the device area, in points; the
/// window host sets it when it opens or resizes its window, and headless renders set it to
/// the size they render. 390×844 (an iPhone 14) until then.
@preconcurrency @MainActor
public final class UIScreen {
  public static let main = UIScreen()

  public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public internal(set) var scale: CGFloat = 1

  private init() {}

  /// Called by hosts (the SDL window, a headless renderer) when the device area changes.
  public func configure(size: CGSize, scale: CGFloat) {
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
  }
}
