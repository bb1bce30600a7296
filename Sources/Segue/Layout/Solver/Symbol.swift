/// A column of the simplex tableau. `external` symbols are the variables a client reads
/// (a view's x, y, width, height); the others are the bookkeeping every constraint adds.
struct Symbol: Hashable, Comparable {
  enum Kind: UInt8 {
    /// A client variable: unrestricted in sign.
    case external
    /// An inequality's slack, ≥ 0.
    case slack
    /// How far an optional constraint is from satisfied, ≥ 0; weighted in the objective.
    case error
    /// Marks a required equality; never enters the basis, so it stays 0.
    case dummy
  }

  let id: Int
  let kind: Kind

  /// Ids order every choice between candidates, so the solution never depends on hash order:
  /// same constraints, same frames, in every process.
  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  /// Restricted symbols are ≥ 0; a basic row whose subject is restricted must keep a
  /// non-negative constant.
  var isRestricted: Bool { kind != .external }
}
