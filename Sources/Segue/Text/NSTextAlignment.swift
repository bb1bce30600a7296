/// Horizontal alignment of a label's text; `.natural` is left-to-right here.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}
