import Foundation

extension DisplayCommand {
  /// The command with its geometry mapped through `t` afterwards (points go through the
  /// command's own transform, then `t`). Commands without geometry are unchanged; so are
  /// those inside a projection, which are in the projected plane's own coordinates: the
  /// caller maps only the projection.
  func applying(_ t: CGAffineTransform) -> DisplayCommand {
    switch self {
    case .fill(var fill):
      fill.transform = fill.transform.concatenating(t)
      return .fill(fill)
    case .border(var border):
      border.transform = border.transform.concatenating(t)
      return .border(border)
    case .gradient(var gradient):
      gradient.transform = gradient.transform.concatenating(t)
      return .gradient(gradient)
    case .path(var path):
      path.transform = path.transform.concatenating(t)
      return .path(path)
    case .image(var image):
      image.transform = image.transform.concatenating(t)
      return .image(image)
    case .text(var run):
      run.transform = run.transform.concatenating(t)
      return .text(run)
    case .pushClip(var clip):
      clip.transform = clip.transform.concatenating(t)
      return .pushClip(clip)
    case .pushProjection(var projection):
      projection.transform = CATransform3DConcat(
        projection.transform, CATransform3DMakeAffineTransform(t))
      return .pushProjection(projection)
    case .backdropBlur(var blur):
      blur.transform = blur.transform.concatenating(t)
      return .backdropBlur(blur)
    case .pushGroup(var group):
      if var shadow = group.shadow {
        shadow.pathTransform = shadow.pathTransform.concatenating(t)
        group.shadow = shadow
      }
      return .pushGroup(group)
    case .popClip, .popGroup, .popProjection, .pushMask, .maskWith, .popMask:
      return self
    }
  }
}

extension DisplayList {
  /// Appends `commands` (a frozen list) with their geometry mapped through `t`, as one group
  /// of `opacity` when it is below 1.
  mutating func append(
    _ commands: [DisplayCommand], transform t: CGAffineTransform, opacity: CGFloat
  ) {
    if opacity < 1 { append(.pushGroup(Group(opacity: opacity, shadow: nil))) }
    var projections = 0
    for command in commands {
      append(projections == 0 ? command.applying(t) : command)
      switch command {
      case .pushProjection: projections += 1
      case .popProjection: projections -= 1
      default: break
      }
    }
    if opacity < 1 { append(.popGroup) }
  }
}
