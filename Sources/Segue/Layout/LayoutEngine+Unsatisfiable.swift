import Foundation

extension LayoutEngine {
  /// UIKit's log for a constraint that cannot hold with the required ones: the conflicting
  /// constraints, then the one broken (the one being added, which stays active but out of
  /// the system, so the others keep their solution).
  func reportUnsatisfiable(_ constraint: NSLayoutConstraint, conflicts: [SolverConstraintID]) {
    let listed = conflicts.compactMap { names[$0] } + [constraint.description]
    Diagnostics.warn(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
      refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
      (
      \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint
      \(constraint)
      """)
  }
}
