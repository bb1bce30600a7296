import Foundation

/// Estimates a pointer's velocity from its recent positions, as Flutter's `VelocityTracker`
/// and Android's do: a least-squares quadratic fit of position against time over the last
/// 100 ms (at most 20 samples), differentiated at the newest sample. A gap of more than
/// 40 ms between samples means the pointer stopped, so older samples are ignored; a
/// release after such a pause has a velocity of zero.
internal struct VelocityTracker {
  /// Seconds of history the fit looks at.
  static let horizon: TimeInterval = 0.100
  /// Samples the fit looks at, newest first.
  static let maximumSamples = 20
  /// A gap longer than this (seconds) between two samples means the pointer stopped there.
  static let stopGap: TimeInterval = 0.040

  private struct Sample {
    var time: TimeInterval
    var position: CGPoint
  }

  /// Newest last; never more than `maximumSamples`.
  private var samples: [Sample] = []

  mutating func add(_ position: CGPoint, at time: TimeInterval) {
    samples.append(Sample(time: time, position: position))
    if samples.count > Self.maximumSamples { samples.removeFirst() }
  }

  mutating func reset() { samples.removeAll() }

  /// Points per second at the newest sample; zero with fewer than two usable samples.
  var velocity: CGPoint {
    guard let newest = samples.last else { return .zero }
    var times: [Double] = []
    var xs: [Double] = []
    var ys: [Double] = []
    var previousTime = newest.time
    for sample in samples.reversed() {
      let age = newest.time - sample.time
      guard age <= Self.horizon, previousTime - sample.time <= Self.stopGap else { break }
      previousTime = sample.time
      // Time relative to the newest sample, so the fit's linear term is the velocity now.
      times.append(-age)
      xs.append(Double(sample.position.x))
      ys.append(Double(sample.position.y))
    }
    // Three samples fit a parabola; two only a line (Flutter gives up there; a quick
    // flick of the mouse may produce no more).
    let degree = times.count >= 3 ? 2 : 1
    guard times.count >= 2,
      let fitX = LeastSquares.fit(times, xs, degree: degree),
      let fitY = LeastSquares.fit(times, ys, degree: degree)
    else { return .zero }
    return CGPoint(x: fitX[1], y: fitY[1])
  }
}

/// Least-squares polynomial fits (Flutter's `LeastSquaresSolver`, after Android's
/// VelocityTracker): QR decomposition by modified Gram–Schmidt, then back-substitution.
internal enum LeastSquares {
  /// Coefficients c₀…c_degree of y ≈ Σ cᵢ xⁱ; nil when the points cannot determine them
  /// (fewer points than coefficients, or repeated x).
  static func fit(_ x: [Double], _ y: [Double], degree: Int) -> [Double]? {
    let m = x.count
    let n = degree + 1
    guard m >= n, y.count == m else { return nil }
    // a[i][h] = x[h]^i: the columns of the Vandermonde matrix, stored as rows.
    var a = [[Double]](repeating: [Double](repeating: 1, count: m), count: n)
    for i in 1..<n {
      for h in 0..<m { a[i][h] = a[i - 1][h] * x[h] }
    }
    var q = a
    var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
    for j in 0..<n {
      for i in 0..<j {
        let dot = zip(q[j], q[i]).reduce(0) { $0 + $1.0 * $1.1 }
        for h in 0..<m { q[j][h] -= dot * q[i][h] }
      }
      let norm = q[j].reduce(0) { $0 + $1 * $1 }.squareRoot()
      // Linearly dependent columns: the samples do not pin down this degree.
      guard norm > 1e-10 else { return nil }
      for h in 0..<m { q[j][h] /= norm }
      for i in j..<n { r[j][i] = zip(q[j], a[i]).reduce(0) { $0 + $1.0 * $1.1 } }
    }
    var result = [Double](repeating: 0, count: n)
    for i in stride(from: n - 1, through: 0, by: -1) {
      var value = zip(q[i], y).reduce(0) { $0 + $1.0 * $1.1 }
      for j in (i + 1)..<n { value -= r[i][j] * result[j] }
      result[i] = value / r[i][i]
    }
    return result
  }
}
