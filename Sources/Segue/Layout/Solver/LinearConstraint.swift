/// `Σ coefficient × variable + constant  relation  0`, the form the solver takes.
struct LinearConstraint {
  enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

  var terms: [(variable: Symbol, coefficient: Double)]
  var constant: Double
  var relation: Relation
  /// The weight of the constraint's error in the objective; `.infinity` makes it required.
  var strength: Double

  var isRequired: Bool { strength == .infinity }
}

/// Names an added constraint, for `Solver.remove` and `Solver.updateConstant`.
struct SolverConstraintID: Hashable, Comparable {
  let rawValue: Int
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A required constraint that contradicts the required ones already added. `conflicts`
/// are those it contradicts (as far as the tableau row that failed names them).
struct UnsatisfiableConstraint: Error {
  let conflicts: [SolverConstraintID]
}
