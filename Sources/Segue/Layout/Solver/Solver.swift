/// An incremental Cassowary solver (Badros, Borning & Stuckey, 2001), in the shape of
/// kiwi's `SolverImpl`: constraints are added and removed one at a time, each keeping the
/// tableau optimal and feasible, and a constant changes with a dual-simplex re-solve that
/// touches only what the change moves.
///
/// Optional constraints minimise `Σ strength × |error|`. Every choice between candidate
/// symbols or rows is broken by symbol id, so results do not depend on hash order.
final class Solver {
  /// Where a constraint sits in the tableau. `markerShift` turns a change of the
  /// constraint's constant into the shift of its marker (1 / the marker's coefficient).
  private struct Tag {
    var marker: Symbol
    var other: Symbol?
    var markerShift: Double
    var strength: Double
    var constant: Double
  }

  private var rows: [Symbol: Row] = [:]
  private var tags: [SolverConstraintID: Tag] = [:]
  /// The constraint each marker or error symbol belongs to, to name conflicts.
  private var owners: [Symbol: SolverConstraintID] = [:]
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var infeasibleRows: [Symbol] = []
  private var nextID = 1

  init() { infeasibleRows.reserveCapacity(64) }

  func makeVariable() -> Symbol { makeSymbol(.external) }

  /// The variable's value in the current solution (0 while nothing constrains it).
  func value(of variable: Symbol) -> Double { rows[variable]?.constant ?? 0 }

  /// Adds `constraint`; a required one that contradicts the others throws and leaves the
  /// solution as it was.
  func add(_ constraint: LinearConstraint) throws(UnsatisfiableConstraint) -> SolverConstraintID {
    let id = SolverConstraintID(rawValue: nextID)
    nextID += 1
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.containsOnlyDummies {
      // A redundant required equality: consistent only if it adds nothing.
      guard Row.isNearZero(row.constant) else { throw conflict(in: row) }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      throw conflict(in: row)
    }
    tags[id] = tag
    owners[tag.marker] = id
    if let other = tag.other { owners[other] = id }
    optimize()
    return id
  }

