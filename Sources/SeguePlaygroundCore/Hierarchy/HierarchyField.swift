import Foundation
import Segue

/// What the hierarchy inspector edits on the selected view: Tab moves to the next field,
/// Left/Right change it (Shift: the large step).
public enum HierarchyField: String, CaseIterable, Sendable {
  case x, y, width, height, alpha
  case backgroundColor = "background color"
  case cornerRadius = "corner radius"
  case hidden

  /// The colors Left/Right step the background through, clear first.
  @MainActor static let colors: [UIColor?] = [
    nil, .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple,
    .white, .black,
  ]

  /// Points (alpha: a fraction) one Left/Right moves; the large step is ten of them.
  var step: CGFloat {
    switch self {
    case .alpha: 0.1
    default: 1
    }
  }

  /// The field's value on `view`, as the panel shows it.
  @MainActor func formattedValue(of view: UIView) -> String {
    switch self {
    case .x: HierarchyRow.number(view.frame.minX) + " pt"
    case .y: HierarchyRow.number(view.frame.minY) + " pt"
    case .width: HierarchyRow.number(view.frame.width) + " pt"
    case .height: HierarchyRow.number(view.frame.height) + " pt"
    case .alpha: HierarchyRow.number(view.alpha)
    case .backgroundColor: view.backgroundColor.map(Self.hex) ?? "clear"
    case .cornerRadius: HierarchyRow.number(view.layer.cornerRadius) + " pt"
    case .hidden: view.isHidden ? "yes" : "no"
    }
  }

  /// `#RRGGBB`, with the alpha as a percentage when not opaque.
  @MainActor private static func hex(_ color: UIColor) -> String {
    let bytes = RGBA(color).bytes
    let rgb = [bytes.r, bytes.g, bytes.b].map { String(format: "%02X", $0) }.joined()
    return "#" + rgb + (bytes.a < 255 ? " \(Int((Double(bytes.a) / 2.55).rounded())) %" : "")
  }

  /// Sets the field of `view` to `value` (points; alpha 0…1; for the background, an index
  /// into `colors`; for hidden, nonzero hides). Returns nil when done, or why it was
  /// refused (a NaN or infinite value, a negative size or radius, an alpha outside 0…1),
  /// leaving the view as it was.
  @MainActor func set(_ value: CGFloat, on view: UIView) -> String? {
    guard value.isFinite else { return "\(rawValue) \(value) refused: not a number" }
    var frame = view.frame
    switch self {
    case .x: frame.origin.x = value
    case .y: frame.origin.y = value
    case .width, .height, .cornerRadius:
      guard value >= 0 else {
        return "\(rawValue) \(HierarchyRow.number(value)) refused: it must be 0 or more"
      }
      if self == .width { frame.size.width = value }
      if self == .height { frame.size.height = value }
      if self == .cornerRadius { view.layer.cornerRadius = value }
    case .alpha:
      guard (0...1).contains(value) else {
        return "alpha \(HierarchyRow.number(value)) refused: it must be 0…1"
      }
      view.alpha = value
    case .backgroundColor:
      let colors = Self.colors
      let index = (Int(value.rounded()) % colors.count + colors.count) % colors.count
      view.backgroundColor = colors[index]
    case .hidden:
      view.isHidden = value != 0
    }
    if frame != view.frame { view.frame = frame }
    return nil
  }

  /// The value `set` would need to move this field of `view` by `steps` steps.
  @MainActor func value(of view: UIView, movedBy steps: CGFloat) -> CGFloat {
    switch self {
    case .x: view.frame.minX + steps * step
    case .y: view.frame.minY + steps * step
    case .width: view.frame.width + steps * step
    case .height: view.frame.height + steps * step
    case .alpha: ((view.alpha + steps * step) * 100).rounded() / 100
    case .cornerRadius: view.layer.cornerRadius + steps * step
    case .backgroundColor:
      CGFloat((Self.colors.firstIndex { $0 == view.backgroundColor } ?? 0) + (steps < 0 ? -1 : 1))
    case .hidden: view.isHidden ? 0 : 1
    }
  }
}
