import CSDL2
import Foundation

extension SDL_Rect {
  /// `rect`, whose coordinates are whole pixels.
  init(_ rect: CGRect) {
    self.init(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
  }
}
