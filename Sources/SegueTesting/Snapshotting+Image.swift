import Foundation
import Segue
import SegueSDL
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == Bitmap {
  /// Renders the view headless (software renderer) as the root of its own frame: its frame's
  /// size by default, or `size` points; at `scale` pixels per point.
  ///
  ///     assertSnapshot(of: cardView, as: .image(scale: 2, tolerance: 2))
  @MainActor
  public static func image(
    size: CGSize? = nil, scale: CGFloat = 1, tolerance: UInt8 = 0,
    maximumDifferingFraction: Double = 0
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction)
    ) { view in
      MainActor.assumeIsolated { HeadlessSnapshot.render(view, size: size, scale: scale) }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == Bitmap {
  /// Renders the controller's view in a window of `size` points (the screen's size by
  /// default), so it is laid out as it would be on screen.
  @MainActor
  public static func image(
    size: CGSize? = nil, scale: CGFloat = 1, tolerance: UInt8 = 0,
    maximumDifferingFraction: Double = 0
  ) -> Snapshotting {
    Snapshotting<UIView, Bitmap>.image(
      scale: scale, tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction
    ).pullback { controller in
      MainActor.assumeIsolated {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
        window.rootViewController = controller
        return window
      }
    }
  }

  /// Renders the controller's view in a window that is `device`'s screen: its size, safe
  /// area and corners (at `scale` pixels per point, not the device's, unless you pass it),
  /// in the system `appearance` (light by default; `.dark` is Dark Mode). The reference
  /// carries the device's name, and the appearance's when one is given
  /// (`iphone-15.dark`), so a reference of another device or appearance is named as such
  /// when it fails; name the snapshot per variant yourself, as swift-snapshot-testing's
  /// `.image(on:traits:)` users do:
  ///
  ///     for device in [DeviceDescription.iPhoneSE, .iPhone15] {
  ///       for appearance in [UIUserInterfaceStyle.light, .dark] {
  ///         assertSnapshot(of: SettingsViewController(),
  ///                        as: .image(device: device, appearance: appearance),
  ///                        named: "\(device.name).\(appearance == .dark ? "dark" : "light")")
  ///       }
  ///     }
  @MainActor
  public static func image(
    device: DeviceDescription, appearance: UIUserInterfaceStyle? = nil, scale: CGFloat = 1,
    tolerance: UInt8 = 0, perceptualThreshold: Double? = nil, maximumDifferingFraction: Double = 0
  ) -> Snapshotting {
    let variant = SnapshotVariant.matrix(
      devices: [device], appearances: appearance.map { [$0] } ?? [])[0]
    return Snapshotting(
      pathExtension: "png",
      diffing: .image(
        PixelDifference(tolerance: tolerance, perceptualThreshold: perceptualThreshold),
        maximumDifferingFraction: maximumDifferingFraction, variant: variant.name)
    ) { controller in
      MainActor.assumeIsolated {
        let window = UIWindow(frame: .zero)
        variant.configure(window, scale: scale)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return HeadlessSnapshot.render(window, size: nil, scale: scale)
      }
    }
  }
}

/// The rendering behind the image strategies.
@MainActor
enum HeadlessSnapshot {
  /// The view is drawn as the root of the frame: its bounds at the origin, whatever its
  /// position or transform in a superview.
  static func render(_ view: UIView, size: CGSize?, scale: CGFloat) -> Bitmap {
    do {
      let renderer = try HeadlessRenderer(size: size ?? view.bounds.size, scale: scale)
      return try renderer.render(view)
    } catch {
      Diagnostics.warn("snapshot could not be rendered: \(error)")
      return Bitmap(width: 0, height: 0, pixels: [])
    }
  }
}
