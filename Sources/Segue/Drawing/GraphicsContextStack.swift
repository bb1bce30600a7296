import Foundation

/// The stack of UIKit's current contexts, as a drawing pass binds it: a renderer's `image`
/// block, a view's `draw(_:)`, a layer's display. Task-local, so nothing global holds a
/// context and concurrent drawing passes do not see each other's.
final class GraphicsContextStack: @unchecked Sendable {
  // Used by the one drawing pass that bound it, as UIKit's per-thread stack is.
  var contexts: [CGContext]

  init(_ contexts: [CGContext]) {
    self.contexts = contexts
  }

  @TaskLocal static var current: GraphicsContextStack?

  /// Runs `body` with `context` current (pushed on this pass's stack, or on a new one).
  static func drawing<R>(in context: CGContext, _ body: () throws -> R) rethrows -> R {
    guard let stack = current else {
      return try $current.withValue(GraphicsContextStack([context]), operation: body)
    }
    stack.contexts.append(context)
    defer { stack.contexts.removeLast() }
    return try body()
  }
}

/// The current context for a UIKit drawing call named `call`; nil with a warning naming it
/// when there is none, as UIKit logs "invalid context 0x0".
func currentContext(for call: String) -> CGContext? {
  guard let context = UIGraphicsGetCurrentContext() else {
    Diagnostics.warn("\(call): no current context (draw inside draw(_:) or a renderer); ignored")
    return nil
  }
  return context
}
