import Foundation

// Non-finite coordinates would poison bounds, hit tests and the rasteriser, and Core
// Graphics' behaviour with them is undefined: every path API drops such a call whole, with
// one warning naming it, rather than trapping or keeping part of it.

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGAffineTransform {
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}

extension CGRect {
  var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}

/// `finite`, after warning once that `call` was ignored when it is false.
func acceptsPathInput(_ finite: Bool, in call: @autoclosure () -> String) -> Bool {
  if !finite {
    Diagnostics.warn("\(call()): a coordinate, length or transform is NaN or infinite; ignored")
  }
  return finite
}

/// Warns that `call` needs a current point, which an empty path lacks.
func warnNoCurrentPoint(in call: String) {
  Diagnostics.warn("\(call): the path has no current point (call move(to:) first); ignored")
}
