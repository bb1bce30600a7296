import Foundation

/// What a `CGContext` recorded: display commands in the context's own space (points, y
/// down), replayed wherever the drawing shows (a layer's content, an image the renderer
/// rasterises). Core Graphics paints into a bitmap; Segue keeps the commands instead, so the
/// model stays free of pixels and a drawing scales without blurring.
public struct Drawing: Equatable, Sendable {
  public var commands: [DisplayCommand] = []
  /// True when a command erases (`CGContext.clear(_:)`): the drawing is then composited as
  /// one group, so that it erases only itself, as a separate backing store would.
  public var isolated = false

  public init(commands: [DisplayCommand] = [], isolated: Bool = false) {
    self.commands = commands
    self.isolated = isolated
  }
}

extension DisplayList {
  /// Appends `drawing` with its space mapped through `transform`, clipped to `clip` (in the
  /// drawing's space: the backing store's extent), as one group when it erases or
  /// `opacity` is below 1.
  mutating func append(
    _ drawing: Drawing, clippedTo clip: CGRect, transform: CGAffineTransform, opacity: CGFloat
  ) {
    guard !drawing.commands.isEmpty, opacity > 0 else { return }
    append(.pushClip(Clip(rect: clip, transform: transform)))
    let grouped = drawing.isolated && opacity >= 1
    if grouped { append(.pushGroup(Group(opacity: 1, shadow: nil))) }
    append(drawing.commands, transform: transform, opacity: opacity)
    if grouped { append(.popGroup) }
    append(.popClip)
  }
}
