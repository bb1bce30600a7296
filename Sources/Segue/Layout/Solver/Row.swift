/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, with the basic
/// symbol kept outside (it is the row's key in the solver).
///
/// Rows are mutated in place, so a re-solve whose rows keep their sizes allocates nothing.
struct Row {
  var constant: Double
  private(set) var cells: [Symbol: Double] = [:]

  init(constant: Double) { self.constant = constant }

  /// Below this a coefficient or constant is rounding noise (the solver's units are points).
  static let epsilon = 1e-8

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Self.isNearZero(sum) {
      cells.removeValue(forKey: symbol)
    } else {
      cells[symbol] = sum
    }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

  mutating func reverseSign() { scale(by: -1) }

  /// Turns `0 = constant + … + c × symbol + …` into `symbol = …`, removing `symbol`.
  mutating func solve(for symbol: Symbol) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    scale(by: -1 / coefficient)
  }

  /// Turns `lhs = … + c × rhs + …` into `rhs = … − lhs / c + …`.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` stands for, if it appears here; returns the
  /// constant after.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Double {
    if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    return constant
  }

  /// Moves the constant by `coefficient(for: symbol) × delta`: the symbol's value shifted by
  /// `delta`. Returns the new constant, nil when the symbol does not appear.
  mutating func shift(along symbol: Symbol, by delta: Double) -> Double? {
    guard let coefficient = cells[symbol] else { return nil }
    constant += coefficient * delta
    return constant
  }

  /// The lowest-id symbol meeting `condition`: a choice independent of hash order.
  func firstSymbol(where condition: (Symbol, Double) -> Bool) -> Symbol? {
    var best: Symbol?
    for (symbol, value) in cells where condition(symbol, value) {
      if best.map({ symbol < $0 }) ?? true { best = symbol }
    }
    return best
  }

  var containsOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }

  /// Multiplies in place: the dictionary keeps its storage.
  private mutating func scale(by factor: Double) {
    constant *= factor
    var index = cells.values.startIndex
    while index != cells.values.endIndex {
      cells.values[index] *= factor
      index = cells.values.index(after: index)
    }
  }
}
