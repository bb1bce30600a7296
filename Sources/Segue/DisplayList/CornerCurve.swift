import Foundation

/// The shape of a drawn command's rounded corners: `CALayerCornerCurve` as the list keeps
/// it. A plain value, where the layer's holds a string, so a command copies as bytes with no
/// reference counting; the list copies its commands several times a frame.
public enum CornerCurve: Sendable {
  case circular, continuous

  /// `curve`'s shape: any value but `.continuous` draws circular, as Core Animation's.
  public init(_ curve: CALayerCornerCurve) {
    self = curve == .continuous ? .continuous : .circular
  }
}
