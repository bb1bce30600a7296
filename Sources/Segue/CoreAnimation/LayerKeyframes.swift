import Foundation

/// A keyframe animation's values and key times, checked and converted when it is added.
struct LayerKeyframes {
  let key: LayerKeyPath
  let values: [LayerVector]
  /// Fractions of the duration, ascending: one per value, one more with `.discrete`.
  let times: [Double]
  /// One per segment, or none (linear segments).
  let curves: [CubicBezier]
  let mode: CAAnimationCalculationMode
  let isAdditive: Bool
  let isCumulative: Bool
  /// Radians added to the layer's turn about z along a path: 0, or π to face backwards;
  /// nil leaves the rotation alone.
  let rotation: Double?

  /// nil, after a warning naming `animation`, when it has nothing to play.
  @MainActor
  init?(_ animation: CAKeyframeAnimation, key: LayerKeyPath) {
    let name = animation.diagnosticName
    var values: [LayerVector]
    if let path = animation.path {
      guard key.kind == .point else {
        Diagnostics.warn("\(name): a path animates a point property only; ignored")
        return nil
      }
      values = Self.points(along: path)
    } else {
      values = []
      for value in animation.values ?? [] {
        guard let vector = key.kind.vector(from: value) else {
          Diagnostics.warn("\(name): value \(value) does not fit the key path; ignored")
          return nil
        }
        values.append(vector)
      }
    }
    guard !values.isEmpty else {
      Diagnostics.warn("\(name): no values and no path; it animates nothing")
      return nil
    }
    // A path is followed at constant speed, whatever the mode says.
    let mode =
      animation.path != nil && animation.calculationMode != .discrete
      ? .paced : animation.calculationMode
    let paced = mode == .paced || mode == .cubicPaced
    let count = mode == .discrete ? values.count + 1 : values.count
    var times = animation.keyTimes?.map(\.doubleValue) ?? []
    if !paced, !times.isEmpty,
      times.count != count || zip(times, times.dropFirst()).contains(where: { $0 > $1 })
        || times.contains(where: { !$0.isFinite })
    {
      Diagnostics.warn(
        "\(name): \(times.count) keyTimes for \(values.count) values in mode \(mode.rawValue) "
          + "(\(count) ascending fractions expected); spacing the values evenly")
      times = []
    }
    if paced { times = Self.pacedTimes(values) }
    if times.isEmpty {
      times = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }
    var curves = (animation.timingFunctions ?? []).map(\.bezier)
    if !paced, !curves.isEmpty, curves.count != values.count - 1 {
      Diagnostics.warn(
        "\(name): \(curves.count) timingFunctions for \(values.count - 1) segments; using linear")
      curves = []
    }
    self.key = key
    self.values = values
    self.times = times
    self.curves = paced ? [] : curves
    self.mode = mode
    isAdditive = animation.isAdditive
    isCumulative = animation.isCumulative
    rotation =
      switch animation.rotationMode {
      case .rotateAuto?: 0
      case .rotateAutoReverse?: .pi
      default: nil
      }
  }

  func apply(to shown: inout LayerPresentation, fraction: Double, iteration: Double) {
    var (value, tangent) = self.value(at: fraction)
    if isCumulative, let first = values.first, let last = values.last {
      value += (last - first) * iteration
    }
    let beneath = key.read(from: shown)
    key.write(isAdditive ? key.combine(value, over: beneath) : value, into: &shown)
    if let rotation, tangent != .zero {
      let angle = atan2(tangent[1], tangent[0]) + rotation
      LayerKeyPath.rotation(.z).write(
        LayerValueKind.vector(shown.transform.rotation(about: .z) + angle, 0), into: &shown)
    }
  }

  /// The value at `fraction` of the duration, and the direction of the segment it is on.
  private func value(at fraction: Double) -> (LayerVector, LayerVector) {
    let last = values.count - 1
    if mode == .discrete {
      var index = 0
      while index < last, times[index + 1] <= fraction { index += 1 }
      return (values[index], .zero)
    }
    guard last > 0 else { return (values[0], .zero) }
    var index = 0
    while index < last - 1, times[index + 1] <= fraction { index += 1 }
    let span = times[index + 1] - times[index]
    var u = span > 0 ? min(max((fraction - times[index]) / span, 0), 1) : 1
    if fraction < times[0] { u = 0 }
    if !curves.isEmpty { u = curves[index].value(at: u) }
    let (a, b) = (values[index], values[index + 1])
    guard mode == .cubic || mode == .cubicPaced else {
      return (key.interpolate(a, b, fraction: u), b - a)
    }
    // Catmull-Rom through the neighbours (the ends repeat), as Core Animation's cubic mode.
    let p0 = index > 0 ? values[index - 1] : a
    let p3 = index + 2 <= last ? values[index + 2] : b
    let linear: LayerVector = (b - p0) * u
    let square: LayerVector = (2 * p0 - 5 * a + 4 * b - p3) * (u * u)
    let cube: LayerVector = (3 * a - p0 - 3 * b + p3) * (u * u * u)
    return (0.5 * (2 * a + linear + square + cube), b - a)
  }

  /// Key times proportional to the distance covered, so the value moves at constant speed.
  private static func pacedTimes(_ values: [LayerVector]) -> [Double] {
    var distances: [Double] = [0]
    for (a, b) in zip(values, values.dropFirst()) {
      let step = b - a
      distances.append(distances[distances.count - 1] + (step * step).sum().squareRoot())
    }
    let total = distances[distances.count - 1]
    guard total > 0 else { return [] }
    return distances.map { $0 / total }
  }

  /// The path's points, each curve cut into chords within 0.1 pt of it; subpaths follow
  /// one another, and a closed one returns to its start.
  private static func points(along path: CGPath) -> [LayerVector] {
    let tolerance: CGFloat = 0.1
    var points: [CGPoint] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in path.elements {
      // A path that does not begin with a move begins at (0, 0), as Core Graphics' does.
      if points.isEmpty {
        if case .move = element {} else { points.append(current) }
      }
      switch element {
      case .move(let to):
        start = to
        points.append(to)
        current = to
      case .line(let to):
        points.append(to)
        current = to
      case .quadCurve(let to, let control):
        let count = PathPolygons.chords(current, control, to, tolerance: tolerance)
        for index in 1...count {
          points.append(quadraticPoint(current, control, to, at: CGFloat(index) / CGFloat(count)))
        }
        current = to
      case .curve(let to, let control1, let control2):
        let count = PathPolygons.chords(current, control1, control2, to, tolerance: tolerance)
        for index in 1...count {
          let t = CGFloat(index) / CGFloat(count)
          points.append(cubicPoint(current, control1, control2, to, at: t))
        }
        current = to
      case .closeSubpath:
        points.append(start)
        current = start
      }
    }
    return points.map { LayerValueKind.vector($0.x, $0.y) }
  }
}
