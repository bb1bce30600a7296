import Foundation

/// Estimates a pointer's velocity from its recent positions, as Flutter's `VelocityTracker`
/// and Android's do: a least-squares quadratic fit of position against time over the last
/// 100 ms (at most 20 samples), differentiated at the newest sample. A gap of more than
/// 40 ms between samples means the pointer stopped, so older samples are ignored; a
/// release after such a pause has a velocity of zero.
///
/// The parabola's end slope follows acceleration without lag when events come evenly, but
/// uneven timing (a loaded machine, a remote desktop, a scripted harness) bends it: whole-pixel
/// moves 3 ms then 33 ms apart read a drag moving right at 330 pt/s as −1732 pt/s. So the
/// least-squares line through the same samples guards it, per axis. The line's slope is a
/// positively weighted sum of the samples' displacements (Chebyshev's sum inequality), so it
/// never points against a monotonic drag; where the parabola disagrees with it in sign, the
/// line is the answer, and the parabola may not exceed `overshootLimit` times the line.
internal struct VelocityTracker {
  /// Seconds of history the fit looks at.
  static let horizon: TimeInterval = 0.100
  /// Samples the fit looks at, newest first.
  static let maximumSamples = 20
  /// A gap longer than this (seconds) between two samples means the pointer stopped there.
  static let stopGap: TimeInterval = 0.040
  /// How many times the line's speed the parabola may read. Constant acceleration from rest
  /// over the window puts the end slope at twice the mean slope; more is noise.
  static let overshootLimit = 2.0

  private struct Sample {
    var time: TimeInterval
    var position: CGPoint
  }

  /// Newest last; never more than `maximumSamples`. Its storage is kept for the tracker's
  /// life, so a drag's events do not allocate.
  private var samples: [Sample] = []

  init() {
    samples.reserveCapacity(Self.maximumSamples + 1)
  }

  mutating func add(_ position: CGPoint, at time: TimeInterval) {
    samples.append(Sample(time: time, position: position))
    if samples.count > Self.maximumSamples { samples.removeFirst() }
  }

  mutating func reset() { samples.removeAll(keepingCapacity: true) }

  /// Points per second at the newest sample; zero with fewer than two usable samples.
  /// Works on the stack: a query allocates nothing.
  var velocity: CGPoint {
    guard let newest = samples.last else { return .zero }
    let capacity = Self.maximumSamples
    // Three runs of `capacity`: times (relative to the newest sample, so the fit's linear
    // term is the velocity now), then x and y, newest first.
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * capacity) { buffer in
      var count = 0
      var previousTime = newest.time
      for sample in samples.reversed() {
        let age = newest.time - sample.time
        guard age <= Self.horizon, previousTime - sample.time <= Self.stopGap else { break }
        previousTime = sample.time
        buffer[count] = -age
        buffer[capacity + count] = Double(sample.position.x)
        buffer[2 * capacity + count] = Double(sample.position.y)
        count += 1
      }
      func run(_ index: Int) -> UnsafeBufferPointer<Double> {
        UnsafeBufferPointer(rebasing: buffer[index * capacity..<index * capacity + count])
      }
      // Three samples fit a parabola; two only a line (Flutter gives up there; a quick
      // flick of the mouse may produce no more). Samples at only two distinct times (moves
      // the server stamped in the same millisecond) cannot pin a parabola: the line then.
      func slope(_ values: Int) -> Double? {
        guard let line = LeastSquares.slope(run(0), run(values)) else { return nil }
        guard count > 2, let curve = LeastSquares.fit(run(0), run(values), degree: 2)?[1],
          curve.sign == line.sign
        else { return line }
        let limit = Self.overshootLimit * abs(line)
        return min(max(curve, -limit), limit)
      }
      guard count >= 2, let x = slope(1), let y = slope(2) else { return .zero }
      return CGPoint(x: x, y: y)
    }
  }
}

