import Foundation

extension DisplayList {
  /// Points: the Dynamic Island's width (the time and battery sit centred in the ears
  /// beside it) and the height of the middle of its pill, measured on the iPhone 15.
  private static let islandWidth: CGFloat = 126
  private static let islandMidY: CGFloat = 30
  /// Points: the battery glyph and its distance from the right edge on a device without a
  /// sensor housing.
  private static let battery = CGSize(width: 25, height: 12)
  private static let batteryMargin: CGFloat = 8

  /// Draws the status bar of `window`'s device over it (its screen's top safe-area inset
  /// tall; `origin` in points): the time, "9:41" as Apple shows it, and a full battery, in
  /// white or black as the deciding controller's style asks (`UIWindow+StatusBar`). Beside a
  /// Dynamic Island or notch (a top inset of 44 points or more) each sits centred in its
  /// ear; otherwise the time is centred (left on a pad) and the battery 8 points from the
  /// right. The time is DejaVu Sans Bold at 15 points: an approximation of SF's 17-point
  /// semibold in the same space.
  @MainActor
  mutating func appendStatusBar(of window: UIWindow, at origin: CGPoint) {
    let height = window.screen.safeAreaInsets.top
    let width = window.bounds.width
    let white: Double = window.statusBarHasLightContent ? 1 : 0
    let color = RGBA(red: white, green: white, blue: white, alpha: 1)
    // iOS draws the battery's outline and nub translucent.
    let outlineColor = RGBA(red: white, green: white, blue: white, alpha: 0.35)
    let nubColor = RGBA(red: white, green: white, blue: white, alpha: 0.4)
    let islands = height >= 44
    let midY = islands ? Self.islandMidY : height / 2
    let ear = (width - Self.islandWidth) / 2
    let place = CGAffineTransform(translationX: origin.x, y: origin.y)
    let isPad = window.screen.device.userInterfaceIdiom == .pad
    let timeRect =
      islands
      ? CGRect(x: 0, y: midY - 10, width: ear, height: 20)
      : CGRect(x: isPad ? 20 : 0, y: midY - 10, width: isPad ? 80 : width, height: 20)
    append(
      .text(
        TextRun(
          string: "9:41", rect: timeRect, transform: place, pointSize: 15, bold: true,
          color: color, alignment: islands || !isPad ? .center : .left, wraps: false)))
    let batteryX =
      islands
      ? width - ear / 2 - Self.battery.width / 2
      : width - Self.batteryMargin - Self.battery.width - 2
    let outline = CGRect(
      x: batteryX, y: midY - Self.battery.height / 2, width: Self.battery.width,
      height: Self.battery.height)
    append(
      .border(
        Border(
          rect: outline, transform: place, width: 1, color: outlineColor,
          cornerRadius: 3.5, corners: .all, cornerCurve: .continuous)))
    append(
      .fill(
        Fill(
          rect: outline.insetBy(dx: 2, dy: 2), transform: place, color: color,
          cornerRadius: 1.5, cornerCurve: .continuous)))
    append(
      .fill(
        Fill(
          rect: CGRect(x: outline.maxX + 1, y: midY - 2, width: 1.5, height: 4), transform: place,
          color: nubColor, cornerRadius: 0.75)))
  }
}
