import Foundation

/// How a stroke ends at an open subpath's endpoints, as Core Graphics spells it.
public enum CGLineCap: Int32, Sendable {
  /// Squared off exactly at the endpoint (UIKit's default).
  case butt
  /// A half disc of diameter `lineWidth` beyond the endpoint.
  case round
  /// Squared off half of `lineWidth` beyond the endpoint.
  case square
}

/// How a stroke turns a corner between two segments, as Core Graphics spells it.
public enum CGLineJoin: Int32, Sendable {
  /// A sharp corner, bevelled once it is longer than `miterLimit` × `lineWidth` (UIKit's
  /// default).
  case miter
  case round
  case bevel
}