/// Least-squares polynomial fits (Flutter's `LeastSquaresSolver`, after Android's
/// VelocityTracker): QR decomposition by modified Gram–Schmidt, then back-substitution.
internal enum LeastSquares {
  /// The slope of the least-squares line through (x, y); nil when all x are equal. Written
  /// as a sum of the steps between neighbours in x order, Σ Wₖ·(yₖ₊₁ − yₖ) / Σ (x − x̄)²,
  /// where Wₖ, the sum of x − x̄ over the points after step k, is never negative: so in
  /// floating point too, y that never decreases gives a slope ≥ 0, y that never increases
  /// one ≤ 0, and a constant y exactly 0 (the QR fit leaves rounding noise of either sign).
  /// `x` must be sorted, ascending or descending.
  static func slope<Values: RandomAccessCollection<Double>>(_ x: Values, _ y: Values) -> Double?
  where Values.Index == Int {
    let m = x.count
    guard m >= 2, y.count == m else { return nil }
    let mean = x.reduce(0, +) / Double(m)
    var spread = 0.0
    for value in x { spread += (value - mean) * (value - mean) }
    guard spread > 0 else { return nil }
    // Walk from the end of x with the larger values, so each step's weight is a sum of the
    // deviations above it.
    let ascending = x[x.startIndex] <= x[x.startIndex + m - 1]
    func at(_ k: Int) -> Int { ascending ? m - 1 - k : k }
    var weight = 0.0
    var sum = 0.0
    for k in 1..<m {
      weight += x[x.startIndex + at(k - 1)] - mean
      let step = y[y.startIndex + at(k - 1)] - y[y.startIndex + at(k)]
      sum += max(weight, 0) * step
    }
    return sum / spread
  }

  /// The highest degree `fit` solves for: its coefficients fill a `SIMD4`.
  static let maximumDegree = 3

  /// Coefficients c₀…c_degree of y ≈ Σ cᵢ xⁱ (the rest 0); nil when the points cannot
  /// determine them (fewer points than coefficients, or repeated x) or `degree` is outside
  /// 0…`maximumDegree`. Its scratch matrices live on the stack.
  static func fit<Values: RandomAccessCollection<Double>>(
    _ x: Values, _ y: Values, degree: Int
  ) -> SIMD4<Double>? where Values.Index == Int {
    let m = x.count
    let n = degree + 1
    guard (0...maximumDegree).contains(degree), m >= n, y.count == m else { return nil }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n * m) { storage in
      // a[i·m + h] = x[h]^i: the columns of the Vandermonde matrix, stored as rows; q is
      // their orthonormalised copy and r (row j at j·4) the triangular factor.
      let a = UnsafeMutableBufferPointer(rebasing: storage[0..<n * m])
      let q = UnsafeMutableBufferPointer(rebasing: storage[n * m..<2 * n * m])
      var r = SIMD16<Double>()
      for h in 0..<m { a[h] = 1 }
      for i in 1..<n {
        for h in 0..<m { a[i * m + h] = a[(i - 1) * m + h] * x[x.startIndex + h] }
      }
      for index in 0..<n * m { q[index] = a[index] }
      func dot(_ u: UnsafeMutableBufferPointer<Double>, _ i: Int, _ v: (Int) -> Double)
        -> Double
      {
        var sum = 0.0
        for h in 0..<m { sum += u[i * m + h] * v(h) }
        return sum
      }
      for j in 0..<n {
        for i in 0..<j {
          let projection = dot(q, j) { q[i * m + $0] }
          for h in 0..<m { q[j * m + h] -= projection * q[i * m + h] }
        }
        let norm = dot(q, j) { q[j * m + $0] }.squareRoot()
        // Linearly dependent columns: the samples do not pin down this degree.
        guard norm > 1e-10 else { return nil }
        for h in 0..<m { q[j * m + h] /= norm }
        for i in j..<n { r[j * 4 + i] = dot(q, j) { a[i * m + $0] } }
      }
      var result = SIMD4<Double>()
      for i in stride(from: n - 1, through: 0, by: -1) {
        var value = dot(q, i) { y[y.startIndex + $0] }
        for j in (i + 1)..<n { value -= r[i * 4 + j] * result[j] }
        result[i] = value / r[i * 4 + i]
      }
      return result
    }
  }
}
