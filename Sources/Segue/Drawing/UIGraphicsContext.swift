import Foundation

/// The context UIKit drawing goes to: the innermost one of the drawing pass (a renderer's
/// `image` block, `draw(_:)`, or one pushed with `UIGraphicsPushContext`); nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current?.contexts.last
}

/// Makes `context` current for UIKit drawing until the matching `UIGraphicsPopContext()`.
/// Outside a drawing pass (no renderer block, `draw(_:)` or layer display running) there is
/// no stack to push on: a warning, and nothing else.
public func UIGraphicsPushContext(_ context: CGContext) {
  guard let stack = GraphicsContextStack.current else {
    return Diagnostics.warn("UIGraphicsPushContext(_:): no drawing pass is running; ignored")
  }
  stack.contexts.append(context)
}

/// Undoes the last `UIGraphicsPushContext(_:)`; with nothing pushed, a warning.
public func UIGraphicsPopContext() {
  guard let stack = GraphicsContextStack.current, !stack.contexts.isEmpty else {
    return Diagnostics.warn("UIGraphicsPopContext(): no context was pushed; ignored")
  }
  stack.contexts.removeLast()
}