  /// Removes a constraint `add` returned; the others are re-optimised.
  func remove(_ id: SolverConstraintID) {
    guard let tag = tags.removeValue(forKey: id) else { return }
    owners.removeValue(forKey: tag.marker)
    if let other = tag.other { owners.removeValue(forKey: other) }
    // The error terms leave the objective before any pivot, or they would be substituted in.
    if tag.marker.kind == .error { removeFromObjective(tag.marker, tag.strength) }
    if let other = tag.other, other.kind == .error { removeFromObjective(other, tag.strength) }
    if rows.removeValue(forKey: tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving)
      else { return }
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, with: row)
    }
    optimize()
  }

  /// Gives constraint `id` the expression constant `constant` and re-solves incrementally:
  /// the marker's column carries the change into the rows it appears in, then the dual
  /// simplex restores feasibility. Allocates nothing once the rows have reached their sizes.
  /// False when a required constraint can no longer hold: the caller must rebuild.
  func updateConstant(_ id: SolverConstraintID, to constant: Double) -> Bool {
    // Through indices: an optional-chained write (`tags[id]?.constant = …`) runs the
    // dictionary's modify coroutine, whose frame is heap-allocated.
    guard let tagIndex = tags.index(forKey: id) else { return true }
    let tag = tags.values[tagIndex]
    let delta = (constant - tag.constant) * tag.markerShift
    guard delta != 0 else { return true }
    tags.values[tagIndex].constant = constant
    if let markerIndex = rows.index(forKey: tag.marker) {
      rows.values[markerIndex].constant -= delta
      if rows.values[markerIndex].constant < 0 { infeasibleRows.append(tag.marker) }
    } else {
      var index = rows.startIndex
      while index != rows.endIndex {
        let subject = rows.keys[index]
        // One in-place access per row: a read through `values` beside the write would
        // hold a second reference and copy the table.
        let constant = rows.values[index].shift(along: tag.marker, by: delta)
        if subject.isRestricted, let constant, constant < 0 { infeasibleRows.append(subject) }
        index = rows.index(after: index)
      }
    }
    return dualOptimize()
  }

  // MARK: Building rows

  private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  /// The constraint as a row over the current parametric symbols, with its slack, error
  /// or dummy symbols, signed so that its constant is not negative.
  private func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
    var row = Row(constant: constraint.constant)
    for (variable, coefficient) in constraint.terms where !Row.isNearZero(coefficient) {
      if let basic = rows[variable] {
        row.insert(basic, coefficient)
      } else {
        row.insert(variable, coefficient)
      }
    }
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      var error: Symbol?
      if !constraint.isRequired {
        let symbol = makeSymbol(.error)
        row.insert(symbol, -sign)
        objective.insert(symbol, constraint.strength)
        error = symbol
      }
      tag = Tag(
        marker: slack, other: error, markerShift: sign, strength: constraint.strength,
        constant: constraint.constant)
    case .equal where constraint.isRequired:
      let dummy = makeSymbol(.dummy)
      row.insert(dummy)
      tag = Tag(
        marker: dummy, other: nil, markerShift: 1, strength: constraint.strength,
        constant: constraint.constant)
    case .equal:
      // expression = plus − minus
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      objective.insert(plus, constraint.strength)
      objective.insert(minus, constraint.strength)
      tag = Tag(
        marker: plus, other: minus, markerShift: -1, strength: constraint.strength,
        constant: constraint.constant)
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// An external symbol if the row has one, else its own slack or error with a negative
  /// coefficient (which keeps the constant feasible).
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.firstSymbol(where: { symbol, _ in symbol.kind == .external }) {
      return external
    }
    for candidate in [tag.marker, tag.other].compactMap({ $0 })
    where candidate.kind == .slack || candidate.kind == .error {
      if row.coefficient(for: candidate) < 0 { return candidate }
    }
    return nil
  }

  /// Phase one of the simplex for a row no symbol can enter: succeeds only if an artificial
  /// variable standing for the row can be driven to 0.
  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let symbol = makeSymbol(.slack)
    rows[symbol] = row
    artificial = row
    optimize(artificialObjective: true)
    let succeeded = Row.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = rows.removeValue(forKey: symbol) {
      if basic.cells.isEmpty { return succeeded }
      guard
        let entering = basic.firstSymbol(where: { s, _ in s.kind == .slack || s.kind == .error })
      else { return false }
      basic.solve(for: symbol, entering)
      substitute(entering, with: basic)
      rows[entering] = basic
    }
    var index = rows.startIndex
    while index != rows.endIndex {
      rows.values[index].remove(symbol)
      index = rows.index(after: index)
    }
    objective.remove(symbol)
    return succeeded
  }

  private func removeFromObjective(_ error: Symbol, _ strength: Double) {
    if let row = rows[error] {
      objective.insert(row, -strength)
    } else {
      objective.insert(error, -strength)
    }
  }

  private func conflict(in row: Row) -> UnsatisfiableConstraint {
    UnsatisfiableConstraint(conflicts: Set(row.cells.keys.compactMap { owners[$0] }).sorted())
  }

  // MARK: Pivoting

  /// Replaces `symbol` by `row` everywhere, noting rows that became infeasible.
  private func substitute(_ symbol: Symbol, with row: Row) {
    var index = rows.startIndex
    while index != rows.endIndex {
      let subject = rows.keys[index]
      let constant = rows.values[index].substitute(symbol, with: row)
      if subject.isRestricted, constant < 0 { infeasibleRows.append(subject) }
      index = rows.index(after: index)
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  private func pivot(_ leaving: Symbol, _ entering: Symbol) {
    guard var row = rows.removeValue(forKey: leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    rows[entering] = row
  }

  /// Primal simplex on the objective (or the artificial one) until no symbol improves it.
  private func optimize(artificialObjective: Bool = false) {
    while true {
      let current = artificialObjective ? (artificial ?? objective) : objective
      guard
        let entering = current.firstSymbol(where: { s, value in s.kind != .dummy && value < 0 }),
        let leaving = leavingRow(for: entering)
      else { return }
      pivot(leaving, entering)
    }
  }

  /// Dual simplex: pivots each infeasible row back to feasibility, keeping optimality.
  private func dualOptimize() -> Bool {
    while let leaving = infeasibleRows.popLast() {
      guard let row = rows[leaving], row.constant < 0, !Row.isNearZero(row.constant) else {
        continue
      }
      guard let entering = dualEnteringSymbol(row) else {
        infeasibleRows.removeAll(keepingCapacity: true)
        return false
      }
      pivot(leaving, entering)
    }
    return true
  }

  /// The restricted row that limits `entering` first (minimum ratio, ties by id).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    var index = rows.startIndex
    while index != rows.endIndex {
      let subject = rows.keys[index]
      let coefficient = rows.values[index].coefficient(for: entering)
      if subject.isRestricted, coefficient < 0 {
        let ratio = -rows.values[index].constant / coefficient
        if best.map({ ratio < $0.ratio || (ratio == $0.ratio && subject < $0.symbol) }) ?? true {
          best = (ratio, subject)
        }
      }
      index = rows.index(after: index)
    }
    return best?.symbol
  }

  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
      let ratio = objective.coefficient(for: symbol) / coefficient
      if best.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true {
        best = (ratio, symbol)
      }
    }
    return best?.symbol
  }

  /// The row to pivot a non-basic marker into, when its constraint is removed: a restricted
  /// row where it has a negative coefficient (smallest ratio), else a restricted one, else any.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    for (subject, row) in rows {
      let coefficient = row.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      if !subject.isRestricted {
        if third.map({ subject < $0 }) ?? true { third = subject }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first.map({ ratio < $0.ratio || (ratio == $0.ratio && subject < $0.symbol) }) ?? true {
          first = (ratio, subject)
        }
      } else {
        let ratio = row.constant / coefficient
        if second.map({ ratio < $0.ratio || (ratio == $0.ratio && subject < $0.symbol) }) ?? true {
          second = (ratio, subject)
        }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}
