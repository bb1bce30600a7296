import Foundation

/// How `CGContext.drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}
